import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/app';
import { multipart } from '../support/multipart';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const org = await t.createOrg('Acme Cloud');
  admin = await t.createUser(org, 'admin');
});
afterAll(() => t.close());

const nulMessage = /contains a character that is not allowed \(U\+0000\)/;

describe('text with a NUL character (U+0000)', () => {
  it('is refused with a field error in a JSON body, not a server error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: { name: 'Cloud\u0000Suite' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'validation_error', attr: 'name' });
    expect(res.json().errors[0].detail).toMatch(/^Name contains a character that is not allowed/);
  });

  it('is refused deep inside a JSON body, in a query string and in a path', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/',
      headers: admin.headers,
      payload: { name: 'ok', extra: { notes: ['fine', 'bad\u0000'] } },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0]).toMatchObject({ attr: 'extra.notes.1' });
    const query = await t.app.inject({ method: 'GET', url: '/api/v1/product/?search=a%00b', headers: admin.headers });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors[0].detail).toMatch(nulMessage);
    const path = await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/announcement/a%00b/', headers: admin.headers });
    expect(path.statusCode).toBe(400);
  });

  it('is refused in multipart form fields, plain or inside the JSON data field', async () => {
    const plain = multipart({ name: 'ISO\u000027001' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/document/certification/',
      headers: { ...admin.headers, ...plain.headers },
      payload: plain.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'validation_error', attr: 'name' });
    const data = multipart({ data: JSON.stringify({ name: 'ISO\u000027001' }) });
    const inData = await t.app.inject({
      method: 'POST',
      url: '/api/v1/document/certification/',
      headers: { ...admin.headers, ...data.headers },
      payload: data.payload,
    });
    expect(inData.statusCode).toBe(400);
    expect(inData.json().errors[0].detail).toMatch(nulMessage);
  });

  it('is refused on the sign-in page too, with the page shown again', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/abc/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%00b%40acme.test&password=x',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('limits and headers of every answer', () => {
  it('tells a too large JSON body the JSON limit (2 MB), not the file limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].detail).toBe('The request is too large (the limit for data sent as JSON is 2 MB).');
  });

  it('sends a Permissions-Policy that turns off camera, microphone and location', async () => {
    for (const url of ['/api/v1/health/', '/api/v1/product/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(String(res.headers['permissions-policy'])).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    }
  });

  it('keeps private answers of the API out of every cache (data, errors, sign-out), while the public Trust Center JSON says its own', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/iam/me/'],
      ['GET', '/api/v1/iam/user-manage/'],
      ['GET', '/api/v1/product/'],
      ['GET', '/api/v1/tc-config/announcement/00000000-0000-4000-8000-000000000000/'],
      ['POST', '/api/v1/iam/token/refresh/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.headers });
      expect(`${url} ${String(res.headers['cache-control'])}`).toBe(`${url} no-store`);
    }
    const logo = await t.app.inject({ method: 'GET', url: '/api/v1/document/standard-logos/soc2.svg' });
    expect(logo.headers['cache-control']).not.toBe('no-store');
  });

  it('answers a malformed id in a path as not found, without the validator’s words', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/announcement/not-a-uuid/', headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toEqual({ code: 'not_found', detail: 'Not found.', attr: null });
  });
});

describe('a body the API cannot use', () => {
  /** Words of the validator's or the framework's own texts, written for developers. */
  const developerWords =
    /Invalid input|Invalid option|Too small|Too big|expected .* received|Unrecognized key|content-type is set|Unsupported Media Type|FST_/i;

  it('is answered with sentences on every write route: an empty object, text, a list, broken or hostile JSON', async () => {
    // Signing out ends the session the other calls use.
    const writes = t.app.declaredRoutes.filter(
      (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.url.includes(':') && r.permission !== 'public' && !r.url.endsWith('/logout/'),
    );
    expect(writes.length).toBeGreaterThan(20);
    const bodies: { payload: string; type: string }[] = [
      { payload: '{}', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '[1, 2]', type: 'application/json' },
      { payload: '{"name":', type: 'application/json' },
      { payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: '<a/>', type: 'application/xml' },
    ];
    const seen: string[] = [];
    for (const r of writes) {
      for (const b of bodies) {
        const res = await t.app.inject({ method: r.method as 'POST', url: r.url, headers: { ...admin.headers, 'content-type': b.type }, payload: b.payload });
        expect(res.statusCode, `${r.method} ${r.url} ${b.payload}`).toBeLessThan(500);
        if (res.statusCode < 400) continue;
        for (const e of res.json().errors as { detail: string }[]) {
          seen.push(e.detail);
          expect(e.detail, `${r.method} ${r.url} ${b.payload}`).not.toMatch(developerWords);
        }
      }
    }
    expect(seen).toContain('The request body could not be read as JSON. Check its syntax; keys such as __proto__ are not accepted.');
  });

  it('names the field and what it needs: required, one of a list, a least value', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: {} });
    expect(missing.json().errors[0]).toMatchObject({ attr: 'name', detail: 'Name is required.' });
    const notText = await t.app.inject({ method: 'POST', url: '/api/v1/product/', headers: admin.headers, payload: { name: 42 } });
    expect(notText.json().errors[0].detail).toBe('Name must be text.');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/core/activity-log/?group=everything', headers: admin.headers });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0].detail).toBe('Group must be one of: trust_center, request, other.');
  });
});
