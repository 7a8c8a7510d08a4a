/**
 * Near-duplicate questions of the answer library, found in memory.
 *
 * Similarity is pg_trgm's: each word (a run of letters and digits, lower-cased) padded with two spaces
 * in front and one behind gives its three-character trigrams; two questions' similarity is their shared
 * trigrams over all their trigrams (Jaccard). Pairs at or above the threshold are found with a
 * similarity join (size and prefix filters over trigrams ordered rarest first), so the work grows with
 * the number of real candidates, not with every pair of questions: thousands of imported pairs, however
 * unusual their text, are compared in milliseconds.
 */

import { trigrams, trigramSimilarity } from '../answer-engine';

/** pg_trgm's similarity of two texts (0 when either has no trigram). */
export function similarity(a: string, b: string): number {
  return trigramSimilarity(trigrams(a), trigrams(b));
}

export interface SimilarItem {
  question: string;
}

/**
 * Finds the near-duplicates (similarity ≥ threshold) among `items` that involve one of `probes`
 * (indices into items). Calls `onPair(i, j)`, i a probe, for enough similar pairs that linking them
 * links everything similar (copies with the same trigrams are linked through one of them, two similar
 * sets of copies through one pair), and so that every probe with a near-duplicate takes part in at
 * least one call. `skip(i, j)` may spare a call (for instance when both already share a group).
 */
export function similarPairs(
  items: SimilarItem[],
  probes: number[],
  threshold: number,
  onPair: (i: number, j: number) => void,
  skip: (i: number, j: number) => boolean = () => false,
): void {
  const isProbe = new Uint8Array(items.length);
  for (const p of probes) isProbe[p] = 1;
  // Trigrams as numbers, then ranked rarest first (bucketed by how many questions hold them), so that
  // prefixes share few, rare trigrams.
  const ids = new Map<string, number>();
  const freq: number[] = [];
  const sets = items.map((item) =>
    [...trigrams(item.question)].map((g) => {
      let id = ids.get(g);
      if (id === undefined) {
        id = freq.length;
        ids.set(g, id);
        freq.push(0);
      }
      freq[id]!++;
      return id;
    }),
  );
  const start = new Int32Array(items.length + 2);
  for (const f of freq) start[f + 1]!++;
  for (let f = 1; f < start.length; f++) start[f]! += start[f - 1]!;
  const rank = Int32Array.from(freq, (f) => start[f]!++);
  // Identical trigram sets are one class, compared once.
  const classOf = new Map<string, number>();
  const classes: { members: number[]; rep: number; hasProbe: boolean }[] = [];
  const order: Int32Array[] = [];
  sets.forEach((set, i) => {
    if (set.length === 0) return; // no trigram: similar to nothing (as in pg_trgm)
    const ranked = Int32Array.from(set, (id) => rank[id]!).sort();
    const key = ranked.join(',');
    let c = classOf.get(key);
    if (c === undefined) {
      c = classes.length;
      classOf.set(key, c);
      classes.push({ members: [], rep: i, hasProbe: false });
      order.push(ranked);
    }
    const cls = classes[c]!;
    cls.members.push(i);
    if (isProbe[i] && !cls.hasProbe) {
      cls.hasProbe = true;
      cls.rep = i;
    }
  });
  const link = (i: number, j: number) => {
    if (i === j || (!isProbe[i] && !isProbe[j]) || skip(i, j)) return;
    if (isProbe[i]) onPair(i, j);
    else onPair(j, i);
  };
  for (const cls of classes) if (cls.hasProbe) for (const j of cls.members) link(cls.rep, j);

  // A pair at or above the threshold shares at least ceil(t·|larger|) trigrams, so one of the first
  // |x| − ceil(t·|x|) + 1 trigrams of each (AllPairs prefix filter).
  const needed = (size: number) => Math.ceil(threshold * size - 1e-9);
  const bySize = classes.map((_, c) => c).sort((a, b) => order[a]!.length - order[b]!.length);
  const index: number[][] = [];
  const seen = new Int32Array(classes.length).fill(-1);
  for (const c of bySize) {
    const grams = order[c]!;
    const minSize = needed(grams.length);
    const prefix = grams.length - minSize + 1;
    for (let k = 0; k < prefix; k++) {
      for (const d of index[grams[k]!] ?? []) {
        if (seen[d] === c || order[d]!.length < minSize) continue;
        seen[d] = c;
        if (!classes[c]!.hasProbe && !classes[d]!.hasProbe) continue;
        const i = classes[c]!.rep;
        const j = classes[d]!.rep;
        if (skip(i, j)) continue;
        if (overlapAtLeast(grams, order[d]!, Math.ceil((threshold / (1 + threshold)) * (grams.length + order[d]!.length) - 1e-9))) link(i, j);
      }
    }
    for (let k = 0; k < prefix; k++) (index[grams[k]!] ??= []).push(c);
  }
}

/**
 * Whether two sorted sets share at least `need` members (stops as soon as the answer is known). With
 * need = ceil(t/(1+t)·(|a|+|b|)), this is exactly Jaccard ≥ t.
 */
function overlapAtLeast(a: Int32Array, b: Int32Array, need: number): boolean {
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (common + Math.min(a.length - i, b.length - j) < need) return false;
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      common++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return common >= need;
}
