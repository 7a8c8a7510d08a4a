import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryEntry } from '@shared/contracts/knowledge-hub';
import type { QuestionListData } from '@shared/contracts/questions';
import { createTestApp, type TestApp } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { certifications } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import { buildDemoQuestionnaire, questionnaireOrg, reviewFile, sqlCount } from '../questionnaires/testing';

const base = '/api/v1/knowledge-hub';
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/knowledge', name), 'utf8');
const QUESTION = 'Are administrators required to use multi-factor authentication?';
const ANSWER = 'All administrative access requires multi-factor authentication with hardware security keys.';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let entryId: string;
let documentId: string;

const sqlRun = (q: ReturnType<typeof sql>) => withTenant(t.database.db, { organizationId: v.org.id }, (tx) => tx.execute(q));
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: v.admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const entries = async (query = '') => (await get(`${base}/library/?length=100${query}`)).data.entries as LibraryEntry[];
const draft = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/draft/`,
    headers: v.admin.headers,
    payload: { question: QUESTION, answer_options: ['Yes', 'No'] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    confidence: string;
    reason: string;
    flagged: boolean;
    sources: { kind: string; id: string; origin?: { approved_how: string | null } }[];
  };
};

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t, 'Answer Age Org');
  const { payload, headers } = multipart({ file: { filename: 'access-control-policy.md', content: fixture('access-control-policy.md') } }, v.admin.headers);
  const up = await t.app.inject({ method: 'POST', url: `${base}/documents/`, payload, headers });
  expect(up.statusCode, up.body).toBe(201);
  documentId = up.json().data.id;
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/library/`,
    headers: v.admin.headers,
    payload: { question: QUESTION, answer_choice: 'Yes', answer_text: ANSWER, all_products: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  entryId = res.json().data.id;
  await t.app.deps.jobs.runUntilIdle();
});
afterAll(() => t.close());

