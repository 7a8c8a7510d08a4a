import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { TrigramCache } from './trigram';
import { TermIndex, idf, type Hit, type LibraryTerms, type PassageTerms } from './term-index';

/**
 * Candidate retrieval for a whole batch of questions: the engine's terms in an in-memory index of the
 * organisation's knowledge base (term-index.ts, BM25), the candidates then read by id in the tenant
 * transaction, and pg_trgm similarity of question texts. The precise scoring happens afterwards in score.ts.
 */

export interface LibraryCandidate {
  i: number;
  id: string;
  question: string;
  answerChoice: string | null;
  answerText: string | null;
  allProducts: boolean;
  productIds: string[];
  questionTerms: string;
  answerTerms: string;
  groupId: string;
  hasConflict: boolean;
  source: string;
  sourceReference: string;
  externalRef: string | null;
  lastReviewedAt: string | null;
  /** Origin and age (issue 13): how it was approved, by whom, when it was added, and why it is stale. */
  approvedHow: string | null;
  reviewedByName: string | null;
  createdAt: string;
  staleReason: string | null;
  trgm: number;
}

export interface PassageCandidate {
  i: number;
  id: string;
  documentId: string;
  documentName: string;
  allProducts: boolean;
  productIds: string[];
  heading: string;
  page: number | null;
  position: number;
  text: string;
  terms: string;
}

export interface QueryRow {
  i: number;
  /** The question as asked (trigram similarity). */
  q: string;
  /** The engine terms to look for, joined by " | ", e.g. "mfa | enforc | employe". */
  tq: string;
}

/** Postgres array literal for validated uuids. */
export const uuidArray = (ids: string[]) => `{${ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')}}`;

const libraryColumns = sql`e.id, e.question, e.answer_choice as "answerChoice", e.answer_text as "answerText", e.all_products as "allProducts",
    e.product_ids::text[] as "productIds", e.question_terms as "questionTerms", e.answer_terms as "answerTerms", e.group_id as "groupId",
    e.has_conflict as "hasConflict", e.source, e.source_reference as "sourceReference", e.external_ref as "externalRef",
    e.last_reviewed_at::text as "lastReviewedAt", e.approved_how as "approvedHow", e.reviewed_by_name as "reviewedByName",
    e.created_at::text as "createdAt", e.stale_reason as "staleReason"`;

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
  return (await libraryRows(tx, org, hits)).map((c) => ({ ...c, trgm: trigramCache.similarity(c.question, asked.get(c.i) ?? '') }));
}

/** Library entries by id, each with the query index it was found for (read under row-level security). */
async function libraryRows(tx: Tx, org: string, hits: { i: number; id: string }[]): Promise<Omit<LibraryCandidate, 'trgm'>[]> {
  if (hits.length === 0) return [];
  const found = await rows<Omit<LibraryCandidate, 'trgm' | 'i'>>(
    tx,
    sql`select ${libraryColumns} from kb_library_entries e
        where e.organization_id = ${org} and e.id = any(${uuidArray([...new Set(hits.map((h) => h.id))])}::uuid[])`,
  );
  const byId = new Map(found.map((c) => [c.id, c]));
  return hits.flatMap(({ i, id }) => {
    const c = byId.get(id);
    return c ? [{ ...c, i }] : [];
  });
}

/**
 * Library entries whose wording is near the question's (trigram similarity ≥ 0.5, as pg_trgm's `%` with the
 * threshold the engine set), for questions full-text search did not match closely: typos, other spellings,
 * labels such as "Vendor Name".
 */
export async function libraryTrigramCandidates(tx: Tx, org: string, stats: TermStats, queries: QueryRow[], limit = 10): Promise<LibraryCandidate[]> {
  const near = queries.flatMap((x) => stats.index.searchLibraryWording(x.q, WORDING_THRESHOLD, limit).map((h) => ({ i: x.i, id: h.id, trgm: h.score })));
  const trgm = new Map(near.map((h) => [`${h.i}|${h.id}`, h.trgm]));
  return (await libraryRows(tx, org, near)).map((c) => ({ ...c, trgm: trgm.get(`${c.i}|${c.id}`) ?? 0 }));
}

export interface PassageScope {
  /** Products the answer is for; empty = any. Evidence must cover all of them (or all products). */
  productIds: string[];
  /** Only these documents (the user's selection); null = every current document. */
  documentIds: string[] | null;
}

const passageColumns = sql`p.id, p.document_id as "documentId", d.name as "documentName", d.all_products as "allProducts",
    d.product_ids::text[] as "productIds", p.heading, p.page, p.position, p.text, p.terms`;

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
  // Read again with the conditions the index was built under: a document replaced since is left out.
  const found = await rows<Omit<PassageCandidate, 'i'>>(
    tx,
    sql`select ${passageColumns}
        from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
        where p.organization_id = ${org} and p.id = any(${uuidArray([...new Set(hits.map((h) => h.id))])}::uuid[])
          and d.is_current and d.status = 'READY'`,
  );
  const byId = new Map(found.map((c) => [c.id, c]));
  return hits.flatMap(({ i, id }) => {
    const c = byId.get(id);
    return c ? [{ ...c, i }] : [];
  });
}

/** Passages next to the given ones (same document, position ± 1), for answers that need more context. */
export async function neighbourPassages(tx: Tx, org: string, ids: string[]): Promise<PassageCandidate[]> {
  if (ids.length === 0) return [];
  return rows<PassageCandidate>(
    tx,
    sql`select -1 as i, n.id, n.document_id as "documentId", d.name as "documentName", d.all_products as "allProducts",
               d.product_ids::text[] as "productIds", n.heading, n.page, n.position, n.text, n.terms
        from kb_passages p
        join kb_passages n on n.organization_id = p.organization_id and n.document_id = p.document_id and n.position in (p.position - 1, p.position + 1)
        join kb_documents d on d.organization_id = n.organization_id and d.id = n.document_id
        where p.organization_id = ${org} and p.id = any(${uuidArray(ids)}::uuid[])`,
  );
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
  const [fp] = await rows<{ fingerprint: string }>(
    tx,
    sql`select concat_ws('/',
          (select count(*) || ':' || coalesce(max(updated_at)::text, '') from kb_documents where organization_id = ${org}),
          (select count(*) || ':' || coalesce(max(updated_at)::text, '') from kb_library_entries where organization_id = ${org})) as fingerprint`,
  );
  const fingerprint = fp?.fingerprint ?? '';
  const cached = statsCache.get(org);
  if (cached && cached.fingerprint === fingerprint) {
    statsCache.delete(org);
    statsCache.set(org, cached);
    return cached.stats;
  }
  // Counting in the application is several times faster than unnesting every term vector in SQL; the
  // term columns hold exactly the words of the vectors (to_tsvector('simple') of them).
  const passages = await rows<PassageTerms>(
    tx,
    sql`select p.id, p.document_id as "documentId", d.all_products as "allProducts", d.product_ids::text[] as "productIds",
               d.status = 'READY' as ready, p.terms
          from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
          where p.organization_id = ${org} and d.is_current`,
  );
  const library = await rows<LibraryTerms>(
    tx,
    sql`select e.id, e.question, e.question_terms as "questionTerms", e.answer_terms as "answerTerms" from kb_library_entries e where e.organization_id = ${org}`,
  );
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
