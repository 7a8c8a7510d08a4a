import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db, type Executor, type Tx } from '../../db/client';
import { withSystem } from '../../db/tenant-isolation';

/**
 * Search candidates: the ids and ranks of the best matches in one organisation.
 *
 * Read outside the tenant transaction, on purpose: under row-level security PostgreSQL may use an index
 * only for conditions whose operators are leakproof, and the full-text (`@@`) and trigram (`%`) operators
 * are not, so inside the tenant transaction every search read and ranked all of the organisation's rows
 * (20,000 library answers: ~600 ms). Here the GIN indexes answer (~1 ms) and the organisation is an explicit
 * condition of every statement. Only ids and ranks leave this function: the texts are then read by id in
 * the tenant transaction (RLS on), so a mistake here could never show another organisation's content.
 */
export interface Candidate {
  id: string;
  rank: number;
}

/** Both kinds of candidates in one short system transaction (one pooled connection, not two). */
export function searchCandidates(db: Db, org: string, q: { search: string; product: string | null; length: number; library: boolean; documents: boolean }) {
  return withSystem(db, async (tx) => {
    const both = {
      library: q.library ? await libraryCandidates(tx, org, q.search, q.product, q.length) : [],
      passages: q.documents ? await passageCandidates(tx, org, webQuery(q.search), q.product, q.length) : [],
    };
    // Nothing holds every word (a whole question typed or pasted): what holds the most of them, best first.
    const any = anyWordQuery(q.search);
    if (both.library.length + both.passages.length === 0 && any) {
      if (q.library) both.library = await anyWordCandidates(tx, libraryMatches(org, any, q.product), q.search, q.length);
      if (q.documents) both.passages = await anyWordCandidates(tx, passageMatches(org, any, q.product), q.search, q.length);
    }
    return both;
  });
}

const webQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/** The search's words joined with "or", for to_tsquery (letters and digits only; null when there are none). */
function anyWordQuery(search: string) {
  const words = [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])].slice(0, 30);
  return words.length > 0 ? sql`to_tsquery('english', ${words.join(' | ')})` : null;
}

/** What an excerpt is centred on: the passage's part that holds the most of the search's words. */
const excerptQuery = (search: string) => anyWordQuery(search) ?? webQuery(search);

async function libraryCandidates(tx: Executor, org: string, search: string, product: string | null, length: number): Promise<Candidate[]> {
  const found = await rows<Candidate>(
    tx,
    sql`select e.id, greatest(ts_rank_cd(e.search, q.q, 32), similarity(e.question, ${search}) * 0.5)::float8 as rank
        from kb_library_entries e, websearch_to_tsquery('english', ${search}) q(q)
        where e.organization_id = ${org} and e.search @@ q.q
          and (${product}::uuid is null or e.all_products or ${product}::uuid = any(e.product_ids))
        order by rank desc, e.id limit ${length}`,
  );
  if (found.length >= length) return found;
  // Fewer full-text matches than asked: near-spellings of the question (trigram similarity above 0.4).
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', '0.4', true)`);
  const near = await rows<Candidate>(
    tx,
    sql`select e.id, (similarity(e.question, ${search}) * 0.5)::float8 as rank
        from kb_library_entries e
        where e.organization_id = ${org} and e.question % ${search} and similarity(e.question, ${search}) > 0.4
          and (${product}::uuid is null or e.all_products or ${product}::uuid = any(e.product_ids))
        order by rank desc, e.id limit ${length}`,
  );
  const seen = new Set(found.map((c) => c.id));
  return [...found, ...near.filter((c) => !seen.has(c.id))].sort((a, b) => b.rank - a.rank || (a.id < b.id ? -1 : 1)).slice(0, length);
}

/** Library entries in the search's scope that match `query`, with their rank `r`. */
const libraryMatches = (org: string, query: SQL, product: string | null) =>
  sql`select e.id, e.search, ts_rank_cd(e.search, q.q, 32) as r
        from kb_library_entries e, ${query} q(q)
       where e.organization_id = ${org} and e.search @@ q.q
         and (${product}::uuid is null or e.all_products or ${product}::uuid = any(e.product_ids))`;

/** Passages of current documents in the search's scope that match `query`, with their rank `r`. */
const passageMatches = (org: string, query: SQL, product: string | null) =>
  sql`select p.id, p.search, ts_rank_cd(p.search, q.q, 32) as r
        from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id, ${query} q(q)
       where p.organization_id = ${org} and d.is_current and p.search @@ q.q
         and (${product}::uuid is null or d.all_products or ${product}::uuid = any(d.product_ids))`;

function passageCandidates(tx: Executor, org: string, query: SQL, product: string | null, length: number): Promise<Candidate[]> {
  return rows<Candidate>(tx, sql`select m.id, m.r::float8 as rank from (${passageMatches(org, query, product)}) m order by rank desc, m.id limit ${length}`);
}

/** Candidates read for a search that no row holds whole; the best of them by how many of its words they hold. */
const ANY_WORD_POOL = 200;

/**
 * Of the best-ranked matches, those holding the most of the search's distinct words (as stemmed lexemes)
 * first, then by rank (< 1).
 */
function anyWordCandidates(tx: Executor, matches: SQL, search: string, length: number): Promise<Candidate[]> {
  return rows<Candidate>(
    tx,
    sql`with t as (select * from (${matches}) m order by m.r desc, m.id limit ${ANY_WORD_POOL})
        select t.id,
               (t.r + (select count(*) from unnest(tsvector_to_array(t.search)) x
                        where x = any(tsvector_to_array(to_tsvector('english', ${search})))))::float8 as rank
          from t order by rank desc, t.id limit ${length}`,
  );
}

/** The library answers of the candidates, read as the tenant (RLS on). */
export function libraryTexts(tx: Tx, org: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return rows<{ id: string; question: string; choice: string | null; text: string | null }>(
    tx,
    sql`select e.id, e.question, nullif(e.answer_choice, '') as choice, nullif(e.answer_text, '') as text
        from kb_library_entries e where e.organization_id = ${org} and e.id = any(${sql.param(ids)}::uuid[])`,
  );
}

/** The passages of the candidates with their document and a highlighted excerpt, read as the tenant (RLS on). */
export function passageTexts(tx: Tx, org: string, search: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return rows<{ id: string; document_id: string; name: string; heading: string; page: number | null; excerpt: string }>(
    tx,
    sql`select p.id, p.document_id, d.name, p.heading, p.page,
               ts_headline('english', p.text, ${excerptQuery(search)}, 'MaxWords=40, MinWords=15, StartSel="", StopSel=""') as excerpt
        from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
        where p.organization_id = ${org} and p.id = any(${sql.param(ids)}::uuid[])`,
  );
}
