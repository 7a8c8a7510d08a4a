import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionListData } from '@shared/contracts/questions';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';
import { withTenant } from '@server/db/tenant-isolation';
import { buildDemoQuestionnaire } from '../demo-workbook';
import { questionnaireOrg, reviewFile, sqlCount } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let workbook: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  workbook = await buildDemoQuestionnaire();
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
const list = async (F: string) => ((await call(v.admin, 'GET', `${F}/question/?length=100`)).json() as { data: QuestionListData }).data.questions;
const detail = (res: { json(): unknown }) => (res.json() as { errors: { detail: string }[] }).errors[0]!.detail;

/** Drafts as the AI left them: questions 1–4 high confidence (4 with an empty answer), 5 medium, 6 high but flagged, 7 high but stale. */
async function drafted(fileId: string) {
  const set = (seqs: number[], patch: ReturnType<typeof sql>) =>
    withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(
        sql`update questionnaire_questions set ${patch} where organization_id = ${v.org.id} and file_id = ${fileId} and sequence_num = any(${`{${seqs.join(',')}}`}::int[])`,
      ),
    );
  await set(
    [1, 2, 3, 5, 6, 7],
    sql`answer_choice = 'Yes', answer_text = 'Stated in the access control policy.', ai_answered = true, confidence = 0.93, confidence_level = 'high'`,
  );
  await set([4], sql`ai_answered = true, confidence = 0.95, confidence_level = 'high'`);
  await set([5], sql`confidence = 0.7, confidence_level = 'medium'`);
  await set([6], sql`flagged = true, flag_reason = 'Sources disagree.'`);
  await set([7], sql`stale_at = now(), stale_reason = '"Access Control Policy" has a new version (v2)'`);
}

describe('Approve all high-confidence answers', () => {
  it('states how many it will approve, approves exactly those (never an empty, flagged, stale or medium one) in one go, and logs it', async () => {
    const { fileId, F } = await reviewFile(t, v, workbook);
    await drafted(fileId);
    const count = await call(v.admin, 'GET', `${F}/approve-high-confidence/`);
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json().data).toEqual({ count: 3 });

    const res = await call(v.admin, 'POST', `${F}/approve-high-confidence/`, { expected: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ count: 3, message: '3 Question(s) approved successfully' });
    const qs = await list(F);
    expect(qs.filter((q) => q.status === 'APPROVED').map((q) => q.sequence_num)).toEqual([1, 2, 3]);
    expect(qs.find((q) => q.sequence_num === 7)).toMatchObject({ status: 'DRAFT', stale_reason: '"Access Control Policy" has a new version (v2)' });
    expect(
      await sqlCount(
        t,
        v.org,
        sql`select count(*)::int as n from activity_logs where organization_id = ${v.org.id} and description like 'Approved all 3 high-confidence answers%'`,
      ),
    ).toBe(1);

    // Nothing is left: a second click says so.
    expect(detail(await call(v.admin, 'POST', `${F}/approve-high-confidence/`, { expected: 3 }))).toBe('There are no high-confidence answers left to approve.');
  });

  it('approves nothing when the number changed since the person confirmed it', async () => {
    const { fileId, F } = await reviewFile(t, v, workbook);
    await drafted(fileId);
    const res = await call(v.admin, 'POST', `${F}/approve-high-confidence/`, { expected: 5 });
    expect(res.statusCode).toBe(409);
    expect(detail(res)).toBe('The number of high-confidence answers changed to 3; check them again before approving.');
    expect((await list(F)).filter((q) => q.status === 'APPROVED')).toHaveLength(0);
  });

  it('is not for experts or people who may not edit questions', async () => {
    const { fileId, F } = await reviewFile(t, v, workbook);
    await drafted(fileId);
    expect((await call(v.sme, 'POST', `${F}/approve-high-confidence/`, { expected: 3 })).statusCode).toBe(403);
    expect((await call(v.sales, 'POST', `${F}/approve-high-confidence/`, { expected: 3 })).statusCode).toBe(403);
    expect((await list(F)).filter((q) => q.status === 'APPROVED')).toHaveLength(0);
  });

  it('puts the approved drafts into the library as AI drafts approved in bulk, not edited, with who approved them', async () => {
    const { fileId, F } = await reviewFile(t, v, workbook);
    await drafted(fileId);
    await call(v.admin, 'POST', `${F}/approve-high-confidence/`, { expected: 3 });
    // A person's own answer approved on its own is recorded as a person's.
    const fifth = (await list(F)).find((q) => q.sequence_num === 5)!;
    await call(v.admin, 'PATCH', `${F}/question/${fifth.id}/`, { answer_text: 'Reviewed by the security team every quarter.', status: 'APPROVED' });
    await t.app.deps.jobs.runUntilIdle();
    const entries = (await call(v.admin, 'GET', '/api/v1/knowledge-hub/library/?length=100&source=approved')).json().data.entries as {
      question: string;
      origin: { approved_how: string; reviewed_by: string };
    }[];
    const hows = entries.map((e) => e.origin.approved_how).sort();
    expect(hows).toEqual(['ai_bulk', 'ai_bulk', 'ai_bulk', 'person']);
    expect(entries.every((e) => e.origin.reviewed_by?.startsWith('Ada'))).toBe(true);
  });
});
