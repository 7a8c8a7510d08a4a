import type { TermStats } from './retrieve';

/**
 * Questionnaires have typos ("accomodate"). A question term the knowledge base has never seen is
 * replaced by the knowledge base's most frequent term within a small edit distance (same first letter,
 * five letters or more); a term with no near neighbour stays as it is and keeps counting as unknown.
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
    const max = t.length >= 10 ? 2 : 1;
    let best: string | null = null;
    let bestDf = 0;
    for (const candidate of index.get(t[0]!) ?? []) {
      if (Math.abs(candidate.length - t.length) > max) continue;
      if (editDistance(t, candidate, max) > max) continue;
      const df = stats.df.get(candidate) ?? 0;
      if (df > bestDf) {
        best = candidate;
        bestDf = df;
      }
    }
    return best ?? t;
  });
}

/** Levenshtein distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}
