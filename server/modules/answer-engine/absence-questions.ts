import { normalizeText } from './analyze';
import { denies } from './evidence';

/**
 * Questions that ask whether a thing is absent, in words that deny nothing ("Is the app free of advertising SDKs?",
 * "Are secrets kept out of source code?", "Does the SDK keep card data out of logs?"): a source that denies the thing
 * ("contains no advertising SDKs", "never in source code") answers them "Yes", and one that states it outright, "No".
 */
const asksAbsence = /\bfree (?:of|from)\b|\bkept? (?:[a-z0-9,/-]+ ){0,8}?(?:out of|away from)\b|\bkeeps? (?:[a-z0-9,/-]+ ){0,8}?(?:out of|away from)\b/;

export const asksForAbsence = (question: string) => asksAbsence.test(normalizeText(question));

/** The explanation says the thing is absent: it denies the question's subject, or uses the question's own words. */
export function statesAbsence(explanation: string, headTerms: string[]): boolean {
  return denies(explanation, headTerms) || asksAbsence.test(normalizeText(explanation));
}