describe('the age and origin of library answers', () => {
  it('shows who wrote an answer in the library and when it was reviewed', async () => {
    const [entry] = await entries();
    expect(entry!.origin).toMatchObject({ source: 'manual', reviewed_by: expect.stringMatching(/^Ada/), approved_how: null, stale_reason: null });
    expect(entry!.past_review).toBe(false);
    expect(entry!.review_months).toBe(12);
    const d = await draft();
    expect(d).toMatchObject({ flagged: false, confidence: 'high' });
    expect(d.sources[0]).toMatchObject({ kind: 'library', id: entryId, origin: { approved_how: null } });
  });

  it("an answer past the organisation's review period is listed as such and is never drafted at high confidence", async () => {
    await sqlRun(sql`update kb_library_entries set last_reviewed_at = now() - interval '14 months' where organization_id = ${v.org.id} and id = ${entryId}`);
    expect((await entries('&past_review=1')).map((e) => e.id)).toEqual([entryId]);
    expect((await entries())[0]!.past_review).toBe(true);
    const d = await draft();
    expect(d.flagged).toBe(false);
    expect(d.confidence).not.toBe('high');
    expect(d.reason).toMatch(/more than 12 months ago, past the organisation's review period/);

    // The organisation allows two years: the answer is current again.
    const put = await t.app.inject({ method: 'PUT', url: `${base}/settings/`, headers: v.admin.headers, payload: { answer_review_months: 24 } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(`${base}/settings/`)).data).toEqual({ answer_review_months: 24 });
    expect(await entries('&past_review=1')).toEqual([]);
    expect((await draft()).confidence).toBe('high');
    const bad = await t.app.inject({ method: 'PUT', url: `${base}/settings/`, headers: v.admin.headers, payload: { answer_review_months: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].detail).toMatch(/Enter a number of months between 1 and 120/);
    expect((await t.app.inject({ method: 'PUT', url: `${base}/settings/`, headers: v.sales.headers, payload: { answer_review_months: 6 } })).statusCode).toBe(
      403,
    );
    await sqlRun(sql`update kb_library_entries set last_reviewed_at = now() where organization_id = ${v.org.id} and id = ${entryId}`);
  });

  it("an AI draft approved in bulk without edits weighs less than a person's answer: never high confidence on its own", async () => {
    await sqlRun(sql`update kb_library_entries set source = 'approved', approved_how = 'ai_bulk' where organization_id = ${v.org.id} and id = ${entryId}`);
    const d = await draft();
    expect(d.confidence).not.toBe('high');
    expect(d.reason).toMatch(/AI drafts approved in bulk/);
    expect(d.sources[0]!.origin).toMatchObject({ approved_how: 'ai_bulk' });
    // A person marks it reviewed: it is theirs now, and high again.
    await sqlRun(sql`update kb_library_entries set approved_how = 'person' where organization_id = ${v.org.id} and id = ${entryId}`);
    expect((await draft()).confidence).toBe('high');
  });
});

describe('answers bound to the facts they rest on', () => {
  it('a new version of a document marks the library answers and open drafts that cite it stale, lists them under Needs review, and logs it', async () => {
    const workbook = await buildDemoQuestionnaire();
    const { fileId, F } = await reviewFile(t, v, workbook);
    const cite = JSON.stringify([{ kind: 'document', id: documentId, name: 'access-control-policy', url: '', excerpt: 'MFA' }]);
    await sqlRun(sql`update kb_library_entries set citations = ${cite}::jsonb where organization_id = ${v.org.id} and id = ${entryId}`);
    await sqlRun(
      sql`update questionnaire_questions set source = ${cite}::jsonb, answer_choice = 'Yes', ai_answered = true where organization_id = ${v.org.id} and file_id = ${fileId} and sequence_num in (1, 2)`,
    );
    await sqlRun(sql`update questionnaire_questions set status = 'APPROVED' where organization_id = ${v.org.id} and file_id = ${fileId} and sequence_num = 2`);

    const { payload, headers } = multipart(
      { file: { filename: 'access-control-policy.md', content: `${fixture('access-control-policy.md')}\n\nRevised.` } },
      v.admin.headers,
    );
    const res = await t.app.inject({ method: 'POST', url: `${base}/documents/${documentId}/replace/`, payload, headers });
    expect(res.statusCode, res.body).toBe(201);

    const stale = await entries('&stale=1');
    expect(stale.map((e) => e.id)).toEqual([entryId]);
    expect(stale[0]!.origin.stale_reason).toBe('"access-control-policy" has a new version (v2)');
    const qs = ((await get(`${F}/question/?length=100`)).data as QuestionListData).questions;
    expect(qs.find((q) => q.sequence_num === 1)!.stale_reason).toBe('"access-control-policy" has a new version (v2)');
    expect(qs.find((q) => q.sequence_num === 2)!.stale_reason).toBeNull(); // approved answers are frozen
    expect(await sqlCount(t, v.org, sql`select count(*)::int as n from activity_logs where organization_id = ${v.org.id} and action = 'marked_stale'`)).toBe(1);
    // Resting on that answer alone, the draft is left for a person.
    const flagged = await draft();
    expect(flagged).toMatchObject({ flagged: true, answer_choice: null, confidence: 'low' });
    expect(flagged.reason).toContain('marked stale (a fact it cited changed): a person should check it');

    // A person marks the answer reviewed: it leaves Needs review.
    const patch = await t.app.inject({ method: 'PATCH', url: `${base}/library/${entryId}/`, headers: v.admin.headers, payload: { reviewed: true } });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await entries('&stale=1')).toEqual([]);
  });

  it('deleting a certification marks the answers that name it stale, not those that merely contain its letters', async () => {
    const named = await t.app.inject({
      method: 'POST',
      url: `${base}/library/`,
      headers: v.admin.headers,
      payload: { question: 'Are you certified?', answer_choice: 'Yes', answer_text: 'We hold an ISO 27001 certificate, renewed yearly.', all_products: true },
    });
    const other = await t.app.inject({
      method: 'POST',
      url: `${base}/library/`,
      headers: v.admin.headers,
      payload: { question: 'Do you follow laws?', answer_choice: 'Yes', answer_text: 'We follow applicable laws.', all_products: true },
    });
    const [cert] = await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.insert(certifications).values({ organizationId: v.org.id, name: 'ISO 27001' }).returning(),
    );
    const [sub] = await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.insert(certifications).values({ organizationId: v.org.id, name: 'AWS' }).returning(),
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/document/certification/${cert!.id}/`, headers: v.admin.headers })).statusCode).toBeLessThan(
      300,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/document/certification/${sub!.id}/`, headers: v.admin.headers })).statusCode).toBeLessThan(
      300,
    );
    const stale = (await entries('&stale=1')).map((e) => e.id);
    expect(stale).toContain(named.json().data.id);
    expect(stale).not.toContain(other.json().data.id);
    expect((await entries('&stale=1')).find((e) => e.id === named.json().data.id)!.origin.stale_reason).toBe('Certification "ISO 27001" was deleted');
  });
});

describe('the review screen', () => {
  it("carries the organisation's review period with each question, to show its library sources' age against it", async () => {
    const put = await t.app.inject({ method: 'PUT', url: `${base}/settings/`, headers: v.admin.headers, payload: { answer_review_months: 9 } });
    expect(put.statusCode, put.body).toBe(200);
    const { F } = await reviewFile(t, v, await buildDemoQuestionnaire());
    const qs = ((await get(`${F}/question/?length=100`)).data as QuestionListData).questions;
    expect(qs.length).toBeGreaterThan(0);
    expect(new Set(qs.map((q) => q.review_months))).toEqual(new Set([9]));
  });
});
