import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import type { LibraryTerms, PassageTerms } from './term-index';

/** The answer engine's reads of the knowledge base (ADR 0011: SQL only in queries files), in the tenant transaction. */

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

/** Postgres array literal for validated uuids. */
const uuidArray = (ids: string[]) => `{${ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).join(',')}}`;

const libraryColumns = sql`e.id, e.question, e.answer_choice as "answerChoice", e.answer_text as "answerText", e.all_products as "allProducts",
    e.product_ids::text[] as "productIds", e.question_terms as "questionTerms", e.answer_terms as "answerTerms", e.group_id as "groupId",
    e.has_conflict as "hasConflict", e.source, e.source_reference as "sourceReference", e.external_ref as "externalRef",
    e.last_reviewed_at::text as "lastReviewedAt", e.approved_how as "approvedHow", e.reviewed_by_name as "reviewedByName",
    e.created_at::text as "createdAt", e.stale_reason as "staleReason"`;

const passageColumns = sql`p.id, p.document_id as "documentId", d.name as "documentName", d.all_products as "allProducts",
    d.product_ids::text[] as "productIds", p.heading, p.page, p.position, p.text, p.terms`;

/** Pairs of (query index, id) as rows, in the order given; ids no longer there are left out. */
function inOrder<T extends { id: string }>(hits: { i: number; id: string }[], found: T[]): (T & { i: number })[] {
  const byId = new Map(found.map((c) => [c.id, c]));
  return hits.flatMap(({ i, id }) => {
    const c = byId.get(id);
    return c ? [{ ...c, i }] : [];
  });
}

/** Library entries by id, each with the query index it was found for. */
export async function libraryRowsById(tx: Tx, org: string, hits: { i: number; id: string }[]): Promise<Omit<LibraryCandidate, 'trgm'>[]> {
  if (hits.length === 0) return [];
  const found = await rows<Omit<LibraryCandidate, 'trgm' | 'i'>>(
    tx,
    sql`select ${libraryColumns} from kb_library_entries e
        where e.organization_id = ${org} and e.id = any(${uuidArray([...new Set(hits.map((h) => h.id))])}::uuid[])`,
  );
  return inOrder(hits, found);
}

/** Passages by id, read again with the conditions the index was built under: a document replaced since is left out. */
export async function passageRowsById(tx: Tx, org: string, hits: { i: number; id: string }[]): Promise<PassageCandidate[]> {
  if (hits.length === 0) return [];
  const found = await rows<Omit<PassageCandidate, 'i'>>(
    tx,
    sql`select ${passageColumns}
        from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
        where p.organization_id = ${org} and p.id = any(${uuidArray([...new Set(hits.map((h) => h.id))])}::uuid[])
          and d.is_current and d.status = 'READY'`,
  );
  return inOrder(hits, found);
}

/** Changes when a document or a library entry is added, changed or removed. */
export async function knowledgeFingerprint(tx: Tx, org: string): Promise<string> {
  const [fp] = await rows<{ fingerprint: string }>(
    tx,
    sql`select concat_ws('/',
          (select count(*) || ':' || coalesce(max(updated_at)::text, '') from kb_documents where organization_id = ${org}),
          (select count(*) || ':' || coalesce(max(updated_at)::text, '') from kb_library_entries where organization_id = ${org}),
          (select analyzer || ':' || refreshed_at::text from kb_terms_state where organization_id = ${org})) as fingerprint`,
  );
  return fp?.fingerprint ?? '';
}

/** The engine's terms of every passage of the organisation's current documents. */
export function passageTerms(tx: Tx, org: string): Promise<PassageTerms[]> {
  return rows<PassageTerms>(
    tx,
    sql`select p.id, p.document_id as "documentId", d.all_products as "allProducts", d.product_ids::text[] as "productIds",
               d.status = 'READY' as ready, p.terms
          from kb_passages p join kb_documents d on d.organization_id = p.organization_id and d.id = p.document_id
          where p.organization_id = ${org} and d.is_current`,
  );
}

/** The question and the engine's terms of every library entry of the organisation. */
export function libraryTerms(tx: Tx, org: string): Promise<LibraryTerms[]> {
  return rows<LibraryTerms>(
    tx,
    sql`select e.id, e.question, e.question_terms as "questionTerms", e.answer_terms as "answerTerms" from kb_library_entries e where e.organization_id = ${org}`,
  );
}

/** The organisation of the tenant transaction. */
export async function currentOrganization(tx: Tx): Promise<string> {
  const [row] = await rows<{ org: string | null }>(tx, sql`select nullif(current_setting('app.org_id', true), '') as org`);
  if (!row?.org) throw new Error('draftAnswers must run inside a tenant transaction.');
  return row.org;
}

export async function organizationName(tx: Tx, org: string): Promise<string> {
  const [row] = await rows<{ name: string }>(tx, sql`select name from organizations where id = ${org}`);
  return row?.name ?? '';
}

export async function productNames(tx: Tx, org: string): Promise<Map<string, string>> {
  const list = await rows<{ id: string; name: string }>(tx, sql`select id, name from products where organization_id = ${org}`);
  return new Map(list.map((p) => [p.id, p.name]));
}

/** The organisation's answer review period in months, if it set one. */
export async function answerReviewMonthsSetting(tx: Tx, org: string): Promise<number | null> {
  const [row] = await rows<{ months: number }>(tx, sql`select answer_review_months as months from questionnaire_settings where organization_id = ${org}`);
  return row?.months ?? null;
}
