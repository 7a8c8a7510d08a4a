/**
 * "Does support connect only through sessions the customer starts?" asks for a restriction, which a source states by
 * denying the rest: "Support never connects on its own initiative." Such a denial is the restriction's "Yes", not a
 * "No"; a source that lifts the restriction ("not only…", "also…") is still a denial.
 */
import { normalizeText } from './analyze';

const ASKS_ONLY = /\b(?:only|solely|exclusively)\b/;
const NOT_ONLY = /\bnot (?:only|just|solely|exclusively)\b/;
/** The sentence widens what the question restricts: "not limited to", "not only", "also", "as well as". */
const LIFTS = /\bnot (?:only|just|solely|exclusively|restricted|limited|confined)\b|\bnot the only\b|\b(?:also|as well as|in addition|or any)\b/;
/** It denies the other case: never, no one, nothing, or not … without / unless / except / on its own. */
const DENIES_THE_REST =
  /\b(?:never|no one|nobody|nothing|none)\b|\bnot\b[^.;]{0,60}\b(?:without|unless|except|other than|outside|on (?:its|their|his|her|our) own)\b/;

export const asksOnly = (question: string) => {
  const q = normalizeText(question);
  return ASKS_ONLY.test(q) && !NOT_ONLY.test(q);
};

/** The sentence states the question's restriction by denying every other case. */
export function deniesTheRest(sentence: string, question: string): boolean {
  if (!asksOnly(question)) return false;
  const s = normalizeText(sentence);
  return DENIES_THE_REST.test(s) && !LIFTS.test(s);
}
