import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '../../../tests/support/app';
import { TestBrowser } from './sign-in-driver';

const PASSWORD = 'correct horse battery';

describe('signing in through the embedded provider', () => {
  let t: TestApp;
  let acme: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await t.createOrg('Acme Cloud');
    admin = await t.createUser(acme, 'admin', { email: 'ada@acme.test', password: PASSWORD, firstName: 'Ada' });
  });
  afterAll(() => t.close());

  it('signs a user in with email and password and returns the login result', async () => {
    const browser = new TestBrowser(t.app);
    const res = await browser.signIn('Ada@Acme.test', PASSWORD, { return_to: '/questionnaires?tab=open' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: admin.id, email: 'ada@acme.test', first_name: 'Ada', role: { slug: 'admin', name: 'Admin' } });
    expect(data.organization).toMatchObject({ id: acme.id, name: 'Acme Cloud' });
    expect(data.company_name).toBe('Acme Cloud');
    expect(data.return_to).toBe('/questionnaires?tab=open');
    expect(typeof data.access_token).toBe('string');
    expect(data.expires_in).toBeGreaterThan(60);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(admin.id);
  });
});
