import { createHash } from 'node:crypto';
import { americanSpelling, spellingRules } from './spelling-variants';
import { concepts, fillerWords } from './vocabulary';

/**
 * Turns text into the engine's terms: security concepts folded to one token, other words stemmed,
 * questionnaire boilerplate dropped. The same function runs on questions, passages and library entries,
 * so whatever it does, it does to both sides of a match.
 */
/** The tokens the vocabulary folds its phrases into. */
export const conceptTokens: ReadonlySet<string> = new Set(concepts.map((c) => c.token));

/**
 * A short token that its own concept's words never spell ("ir" for incident response) would be that concept
 * wherever the word stands on its own ("ir.example.com", investor relations): such a word is dropped before
 * the concepts are folded, so that only the concept's own words make the token.
 */
const foreignShortTokens = concepts.filter((c) => c.token.length <= 3 && !new RegExp(c.pattern.source).test(c.token)).map((c) => c.token);
const foreignShortWords = foreignShortTokens.length > 0 ? new RegExp(`\\b(?:${foreignShortTokens.join('|')})\\b`, 'g') : null;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\u00a0/g, ' ');
}

/**
 * Ordered terms of a text (duplicates kept, so neighbours can be compared).
 * Questions fold a concept's words into its token ("multi-factor authentication" → mfa), so asking in
 * long form or by acronym weighs the same. Evidence (`keepWords`) gets the token and keeps the words,
 * so a question that uses one of those words on its own ("monitor for intrusions") still finds them.
 */
