import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionView } from '@shared/contracts/questions';
import { createTestApp, type TestApp } from '@tests/support/app';
import { withTenant } from '@server/db/tenant-isolation';
import { createRequest, questionnaireOrg, upload } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
const R = '/api/v1/questionnaire/request';

const QUESTIONS = [
  ['SEC-01', 'Do you maintain a documented information security policy?'],
  ['SEC-02', 'Is customer data encrypted at rest?'],
  ['SEC-03', 'Do you perform annual penetration tests?'],
  ['SEC-04', 'Is multi-factor authentication required for administrators?'],
  ['SEC-05', 'Do you keep security logs for at least one year?'],
  ['SEC-06', 'Do you have a tested incident response plan?'],
];

/** The customer's template: this year SEC-03 is reworded and SEC-07 is new. */
async function template(year: 'last' | 'this'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Security');
  ws.addRow(['ID', 'Question', 'Answer', 'Comments']);
  for (const [id, q] of QUESTIONS)
    ws.addRow([id, year === 'this' && id === 'SEC-03' ? 'Do you perform penetration tests by an independent firm at least once a year?' : q, null, null]);
  if (year === 'this') ws.addRow(['SEC-07', 'Do you screen employees before they get access to customer data?', null, null]);
  for (let r = 2; r <= ws.rowCount; r++) ws.getCell(`C${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Yes,No,N/A"'] };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function imported(customer: string, body: Buffer) {
  const r = await createRequest(t, v.admin, { customer });
  const up = await upload(t, v.admin, r.id, [{ name: 'Security review.xlsx', body }]);
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  const base = `${R}/${r.id}/request-file/${fileId}`;
  const ins = (await t.app.inject({ method: 'GET', url: `${base}/inspection/`, headers: v.admin.headers })).json().data;
  const sheets = ins.sheets
    .filter((s: { mapping: { selected: boolean } }) => s.mapping.selected)
    .map((s: { name: string; mapping: Record<string, unknown> }) => ({ sheet: s.name, ...s.mapping }));
  expect((await t.app.inject({ method: 'POST', url: `${base}/mapping/`, headers: v.admin.headers, payload: { sheets } })).statusCode).toBe(200);
  await t.app.deps.jobs.runUntilIdle();
  const list = async (filter = '') =>
    (await t.app.inject({ method: 'GET', url: `${base}/question/?length=100${filter}`, headers: v.admin.headers })).json().data;
  return { requestId: r.id, fileId, list };
}

const sql1 = (query: ReturnType<typeof sql>) => withTenant(t.database.db, { organizationId: v.org.id }, (tx) => tx.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  // last year: Northwind received every answer; SEC-02's answer quoted a policy that has a new version since
  const last = await imported(v.northwind, await template('last'));
  const policy = randomUUID();
  await sql1(sql`insert into kb_documents (organization_id, id, name, file_key, file_name, mime_type, format, series_id, is_current)
                 values (${v.org.id}, ${policy}, 'Encryption policy', 'k', 'encryption.pdf', 'application/pdf', 'pdf', ${randomUUID()}, false)`);
  await sql1(sql`update questionnaire_questions set status = 'APPROVED', answer_choice = 'Yes', answer_text = 'Last year: ' || external_ref,
                   source = case when external_ref = 'SEC-02' then ${JSON.stringify([{ kind: 'document', id: policy, name: 'Encryption policy' }])}::jsonb else '[]'::jsonb end
                 where file_id = ${last.fileId}`);
  await sql1(
    sql`update questionnaire_request_files set status = 'COMPLETE', approved_at = '2026-03-10T10:00:00Z', completed_at = '2026-03-12T10:00:00Z' where id = ${last.fileId}`,
  );
});
afterAll(() => t.close());

describe('The same customer sends its questionnaire again', () => {
  it('prefills the unchanged questions with what that customer received last time, marked with where it comes from', async () => {
    const renewal = await imported(v.northwind, await template('this'));
    const { questions, counters } = await renewal.list();
    const byRef = new Map((questions as QuestionView[]).map((q) => [q.external_ref, q]));
    expect(counters).toMatchObject({ compared_with_last_time: 7, changed_since_last_time: 3 });
    expect(byRef.get('SEC-01')).toMatchObject({
      answer_choice: 'Yes',
      answer_text: 'Last year: SEC-01',
      status: 'DRAFT',
      previously: { status: 'UNCHANGED', origin: 'Previously sent to Northwind Health on 12 Mar 2026' },
    });
    expect(byRef.get('SEC-01')!.source[0]!.name).toBe('Previously sent to Northwind Health on 12 Mar 2026');
  });

  it('shows only what changed under "Changed since last time": new and reworded questions, and answers whose evidence changed', async () => {
    const renewal = await imported(v.northwind, await template('this'));
    const changed = (await renewal.list('&custom_filter=changed_since_last_time')).questions as QuestionView[];
    expect(changed.map((q) => [q.external_ref, q.previously?.status])).toEqual([
      ['SEC-02', 'EVIDENCE_CHANGED'],
      ['SEC-03', 'REWORDED'],
      ['SEC-07', 'NEW'],
    ]);
    // what changed is drafted again, not copied; the reviewer still sees last year's question and answer
    expect(changed[1]).toMatchObject({ answer_text: '', previously: { previous_question: QUESTIONS[2]![1], previous_answer_text: 'Last year: SEC-03' } });
    expect(changed[0]!.answer_text).toBe('');
  });

  it('compares nothing for another customer sending the same template', async () => {
    const other = await imported(v.globex, await template('this'));
    const { questions, counters } = await other.list();
    expect(counters).toMatchObject({ compared_with_last_time: 0, changed_since_last_time: 0 });
    expect((questions as QuestionView[]).every((q) => q.previously === null && q.answer_text === '')).toBe(true);
  });
});
