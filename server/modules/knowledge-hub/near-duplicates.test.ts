import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnsweredQuestionnaire } from '@tests/fixtures/knowledge/answered-questionnaire';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { withTenant } from '../../db/tenant-isolation';
import { insertEntries } from './library-store';

const base = '/api/v1/knowledge-hub/library';

interface Entry {
  id: string;
  question: string;
  group_id: string;
  group_size: number;
  has_conflict: boolean;
  group: { id: string }[];
}

describe('near-duplicate answers in the library', () => {
  let t: TestApp;
  let alpha: TestUser;
  let beta: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alpha = await t.createUser(await t.createOrg('Alpha Library'), 'admin');
    beta = await t.createUser(await t.createOrg('Beta Library'), 'admin');
  });
  afterAll(() => t.close());

  const call = async (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const add = async (user: TestUser, question: string, answer_choice: string) =>
    (await call(user, 'POST', `${base}/`, { question, answer_choice, all_products: true })).json().data as Entry;
  const get = async (user: TestUser, id: string) => (await call(user, 'GET', `${base}/${id}/`)).json().data as Entry;

  it('groups a new answer with its near-duplicate and flags their disagreement', async () => {
    const first = await add(alpha, 'Do you encrypt customer data at rest?', 'Yes');
    const second = await add(alpha, 'Do you encrypt all customer data at rest?', 'No');
    expect(second).toMatchObject({ group_id: first.group_id, group_size: 2, has_conflict: true });
    expect(second.group.map((e) => e.id)).toEqual([first.id]);
  });

  it('groups an answer reworded into a near-duplicate', async () => {
    const plan = await add(alpha, 'Is there a documented incident response plan?', 'Yes');
    const other = await add(alpha, 'Do you run a bug bounty programme?', 'Yes');
    expect(other.group_size).toBe(1);
    const res = await call(alpha, 'PATCH', `${base}/${other.id}/`, { question: 'Is there a documented incident response plan in place?' });
    expect(res.json().data).toMatchObject({ group_id: plan.group_id, group_size: 2, has_conflict: false });
  });

  it("never groups an answer with another organisation's near-identical question", async () => {
    const theirs = await add(beta, 'Do you rotate the encryption keys every year?', 'Yes');
    const ours = await add(alpha, 'Do you rotate the encryption keys every year?', 'No');
    expect(ours).toMatchObject({ group_size: 1, has_conflict: false, group: [] });
    const rows = [
      { id: 'K-1', question: 'Do you rotate encryption keys every year?', choice: 'No' as const, comment: 'On demand.' },
      { id: 'K-2', question: 'Do you publish a status page for service availability?', choice: 'Yes' as const, comment: 'status.example.com' },
      { id: 'K-3', question: 'Is security awareness training given to every new hire?', choice: 'Yes' as const, comment: 'During the first week.' },
    ];
    const { payload, headers } = multipart(
      { all_products: 'true', file: { filename: 'alpha-keys.xlsx', content: await buildAnsweredQuestionnaire(rows) } },
      alpha.headers,
    );
    const imported = await t.app.inject({ method: 'POST', url: `${base}/import/`, payload, headers });
    // Grouped with Alpha's own answer only.
    expect(imported.json().data, imported.body).toMatchObject({ imported: 3, grouped: 1, conflicts: 0 });
    expect(await get(alpha, ours.id)).toMatchObject({ group_size: 2, has_conflict: false });
    expect(await get(beta, theirs.id)).toMatchObject({ group_id: theirs.group_id, group_size: 1, has_conflict: false });
    expect((await call(beta, 'GET', `${base}/conflicts/`)).json().pagination.total_count).toBe(0);
  });

  it("does not group even when the near-duplicate lookup names another organisation's answer", async () => {
    // The lookup runs outside the tenant transaction; its ids are read again as the tenant.
    const theirs = await add(beta, 'Do you back up production databases every night?', 'Yes');
    const org = alpha.organizationId;
    const question = 'Do you back up the production databases every night?';
    const result = await withTenant(t.database.db, { organizationId: org }, (tx) =>
      insertEntries(
        tx,
        org,
        null,
        [{ question, answerChoice: 'No', answerText: null, allProducts: true, productIds: [], ownerId: null, source: 'manual', sourceReference: 'Test' }],
        {
          questions: [question],
          ids: [theirs.id],
        },
      ),
    );
    expect(result).toMatchObject({ grouped: 0, conflictGroups: 0 });
    expect(await get(beta, theirs.id)).toMatchObject({ group_id: theirs.group_id, group_size: 1, has_conflict: false });
  });
});
