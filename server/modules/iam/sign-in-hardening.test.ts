import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { safeReturnTo } from './login-state';
import { TestBrowser } from './sign-in-driver';

const PASSWORD = 'correct horse battery';

async function guess(browser: TestBrowser, email: string, password: string, headers: Record<string, string> = {}) {
  const { res: page } = await browser.startSignIn();
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
  return browser.request('POST', action, { form: { email, password }, headers });
}

describe('sign-in throttling without a trusted proxy', () => {
  let t: TestApp;
  let acme: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.createOrg('Acme Cloud');
    await t.createUser(acme, 'sme', { email: 'target@acme.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a new header value on each guess does not reset the count', async () => {
    const browser = new TestBrowser(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await guess(browser, 'target@acme.test', `guess ${i}`, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes.slice(10)).toEqual([429, 429]);
    const right = await guess(browser, 'target@acme.test', PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(right.statusCode).toBe(429);
  });
});

describe('sign-in throttling behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const acme = await t.createOrg('Acme Cloud');
    await t.createUser(acme, 'sme', { email: 'target@acme.test', password: PASSWORD });
    await t.createUser(acme, 'sales', { email: 'other@acme.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('counts per forwarded address, and per account over every address', async () => {
    const browser = new TestBrowser(t.app);
    // One address: blocked after 10; another person on another address is not.
    for (let i = 0; i < 10; i++) expect((await guess(browser, 'target@acme.test', `g${i}`, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(401);
    expect((await guess(browser, 'target@acme.test', PASSWORD, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
    const other = await guess(new TestBrowser(t.app), 'other@acme.test', PASSWORD, { 'x-forwarded-for': '203.0.113.99' });
    expect(other.statusCode).toBe(303);
    // Many addresses against one account: the account's own count stops them (30 in the window).
    for (let i = 0; i < 20; i++) expect((await guess(browser, 'target@acme.test', `h${i}`, { 'x-forwarded-for': `198.51.100.${i + 1}` })).statusCode).toBe(401);
    const fresh = await guess(new TestBrowser(t.app), 'target@acme.test', PASSWORD, { 'x-forwarded-for': '192.0.2.200' });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.body).toContain('Too many failed sign-in attempts.');
  }, 60_000);
});

describe('failures on one account from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    const acme = await t.createOrg('Acme Cloud');
    await t.createUser(acme, 'admin', { email: 'boss@acme.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  it('do not lock the person out of an address they signed in from before, while new addresses stay blocked', async () => {
    const office = { 'x-forwarded-for': '203.0.113.50' };
    expect((await guess(new TestBrowser(t.app), 'boss@acme.test', PASSWORD, office)).statusCode).toBe(303);
    const attacker = new TestBrowser(t.app);
    for (let i = 0; i < 30; i++) await guess(attacker, 'boss@acme.test', `h${i}`, { 'x-forwarded-for': `198.51.100.${i + 1}` });
    expect((await guess(new TestBrowser(t.app), 'boss@acme.test', PASSWORD, { 'x-forwarded-for': '192.0.2.200' })).statusCode).toBe(429);
    expect((await guess(new TestBrowser(t.app), 'boss@acme.test', PASSWORD, office)).statusCode).toBe(303);
  }, 60_000);
});

describe('returning after sign-in', () => {
  const base = 'http://localhost:3000';
  it('normalizes a return path first, then keeps it only when it stays on this site', () => {
    for (const evil of [
      '/.//evil.example/x',
      '/..//evil.example',
      '/./..//evil.example',
      '//evil.example',
      '/%2F%2Fevil.example',
      '/%2e%2e//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      '/auth/redirect?code=x',
    ]) {
      expect(safeReturnTo(evil, base), evil).toBe('/');
    }
    expect(safeReturnTo('/questionnaires/./abc/../list?tab=open#x', base)).toBe('/questionnaires/list?tab=open#x');
    expect(safeReturnTo('/trust-center/security-topics', base)).toBe('/trust-center/security-topics');
  });
});

describe('refresh token reuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const acme = await t.createOrg('Acme Cloud');
    await t.createUser(acme, 'admin', { email: 'ada@acme.test', password: PASSWORD });
  });
  afterAll(() => t.close());

  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/iam/token/refresh/', payload: { refresh_token: token } });

  it('ends the whole session when an already rotated refresh token comes back', async () => {
    const login = (await new TestBrowser(t.app).signIn('ada@acme.test', PASSWORD)).json().data;
    const second = await refresh(login.refresh_token);
    expect(second.statusCode).toBe(200);
    const current = second.json().data;
    // Some time later the first token is presented again (it was copied).
    await t.database.db.execute(sql`update sessions set last_used_at = now() - interval '1 minute'`);
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
    // Every token of that sign-in is now dead: the latest refresh token and the access token.
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${current.access_token}` } });
    expect(me.statusCode).toBe(401);
  });

  it('does not end the session when two tabs refresh with the same token at the same moment', async () => {
    const login = (await new TestBrowser(t.app).signIn('ada@acme.test', PASSWORD)).json().data;
    const first = await refresh(login.refresh_token);
    expect(first.statusCode).toBe(200);
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
    expect((await refresh(first.json().data.refresh_token)).statusCode).toBe(200);
  });

  it('leaves sessions alone when a forged token names them', async () => {
    const login = (await new TestBrowser(t.app).signIn('ada@acme.test', PASSWORD)).json().data;
    const [sid] = String(login.refresh_token).split('.');
    await t.database.db.execute(sql`update sessions set last_used_at = now() - interval '1 minute'`);
    expect((await refresh(`${sid}.forged.bm90LWEtbWFj`)).statusCode).toBe(401);
    expect((await refresh(login.refresh_token)).statusCode).toBe(200);
  });
});
