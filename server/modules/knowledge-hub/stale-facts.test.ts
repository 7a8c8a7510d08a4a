import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryEntry } from '@shared/contracts/knowledge-hub';
import type { QuestionListData } from '@shared/contracts/questions';
import { createTestApp, type TestApp } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { rows } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { buildDemoQuestionnaire, inDays, questionnaireOrg, reviewFile } from '../questionnaires/testing';

/** Issue 13: answers bound to the facts they rest on, for each way a fact stops holding. */
const base = '/api/v1/knowledge-hub';
const certifications = '/api/v1/document/certification/';
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/knowledge', name), 'utf8');

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let F: string;
let fileId: string;

const query = <T>(q: ReturnType<typeof sql>) => withTenant(t.database.db, { organizationId: v.org.id }, (tx) => rows<T>(tx, q));
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: v.admin.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json().data;
};
const addAnswer = async (question: string, text: string) =>
  (await call('POST', `${base}/library/`, { question, answer_choice: 'Yes', answer_text: text, all_products: true })).id as string;
const staleAnswers = async () =>
  new Map(((await call('GET', `${base}/library/?length=100&stale=1`)).entries as LibraryEntry[]).map((e) => [e.id, e.origin.stale_reason]));
const staleDrafts = async () =>
  new Map(((await call('GET', `${F}/question/?length=100`)) as QuestionListData).questions.map((q) => [q.sequence_num, q.stale_reason]));
/** Gives questions of the review file a drafted response (and sources), as the engine would have. */
const drafted = (seq: number[], text: string, source: object[] = []) =>
  query(
    sql`update questionnaire_questions set answer_text = ${text}, answer_choice = 'Yes', ai_answered = true, source = ${JSON.stringify(source)}::jsonb
        where organization_id = ${v.org.id} and file_id = ${fileId} and sequence_num = any(${`{${seq.join(',')}}`}::int[]) returning id`,
  );
const approve = (seq: number) =>
  query(
    sql`update questionnaire_questions set status = 'APPROVED' where organization_id = ${v.org.id} and file_id = ${fileId} and sequence_num = ${seq} returning id`,
  );
const expiryChecks = () =>
  query<{ id: string; run_after: string; payload: { certificationId: string; expiryDate: string }; status: string }>(
    sql`select id, run_after, payload, status from jobs where organization_id = ${v.org.id} and type = 'certifications.expiry' order by created_at`,
  );

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t, 'Stale Facts Org');
  ({ F, fileId } = await reviewFile(t, v, await buildDemoQuestionnaire()));
});
afterAll(() => t.close());

