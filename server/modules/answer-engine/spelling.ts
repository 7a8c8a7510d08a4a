import type { TermStats } from './retrieve';

/**
 * Questionnaires have typos ("accomodate", "recieve", "seperate"). A question term the knowledge base has
 * never seen is replaced by the knowledge base's most frequent term that it misspells (same first letter, five
 * letters or more); a term with no such neighbour stays as it is and keeps counting as unknown.
 *
 * Only the edits people make by mistake count: a letter doubled or not, two neighbouring letters swapped, one
 * vowel for another in a longer word, or an ending one letter short or long. An edit that makes another word ("contract" and
 * "contact", "login" and "logic", "facilities" and "fail") is a different word, not a typo, and terms are stems,
 * so many such pairs lie one letter apart.
 */
const indexes = new WeakMap<TermStats, Map<string, string[]>>();

function indexOf(stats: TermStats): Map<string, string[]> {
  let index = indexes.get(stats);
  if (!index) {
    index = new Map();
    for (const term of stats.df.keys()) {
      if (term.length < 4 || /\d/.test(term)) continue;
      const key = term[0]!;
      const list = index.get(key);
      if (list) list.push(term);
      else index.set(key, [term]);
    }
    indexes.set(stats, index);
  }
  return index;
}

export function correctTerms(terms: string[], stats: TermStats): string[] {
  if (terms.every((t) => stats.df.has(t))) return terms;
  const index = indexOf(stats);
  return terms.map((t) => {
    if (stats.df.has(t) || t.length < 5 || /\d/.test(t)) return t;
    let best: string | null = null;
    let bestDf = 0;
    for (const candidate of index.get(t[0]!) ?? []) {
      if (!misspells(t, candidate)) continue;
      const df = stats.df.get(candidate) ?? 0;
      if (df > bestDf) {
        best = candidate;
        bestDf = df;
      }
    }
    return best ?? t;
  });
}

const vowels = /^[aeiouy]$/;
/** Words with fewer letters than this are too often another word one vowel away ("model" and "module"). */
const VOWEL_SWAP_MIN = 7;
/** An ending one letter short or long ("specifi" and "specifii") keeps at least this many letters in common. */
const ENDING_MIN = 6;

/** Whether `typo` is `word` with one of the slips people make when typing. */
export function misspells(typo: string, word: string): boolean {
  if (typo === word) return false;
  const [short, long] = typo.length <= word.length ? [typo, word] : [word, typo];
  if (long.length - short.length === 1) {
    // An ending cut short or run on by a letter.
    if (short.length >= ENDING_MIN && long.startsWith(short)) return true;
    // A letter doubled or not doubled ("throtle", "accomodate").
    for (let i = 0; i < long.length; i++) {
      if (long.slice(0, i) + long.slice(i + 1) !== short) continue;
      if (long[i] === long[i - 1] || long[i] === long[i + 1]) return true;
    }
    return false;
  }
  if (typo.length !== word.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < typo.length && diff.length <= 2; i++) if (typo[i] !== word[i]) diff.push(i);
  // Two neighbouring letters swapped ("recieve").
  if (diff.length === 2 && diff[1] === diff[0]! + 1 && typo[diff[0]!] === word[diff[1]!] && typo[diff[1]!] === word[diff[0]!]) return true;
  // One vowel for another in a longer word ("seperate", "dependancy").
  return diff.length === 1 && typo.length >= VOWEL_SWAP_MIN && vowels.test(typo[diff[0]!]!) && vowels.test(word[diff[0]!]!);
}

/** A question's terms, main-clause terms and qualifiers with their typos corrected alike: a qualifier stays one. */
export function correctQuestion<T extends { terms: string[]; headTerms: string[]; soft: ReadonlySet<string> }>(info: T, stats: TermStats): T {
  return {
    ...info,
    terms: correctTerms(info.terms, stats),
    headTerms: correctTerms(info.headTerms, stats),
    soft: new Set(correctTerms([...info.soft], stats)),
  };
}
