import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { activityLogs, users } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import { createInvitationLink } from '../../lib/oidc/invitations';
import { TestBrowser } from './sign-in-driver';

const NEW_PASSWORD = 'a brand new password';

describe('invited users set their password', () => {
  let t: TestApp;
  let acme: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.createOrg('Acme Cloud');
  });
  afterAll(() => t.close());

  const deps = () => ({ config: t.config, db: t.database.db });
  const path = (link: string) => link.replace('http://localhost:3000', '');
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const providerSessionsOf = async (userId: string) => {
    const { rows } = (await t.database.db.execute(
      `select count(*)::int as n from oidc_payloads where type = 'Session' and payload->>'accountId' = '${userId}'`,
    )) as unknown as { rows: { n: number }[] };
    return rows[0]!.n;
  };

  it('lets an invited user choose a password and then sign in with it', async () => {
    const invited = await t.createUser(acme, 'sme', { email: 'new@acme.test', firstName: 'Nora' });
    const link = await createInvitationLink(deps(), invited);
    expect(link).toMatch(/^http:\/\/localhost:3000\/oidc\/set-password\?token=/);

    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Welcome, Nora');
    expect(page.body).toContain('new@acme.test');
    expect(page.body).not.toMatch(/<script/);

    const browser = new TestBrowser(t.app);
    const short = await browser.request('POST', '/oidc/set-password', { form: { token: tokenOf(link), password: 'short', confirm: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 10 characters');
    const mismatch = await browser.request('POST', '/oidc/set-password', {
      form: { token: tokenOf(link), password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` },
    });
    expect(mismatch.body).toContain('The passwords do not match.');

    const done = await browser.request('POST', '/oidc/set-password', { form: { token: tokenOf(link), password: NEW_PASSWORD, confirm: NEW_PASSWORD } });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is set');

    const login = await new TestBrowser(t.app).signIn('new@acme.test', NEW_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.id).toBe(invited.id);

    const log = await withTenant(t.database.db, { organizationId: acme.id }, (tx) =>
      tx.select().from(activityLogs).where(eq(activityLogs.objectId, invited.id)),
    );
    expect(log.map((l) => l.action)).toContain('password_set');
  });

  it('refuses a link that was already used', async () => {
    const invited = await t.createUser(acme, 'sme', { email: 'once@acme.test' });
    const link = await createInvitationLink(deps(), invited);
    const browser = new TestBrowser(t.app);
    await browser.request('POST', '/oidc/set-password', { form: { token: tokenOf(link), password: NEW_PASSWORD, confirm: NEW_PASSWORD } });
    const again = await t.app.inject({ method: 'GET', url: path(link) });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This invitation link has expired or has already been used.');
    const replay = await browser.request('POST', '/oidc/set-password', {
      form: { token: tokenOf(link), password: 'someone else entirely', confirm: 'someone else entirely' },
    });
    expect(replay.statusCode).toBe(400);
    expect((await new TestBrowser(t.app).signIn('once@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs the account out everywhere when a new password is set', async () => {
    const invited = await t.createUser(acme, 'sme', { email: 'reset@acme.test', password: 'the old password' });
    expect((await new TestBrowser(t.app).signIn('reset@acme.test', 'the old password')).statusCode).toBe(200);
    expect(await providerSessionsOf(invited.id)).toBeGreaterThan(0);
    const link = await createInvitationLink(deps(), invited);
    await new TestBrowser(t.app).request('POST', '/oidc/set-password', { form: { token: tokenOf(link), password: NEW_PASSWORD, confirm: NEW_PASSWORD } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: invited.headers })).statusCode).toBe(401);
    expect(await providerSessionsOf(invited.id)).toBe(0);
  });

  it('refuses an expired or altered link', async () => {
    const invited = await t.createUser(acme, 'sme', { email: 'late@acme.test' });
    const expired = await createInvitationLink(deps(), invited, { ttlSeconds: -60 });
    expect((await t.app.inject({ method: 'GET', url: path(expired) })).body).toContain('has expired');
    const good = await createInvitationLink(deps(), invited);
    const altered = good.replace(/token=([^.]+)\.([^.]+)\./, (_m, h, p) => `token=${h}.${p}x.`);
    expect((await t.app.inject({ method: 'GET', url: path(altered) })).statusCode).toBe(400);
  });

  it('tells a deactivated user that their account is deactivated', async () => {
    const invited = await t.createUser(acme, 'sme', { email: 'off@acme.test' });
    const link = await createInvitationLink(deps(), invited);
    await withTenant(t.database.db, { organizationId: acme.id }, (tx) => tx.update(users).set({ isActive: false }).where(eq(users.id, invited.id)));
    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.body).toContain('This account has been deactivated. Please contact your administrator.');
  });

  it('shows the welcome screen flag on a first sign-in', async () => {
    const invited = await t.createUser(acme, 'sales', { email: 'first@acme.test', password: NEW_PASSWORD });
    await withTenant(t.database.db, { organizationId: acme.id }, (tx) => tx.update(users).set({ lastLogin: null }).where(eq(users.id, invited.id)));
    const first = await new TestBrowser(t.app).signIn('first@acme.test', NEW_PASSWORD);
    expect(first.json().data.show_welcome_screen).toBe(true);
    const second = await new TestBrowser(t.app).signIn('first@acme.test', NEW_PASSWORD);
    expect(second.json().data.show_welcome_screen).toBe(false);
  });
});
