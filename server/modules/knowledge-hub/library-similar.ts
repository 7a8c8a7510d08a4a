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

/** The distinct trigrams of a text, as pg_trgm extracts them. */
export function trigrams(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i++) out.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return [...out];
}

/** pg_trgm's similarity of two texts (0 when either has no trigram). */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = new Set(trigrams(b));
  if (x.length === 0 || y.size === 0) return 0;
  const common = x.filter((t) => y.has(t)).length;
  return common / (x.length + y.size - common);
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
export function similarPairs(items: SimilarItem[], probes: number[], threshold: number, onPair: (i: number, j: number) => void, skip: (i: number, j: number) => boolean = () => false): void {
  const isProbe = new Uint8Array(items.length);
  for (const p of probes) isProbe[p] = 1;
  // Identical trigram sets are one class, compared once.
  const classOf = new Map<string, number>();
  const classes: { grams: string[]; members: number[]; rep: number; hasProbe: boolean }[] = [];
  items.forEach((item, i) => {
    const grams = trigrams(item.question).sort();
    if (grams.length === 0) return; // no trigram: similar to nothing (as in pg_trgm)
    const key = grams.join('\u0000');
    let c = classOf.get(key);
    if (c === undefined) {
      c = classes.length;
      classOf.set(key, c);
      classes.push({ grams, members: [], rep: i, hasProbe: false });
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

  // Rarest trigrams first, so that prefixes share few, rare trigrams.
  const freq = new Map<string, number>();
  for (const c of classes) for (const g of c.grams) freq.set(g, (freq.get(g) ?? 0) + 1);
  const order = classes.map((c) => [...c.grams].sort((a, b) => freq.get(a)! - freq.get(b)! || (a < b ? -1 : a > b ? 1 : 0)));
  // A pair at or above the threshold shares at least ceil(t·|larger|) trigrams, so one of the first
  // |x| − ceil(t·|x|) + 1 trigrams of each (AllPairs prefix filter).
  const needed = (size: number) => Math.ceil(threshold * size - 1e-9);
  const bySize = classes.map((_, c) => c).sort((a, b) => order[a]!.length - order[b]!.length);
  const index = new Map<string, number[]>();
  const seen = new Int32Array(classes.length).fill(-1);
  for (const c of bySize) {
    const grams = order[c]!;
    const minSize = needed(grams.length);
    const prefix = grams.length - minSize + 1;
    for (let k = 0; k < prefix; k++) {
      for (const d of index.get(grams[k]!) ?? []) {
        if (seen[d] === c || order[d]!.length < minSize) continue;
        seen[d] = c;
        if ((classes[c]!.hasProbe || classes[d]!.hasProbe) && jaccard(grams, order[d]!) >= threshold) link(classes[c]!.rep, classes[d]!.rep);
      }
    }
    for (let k = 0; k < prefix; k++) {
      const list = index.get(grams[k]!);
      if (list) list.push(c);
      else index.set(grams[k]!, [c]);
    }
  }
}

/** Jaccard similarity of two trigram sets. */
function jaccard(a: string[], b: string[]): number {
  const set = new Set(a.length < b.length ? a : b);
  let common = 0;
  for (const g of a.length < b.length ? b : a) if (set.has(g)) common++;
  return common / (a.length + b.length - common);
}
