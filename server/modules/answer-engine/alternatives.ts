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

/**
 * The words on each side of each "or" of a question ("approved by senior management or the board": senior
 * management | board), whatever they are: a source that says one side need not say the other (`withoutOtherSide`).
 */
export function orSidesOf(asking: string): [string[], string[]][] {
  const text = asking.toLowerCase().replace(/[?.!]\s*$/, '');
  const out: [string[], string[]][] = [];
  for (const m of text.matchAll(/\s+or\s+/g)) {
    const before = text
      .slice(0, m.index)
      .split(/[\s,;()]+/)
      .slice(-OR_SIDE_WORDS);
    const after = text
      .slice((m.index ?? 0) + m[0].length)
      .split(/[\s,;()]+/)
      .slice(0, OR_SIDE_WORDS + 1);
    const left = analyze(before.join(' '));
    const right = analyze(after.join(' ')).slice(0, OR_SIDE_WORDS);
    const a = left.filter((t) => !right.includes(t));
    const b = right.filter((t) => !left.includes(t));
    if (a.length > 0 && b.length > 0) out.push([a, b]);
  }
  return out;
}
const OR_SIDE_WORDS = 2;

/** The question's terms without the words of a side of an "or" that the source leaves out while it says the other side. */
export function withoutOtherSide(terms: string[], sides: [string[], string[]][], held: (t: string) => boolean): string[] {
  if (sides.length === 0) return terms;
  const drop = new Set<string>();
  for (const [a, b] of sides) {
    if (a.every(held)) for (const t of b) if (!held(t)) drop.add(t);
    if (b.every(held)) for (const t of a) if (!held(t)) drop.add(t);
  }
  return drop.size > 0 ? terms.filter((t) => !drop.has(t)) : terms;
}
