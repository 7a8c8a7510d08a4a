import { sql } from 'drizzle-orm';
import { rows, type Tx } from '@server/db/client';
import type { QuestionDelta, QuestionSource } from '@server/db/schema/index';

/** The customer account of a request (null for a request without one). */
export async function requestCustomer(tx: Tx, org: string, requestId: string) {
  const [r] = await rows<{ customer_id: string | null; customer_name: string | null }>(
    tx,
    sql`select r.customer_id, c.name as customer_name from questionnaire_requests r
        left join customers c on c.organization_id = r.organization_id and c.id = r.customer_id
        where r.organization_id = ${org} and r.id = ${requestId}`,
  );
  return r?.customer_id ? { id: r.customer_id, name: r.customer_name ?? '' } : null;
}

/** The customer's earlier files that were approved or completed (what they received), newest first. */
export async function sentFilesOfCustomer(tx: Tx, org: string, customerId: string, exceptRequestId: string) {
  return rows<{ id: string; request_id: string; sent_at: Date }>(
    tx,
    sql`select f.id, f.request_id, coalesce(f.completed_at, f.approved_at) as sent_at
        from questionnaire_request_files f
        join questionnaire_requests r on r.organization_id = f.organization_id and r.id = f.request_id
        where f.organization_id = ${org} and r.customer_id = ${customerId} and f.request_id <> ${exceptRequestId}
          and f.status in ('APPROVED', 'COMPLETE') and coalesce(f.completed_at, f.approved_at) is not null
        order by coalesce(f.completed_at, f.approved_at) desc
        limit 10`,
  );
}

export interface SentQuestion {
  id: string;
  external_ref: string | null;
  question: string;
  answer_choice: string | null;
  answer_text: string;
  source: QuestionSource[];
}

/** The approved questions of files (what was sent). */
export async function approvedQuestionsOf(tx: Tx, org: string, fileId: string) {
  return rows<SentQuestion>(
    tx,
    sql`select id, external_ref, question, answer_choice, answer_text, source from questionnaire_questions
        where organization_id = ${org} and file_id = ${fileId} and status = 'APPROVED' order by sequence_num`,
  );
}

/** Of these knowledge documents, those replaced by a newer version or changed after `since`. */
export async function documentsChangedSince(tx: Tx, org: string, ids: string[], since: Date): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const [exists] = await rows<{ ok: boolean }>(tx, sql`select to_regclass('public.kb_documents') is not null as ok`);
  if (!exists?.ok) return new Set();
  const changed = await rows<{ id: string }>(
    tx,
    sql`select id from kb_documents where organization_id = ${org} and id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})
        and (not is_current or updated_at > ${since})`,
  );
  return new Set(changed.map((r) => r.id));
}

/** The file's questions as imported (to compare with the customer's last questionnaire). */
export async function importedQuestions(tx: Tx, org: string, fileId: string) {
  return rows<{ id: string; external_ref: string | null; question: string; answer_choice: string | null; answer_text: string }>(
    tx,
    sql`select id, external_ref, question, answer_choice, answer_text from questionnaire_questions where organization_id = ${org} and file_id = ${fileId} order by sequence_num`,
  );
}

/** Records how a question compares with last time; a question prefilled from last time gets that answer. */
export async function setDelta(
  tx: Tx,
  org: string,
  id: string,
  delta: QuestionDelta,
  prefill: { choice: string | null; text: string; source: QuestionSource[] } | null,
) {
  await tx.execute(
    prefill
      ? sql`update questionnaire_questions set delta = ${JSON.stringify(delta)}::jsonb, answer_choice = ${prefill.choice}, answer_text = ${prefill.text},
              source = ${JSON.stringify(prefill.source)}::jsonb, ai_answered = false, updated_at = now()
            where organization_id = ${org} and id = ${id}`
      : sql`update questionnaire_questions set delta = ${JSON.stringify(delta)}::jsonb, updated_at = now() where organization_id = ${org} and id = ${id}`,
  );
}
