import type { Tx } from '../../db/client';
import {
  knowledgeFingerprint,
  libraryRowsById,
  libraryTerms,
  passageRowsById,
  passageTerms,
  type LibraryCandidate,
  type PassageCandidate,
} from './knowledge.queries';
import { TrigramCache } from './trigram';
import { TermIndex, idf, type Hit } from './term-index';

/**
 * Candidate retrieval for a whole batch of questions: the engine's terms in an in-memory index of the
 * organisation's knowledge base (term-index.ts, BM25), the candidates then read by id in the tenant
 * transaction, and pg_trgm similarity of question texts. The precise scoring happens afterwards in score.ts.
 */

export type { LibraryCandidate, PassageCandidate } from './knowledge.queries';

export interface QueryRow {
  i: number;
  /** The question as asked (trigram similarity). */
  q: string;
  /** The engine terms to look for, joined by " | ", e.g. "mfa | enforc | employe". */
  tq: string;
}

/** Trigram similarity at which two questions are worded alike. */
const WORDING_THRESHOLD = 0.5;

/** Each query's best hits, with the query's index. */
function hitsOf(queries: QueryRow[], search: (tq: string) => Hit[]): { i: number; id: string }[] {
  return queries.filter((x) => x.tq !== '').flatMap((x) => search(x.tq).map((h) => ({ i: x.i, id: h.id })));
}

/** IDF weights of the organisation's terms, as the index ranks with them. */
const weightOf = (stats: TermStats) => (term: string) => idf(stats.n, stats.df.get(term) ?? 0);

/**
 * Library entries near each question by their engine terms (the in-memory index, term-index.ts), across
 * every product (scope is judged by the caller), read by id in the tenant transaction. `trgm` is the
 * trigram similarity of the two questions.
 */
export async function libraryCandidates(
  tx: Tx,
  org: string,
  stats: TermStats,
  queries: QueryRow[],
  limit = 30,
  trigramCache = new TrigramCache(),
): Promise<LibraryCandidate[]> {
  const weight = weightOf(stats);
  const hits = hitsOf(queries, (tq) => stats.index.searchLibrary(tq, weight, limit));
  if (hits.length === 0) return [];
  const asked = new Map(queries.map((x) => [x.i, x.q]));
  return (await libraryRowsById(tx, org, hits)).map((c) => ({ ...c, trgm: trigramCache.similarity(c.question, asked.get(c.i) ?? '') }));
}

/**
 * Library entries whose wording is near the question's (trigram similarity ≥ 0.5, as pg_trgm's `%` with the
 * threshold the engine set), for questions full-text search did not match closely: typos, other spellings,
 * labels such as "Vendor Name".
 */
export async function libraryTrigramCandidates(tx: Tx, org: string, stats: TermStats, queries: QueryRow[], limit = 10): Promise<LibraryCandidate[]> {
  const near = queries.flatMap((x) => stats.index.searchLibraryWording(x.q, WORDING_THRESHOLD, limit).map((h) => ({ i: x.i, id: h.id, trgm: h.score })));
  const trgm = new Map(near.map((h) => [`${h.i}|${h.id}`, h.trgm]));
  return (await libraryRowsById(tx, org, near)).map((c) => ({ ...c, trgm: trgm.get(`${c.i}|${c.id}`) ?? 0 }));
}

export interface PassageScope {
  /** Products the answer is for; empty = any. Evidence must cover all of them (or all products). */
  productIds: string[];
  /** Only these documents (the user's selection); null = every current document. */
  documentIds: string[] | null;
}

/** Passages of current, parsed documents in scope (the products asked about, the chosen documents), near each question. */
export async function passageCandidates(
  tx: Tx,
  org: string,
  stats: TermStats,
  queries: QueryRow[],
  scope: PassageScope,
  limit = 30,
): Promise<PassageCandidate[]> {
  const weight = weightOf(stats);
  const hits = hitsOf(queries, (tq) => stats.index.searchPassages(tq, weight, limit, scope));
  if (hits.length === 0) return [];
  return passageRowsById(tx, org, hits);
}

export interface TermStats {
  /** Number of passages and library entries. */
  n: number;
  df: Map<string, number>;
  /** The same rows as an inverted index, for candidate retrieval. */
  index: TermIndex;
}

const statsCache = new Map<string, { fingerprint: string; stats: TermStats }>();
/** Postings kept across organisations (the large benchmark tenant holds about 600,000). */
const STATS_CACHE_POSTINGS = 5_000_000;
const STATS_CACHE_SIZE = 200;

/**
 * Document frequencies of the engine's terms over the organisation's current passages and library, for
 * IDF weights, and the inverted index of the same rows. Cached per organisation until a document or entry
 * changes (safe to lose; checked each call).
 */
export async function termStats(tx: Tx, org: string): Promise<TermStats> {
  const fingerprint = await knowledgeFingerprint(tx, org);
  const cached = statsCache.get(org);
  if (cached && cached.fingerprint === fingerprint) {
    statsCache.delete(org);
    statsCache.set(org, cached);
    return cached.stats;
  }
  // Counting in the application is several times faster than unnesting every term vector in SQL; the
  // term columns hold exactly the words of the vectors (to_tsvector('simple') of them).
  const passages = await passageTerms(tx, org);
  const library = await libraryTerms(tx, org);
  const df = new Map<string, number>();
  const count = (text: string) => {
    for (const t of new Set(text.split(' '))) if (t) df.set(t, (df.get(t) ?? 0) + 1);
  };
  for (const p of passages) count(p.terms);
  for (const e of library) count(`${e.questionTerms} ${e.answerTerms}`);
  const stats = { n: passages.length + library.length, df, index: new TermIndex(library, passages) };
  statsCache.delete(org);
  statsCache.set(org, { fingerprint, stats });
  // Keep the most recently used organisations only, within a bound on memory.
  let postings = 0;
  for (const { stats: s } of statsCache.values()) postings += s.index.size;
  while (statsCache.size > 1 && (statsCache.size > STATS_CACHE_SIZE || postings > STATS_CACHE_POSTINGS)) {
    const oldest = statsCache.keys().next().value!;
    postings -= statsCache.get(oldest)!.stats.index.size;
    statsCache.delete(oldest);
  }
  return stats;
}
