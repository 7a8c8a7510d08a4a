import { afterAll, beforeAll, expect } from 'vitest';
import { makePdf } from '@server/db/demo/pdf';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from './app';
import { multipart } from './multipart';

/**
 * The set-up of a Trust Center document's tests (certifications, security reports): before them an app,
 * an organisation with an admin and a PDF to upload; after them the app closes. `send` posts (or patches)
 * a multipart form as a user, `list` reads the staff list as the admin.
 */
export function documentTests(url: string, names: { org: string; pdf: string }) {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg(names.org);
    admin = await t.createUser(org, 'admin');
    pdf = await makePdf({ title: names.pdf });
  });
  afterAll(() => t.close());
  return {
    get t() {
      return t;
    },
    get org() {
      return org;
    },
    get admin() {
      return admin;
    },
    get pdf() {
      return pdf;
    },
    send(fields: Parameters<typeof multipart>[0], opts: { method?: 'POST' | 'PATCH'; url?: string; user?: TestUser } = {}) {
      const { payload, headers } = multipart(fields, (opts.user ?? admin).headers);
      return t.app.inject({ method: opts.method ?? 'POST', url: opts.url ?? url, payload, headers });
    },
    async list(query = '') {
      return (await t.app.inject({ method: 'GET', url: url + query, headers: admin.headers })).json();
    },
  };
}

/**
 * A Trust Center document (certification, security report) of another organisation does not exist for
 * this user: reading it, downloading its file, renaming it and deleting it all answer 404.
 */
export async function expectDocumentHiddenFrom(t: TestApp, user: TestUser, documentUrl: string) {
  for (const [method, path] of [
    ['GET', ''],
    ['GET', 'download/'],
    ['PATCH', ''],
    ['DELETE', ''],
  ] as const) {
    const res = await t.app.inject({
      method,
      url: `${documentUrl}${path}`,
      headers: user.headers,
      ...(method === 'PATCH' ? { payload: { name: 'Hacked' } } : {}),
    });
    expect(res.statusCode, `${method} ${documentUrl}${path}`).toBe(404);
  }
}
