import { analyze } from './analyze';
import { concepts } from './vocabulary';

const things = new Set(concepts.map((c) => c.token));

/**
 * "Do you have a bug bounty or responsible disclosure program?": the question is met by either thing it names
 * on each side of "or". Each side is the vocabulary's things among the few words next to "or" that the other
 * side does not name; words of manner or extent ("a full or partial backup") are no alternatives.
 */
export function alternativesOf(asking: string): string[][] {
  const m = /^(.*?)\s+or\s+(.*)$/.exec(asking.replace(/[?.!]\s*$/, ''));
  if (!m) return [];
  // "and/or", "or not", "either … or" on a clause ("whether or not") are no choice between two things.
  if (/\b(?:and\/|whether)$/.test(m[1]!) || /^(?:not|otherwise|other)\b/.test(m[2]!)) return [];
  // "outside the US, the EU or the UK" names one set of places to be outside of, not a choice between them.
  if (
    /\b(?:outside(?: of)?|beyond|other than|except(?: for)?|apart from)\s+(?:\S+\s+){0,6}?\S+$/.test(m[1]!) &&
    !/[.;?]/.test(m[1]!.split(/\b(?:outside|beyond|other than|except|apart from)\b/).pop()!)
  )
    return [];
  const near = (words: string[]) => analyze(words.join(' '));
  const left = near(m[1]!.split(/\s+/).slice(-4));
  const right = near(m[2]!.split(/[\s,;()]+/).slice(0, 4));
  const own = (side: string[], other: string[]) => [...new Set(side.filter((t) => things.has(t) && !other.includes(t)))];
  const a = own(left, right);
  const b = own(right, left);
  return a.length > 0 && b.length > 0 ? [a, b] : [];
}

/**
 * How a statement reads against a question's alternatives: whether it denies (or only plans) all of them, some of
 * them, and whether it names one it does not deny. Null when the question has no alternatives.
 */
export function readAlternatives(statement: string, alternatives: string[][], negates: (terms: string[]) => boolean) {
  if (alternatives.length < 2) return null;
  const terms = new Set(analyze(statement, { keepWords: true }));
  const denied = alternatives.map((side) => negates(side));
  return {
    all: denied.every(Boolean),
    some: denied.some(Boolean),
    othersNamed: alternatives.some((side, i) => !denied[i] && side.some((t) => terms.has(t))),
  };
}

/** A reading of a statement that denies one alternative and names no other: the statement states neither. */
export const statesNeither = (read: ReturnType<typeof readAlternatives>) => Boolean(read && read.some && !read.all && !read.othersNamed);
