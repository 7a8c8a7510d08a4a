import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { signInMessages } from '@shared/contracts/iam';
import { TestBrowser } from './sign-in-driver';

const PASSWORD = 'correct horse battery';

describe('signing in through the embedded provider', () => {
  let t: TestApp;
  let acme: TestOrg;
  let globex: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.createOrg('Acme Cloud');
    globex = await t.createOrg('Globex');
    admin = await t.createUser(acme, 'admin', { email: 'ada@acme.test', password: PASSWORD, firstName: 'Ada' });
    await t.createUser(acme, 'sales', { email: 'gone@acme.test', password: PASSWORD, isActive: false });
  });
  afterAll(() => t.close());

  it('signs a user in with email and password and returns the login result', async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.signIn('Ada@Acme.test', PASSWORD, { return_to: '/questionnaires?tab=open' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: admin.id, email: 'ada@acme.test', first_name: 'Ada', role: { slug: 'admin', name: 'Admin' } });
    expect(data.user.permissions.users).toContain('edit');
    expect(data.organization).toMatchObject({ id: acme.id, name: 'Acme Cloud' });
    expect(data).toMatchObject({ company_name: 'Acme Cloud', whitelisted_domains: [], force_relogin: false, feature_trustcenter: true });
    expect(data.return_to).toBe('/questionnaires?tab=open');
    expect(data.expires_in).toBeGreaterThan(60);
    expect(typeof data.refresh_token).toBe('string');
    expect(browser.cookie('tr_refresh')).toBe(data.refresh_token);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(admin.id);
    expect(me.json().data.access_token).toBeUndefined();
  });

  it('sends the browser to the provider with code, PKCE S256, state and nonce, keeping them in a sealed httpOnly cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/iam/login/?return_to=/', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe('http://localhost:3000/oidc/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'trustroom-console',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'http://localhost:3000/auth/redirect',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)).toBeTruthy();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tr_login=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/iam\//);
    expect(cookie).not.toContain(url.searchParams.get('state')!);
  });

  it('shows a branded sign-in page without inline script, under the strict content security policy', async () => {
    const browser = new TestBrowser(t.app);
    const { res } = await browser.startSignIn();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sign in');
    expect(res.body).toContain('name="email"');
    expect(res.body).toContain('Continue');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const css = await t.app.inject({ method: 'GET', url: '/oidc/assets/signin.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('publishes discovery and public signing keys only, and shows provider errors on a branded page', async () => {
    const discovery = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers: { host: 'localhost:3000' } });
    expect(discovery.json()).toMatchObject({ issuer: 'http://localhost:3000/oidc', code_challenge_methods_supported: ['S256'] });
    const jwks = await t.app.inject({ method: 'GET', url: '/oidc/jwks' });
    expect(jwks.json().keys.length).toBeGreaterThan(0);
    for (const k of jwks.json().keys) expect(k.d).toBeUndefined();
    const bad = await t.app.inject({ method: 'GET', url: '/oidc/auth?client_id=someone-else&response_type=code&scope=openid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Oops! Something went wrong');
    expect(bad.body).toContain('Trustroom');
  });

  it('names only the configured address in discovery, whatever Host or X-Forwarded-Host a request carries', async () => {
    for (const headers of [{ host: 'evil.test' }, { host: 'localhost:3000', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' }]) {
      const discovery = (await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration', headers })).json();
      expect(discovery.authorization_endpoint).toBe('http://localhost:3000/oidc/auth');
      expect(JSON.stringify(discovery)).not.toContain('evil.test');
    }
  });

  it('refuses a wrong password with a clear message', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { res, location } = await browser.submitSignIn(page, 'ada@acme.test', 'not the password');
    expect(location).toBeNull();
    expect(res.body).toContain(signInMessages.incorrect);
    expect(res.body).toContain('value="ada@acme.test"');
  });

  it('refuses an unknown email with the same message as a wrong password', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { res, location } = await browser.submitSignIn(page, 'nobody@acme.test', PASSWORD);
    expect(location).toBeNull();
    expect(res.body).toContain('Incorrect email or password.');
  });

  it('tells a deactivated user that their account is deactivated', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { res, location } = await browser.submitSignIn(page, 'gone@acme.test', PASSWORD);
    expect(location).toBeNull();
    expect(res.body).toContain('This account has been deactivated. Please contact your administrator.');
  });

  it('answers a silent sign-in without a provider session with login_required at /auth/redirect', async () => {
    const browser = new TestBrowser(t.app);
    const { location } = await browser.startSignIn({ prompt: 'none' });
    expect(location?.pathname).toBe('/auth/redirect');
    expect(location?.searchParams.get('error')).toBe('login_required');
    expect(location?.searchParams.get('state')).toBeTruthy();
  });

  it('signs in silently when the provider session exists', async () => {
    const browser = new TestBrowser(t.app);
    expect((await browser.signIn('ada@acme.test', PASSWORD)).statusCode).toBe(200);
    const { location } = await browser.startSignIn({ prompt: 'none', return_to: '/trust-center/preview' });
    expect(location?.searchParams.get('code')).toBeTruthy();
    const res = await browser.exchange(location!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ user: { id: admin.id }, return_to: '/trust-center/preview' });
  });

  it('asks for the password again with prompt=login even when the provider session exists', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn('ada@acme.test', PASSWORD);
    const { res, location } = await browser.startSignIn({ prompt: 'login' });
    expect(location).toBeNull();
    expect(res.body).toContain('name="email"');
  });

  it('refuses a code whose state does not match the sign-in this browser started', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { location } = await browser.submitSignIn(page, 'ada@acme.test', PASSWORD);
    const res = await browser.exchange(location!, { state: 'forged-state' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'invalid', detail: signInMessages.stateMismatch });
  });

  it('refuses a code exchanged from another browser (no sign-in cookie)', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { location } = await browser.submitSignIn(page, 'ada@acme.test', PASSWORD);
    const other = new TestBrowser(t.app);
    const res = await other.exchange(location!);
    expect(res.statusCode).toBe(400);
  });

  it('refuses to use a code twice', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { location } = await browser.submitSignIn(page, 'ada@acme.test', PASSWORD);
    expect((await browser.exchange(location!)).statusCode).toBe(200);
    const again = await browser.exchange(location!);
    expect(again.statusCode).toBe(400);
  });

  it('keeps several sign-ins started in different tabs apart', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn('ada@acme.test', PASSWORD);
    const first = await browser.startSignIn({ prompt: 'none', return_to: '/one' });
    const second = await browser.startSignIn({ prompt: 'none', return_to: '/two' });
    const b = await browser.exchange(second.location!);
    const a = await browser.exchange(first.location!);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.return_to, b.json().data.return_to]).toEqual(['/one', '/two']);
  });

  it('moves a sign-in opened on another host name to PUBLIC_URL first, so its cookies meet again', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/iam/login/?return_to=/x&prompt=none', headers: { host: '127.0.0.1:3000' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/api/v1/iam/login/?prompt=none&return_to=%2Fx&canonical=1');
    expect(res.headers['set-cookie']).toBeUndefined();
    const once = await t.app.inject({ method: 'GET', url: '/api/v1/iam/login/?canonical=1', headers: { host: 'internal:8080' } });
    expect(String(once.headers.location)).toMatch(/^http:\/\/localhost:3000\/oidc\/auth\?/);
  });

  it('returns only to paths on this site', async () => {
    const browser = new TestBrowser(t.app);
    for (const evil of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      const res = await browser.signIn('ada@acme.test', PASSWORD, { return_to: evil, prompt: 'login' });
      expect(res.json().data.return_to).toBe('/');
    }
  });

  it('lets the password decide between accounts with the same email in two organisations', async () => {
    await t.createUser(acme, 'sme', { email: 'twin@example.test', password: 'acme password 1' });
    const twin = await t.createUser(globex, 'admin', { email: 'twin@example.test', password: 'globex password 2' });
    const res = await new TestBrowser(t.app).signIn('twin@example.test', 'globex password 2');
    expect(res.json().data.organization.id).toBe(globex.id);
    expect(res.json().data.user.id).toBe(twin.id);
  });

  it('asks which organisation to open when the same email and password open two accounts', async () => {
    await t.createUser(acme, 'sme', { email: 'both@example.test', password: 'shared password' });
    const inGlobex = await t.createUser(globex, 'sales', { email: 'both@example.test', password: 'shared password' });
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const { res: choice } = await browser.submitSignIn(page, 'both@example.test', 'shared password');
    expect(choice.body).toContain('Choose your organisation');
    expect(choice.body).toContain('Acme Cloud');
    expect(choice.body).toContain('Globex');
    const action = /<form method="post" action="([^"]+)"/.exec(choice.body)![1]!;
    const token = /name="choice_token" value="([^"]+)"/.exec(choice.body)![1]!;
    const forged = await browser.request('POST', action, { form: { choice_token: token, user_id: admin.id } });
    expect(forged.statusCode).toBe(400);
    const { location } = await browser.follow(await browser.request('POST', action, { form: { choice_token: token, user_id: inGlobex.id } }));
    const res = await browser.exchange(location!);
    expect(res.json().data.user.id).toBe(inGlobex.id);
  });

  it('shows an expired-page message when the sign-in page is posted without its cookie', async () => {
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!;
    const res = await new TestBrowser(t.app).request('POST', action, { form: { email: 'ada@acme.test', password: PASSWORD } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in page has expired');
  });

  it('stops password guessing after 10 failed attempts, even with the right password', async () => {
    await t.createUser(acme, 'sme', { email: 'target@acme.test', password: PASSWORD });
    const browser = new TestBrowser(t.app);
    const { res: page } = await browser.startSignIn();
    for (let i = 0; i < 10; i++) {
      const { res } = await browser.submitSignIn(page, 'target@acme.test', `guess ${i}`);
      expect(/<div class="alert[^>]*>([^<]*)/.exec(res.body)?.[1]).toBe(signInMessages.incorrect);
    }
    const { res, location } = await browser.submitSignIn(page, 'target@acme.test', PASSWORD);
    expect(location).toBeNull();
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    // Other people are not locked out.
    expect((await new TestBrowser(t.app).signIn('ada@acme.test', PASSWORD)).statusCode).toBe(200);
  });
});

describe('signing in behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://trust.example.com' });
    const org = await t.createOrg('Acme Cloud');
    await t.createUser(org, 'admin', { email: 'ada@acme.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('marks every sign-in cookie Secure and still completes the flow', async () => {
    const browser = new TestBrowser(t.app, 'https://trust.example.com');
    const start = await browser.request('GET', '/api/v1/iam/login/');
    expect(String(start.headers['set-cookie'])).toMatch(/tr_login=.*Secure/);
    expect(String(start.headers.location)).toMatch(/^https:\/\/trust\.example\.com\/oidc\/auth\?/);
    const { res: page } = await browser.follow(start);
    const done = await browser.submitSignIn(page, 'ada@acme.test', PASSWORD);
    const providerCookies = ([] as string[]).concat((done.res.headers['set-cookie'] as string[] | string | undefined) ?? []);
    const sessionCookies = providerCookies.filter((c) => c.startsWith('_session'));
    expect(sessionCookies.length).toBeGreaterThan(0);
    for (const c of sessionCookies) expect(c.toLowerCase()).toContain('; secure');
    const res = await browser.exchange(done.location!);
    expect(res.statusCode, res.body).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/tr_refresh=.*Secure/);
    expect(res.headers['strict-transport-security']).toBeTruthy();
  });
});
