import { choicePolarity } from './choice';
import type { Decision } from './decide';
import { level } from './decide';
import { analyzeQuestion } from './question';

/**
 * Questions that ask several yes/no things at once ("Do you encrypt data at rest? Do you support
 * customer-managed keys?", "Do you X, and do you have Y?"). Evidence for one part says nothing about the
 * other, so each part is drafted on its own as well, and the answer stands only if every part has one, and
 * they agree. Follow-ups ("If so, describe…") and parts about the same subject ("…and do they…") are not
 * separate asks.
 */
const auxiliary = String.raw`(?:do|does|are|is|can|will|have|has|was|were|did|could|would|should)`;
const startsWithAuxiliary = new RegExp(String.raw`^${auxiliary}\b`, 'i');
// A new ask with its own subject: ", and do you…", "and is there…".
const joinedAsk = new RegExp(String.raw`,?\s+and\s+(?=${auxiliary}\s+(?:you|your|there|we)\b)`, 'i');

export function askParts(question: string, answerOptions: string[] | null): string[] {
  if (analyzeQuestion(question, answerOptions).kind !== 'yes_no') return [];
  const sentences = question
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=\?)\s+/)
    .filter(Boolean);
  const parts: string[] = [];
  for (const sentence of sentences) {
    const s = sentence.replace(/^\(?(?:\d+|[a-z])[.)]\s+/i, '').trim();
    if (!startsWithAuxiliary.test(s) || !s.endsWith('?')) {
      // Context or a follow-up: it belongs to the ask before it.
      if (parts.length > 0) parts[parts.length - 1] = `${parts[parts.length - 1]} ${s}`;
      else parts.push(s);
      continue;
    }
    for (const piece of s.split(joinedAsk)) parts.push(/\?$/.test(piece) ? piece : `${piece}?`);
  }
  const asks = parts.filter((p) => startsWithAuxiliary.test(p));
  return asks.length >= 2 ? asks : [];
}

/** The whole question's decision, held to what its parts' decisions say. */
export function combineParts(whole: Decision, parts: { question: string; decision: Decision }[]): Decision {
  if (whole.fromLibrary || parts.length === 0) return whole;
  const flag = (reason: string): Decision => ({
    draft: { ...whole.draft, answerChoice: null, answerText: null, flagged: true, confidence: 'low', score: 0, reason },
    llmSources: [],
  });
  const open = parts.find((p) => p.decision.draft.flagged);
  if (open) return flag(`This question asks several things, and one of them needs a person: “${open.question}” ${open.decision.draft.reason}`);
  const polarities = new Set(parts.map((p) => choicePolarity(p.decision.draft.answerChoice)));
  if (polarities.size > 1 || polarities.has(null))
    return flag('This question asks several things, and its parts do not have the same answer: a person should answer each.');
  if (whole.draft.flagged) return whole;
  if (choicePolarity(whole.draft.answerChoice) !== [...polarities][0])
    return flag('This question asks several things, and the evidence for the whole and for its parts disagree: a person should confirm.');
  const score = Math.min(whole.draft.score, ...parts.map((p) => p.decision.draft.score));
  return {
    ...whole,
    draft: { ...whole.draft, score, confidence: level(score), reason: `${whole.draft.reason} Each of its ${parts.length} parts has the same answer.` },
  };
}