export function analyze(text: string, opts: { keepWords?: boolean } = {}): string[] {
  // British spellings read as American ones before anything else, so that the vocabulary and the stemmer see one form.
  let s = normalizeText(text).replace(/[a-z]+/g, americanSpelling);
  if (foreignShortWords) s = s.replace(foreignShortWords, ' ');
  for (const concept of concepts) {
    concept.pattern.lastIndex = 0;
    // Every pattern starts and ends at a word boundary, so no padding is needed: padding would double the spaces
    // inside a phrase that a later concept reads ("employees who leave" after "employees" is folded).
    s =
      opts.keepWords && !concept.replaceWords ? s.replace(concept.pattern, (m: string) => `${concept.token} ${m}`) : s.replace(concept.pattern, concept.token);
  }
  const out: string[] = [];
  for (const raw of s.split(/[^a-z0-9']+/)) {
    const word = raw.replace(/'s$/, '').replace(/'/g, '');
    if (!word) continue;
    if (conceptTokens.has(word)) {
      out.push(word);
      continue;
    }
    if (fillerWords.has(word)) continue;
    if (/^\d+$/.test(word)) {
      if (word.length >= 2) out.push(word);
      continue;
    }
    if (word.length < 2) continue;
    const stemmed = stem(word);
    if (!fillerWords.has(stemmed)) out.push(stemmed);
  }
  return out;
}

/** Whether a concept of the vocabulary is named by the last words of a text ("…single sign-on", not "…RBAC for"). */
export function endsWithConcept(text: string): boolean {
  return concepts.some((c) => {
    c.pattern.lastIndex = 0;
    return [...text.matchAll(c.pattern)].some((x) => x.index + x[0].length === text.length);
  });
}

/**
 * The stored terms of a passage, of a library question and of its answer: one formula for every writer of the
 * knowledge hub and for the refresh that makes them again.
 */
export const storedTerms = {
  passage: (heading: string, text: string) => termsColumn(`${heading} ${text}`, { keepWords: true }),
  question: (question: string) => termsColumn(question),
  answer: (choice: string | null | undefined, text: string | null | undefined) => termsColumn(`${choice ?? ''} ${text ?? ''}`, { keepWords: true }),
};

/** Distinct terms of a text. */
export function termSet(text: string): Set<string> {
  return new Set(analyze(text));
}

/** The space-separated form stored in the `terms` columns (in order, so neighbouring terms can be compared). */
export function termsColumn(text: string, opts: { keepWords?: boolean } = {}): string {
  return analyze(text, opts).join(' ');
}

const vowel = /[aeiouy]/;

/**
 * A small English stemmer in the spirit of Porter's: plural and tense endings, then common derivational
 * suffixes, keeping at least four letters. "encrypted", "encryption" and "encrypts" all become "encrypt";
 * "policies" and "policy" become "polici".
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  // Words the suffix rules would fold into another word: production is not the product.
  const kept = keptWords.get(w);
  if (kept) return kept;
  // Plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && w.length > 3) w = w.slice(0, -1);
  // Past tense and gerund.
  for (const suffix of ['ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && vowel.test(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      // "running" → "run", but "adding" stays "add", as "add" itself is.
      if (/([^aeiouslz])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
      else if (w.length <= 4 && /[^aeiou][aeiouy][^aeiouwxy]$/.test(w)) w = `${w}e`;
      break;
    }
  }
  // Derivational suffixes, longest first; two rounds ("annually" → "annual" → "annu").
  for (let round = 0; round < 2; round++) {
    const before = w;
    for (const [suffix, replacement] of derivations) {
      if (w.endsWith(suffix)) {
        const candidate = w.slice(0, -suffix.length) + replacement;
        // "-ment" and "-or" need more left: "restoring" is not "rest", nor "vendor" "vend".
        if (candidate.length >= 4 && vowel.test(candidate) && !((suffix === 'ment' || suffix === 'or') && candidate.length < 5)) w = candidate;
        break;
      }
    }
    if (w === before) break;
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith('at') && w.length >= 7) w = w.slice(0, -2);
  // "classification" → "classific" → "classifi", as "classify" and "classified" are.
  if (w.endsWith('ific')) w = w.slice(0, -1);
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  return w;
}

const keptWords = new Map([
  ['production', 'production'],
  ['productions', 'production'],
  // Who answers for a thing is not a user's account.
  ['accountable', 'accountable'],
  ['accountability', 'accountable'],
]);

/** Terms the stemmer keeps apart on purpose: no other form of a word is read as one of them (score.ts variants). */
export const keptTerms: ReadonlySet<string> = new Set(keptWords.values());

const derivations: [string, string][] = [
  ['izational', 'iz'],
  ['isational', 'iz'],
  ['ization', 'iz'],
  ['isation', 'iz'],
  ['ational', 'at'],
  ['fulness', 'ful'],
  ['iveness', 'ive'],
  ['ousness', 'ous'],
  ['ibility', ''],
  ['ability', ''],
  ['ication', 'ic'],
  ['ation', 'at'],
  ['ition', 'it'],
  ['ution', 'ut'],
  ['tion', 't'],
  ['sion', 's'],
  ['ment', ''],
  ['ness', ''],
  ['ity', ''],
  ['ably', ''],
  ['ibly', ''],
  ['ally', 'al'],
  ['ly', ''],
  ['able', ''],
  ['ible', ''],
  ['ance', ''],
  ['ence', ''],
  ['ive', ''],
  ['ize', 'iz'],
  ['ise', 'iz'],
  ['ful', ''],
  ['ous', ''],
  ['ical', 'ic'],
  ['age', ''],
  ['ate', ''],
  ['al', ''],
  ['er', ''],
  ['or', ''],
];

/**
 * The steps of a policy's life that questionnaires list in one breath ("established, documented, approved,
 * communicated, applied, evaluated, and maintained"). Listed together they say "a managed policy", not
 * what the policy is about.
 */
export const lifecycleSteps = new Set(analyze('established documented approved communicated applied implemented enforced evaluated maintained'));

let signature: string | null = null;

/**
 * A fingerprint of how text becomes stored terms (the vocabulary, the boilerplate words, the stemmer): it
 * changes with any release that would store other terms for the same text, and the knowledge hub then makes
 * its stored terms again (knowledge-hub/terms-refresh.ts).
 */
export function analyzerSignature(): string {
  signature ??= createHash('sha256')
    .update([normalizeText, analyze, stem].map(String).join('\n'))
    .update(JSON.stringify(derivations))
    .update(JSON.stringify([...keptWords]))
    .update(spellingRules)
    .update(concepts.map((c) => `${c.token} ${c.pattern.source}`).join('\n'))
    .update([...fillerWords].join(' '))
    .digest('hex')
    .slice(0, 16);
  return signature;
}
