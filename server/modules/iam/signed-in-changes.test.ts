import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { buildApp } from '../../app';
import { openDatabase, type Database, type Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { AuthCache } from '../../lib/auth/auth-cache';
import type { AuthContext } from '../../lib/context';

/**
 * Who a token is gets remembered per instance for a few seconds (lib/auth/auth-cache.ts). What a user
 * notices must not change: a sign-out, a deactivation, a role change or a revoked key takes effect on the
 * very next request on this instance, and on the other instances once they hear of it.
 */
const get = (app: FastifyInstance, url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
const customers = '/api/v1/customer/';
const me = '/api/v1/iam/me/';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Acme');
  admin = await t.createUser(org, 'admin');
});
afterAll(() => t.close());

describe('signed-in changes take effect at once on the same instance', () => {
  it('a user whose role loses a permission is refused it on their next request, with the same token', async () => {
    const role = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/iam/roles/',
        headers: admin.headers,
        payload: { name: 'Account team', description: '', permissions: { customer: ['view'] } },
      })
    ).json().data;
    const ann = await t.createUser(org, 'sales');
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/iam/user-manage/${ann.id}/`, headers: admin.headers, payload: { group_id: role.id } })).statusCode,
    ).toBe(200);
    expect((await get(t.app, customers, ann.headers)).statusCode).toBe(200);
    expect((await get(t.app, customers, ann.headers)).statusCode).toBe(200); // answered from the cache now
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/iam/roles/${role.id}/`,
      headers: admin.headers,
      payload: { permissions: { documents: ['view'] } },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await get(t.app, customers, ann.headers)).statusCode).toBe(403);
  });

  it('a user moved to another role has that role on their next request', async () => {
    const bob = await t.createUser(org, 'sme');
    expect((await get(t.app, customers, bob.headers)).statusCode).toBe(403); // an SME does not see customer accounts
    await t.app.inject({ method: 'PATCH', url: `/api/v1/iam/user-manage/${bob.id}/`, headers: admin.headers, payload: { group_id: org.roleIds.sales } });
    expect((await get(t.app, customers, bob.headers)).statusCode).toBe(200);
    expect((await get(t.app, me, bob.headers)).json().data.user.role.slug).toBe('sales');
  });

  it('a deactivated user is stopped on their next request', async () => {
    const cleo = await t.createUser(org, 'sales');
    expect((await get(t.app, customers, cleo.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/iam/user-manage/${cleo.id}/`, headers: admin.headers, payload: { is_active: false } })).statusCode,
    ).toBe(200);
    expect((await get(t.app, customers, cleo.headers)).statusCode).toBe(401);
  });

  it('a signed-out access token is refused on the next request', async () => {
    const dan = await t.createUser(org, 'sales');
    expect((await get(t.app, me, dan.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/iam/logout/', headers: dan.headers, payload: {} })).statusCode).toBe(200);
    expect((await get(t.app, me, dan.headers)).statusCode).toBe(401);
  });

  it('a revoked API key stops working on the next request', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/v1/iam/api-keys/', headers: admin.headers, payload: { name: 'Export' } })).json().data;
    const key = { authorization: `Bearer ${created.key}` };
    expect((await get(t.app, customers, key)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/iam/api-keys/${created.id}/`, headers: admin.headers })).statusCode).toBeLessThan(300);
    expect((await get(t.app, customers, key)).statusCode).toBe(401);
  });

  it('a change in one organisation leaves the callers of another signed in', async () => {
    const other = await t.createOrg('Globex');
    const otherAdmin = await t.createUser(other, 'admin');
    expect((await get(t.app, customers, otherAdmin.headers)).statusCode).toBe(200);
    const eve = await t.createUser(org, 'sales');
    await t.app.inject({ method: 'PATCH', url: `/api/v1/iam/user-manage/${eve.id}/`, headers: admin.headers, payload: { is_active: false } });
    expect((await get(t.app, customers, otherAdmin.headers)).statusCode).toBe(200);
  });
});

describe('signed-in changes reach a second instance on the same database', () => {
  let second: FastifyInstance;
  let secondDb: Database;

  beforeAll(async () => {
    // A second app with its own database handle (its own pool on PostgreSQL), as another process would have.
    secondDb = t.database.pglite
      ? { ...t.database, db: drizzle(t.database.pglite, { schema }) as unknown as Db, close: async () => undefined }
      : await openDatabase({ databaseUrl: t.database.url!, migrate: false });
    second = await buildApp(t.config, secondDb, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
  });

  // Well inside the cache's 5 s lifetime: the notification, not the expiry, ends the caller there.
  it('a user deactivated on one instance is stopped on the other once it hears of it', async () => {
    const fay = await t.createUser(org, 'sales');
    expect((await get(second, customers, fay.headers)).statusCode).toBe(200);
    expect((await get(second, customers, fay.headers)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/iam/user-manage/${fay.id}/`, headers: admin.headers, payload: { is_active: false } })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect((await get(second, customers, fay.headers)).statusCode).toBe(401), { timeout: 2500, interval: 20 });
  });

  it('a sign-out on one instance ends the token on the other', async () => {
    const gus = await t.createUser(org, 'sales');
    expect((await get(second, me, gus.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/iam/logout/', headers: gus.headers, payload: {} })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await get(second, me, gus.headers)).statusCode).toBe(401), { timeout: 2500, interval: 20 });
  });
});

describe('the cache bound when a notification is missed', () => {
  const caller: AuthContext = {
    userId: 'u',
    organizationId: 'o',
    email: 'a@b.c',
    fullName: 'A',
    roleId: 'r',
    roleSlug: 'sales',
    permissions: {},
    sessionId: 's',
    via: 'session',
  };
  async function listeningCache(now: () => number) {
    const cache = new AuthCache({ ttlMs: 5000, now });
    await cache.listen(t.database, { warn: () => undefined });
    return cache;
  }

  it('forgets a caller after its lifetime even if no change was heard', async () => {
    let clock = 1_000_000;
    const cache = await listeningCache(() => clock);
    cache.set('token', caller, cache.begin());
    expect(cache.get('token')).toEqual(caller);
    clock += 4999;
    expect(cache.get('token')).toEqual(caller);
    clock += 2;
    expect(cache.get('token')).toBeUndefined();
    await cache.close(t.database);
  });

  it('never outlives the access token itself', async () => {
    let clock = 1_000_000;
    const cache = await listeningCache(() => clock);
    cache.set('token', caller, cache.begin(), clock + 1000);
    clock += 1000;
    expect(cache.get('token')).toBeUndefined();
    await cache.close(t.database);
  });

  it('does not remember a lookup that raced a change', async () => {
    const cache = await listeningCache(() => Date.now());
    const epoch = cache.begin();
    cache.forget('o'); // a change committed while the lookup was reading
    cache.set('token', caller, epoch);
    expect(cache.get('token')).toBeUndefined();
    await cache.close(t.database);
  });
});
