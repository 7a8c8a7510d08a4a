import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rows } from '../../db/client';

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Organisations holding knowledge whose stored terms were not recorded as made by `analyzer`, and for which
 * no refresh to it is already queued or running. A system query across tenants, run on start.
 */
export async function staleTermOrganizations(db: Db, analyzer: string, job: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    db,
    sql`select o.id from organizations o
         where (exists (select 1 from kb_passages p where p.organization_id = o.id)
                or exists (select 1 from kb_library_entries e where e.organization_id = o.id))
           and not exists (select 1 from kb_terms_state s where s.organization_id = o.id and s.analyzer = ${analyzer})
           and not exists (select 1 from jobs j where j.organization_id = o.id and j.type = ${job}
                             and j.status in ('queued', 'running') and j.payload->>'analyzer' = ${analyzer})`,
  );
  return found.map((r) => r.id);
}

export function passagePage(tx: Tx, org: string, after: string | null, limit: number) {
  return rows<{ id: string; heading: string; text: string; terms: string }>(
    tx,
    sql`select id, heading, text, terms from kb_passages
         where organization_id = ${org} and id > ${after ?? NO_ID}::uuid order by id limit ${limit}`,
  );
}

export function libraryPage(tx: Tx, org: string, after: string | null, limit: number) {
  return rows<{ id: string; question: string; answerChoice: string | null; answerText: string | null; questionTerms: string; answerTerms: string }>(
    tx,
    sql`select id, question, answer_choice as "answerChoice", answer_text as "answerText",
               question_terms as "questionTerms", answer_terms as "answerTerms"
          from kb_library_entries
         where organization_id = ${org} and id > ${after ?? NO_ID}::uuid order by id limit ${limit}`,
  );
}

export async function updatePassageTerms(tx: Tx, org: string, changed: { id: string; terms: string }[]) {
  if (changed.length === 0) return;
  await tx.execute(
    sql`update kb_passages p set terms = v.terms
          from jsonb_to_recordset(${JSON.stringify(changed.map((c) => ({ id: c.id, terms: c.terms })))}::jsonb) as v(id uuid, terms text)
         where p.organization_id = ${org} and p.id = v.id`,
  );
}

export async function updateLibraryTerms(tx: Tx, org: string, changed: { id: string; questionTerms: string; answerTerms: string }[]) {
  if (changed.length === 0) return;
  await tx.execute(
    sql`update kb_library_entries e set question_terms = v.q, answer_terms = v.a
          from jsonb_to_recordset(${JSON.stringify(changed.map((c) => ({ id: c.id, q: c.questionTerms, a: c.answerTerms })))}::jsonb) as v(id uuid, q text, a text)
         where e.organization_id = ${org} and e.id = v.id`,
  );
}

export async function recordTermsAnalyzer(tx: Tx, org: string, analyzer: string) {
  await tx.execute(
    sql`insert into kb_terms_state (organization_id, analyzer, refreshed_at) values (${org}, ${analyzer}, now())
        on conflict (organization_id) do update set analyzer = excluded.analyzer, refreshed_at = excluded.refreshed_at`,
  );
}

/**
 * Called by every bulk writer of terms: an organisation whose first knowledge this release writes has terms
 * made by this analyzer (one that already held knowledge at start has a refresh queued, which records it).
 */
export async function recordTermsAnalyzerIfNew(tx: Tx, org: string, analyzer: string) {
  await tx.execute(sql`insert into kb_terms_state (organization_id, analyzer) values (${org}, ${analyzer}) on conflict (organization_id) do nothing`);
}
