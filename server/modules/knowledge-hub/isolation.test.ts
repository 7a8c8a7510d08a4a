import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnsweredQuestionnaire } from '@tests/fixtures/knowledge/answered-questionnaire';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';

const base = '/api/v1/knowledge-hub';

describe('knowledge hub tenant isolation', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let docId: string;
  let entryId: string;
  let groupId: string;
  beforeAll(async () => {
    t = await createTestApp();
    a = await t.createUser(await t.createOrg('Alpha'), 'admin');
    b = await t.createUser(await t.createOrg('Beta'), 'admin');
    const send = async (url: string, fields: Parameters<typeof multipart>[0]) => {
      const { payload, headers } = multipart(fields, a.headers);
      return (await t.app.inject({ method: 'POST', url, payload, headers })).json().data;
    };
    docId = (
      await send(`${base}/documents/`, { file: { filename: 'secret-policy.md', content: '# Secret policy\n\nAlpha rotates its vault keys every 30 days.' } })
    ).id;
    await send(`${base}/library/import/`, { file: { filename: 'alpha.xlsx', content: await buildAnsweredQuestionnaire() } });
    const conflicting = await t.app.inject({
      method: 'POST',
      url: `${base}/library/`,
      headers: a.headers,
      payload: { question: 'Is customer data encrypted at rest?', answer_choice: 'No', all_products: true },
    });
    entryId = conflicting.json().data.id;
    groupId = conflicting.json().data.group_id;
    await t.app.deps.jobs.runUntilIdle();
  });
  afterAll(() => t.close());

  const as = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

  it('shows another organisation none of the documents, answers, conflicts or search results', async () => {
    expect((await as(b, 'GET', `${base}/documents/`)).json().pagination.total_count).toBe(0);
    expect((await as(b, 'GET', `${base}/library/`)).json().pagination.total_count).toBe(0);
    expect((await as(b, 'GET', `${base}/library/conflicts/`)).json().pagination.total_count).toBe(0);
    expect((await as(b, 'GET', `${base}/search/?search=vault keys`)).json().data.results).toEqual([]);
    expect((await as(b, 'GET', `${base}/documents/${docId}/`)).statusCode).toBe(404);
    expect((await as(b, 'GET', `${base}/documents/${docId}/download/`)).statusCode).toBe(404);
    expect((await as(b, 'GET', `${base}/documents/${docId}/passages/`)).statusCode).toBe(404);
    expect((await as(b, 'GET', `${base}/library/${entryId}/`)).statusCode).toBe(404);
    // The owner sees them.
    expect((await as(a, 'GET', `${base}/search/?search=vault keys`)).json().data.results).toHaveLength(1);
  });

  it('lets another organisation change or delete nothing', async () => {
    expect((await as(b, 'PATCH', `${base}/documents/${docId}/`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await as(b, 'DELETE', `${base}/documents/${docId}/`)).statusCode).toBe(404);
    const { payload, headers } = multipart({ file: { filename: 'x.md', content: '# X\n\nY.' } }, b.headers);
    expect((await t.app.inject({ method: 'POST', url: `${base}/documents/${docId}/replace/`, payload, headers })).statusCode).toBe(404);
    expect((await as(b, 'PATCH', `${base}/library/${entryId}/`, { answer_choice: 'Yes' })).statusCode).toBe(404);
    expect((await as(b, 'DELETE', `${base}/library/${entryId}/`)).statusCode).toBe(404);
    expect((await as(b, 'POST', `${base}/library/conflicts/${groupId}/resolve/`, { keep_id: entryId })).statusCode).toBe(404);
    const doc = (await as(a, 'GET', `${base}/documents/${docId}/`)).json().data;
    expect(doc.name).toBe('secret-policy');
    expect((await as(a, 'GET', `${base}/library/${entryId}/`)).json().data.answer_choice).toBe('No');
  });

  it("never drafts from another organisation's knowledge", async () => {
    const d = (await as(b, 'POST', `${base}/draft/`, { question: 'How often are vault keys rotated?' })).json().data;
    expect(d).toMatchObject({ flagged: true, answer_text: null, sources: [], related: [] });
    const same = (await as(b, 'POST', `${base}/draft/`, { question: 'Is an independent penetration test performed at least annually?' })).json().data;
    expect(same.flagged).toBe(true);
  });
});
