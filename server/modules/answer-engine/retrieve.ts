import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { TrigramCache } from './trigram';

/**
 * Candidate retrieval in Postgres, one round trip per kind for a whole batch of questions:
 * full-text search over the engine's term vectors (ts_rank_cd, question terms weighted A) and pg_trgm
 * similarity of question texts. The precise scoring happens afterwards in score.ts.
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
  /** A to_tsquery('simple') expression over engine terms, e.g. "mfa | enforc | employe". */
  tq: string;
}

/** Postgres array literal for validated uuids. */
export const uuidArray = (ids: string[]) => `{${ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')}}`;

const libraryColumns = sql`e.id, e.question, e.answer_choice as "answerChoice", e.answer_text as "answerText", e.all_products as "allProducts",
    e.product_ids::text[] as "productIds", e.question_terms as "questionTerms", e.answer_terms as "answerTerms", e.group_id as "groupId",
    e.has_conflict as "hasConflict", e.source, e.source_reference as "sourceReference", e.external_ref as "externalRef",
    e.last_reviewed_at::text as "lastReviewedAt", e.approved_how as "approvedHow", e.reviewed_by_name as "reviewedByName",
    e.created_at::text as "createdAt", e.stale_reason as "staleReason"`;

/** The batch's queries, each tsquery parsed once (not once per row it is compared with). */
const batch = (queries: QueryRow[]) =>
  sql`(select x.i, x.q, to_tsquery('simple', x.tq) as tsq from jsonb_to_recordset(${JSON.stringify(queries)}::jsonb) as x(i int, q text, tq text) offset 0)`;

/**
 * Library entries near each question by full-text search, across every product (scope is judged by the
 * caller). `trgm` is pg_trgm's similarity of the two questions, computed on the returned rows only.
 */
export async function libraryCandidates(tx: Tx, org: string, queries: QueryRow[], limit = 30, trigramCache = new TrigramCache()): Promise<LibraryCandidate[]> {
  const q = queries.filter((x) => x.tq !== '');
  if (q.length === 0) return [];
  const found = await rows<Omit<LibraryCandidate, 'trgm'>>(
    tx,
    sql`select x.i, c.*
        from ${batch(q)} as x
        cross join lateral (
          select ${libraryColumns} from kb_library_entries e
          where e.organization_id = ${org} and e.term_vector @@ x.tsq
          order by ts_rank_cd(e.term_vector, x.tsq) desc limit ${limit}
        ) c`,
  );
  const asked = new Map(q.map((x) => [x.i, x.q]));
  return found.map((c) => ({ ...c, trgm: trigramCache.similarity(c.question, asked.get(c.i) ?? '') }));
}

/**
 * Library entries whose wording is near the question's (pg_trgm), for questions full-text search did not
 * match closely: typos, other spellings, labels such as "Vendor Name".
 */
export async function libraryTrigramCandidates(tx: Tx, org: string, queries: QueryRow[], limit = 10): Promise<LibraryCandidate[]> {
  if (queries.length === 0) return [];
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.5', true)`);
  try {
    return await rows<LibraryCandidate>(
      tx,
      sql`select x.i, c.*, similarity(c.question, x.q)::float8 as trgm
          from jsonb_to_recordset(${JSON.stringify(queries)}::jsonb) as x(i int, q text, tq text)
          cross join lateral (
            select ${libraryColumns} from kb_library_entries e
            where e.organization_id = ${org} and e.question % x.q
            order by similarity(e.question, x.q) desc limit ${limit}
          ) c`,
    );
  } finally {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.3', true)`);
  }
}

export interface PassageScope {
  /** Products the answer is for; empty = any. Evidence must cover all of them (or all products). */
  productIds: string[];
  /** Only these documents (the user's selection); null = every current document. */
  documentIds: string[] | null;
}

/** Passages of current, parsed documents in scope (the products asked about, the chosen documents), near each question. */
export async function passageCandidates(tx: Tx, org: string, queries: QueryRow[], scope: PassageScope, limit = 30): Promise<PassageCandidate[]> {
  const q = queries.filter((x) => x.tq !== '');
  if (q.length === 0) return [];
  const productFilter = scope.productIds.length > 0 ? sql`and (d.all_products or d.product_ids @> ${uuidArray(scope.productIds)}::uuid[])` : sql``;
  const documentFilter = scope.documentIds ? sql`and d.id = any(${uuidArray(scope.documentIds)}::uuid[])` : sql``;
  return rows<PassageCandidate>(
    tx,
    sql`select x.i, c.*
        from ${batch(q)} as x
        cross join lateral (
          select p.id, p.document_id as "documentId", d.name as "documentName", d.all_products as "allProducts",
                 d.product_ids::text[] as "productIds", p.heading, p.page, p.position, p.text, p.terms
          from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
          where p.organization_id = ${org} and d.is_current and d.status = 'READY'
            and p.term_vector @@ x.tsq ${productFilter} ${documentFilter}
          order by ts_rank_cd(p.term_vector, x.tsq) desc
          limit ${limit}
        ) c`,
  );
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
}

const statsCache = new Map<string, { fingerprint: string; stats: TermStats }>();
const STATS_CACHE_SIZE = 200;

/**
 * Document frequencies of the engine's terms over the organisation's current passages and library, for
 * IDF weights. Cached per organisation until a document or entry changes (safe to lose; checked each call).
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
  if (cached && cached.fingerprint === fingerprint) return cached.stats;
  // Counting in the application is several times faster than unnesting every term vector in SQL; the
  // term columns hold exactly the words of the vectors (to_tsvector('simple') of them).
  const list = await rows<{ t: string }>(
    tx,
    sql`select p.terms as t
          from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
          where p.organization_id = ${org} and d.is_current
        union all
        select e.question_terms || ' ' || e.answer_terms from kb_library_entries e where e.organization_id = ${org}`,
  );
  const df = new Map<string, number>();
  for (const r of list) for (const t of new Set(r.t.split(' '))) if (t) df.set(t, (df.get(t) ?? 0) + 1);
  const stats = { n: list.length, df };
  statsCache.delete(org);
  statsCache.set(org, { fingerprint, stats });
  // Keep the most recently used organisations only.
  while (statsCache.size > STATS_CACHE_SIZE) statsCache.delete(statsCache.keys().next().value!);
  return stats;
}
