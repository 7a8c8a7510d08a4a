import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { signInMessages } from '@shared/contracts/iam';
import { getOrCreateSecret } from '../../lib/secrets';
import { TestBrowser } from './sign-in-driver';

const PASSWORD = 'correct horse battery';

async function freePort() {
  return new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * OIDC_ISSUER set: our server is a relying party of another provider (here: a second Trustroom's
 * embedded provider, listening on loopback), and users are matched by email within their organisation.
 */
describe('signing in with an external OpenID Connect provider', () => {
  let idp: TestApp;
  let app: TestApp;
  let origin: string;
  let acme: TestOrg;
  let globex: TestOrg;
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    idp = await createTestApp({ PUBLIC_URL: origin });
    await idp.app.listen({ port, host: '127.0.0.1' });
    const idpOrg = await idp.createOrg('Identity');
    for (const email of ['ada@acme.test', 'gone@acme.test', 'stranger@nowhere.test', 'twin@example.test']) {
      await idp.createUser(idpOrg, 'sme', { email, password: PASSWORD });
    }
    const secret = await getOrCreateSecret<string>(idp.database.db, 'oidc_client_secret', () => 'unused');
    app = await createTestApp({ PUBLIC_URL: origin, OIDC_ISSUER: `${origin}/oidc`, OIDC_CLIENT_ID: 'trustroom-console', OIDC_CLIENT_SECRET: secret });
    acme = await app.createOrg('Acme Cloud');
    globex = await app.createOrg('Globex');
    await app.createUser(acme, 'admin', { email: 'Ada@Acme.test' });
    await app.createUser(acme, 'sales', { email: 'gone@acme.test', isActive: false });
    await app.createUser(acme, 'sme', { email: 'twin@example.test' });
    await app.createUser(globex, 'sme', { email: 'twin@example.test' });
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  const browser = () => new TestBrowser((path) => (path.startsWith('/oidc') ? idp.app : app.app), origin);

  it('sends the browser to the external provider found by discovery', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/v1/iam/login/', headers: { host: new URL(origin).host } });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.href.startsWith(`${origin}/oidc/auth?`)).toBe(true);
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/auth/redirect`);
  });

  it('matches the signed-in person to our user by email, case-insensitively', async () => {
    const res = await browser().signIn('ada@acme.test', PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.email).toBe('Ada@Acme.test');
    expect(res.json().data.organization.id).toBe(acme.id);
  });

  it('refuses a person who is no user of ours with the not-authorized message', async () => {
    const res = await browser().signIn('stranger@nowhere.test', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].detail).toBe(signInMessages.notAuthorized);
  });

  it('refuses a deactivated user', async () => {
    const res = await browser().signIn('gone@acme.test', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].detail).toBe(signInMessages.deactivated);
  });

  it('refuses an email that is an active user in two organisations', async () => {
    const res = await browser().signIn('twin@example.test', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].detail).toBe(signInMessages.ambiguousEmail);
  });

  it('signs out at the external provider too', async () => {
    const b = browser();
    const login = (await b.signIn('ada@acme.test', PASSWORD)).json().data;
    const out = await b.request('POST', '/api/v1/iam/logout/', { json: {}, headers: { authorization: `Bearer ${login.access_token}` } });
    const url = new URL(out.json().data.end_session_url);
    expect(url.origin + url.pathname).toBe(`${origin}/oidc/session/end`);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
  });
});