describe('answers bound to the facts they rest on', () => {
  it('a certification whose expiry date passes, with nobody editing it, marks the answers and open drafts that name it stale', async () => {
    const answer = await addAnswer('Do you have a SOC 2 report?', 'Yes: our SOC 2 Type II report covers the platform.');
    await drafted([1, 2], 'Our SOC 2 Type II report is available under NDA.');
    await approve(2);
    const tomorrow = inDays(1);
    const cert = await call('POST', certifications, { name: 'SOC 2 Type II', expiry_date: tomorrow });

    // Checked the day after the expiry date; until then nothing changes.
    const [check] = await expiryChecks();
    expect(check).toMatchObject({ payload: { certificationId: cert.id, expiryDate: tomorrow }, status: 'queued' });
    expect(new Date(check!.run_after).toISOString()).toBe(`${inDays(2)}T00:00:00.000Z`);
    await t.app.deps.jobs.runUntilIdle();
    expect((await staleAnswers()).has(answer)).toBe(false);
    expect((await staleDrafts()).get(1)).toBeNull();

    // The day after the expiry date comes.
    await query(sql`update jobs set run_after = now() where organization_id = ${v.org.id} and id = ${check!.id} returning id`);
    await t.app.deps.jobs.runUntilIdle();
    const reason = `Certification "SOC 2 Type II" expired on ${tomorrow}`;
    expect((await staleAnswers()).get(answer)).toBe(reason);
    const drafts = await staleDrafts();
    expect(drafts.get(1)).toBe(reason);
    expect(drafts.get(2)).toBeNull(); // approved answers are frozen
    const [logged] = await query<{ actor_name: string; description: string }>(
      sql`select actor_name, description from activity_logs where organization_id = ${v.org.id} and action = 'marked_stale' order by created_at desc limit 1`,
    );
    expect(logged).toEqual({ actor_name: 'System', description: `${reason}: 1 library answer(s) and 1 open draft(s) that cite it need review` });
  });

  it('a certification renewed before its date passes is not marked expired on the old date', async () => {
    const answer = await addAnswer('Are you PCI compliant?', 'We are certified to PCI DSS v4.0 as a level 1 service provider.');
    const cert = await call('POST', certifications, { name: 'PCI DSS', expiry_date: inDays(1) });
    await call('PATCH', `${certifications}${cert.id}/`, { expiry_date: inDays(365) });
    const checks = (await expiryChecks()).filter((c) => c.payload.certificationId === cert.id);
    expect(checks.map((c) => c.payload.expiryDate)).toEqual([inDays(1), inDays(365)]);

    await query(sql`update jobs set run_after = now() where organization_id = ${v.org.id} and id = ${checks[0]!.id} returning id`);
    await t.app.deps.jobs.runUntilIdle();
    expect((await staleAnswers()).has(answer)).toBe(false);
  });

  it('removing a sub-processor marks the answers and open drafts that name it stale, not those naming the ones kept', async () => {
    const hosted = await addAnswer('Where is customer data hosted?', 'Customer data is hosted on Amazon Web Services in Frankfurt.');
    const mail = await addAnswer('Who sends your e-mail?', 'Transactional e-mail is sent through Postmark.');
    await drafted([3], 'All production systems run on Amazon Web Services.');
    await drafted([4], 'Notifications go out through Postmark.');
    const site = '/api/v1/tc-config/site-configuration/';
    const saved = await call('PATCH', site, {
      sub_processors: [
        { name: 'Amazon Web Services', purpose: 'Hosting' },
        { name: 'Postmark', purpose: 'E-mail' },
      ],
    });
    expect((await staleAnswers()).has(hosted)).toBe(false);

    await call('PATCH', site, { sub_processors: [saved.sub_processors[1]] });
    const reason = 'Sub-processor "Amazon Web Services" was removed';
    const answers = await staleAnswers();
    expect(answers.get(hosted)).toBe(reason);
    expect(answers.has(mail)).toBe(false);
    const drafts = await staleDrafts();
    expect(drafts.get(3)).toBe(reason);
    expect(drafts.get(4)).toBeNull();
  });

  it('deleting a document marks the library answers and open drafts that cite it, or cite an answer resting on it, stale', async () => {
    const { payload, headers } = multipart({ file: { filename: 'encryption-policy.md', content: fixture('access-control-policy.md') } }, v.admin.headers);
    const up = await t.app.inject({ method: 'POST', url: `${base}/documents/`, payload, headers });
    expect(up.statusCode, up.body).toBe(201);
    const doc = up.json().data as { id: string };
    const answer = await addAnswer('Do you review access yearly?', 'Access rights are reviewed every year.');
    const cites = [{ kind: 'document', id: doc.id, name: 'encryption-policy', url: '', excerpt: 'reviewed' }];
    await query(
      sql`update kb_library_entries set citations = ${JSON.stringify(cites)}::jsonb where organization_id = ${v.org.id} and id = ${answer} returning id`,
    );
    await drafted([5], 'Access is reviewed yearly.', cites);
    await drafted([6], 'Access rights are reviewed every year.', [{ kind: 'library', id: answer, name: 'Do you review access yearly?', url: '', excerpt: '' }]);
    await drafted([7], 'Unrelated response.', [{ kind: 'document', id: '00000000-0000-4000-8000-000000000000', name: 'other', url: '', excerpt: '' }]);

    await call('DELETE', `${base}/documents/${doc.id}/`);
    const reason = '"encryption-policy" was deleted';
    expect((await staleAnswers()).get(answer)).toBe(reason);
    const drafts = await staleDrafts();
    expect([drafts.get(5), drafts.get(6), drafts.get(7)]).toEqual([reason, reason, null]);
  });
});
