import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { sessions, users } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import { TestBrowser } from './sign-in-driver';

const PASSWORD = 'correct horse battery';

describe('a Globex user cannot see or change Acme', () => {
  let t: TestApp;
  let acme: TestOrg;
  let globex: TestOrg;
  let acmeAdmin: TestUser;
  let globexAdmin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.createOrg('Acme Cloud');
    globex = await t.createOrg('Globex');
    acmeAdmin = await t.createUser(acme, 'admin', { email: 'admin@acme.test', password: PASSWORD });
    await t.createUser(acme, 'sales', { email: 'sales@acme.test' });
    globexAdmin = await t.createUser(globex, 'admin', { email: 'admin@globex.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('shows a signed-in Globex user only their own organisation', async () => {
    const login = (await new TestBrowser(t.app).signIn('admin@globex.test', PASSWORD)).json().data;
    expect(login.organization).toMatchObject({ id: globex.id, name: 'Globex' });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${login.access_token}` } });
    expect(me.json().data.organization.id).toBe(globex.id);
    expect(me.json().data.user.id).toBe(globexAdmin.id);
    expect(JSON.stringify(me.json())).not.toContain(acme.id);
  });

  it('cannot read or change Acme users or sessions as Globex, even with hand-written queries', async () => {
    const db = t.database.db;
    const seen = await withTenant(db, { organizationId: globex.id, userId: globexAdmin.id }, (tx) => tx.select().from(users));
    expect(seen.map((u) => u.organizationId)).toEqual(seen.map(() => globex.id));
    expect(seen.some((u) => u.email.endsWith('@acme.test'))).toBe(false);

    const byId = await withTenant(db, { organizationId: globex.id }, (tx) => tx.select().from(users).where(eq(users.id, acmeAdmin.id)));
    expect(byId).toEqual([]);

    const changed = await withTenant(db, { organizationId: globex.id }, (tx) =>
      tx.update(users).set({ firstName: 'Hacked' }).where(eq(users.id, acmeAdmin.id)).returning(),
    );
    expect(changed).toEqual([]);
    const removed = await withTenant(db, { organizationId: globex.id }, (tx) => tx.delete(sessions).where(eq(sessions.userId, acmeAdmin.id)).returning());
    expect(removed).toEqual([]);

    await expect(
      withTenant(db, { organizationId: globex.id }, (tx) =>
        tx.insert(users).values({ organizationId: acme.id, email: 'spy@acme.test', firstName: 'Spy', roleId: acme.roleIds.admin }),
      ),
    ).rejects.toThrow();

    const [still] = await withTenant(db, { organizationId: acme.id }, (tx) => tx.select().from(users).where(eq(users.id, acmeAdmin.id)));
    expect(still!.firstName).not.toBe('Hacked');
    const acmeSessions = await withTenant(db, { organizationId: acme.id }, (tx) => tx.select().from(sessions).where(eq(sessions.userId, acmeAdmin.id)));
    expect(acmeSessions.length).toBeGreaterThan(0);
  });

  it('refuses a Globex token whose organisation was rewritten to Acme', async () => {
    const [h, p, s] = globexAdmin.token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const rewritten = `${h}.${Buffer.from(JSON.stringify({ ...claims, org: acme.id })).toString('base64url')}.${s}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${rewritten}` } });
    expect(res.statusCode).toBe(401);
  });

  it('signing out as Globex leaves Acme sessions alone', async () => {
    const acmeLogin = (await new TestBrowser(t.app).signIn('admin@acme.test', PASSWORD)).json().data;
    const globexLogin = (await new TestBrowser(t.app).signIn('admin@globex.test', PASSWORD)).json().data;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/iam/logout/',
      payload: {},
      headers: { authorization: `Bearer ${globexLogin.access_token}` },
    });
    expect(out.statusCode).toBe(200);
    const acmeMe = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${acmeLogin.access_token}` } });
    expect(acmeMe.statusCode).toBe(200);
    expect(acmeMe.json().data.organization.id).toBe(acme.id);
  });
});
