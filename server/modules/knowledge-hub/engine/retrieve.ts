import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../../db/client';

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
    e.last_reviewed_at::text as "lastReviewedAt"`;

/** Library entries near each question by full-text search, across every product (scope is judged by the caller). */
export async function libraryCandidates(tx: Tx, org: string, queries: QueryRow[], limit = 30): Promise<LibraryCandidate[]> {
  const q = queries.filter((x) => x.tq !== '');
  if (q.length === 0) return [];
  return rows<LibraryCandidate>(
    tx,
    sql`select x.i, c.*, similarity(c.question, x.q)::float8 as trgm
        from jsonb_to_recordset(${JSON.stringify(q)}::jsonb) as x(i int, q text, tq text)
        cross join lateral (
          select ${libraryColumns} from kb_library_entries e
          where e.organization_id = ${org} and e.term_vector @@ to_tsquery('simple', x.tq)
          order by ts_rank_cd(e.term_vector, to_tsquery('simple', x.tq)) desc limit ${limit}
        ) c`,
  );
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
        from jsonb_to_recordset(${JSON.stringify(q)}::jsonb) as x(i int, q text, tq text)
        cross join lateral (
          select p.id, p.document_id as "documentId", d.name as "documentName", d.all_products as "allProducts",
                 d.product_ids::text[] as "productIds", p.heading, p.page, p.position, p.text, p.terms
          from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
          where p.organization_id = ${org} and d.is_current and d.status = 'READY'
            and p.term_vector @@ to_tsquery('simple', x.tq) ${productFilter} ${documentFilter}
          order by ts_rank_cd(p.term_vector, to_tsquery('simple', x.tq)) desc
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
  const list = await rows<{ term: string; df: number }>(
    tx,
    sql`select t as term, count(*)::int as df from (
          select unnest(tsvector_to_array(p.term_vector)) as t
            from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
            where p.organization_id = ${org} and d.is_current
          union all
          select unnest(tsvector_to_array(e.term_vector)) from kb_library_entries e where e.organization_id = ${org}
        ) x group by t`,
  );
  const [count] = await rows<{ n: number }>(
    tx,
    sql`select ((select count(*) from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
                  where p.organization_id = ${org} and d.is_current)
              + (select count(*) from kb_library_entries where organization_id = ${org}))::int as n`,
  );
  const stats = { n: count?.n ?? 0, df: new Map(list.map((r) => [r.term, r.df])) };
  statsCache.delete(org);
  statsCache.set(org, { fingerprint, stats });
  // Keep the most recently used organisations only.
  while (statsCache.size > STATS_CACHE_SIZE) statsCache.delete(statsCache.keys().next().value!);
  return stats;
}
