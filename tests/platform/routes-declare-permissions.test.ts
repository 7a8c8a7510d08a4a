import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPermission } from '@shared/permissions';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every API route', () => {
  it('declares a permission from the shared map, or is explicitly public or for any signed-in user', () => {
    expect(t.app.declaredRoutes.length).toBeGreaterThan(0);
    const undeclared = t.app.declaredRoutes.filter(
      (r) => !(r.permission === 'public' || r.permission === 'authenticated' || (r.permission && isPermission(r.permission))),
    );
    expect(undeclared.map((r) => `${r.method} ${r.url} (${r.permission ?? 'none'})`)).toEqual([]);
  });

  it('answers an unknown API path with a 404 in the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', detail: 'Not found.', attr: null }] });
  });

  it('refuses a protected call without a token, with a forged token and with another key', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/' });
    expect(none.statusCode).toBe(401);
    expect(none.json().errors[0].code).toBe('not_authenticated');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard/summary/',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.abc' },
    });
    expect(forged.statusCode).toBe(401);
    const badKey = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: { authorization: 'Bearer trk_notarealkey' } });
    expect(badKey.statusCode).toBe(401);
  });

  it('refuses a protected call without a token however its path is spelled (percent-encoded letters, a doubled slash)', async () => {
    const protectedGets = t.app.declaredRoutes.filter((r) => r.method === 'GET' && r.permission !== 'public' && !r.url.includes(':'));
    expect(protectedGets.length).toBeGreaterThan(20);
    const answers = new Set<string>();
    for (const r of protectedGets) {
      for (const url of [r.url.replace('/api/v1', '/api/%761'), r.url.replace('/api/', '/%61pi/'), r.url.replace('/api/v1/', '/api/v1//')]) {
        const res = await t.app.inject({ method: 'GET', url });
        answers.add(`${res.statusCode}`);
        expect([401, 404], `${url} answered ${res.statusCode}`).toContain(res.statusCode);
      }
    }
    expect(answers).toContain('401');
  });

  it('sends security headers: a strict content security policy, no sniffing, no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
