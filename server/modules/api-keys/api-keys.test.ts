import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '@tests/support/app';

let t: TestApp;
let admin: TestUser;
let colleague: TestUser;
let sales: TestUser;
let otherAdmin: TestUser;
const base = '/api/v1/iam/api-keys';

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.createOrg('Acme');
  admin = await t.createUser(org, 'admin');
  colleague = await t.createUser(org, 'admin');
  sales = await t.createUser(org, 'sales');
  otherAdmin = await t.createUser(await t.createOrg('Globex'), 'admin');
});
afterAll(() => t.close());

describe('personal API keys', () => {
  it('shows a new key once, stores only its hash, and the key acts as its owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { name: 'CI export' } });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created.key).toMatch(/^trk_/);
    expect(created.prefix).toBe(created.key.slice(0, 10));
    const { rows } = (await t.database.db.execute(`select key_hash from api_keys where id = '${created.id}'`)) as unknown as { rows: { key_hash: string }[] };
    expect(rows[0]!.key_hash).not.toContain(created.key);
    const list = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers });
    expect(list.json().data.api_keys).toEqual([
      { id: created.id, name: 'CI export', prefix: created.prefix, created_at: created.created_at, last_used_at: null },
    ]);
    expect(JSON.stringify(list.json())).not.toContain(created.key);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${created.key}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(admin.id);
    const users = await t.app.inject({ method: 'GET', url: '/api/v1/iam/user-manage/', headers: { authorization: `Bearer ${created.key}` } });
    expect(users.statusCode).toBe(200);
    const used = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers });
    expect(used.json().data.api_keys[0].last_used_at).not.toBeNull();
  });

  it('revokes a key so it stops working, and records both changes', async () => {
    const created = (await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { name: 'Temp' } })).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/${created.id}/`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    const denied = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${created.key}` } });
    expect(denied.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'DELETE', url: `${base}/${created.id}/`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    const { rows } = (await t.database.db.execute(
      `select action, "group" from activity_logs where object_id = '${created.id}' order by created_at`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      { action: 'created', group: 'other' },
      { action: 'revoked', group: 'other' },
    ]);
  });

  it('makes keys only from a signed-in session: a key cannot make another key that would outlive its revocation', async () => {
    const created = (await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { name: 'Leaked' } })).json().data;
    const asKey = { authorization: `Bearer ${created.key}` };
    const minted = await t.app.inject({ method: 'POST', url: `${base}/`, headers: asKey, payload: { name: 'Persistence' } });
    expect(minted.statusCode).toBe(403);
    expect(minted.json().errors[0].detail).toBe('An API key cannot do this. Sign in to the console and do it there.');
    const names = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers })).json().data.api_keys.map((k: { name: string }) => k.name);
    expect(names).not.toContain('Persistence');
    // The key still does what its owner may otherwise, revoking itself included.
    expect((await t.app.inject({ method: 'GET', url: `${base}/`, headers: asKey })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${created.id}/`, headers: asKey })).statusCode).toBe(204);
  });

  it("keeps keys personal: a colleague neither sees nor revokes another's key", async () => {
    const mine = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers })).json().data.api_keys[0];
    const theirs = await t.app.inject({ method: 'GET', url: `${base}/`, headers: colleague.headers });
    expect(theirs.json().data.api_keys).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${mine.id}/`, headers: colleague.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${mine.id}/`, headers: otherAdmin.headers })).statusCode).toBe(404);
  });

  it('is not offered to roles without the api_keys permission', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${base}/`, headers: sales.headers, payload: { name: 'x' } })).statusCode).toBe(403);
  });

  it('asks for a name', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].attr).toBe('name');
  });
});
