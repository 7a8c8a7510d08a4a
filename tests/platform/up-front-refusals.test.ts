import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicMessages } from '@shared/contracts/security-topics';
import { userMessages } from '@shared/contracts/users';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../support/app';

/** Issue 17 §12: a change that would be refused is refused up front, with the reason in the data the console shows. */
let t: TestApp;
let org: TestOrg;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Acme Cloud');
  admin = await t.createUser(org, 'admin');
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.headers });

describe('refusing up front, with the reason', () => {
  it('says the only active admin cannot be made inactive, in the list and the detail, until there is another', async () => {
    const sales = await t.createUser(org, 'sales');
    const power = await t.createUser(org, 'poweruser');
    // Power User sees the list: the only admin is marked, other people are not.
    const list = (await get('/iam/user-manage/?length=50', power)).json().data.users as { id: string; deactivate_refusal: string | null }[];
    expect(list.find((u) => u.id === admin.id)!.deactivate_refusal).toBe(userMessages.lastAdmin);
    expect(list.find((u) => u.id === sales.id)!.deactivate_refusal).toBeNull();
    expect((await get(`/iam/user-manage/${admin.id}/`, power)).json().data.deactivate_refusal).toBe(userMessages.lastAdmin);
    // Yourself: never.
    expect((await get(`/iam/user-manage/${admin.id}/`)).json().data.deactivate_refusal).toBe(userMessages.selfDeactivate);
    // With a second admin, the first one may go.
    await t.createUser(org, 'admin');
    expect((await get(`/iam/user-manage/${admin.id}/`, power)).json().data.deactivate_refusal).toBeNull();
  });

  it('says a topic cannot be deactivated while only the minimum of topics is active', async () => {
    const add = (heading: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/tc-config/security-topic/',
        headers: admin.headers,
        payload: { heading, description: `<p>${heading}</p>`, is_active: true },
      });
    const a = (await add('Encryption')).json().data;
    const b = (await add('Access control')).json().data;
    const topics = () => get('/tc-config/security-topic/').then((r) => r.json().data.security_topics as { id: string; deactivate_refusal: string | null }[]);
    expect((await topics()).map((x) => x.deactivate_refusal)).toEqual([topicMessages.minimum, topicMessages.minimum]);
    expect((await get(`/tc-config/security-topic/${a.id}/`)).json().data.deactivate_refusal).toBe(topicMessages.minimum);
    // The server keeps refusing it as well.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/tc-config/security-topic/${b.id}/`,
      headers: admin.headers,
      payload: { is_active: false },
    });
    expect(refused.statusCode).toBe(409);
    await add('Incident response');
    expect((await topics()).every((x) => x.deactivate_refusal === null)).toBe(true);
  });
});
