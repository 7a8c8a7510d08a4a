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

  it('sends security headers: a strict content security policy, no sniffing, no framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
