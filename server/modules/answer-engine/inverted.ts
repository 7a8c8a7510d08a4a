import { analyze, normalizeText } from './analyze';
import { negationCues } from './vocabulary';

/**
 * Questions whose "Yes" would own up to a weakness or to the absence of a control ("Is MFA optional for
 * employees?", "Can emergency changes be deployed without any review?", "Is data stored unencrypted?").
 * Evidence found by topic describes the control itself, so it answers the opposite question: such a draft
 * stands only when its evidence speaks in the question's own terms (issue 13, wrong "Yes" on inverted asks).
 */

/** Phrases with an inverting word that still ask about the control ("no later than", "if not, describe"). */
const PLAIN_PHRASES =
  /\b(?:no|not) (?:later|more|longer|less|fewer|greater) than\b|\bnot (?:only|limited to)\b|\bif not\b|\bwhether or not\b|\bor not\b|\bnot applicable\b/g;

/** Words that turn a control into its absence or weakness. */
const INVERTING_WORDS =
  /\b(?:optional(?:ly)?|expired|lapsed|unencrypted|unauthenticated|unpatched|unreviewed|unmonitored|unrestricted|unsigned|unprotected|insecure|plain ?text|clear ?text|hard-?coded|embedded in (?:the )?(?:source )?code|later than|without)\b/g;

/** The question's own clause: up to its question mark, without asides in brackets. */
function mainClause(question: string): string {
  const text = normalizeText(question);
  const end = text.indexOf('?');
  return (end >= 0 ? text.slice(0, end) : text)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:e\.g\.|i\.e\.|such as|including)\b.*$/, ' ')
    .replace(PLAIN_PHRASES, ' ');
}

const denies = (text: string) => negationCues.test(text.replace(PLAIN_PHRASES, ' '));
const squash = (word: string) => word.replace(/[\s-]+/g, '');

export interface Inversion {
  /** The inverting words of the question ("optional", "without"). */
  words: string[];
  /** The question itself denies ("Is data never shared…?"). */
  negated: boolean;
}

export function inversionOf(question: string): Inversion | null {
  const clause = mainClause(question);
  const words = [...new Set([...clause.matchAll(INVERTING_WORDS)].map((m) => m[0]))];
  const negated = /\b(?:not|never|cannot|can't|isn't|aren't|doesn't|don't)\b/.test(clause.replace(INVERTING_WORDS, ' '));
  return words.length > 0 || negated ? { words, negated } : null;
}

/**
 * The first inverting word (or "not") that the evidence does not use as the question does: absent from it,
 * or denied there when the question does not deny it (and the other way round). Null when the evidence speaks
 * in the question's terms.
 */
export function unmatchedInversion(inv: Inversion, evidence: string): string | null {
  const text = normalizeText(evidence);
  const sentences = text.split(/(?<=[.;!?])\s+/);
  for (const word of inv.words) {
    const holding = sentences.filter((s) => squash(s).includes(squash(word)));
    if (holding.length === 0) return word;
    if (!holding.some((s) => denies(s.replace(INVERTING_WORDS, ' ')) === inv.negated)) return word;
  }
  if (inv.words.length === 0 && inv.negated && !denies(text)) return 'not';
  return null;
}

/**
 * Inverting words whose control, stated outright, answers the question "No": "Is MFA optional?" against "MFA is
 * required for every employee", "Is data stored unencrypted?" against "Data is encrypted at rest". Only words
 * whose opposite cannot be half-true: "without review" stays a flag, since a review after the fact is still one.
 */
const STATED_CONTROL: [RegExp, RegExp][] = [
  [/^optional(?:ly)?$/, /\b(?:required|requires|mandatory|compulsory|enforced|must)\b/],
  [/^(?:unencrypted|plain ?text|clear ?text)$/, /\b(?:encrypted|encrypts|encryption|hashed|hashes)\b/],
];

/**
 * The sentence of the evidence that states outright the control an inverted question asks the absence of, about
 * the question's own subject (at least half its main words), without denying it: its "No". Null when there is none,
 * when the question also denies, or when one of its inverting words has no such opposite.
 */
export function statedControl(inv: Inversion, evidence: string, headTerms: readonly string[]): string | null {
  if (inv.negated || inv.words.length === 0) return null;
  const controls = inv.words.map((w) => STATED_CONTROL.find(([word]) => word.test(w))?.[1]);
  if (controls.some((c) => !c)) return null;
  const subject = headTerms.filter((t) => !inv.words.some((w) => analyze(w).includes(t)));
  const sentences = evidence.split(/(?<=[.;!?])\s+|\n+|\s+•\s*/).map((s) => s.trim());
  return (
    sentences.find((s) => {
      const lower = normalizeText(s);
      if (denies(lower) || new RegExp(INVERTING_WORDS.source).test(lower)) return false;
      if (!controls.every((c) => c!.test(lower))) return false;
      const terms = new Set(analyze(s));
      return subject.filter((t) => terms.has(t)).length >= Math.max(1, Math.ceil(subject.length / 2));
    }) ?? null
  );
}
