/**
 * The language a question is written in, when it is not English. The engine reads English: its stemmer, its
 * vocabulary and its negation and inversion cues are English, so a question in German or French finds at best
 * a few shared acronyms ("MFA", "ISO 27001") and none of the words that turn its meaning ("nicht", "sans").
 * Such a question is for a person, and the review screen says why (issue 13: questionnaires in other
 * languages against an English knowledge base).
 *
 * Function words decide it: every sentence has them, and no security vocabulary is among them. A question
 * names a language only when at least two of that language's words outnumber the English ones, so an English
 * question with a borrowed phrase ("de facto", "a la carte") stays English.
 */

const FUNCTION_WORDS: Record<string, string> = {
  English: 'the and is are of to in for with you your does do have has not be by on or this that which how what',
  German:
    'der die das und ist sind nicht wird werden ihre ihr sie wie welche haben mit für auf von zu des dem den ein eine einer gibt es wer oder bei über durch alle',
  French: 'le la les et est sont des une un vous votre vos pour avec dans sur pas ne que qui du au aux quels quelle quelles comment sont-ils avez-vous',
  Spanish: 'el los las y es son del una un usted su sus para con en por que no se cómo cuál qué tiene hay al ¿',
  Portuguese: 'o os as e é são do da dos das um uma você seu sua para com em por que não se como qual tem há ao',
  Italian: 'il lo i gli le e è sono di del della dei delle nel nella alla un una per con che non si come quale ha avete vostro vostra viene vengono',
  Dutch: 'de het een en is zijn van voor met op niet uw u wordt worden hoe welke heeft hebben jullie er alle',
};

const wordsOf = new Map(Object.entries(FUNCTION_WORDS).map(([language, words]) => [language, new Set(words.split(' '))]));

/** Words the Romance languages share: they count for a language only beside words that are its own. */
const SHARED = new Set(['e', 'que', 'se', 'con', 'per', 'una', 'un', 'para', 'por', 'no', 'non', 'come', 'como', 'de', 'en', 'la', 'le', 'les', 'il', 'o']);

/** "German", "French"… for a question in another language than English; null for English or too little text to tell. */
export function questionLanguage(question: string): string | null {
  // "i.e." and "e.g." are English; a word of one letter counts only when accented ("é", "à").
  const words = question
    .toLowerCase()
    .replace(/\b(?:i\.\s?e|e\.\s?g)\.?/g, ' ')
    .replace(/[¿¡]/g, ' ¿ ')
    .split(/[^\p{L}¿'-]+/u)
    .filter((w) => w.length > 1 || /[¿éèà]/.test(w));
  const counts = [...wordsOf].map(([language, own]) => {
    const hits = words.filter((w) => own.has(w));
    return { language, hits: hits.length, distinct: hits.filter((w) => !SHARED.has(w)).length };
  });
  const english = counts.find((c) => c.language === 'English')!.hits;
  const best = counts
    .filter((c) => c.language !== 'English' && c.hits >= 2 && c.distinct >= 1 && c.hits > english)
    .sort((a, b) => b.distinct - a.distinct || b.hits - a.hits)[0];
  return best?.language ?? null;
}
