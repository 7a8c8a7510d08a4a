/**
 * Trigram similarity as pg_trgm computes it (`similarity(a, b)`): each word (a run of letters and digits),
 * lower-cased and padded with two spaces before and one after, gives its three-character windows; the
 * similarity is shared trigrams over all distinct trigrams. Postgres retrieves the candidates; scoring
 * the few dozen it returns here saves a similarity computation per row inside the database.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    const chars = [...padded];
    for (let k = 0; k + 3 <= chars.length; k++) out.add(chars[k]! + chars[k + 1]! + chars[k + 2]!);
  }
  return out;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Memoised trigram sets (one draft run sees the same library questions many times). */
export class TrigramCache {
  private readonly sets = new Map<string, Set<string>>();
  of(text: string): Set<string> {
    let s = this.sets.get(text);
    if (!s) {
      s = trigrams(text);
      this.sets.set(text, s);
    }
    return s;
  }
  similarity(a: string, b: string): number {
    return trigramSimilarity(this.of(a), this.of(b));
  }
}
