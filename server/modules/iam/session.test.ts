import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { getOrCreateSecret } from '../../lib/secrets';
import { TestBrowser } from './sign-in-driver';

const PASSWORD = 'correct horse battery';
const me = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${token}` } });

describe('sessions: tokens, refresh and sign-out', () => {
  let t: TestApp;
  let acme: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.createOrg('Acme Cloud');
    admin = await t.createUser(acme, 'admin', { email: 'ada@acme.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  async function signedIn() {
    const browser = new TestBrowser(t.app);
    const res = await browser.signIn('ada@acme.test', PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    return { browser, login: res.json().data as { access_token: string; refresh_token: string } };
  }

  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('not_authenticated');
  });

  it('refuses a token signed with another key', async () => {
    const forged = await new SignJWT({ org: acme.id, sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(admin.id)
      .setIssuer('http://localhost:3000')
      .setAudience('trustroom-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key'));
    expect((await me(t, forged)).statusCode).toBe(401);
  });

  it('refuses an unsigned token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({
        sub: admin.id,
        org: acme.id,
        sid: crypto.randomUUID(),
        iss: 'http://localhost:3000',
        aud: 'trustroom-api',
        exp: Math.floor(Date.now() / 1000) + 600,
      }),
    ).toString('base64url');
    expect((await me(t, `${header}.${body}.`)).statusCode).toBe(401);
  });

  it('refuses a token whose claims were tampered with', async () => {
    const { login } = await signedIn();
    const [h, p, s] = login.access_token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, org: crypto.randomUUID() })).toString('base64url')}.${s}`;
    expect((await me(t, login.access_token)).statusCode).toBe(200);
    expect((await me(t, tampered)).statusCode).toBe(401);
  });

  it('refuses an expired token, even one signed with the right key', async () => {
    const { login } = await signedIn();
    const claims = JSON.parse(Buffer.from(login.access_token.split('.')[1]!, 'base64url').toString());
    const key = await getOrCreateSecret<string>(t.database.db, 'access_token_key', () => 'unused');
    const expired = await new SignJWT({ org: claims.org, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer('http://localhost:3000')
      .setAudience('trustroom-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(key));
    expect((await me(t, expired)).statusCode).toBe(401);
  });

  it('refreshes the session from the httpOnly cookie, rotating the refresh token', async () => {
    const { browser, login } = await signedIn();
    const first = await browser.request('POST', '/api/v1/iam/token/refresh/', { json: {} });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data.user.id).toBe(admin.id);
    expect(data.refresh_token).not.toBe(login.refresh_token);
    expect(browser.cookie('tr_refresh')).toBe(data.refresh_token);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1\/iam\//);
    expect((await me(t, data.access_token)).statusCode).toBe(200);

    // The old refresh token no longer works.
    const stale = await t.app.inject({ method: 'POST', url: '/api/v1/iam/token/refresh/', payload: { refresh_token: login.refresh_token } });
    expect(stale.statusCode).toBe(401);
  });

  it('refreshes with a refresh token sent in the body', async () => {
    const { login } = await signedIn();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/iam/token/refresh/', payload: { refresh_token: login.refresh_token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(admin.id);
  });

  it('refuses to refresh without a refresh token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/iam/token/refresh/', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('signs out: the session ends, its tokens stop working and the provider session ends without a question', async () => {
    const { browser, login } = await signedIn();
    const out = await browser.request('POST', '/api/v1/iam/logout/', { json: {}, headers: { authorization: `Bearer ${login.access_token}` } });
    expect(out.statusCode).toBe(200);
    expect(browser.cookie('tr_refresh')).toBeUndefined();
    expect((await me(t, login.access_token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/iam/token/refresh/', payload: { refresh_token: login.refresh_token } });
    expect(refreshed.statusCode).toBe(401);

    const endSession = new URL(out.json().data.end_session_url);
    expect(endSession.origin + endSession.pathname).toBe('http://localhost:3000/oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/auth/redirect?logout=true');
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();

    // The provider's page submits itself (a script file, no inline script) and then returns to the console.
    const page = await browser.request('GET', endSession.href);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signing you out');
    expect(page.body).toContain('/oidc/assets/auto-submit.js');
    expect(page.body).not.toContain('Do you want to sign-out');
    const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? /action="([^"]+)"/.exec(page.body)![1]!;
    const fields = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields.logout).toBe('yes');
    const done = await browser.request('POST', action, { form: fields });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/auth/redirect?logout=true');

    // Signing in again asks for the password: the provider session is gone.
    const { location } = await browser.startSignIn({ prompt: 'none' });
    expect(location?.searchParams.get('error')).toBe('login_required');
  });

  it('stops a deactivated user at once: their token, refresh and silent sign-in all fail', async () => {
    const sam = await t.createUser(acme, 'sales', { email: 'sam@acme.test', password: PASSWORD });
    const browser = new TestBrowser(t.app);
    const login = (await browser.signIn('sam@acme.test', PASSWORD)).json().data;
    const { users } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, sam.id));
    expect((await me(t, login.access_token)).statusCode).toBe(401);
    expect((await browser.request('POST', '/api/v1/iam/token/refresh/', { json: {} })).statusCode).toBe(401);
    const { location } = await browser.startSignIn({ prompt: 'none' });
    expect(location?.searchParams.get('error')).toBe('login_required');
    // Interactively, the sign-in page is shown again.
    const { res: page } = await browser.startSignIn();
    expect(page.body).toContain('name="email"');
  });
});
