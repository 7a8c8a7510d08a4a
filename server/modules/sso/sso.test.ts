import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMessages } from '@shared/contracts/iam';
import { ssoMessages } from '@shared/contracts/sso';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { startOidcIdp } from '@tests/support/oidc-idp';
import { TestSamlIdp } from '@tests/support/saml-idp';
import { TestBrowser } from '../iam/testing';
import { upsertOperator } from '../operator/index';
import { decisionFields } from '../operator/testing';

const PASSWORD = 'correct horse battery';
let t: TestApp;
let globex: TestOrg;
let acme: TestOrg;
let itadmin: TestUser;
let acmeAdmin: TestUser;
const samlIdp = new TestSamlIdp();
let oidcIdp: Awaited<ReturnType<typeof startOidcIdp>>;
const connections = '/api/v1/core/sso/connections/';

beforeAll(async () => {
  t = await createTestApp();
  globex = await t.createOrg('Globex');
  acme = await t.createOrg('Acme');
  itadmin = await t.createUser(globex, 'itadmin', { email: 'it@globex.test' });
  await t.createUser(globex, 'admin', { email: 'boss@globex.test', password: PASSWORD });
  await t.createUser(globex, 'sme', { email: 'sam@eu.globex.test' });
  await t.createUser(globex, 'sme', { email: 'olive@globex.test', password: PASSWORD });
  acmeAdmin = await t.createUser(acme, 'admin', { email: 'ann@acme.test' });
  await upsertOperator(t.database.db, 'ops@trustroom.test', 'operator-password-1');
  oidcIdp = await startOidcIdp('http://localhost:3000/sso/oidc/callback');
});
afterAll(async () => {
  await oidcIdp?.close();
  await t?.close();
});

/** E-mail first: the sign-in page's Continue, and where it sends the browser. */
async function continueWith(b: TestBrowser, email: string) {
  const { res: page } = await b.startSignIn();
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
  const res = await b.request('POST', action, { form: { email } });
  return { res, providerUrl: String(res.headers.refresh ?? '').replace(/^0;url=/, '') };
}

/** Back from the provider: into the interaction, on to the console, and the code exchange. */
async function complete(b: TestBrowser, res: Awaited<ReturnType<TestBrowser['request']>>) {
  if (res.statusCode !== 303) return res;
  const done = await b.follow(res);
  if (!done.location) throw new Error(`sign-in did not reach the console: ${done.res.statusCode} ${done.res.body.slice(0, 300)}`);
  return b.exchange(done.location);
}

async function operatorBrowser() {
  const b = new TestBrowser(t.app);
  const res = await b.request('POST', '/operator/login', { form: { email: 'ops@trustroom.test', password: 'operator-password-1' } });
  expect(res.statusCode).toBe(303);
  return b;
}

async function operatorDecides(protocol: 'oidc' | 'saml', decision: 'activate' | 'reject', note = '') {
  const b = await operatorBrowser();
  const page = await b.request('GET', '/operator');
  const view = (await t.app.inject({ method: 'GET', url: connections, headers: itadmin.headers })).json().data;
  const id = view.connections.find((c: { protocol: string }) => c.protocol === protocol).id;
  return b.request('POST', `/operator/sso/${globex.id}/${id}/${decision}`, { form: { ...decisionFields(page.body, id), note } });
}

describe('SAML 2.0 for an organisation', () => {
  it('is saved from the identity provider metadata and waits for review, with our side shown for copying', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${connections}saml/`,
      headers: itadmin.headers,
      payload: { metadata_xml: samlIdp.metadata(), domains: ['EU.Globex.test'], jit_enabled: true, jit_role_id: globex.roleIds.sme },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'IN_REVIEW',
      status_label: 'Submitted for Review',
      domains: ['eu.globex.test'],
      saml: { idp_entity_id: samlIdp.entityId, certificate_count: 1 },
    });
    const view = (await t.app.inject({ method: 'GET', url: connections, headers: itadmin.headers })).json().data;
    expect(view.saml.acs_url).toBe(`http://localhost:3000/sso/saml/${globex.id}/acs`);
    expect(view.saml.metadata_xml).toContain(view.saml.entity_id);
    const meta = await t.app.inject({ method: 'GET', url: `/sso/saml/${globex.id}/metadata` });
    expect(meta.body).toContain('AssertionConsumerService');
  });

  it('refuses to give the people it creates a role with permissions the IT Admin does not hold', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${connections}saml/`,
      headers: itadmin.headers,
      payload: { metadata_xml: samlIdp.metadata(), domains: ['eu.globex.test'], jit_enabled: true, jit_role_id: globex.roleIds.admin },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ detail: ssoMessages.roleBeyondOwn, attr: 'jit_role_id' });
    const view = (await t.app.inject({ method: 'GET', url: connections, headers: itadmin.headers })).json().data;
    expect(view.connections.find((c: { protocol: string }) => c.protocol === 'saml')?.jit_role_id).toBe(globex.roleIds.sme);
  });

  it('is refused when the metadata is not an identity provider', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${connections}saml/`,
      headers: itadmin.headers,
      payload: { metadata_xml: '<x/>', domains: ['eu.globex.test'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ detail: ssoMessages.metadataInvalid, attr: 'metadata_xml' });
  });

  it('refuses pasted metadata that declares entities, nests deeply or is huge, before parsing it, with a sentence on the field', async () => {
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `${connections}saml/`,
        headers: itadmin.headers,
        payload: { domains: ['eu.globex.test'], jit_enabled: true, jit_role_id: globex.roleIds.sme, ...payload },
      });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${samlIdp
      .metadata()
      .replace(/^<\?xml[^>]*>/, '')
      .replace('</md:EntityDescriptor>', '<x>&lol2;</x></md:EntityDescriptor>')}`;
    const external = samlIdp.metadata().replace('<?xml version="1.0"?>', '<?xml version="1.0"?><!DOCTYPE md [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>');
    const deep = `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`;
    const huge = samlIdp.metadata().replace('</md:EntityDescriptor>', `<!-- ${'x'.repeat(300 * 1024)} --></md:EntityDescriptor>`);
    const cases: [string, string][] = [
      [laughs, ssoMessages.metadataEntities],
      [external, ssoMessages.metadataEntities],
      [deep, ssoMessages.metadataTooDeep],
      [huge, ssoMessages.metadataTooLarge],
    ];
    for (const [xml, message] of cases) {
      const res = await put({ metadata_xml: xml });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ detail: message, attr: 'metadata_xml' });
    }
    // Comments and nesting of ordinary metadata pass.
    const fine = samlIdp.metadata().replace('<md:IDPSSODescriptor', '<!-- <a><b><c> not elements --><md:IDPSSODescriptor');
    expect((await put({ metadata_xml: fine })).statusCode).toBe(200);
  });

  it('refuses downloaded metadata that is too large without reading all of it', async () => {
    const http = await import('node:http');
    let sent = 0;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const push = () => {
        while (sent < 50 * 1024 * 1024 && res.write(chunk)) sent += chunk.length;
        if (sent < 50 * 1024 * 1024 && !res.destroyed) res.once('drain', push);
        else res.end();
      };
      res.on('close', () => (sent = Infinity));
      push();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as import('node:net').AddressInfo;
      const res = await t.app.inject({
        method: 'PUT',
        url: `${connections}saml/`,
        headers: itadmin.headers,
        payload: { domains: ['eu.globex.test'], metadata_url: `http://127.0.0.1:${port}/metadata` },
      });
      expect(res.json().errors[0]).toMatchObject({ detail: ssoMessages.metadataTooLarge, attr: 'metadata_url' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('does not route sign-in while in review', async () => {
    const { res } = await continueWith(new TestBrowser(t.app), 'sam@eu.globex.test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('name="password"');
  });

  it('is activated by the platform operator, and the next sign-in goes to the identity provider without a restart', async () => {
    const res = await operatorDecides('saml', 'activate');
    expect(res.statusCode).toBe(303);
    const view = (await t.app.inject({ method: 'GET', url: connections, headers: itadmin.headers })).json().data;
    expect(view.connections[0]).toMatchObject({ protocol: 'saml', status: 'ACTIVE' });
    const { providerUrl } = await continueWith(new TestBrowser(t.app), 'sam@eu.globex.test');
    expect(providerUrl.startsWith(samlIdp.ssoUrl)).toBe(true);
    const { rows } = (await t.database.db.execute(
      `select description from activity_logs where object_type = 'sso_connection' and action = 'activated'`,
    )) as unknown as { rows: { description: string }[] };
    expect(rows[0]!.description).toContain('ops@trustroom.test');
  });

  it('signs a Globex user in through the identity provider', async () => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, 'sam@eu.globex.test');
    const answer = samlIdp.answer(providerUrl, { email: 'sam@eu.globex.test' });
    const login = await complete(b, await b.request('POST', answer.acsUrl, { form: answer.form }));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user.email).toBe('sam@eu.globex.test');
    expect(login.json().data.organization.id).toBe(globex.id);
  });

  it('creates a new user with the default role on first sign-in (just in time)', async () => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, 'newbie@eu.globex.test');
    const answer = samlIdp.answer(providerUrl, { email: 'newbie@eu.globex.test' });
    const login = await complete(b, await b.request('POST', answer.acsUrl, { form: answer.form }));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user).toMatchObject({ email: 'newbie@eu.globex.test', first_name: 'Sam', role: { slug: 'sme' } });
  });

  const refused = async (email: string, opts: Parameters<TestSamlIdp['answer']>[1], message: string = ssoMessages.failed) => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, email);
    const answer = samlIdp.answer(providerUrl, opts);
    const res = await b.request('POST', answer.acsUrl, { form: answer.form });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).toContain(message.replace(/’/g, '&#39;').replace(/'/g, '&#39;').slice(0, 30));
    return { b, answer };
  };

  it('refuses an assertion meant for another service provider (wrong audience)', async () => {
    await refused('sam@eu.globex.test', { email: 'sam@eu.globex.test', audience: 'https://other.example/sp' });
  });

  it('refuses an expired assertion', async () => {
    await refused('sam@eu.globex.test', { email: 'sam@eu.globex.test', validForSeconds: -120 });
  });

  it('refuses an unsigned response', async () => {
    await refused('sam@eu.globex.test', { email: 'sam@eu.globex.test', sign: 'none' });
  });

  it('refuses a response signed by someone else than the configured provider', async () => {
    await refused('sam@eu.globex.test', { email: 'sam@eu.globex.test', issuer: 'https://evil.example/idp' });
  });

  it('refuses a replayed response', async () => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, 'sam@eu.globex.test');
    const answer = samlIdp.answer(providerUrl, { email: 'sam@eu.globex.test' });
    expect((await b.request('POST', answer.acsUrl, { form: answer.form })).statusCode).toBe(303);
    const again = await new TestBrowser(t.app).request('POST', answer.acsUrl, { form: answer.form });
    expect(again.statusCode).toBe(400);
  });

  it("refuses a user of another organisation's domain asserted by Globex's provider", async () => {
    await refused('sam@eu.globex.test', { email: 'ann@acme.test' }, ssoMessages.notCovered);
  });
});

describe('OpenID Connect for an organisation', () => {
  const body = () => ({
    issuer: oidcIdp.issuer,
    client_id: oidcIdp.client.id,
    client_secret: oidcIdp.client.secret,
    domains: ['globex.test'],
    sso_required: true,
  });

  it('checks discovery live when saved', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `${connections}oidc/`,
      headers: itadmin.headers,
      payload: { ...body(), issuer: 'http://127.0.0.1:9/nothing' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ detail: ssoMessages.discoveryFailed, attr: 'issuer' });
  });

  it('is saved for review, then activated by the operator', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${connections}oidc/`, headers: itadmin.headers, payload: body() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'IN_REVIEW', oidc: { issuer: oidcIdp.issuer, client_id: oidcIdp.client.id, client_secret_set: true } });
    expect(res.body).not.toContain(oidcIdp.client.secret);
    expect((await operatorDecides('oidc', 'activate')).statusCode).toBe(303);
  });

  it('signs a Globex user in through the provider', async () => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, 'olive@globex.test');
    expect(providerUrl.startsWith(`${oidcIdp.issuer}/auth?`)).toBe(true);
    const callback = await oidcIdp.signIn(providerUrl, 'olive@globex.test');
    const login = await complete(b, await b.request('GET', callback));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.user.email).toBe('olive@globex.test');
  });

  it('refuses a person who is no user and without just-in-time users', async () => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, 'stranger@globex.test');
    const res = await b.request('GET', await oidcIdp.signIn(providerUrl, 'stranger@globex.test'));
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(signInMessages.notAuthorized);
  });

  it("refuses a user of another organisation's domain", async () => {
    const b = new TestBrowser(t.app);
    const { providerUrl } = await continueWith(b, 'olive@globex.test');
    const res = await b.request('GET', await oidcIdp.signIn(providerUrl, 'ann@acme.test'));
    expect(res.statusCode).toBe(403);
  });

  it('with "SSO required", refuses passwords for the domain but keeps the admin break-glass path', async () => {
    const member = await new TestBrowser(t.app).signIn('olive@globex.test', PASSWORD).catch((e: Error) => e);
    expect(String(member)).toContain('did not return to the console');
    const admin = await new TestBrowser(t.app).signIn('boss@globex.test', PASSWORD);
    expect(admin.statusCode).toBe(200);
  });
});

describe('who may configure single sign-on', () => {
  it('follows the roles: admin and IT Admin edit, Power User reads, others are refused', async () => {
    const expected: Record<string, [number, number]> = {
      admin: [200, 400],
      itadmin: [200, 400],
      poweruser: [200, 403],
      sales: [403, 403],
      salesadmin: [403, 403],
      sme: [403, 403],
    };
    for (const [role, [read, write]] of Object.entries(expected)) {
      const u = await t.createUser(acme, role as never);
      expect((await t.app.inject({ method: 'GET', url: connections, headers: u.headers })).statusCode, role).toBe(read);
      expect((await t.app.inject({ method: 'PUT', url: `${connections}saml/`, headers: u.headers, payload: { domains: [] } })).statusCode, role).toBe(write);
    }
  });

  it('keeps each organisation to its own connections and domains', async () => {
    const view = (await t.app.inject({ method: 'GET', url: connections, headers: acmeAdmin.headers })).json().data;
    expect(view.connections).toEqual([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${connections}saml/`,
      headers: acmeAdmin.headers,
      payload: { metadata_xml: samlIdp.metadata(), domains: ['globex.test'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].detail).toContain(ssoMessages.domainTaken);
    expect((await t.app.inject({ method: 'DELETE', url: `${connections}oidc/`, headers: acmeAdmin.headers })).statusCode).toBe(404);
  });

  it('keeps the operator screen to operators, and operators out of the tenant API', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/operator', headers: itadmin.headers });
    expect(anon.body).toContain('Operator sign-in');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/operator/sso/${globex.id}/${globex.id}/activate`,
      payload: 'csrf=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(403);
    const b = await operatorBrowser();
    expect((await b.request('GET', connections)).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/operator/login',
      payload: 'email=ops@trustroom.test&password=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("lets a domain's owner submit it while another organisation's claim waits for review, and activates only one of them", async () => {
    const initech = await t.createOrg('Initech');
    const initechAdmin = await t.createUser(initech, 'admin', { email: 'bill@initech.test' });
    const submit = (user: TestUser) =>
      t.app.inject({
        method: 'PUT',
        url: `${connections}saml/`,
        headers: user.headers,
        payload: { metadata_xml: samlIdp.metadata(), domains: ['shared-claim.test'] },
      });
    expect((await submit(initechAdmin)).statusCode).toBe(200);
    const owner = await submit(acmeAdmin);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.body).not.toContain('Initech');

    const b = await operatorBrowser();
    const page = (await b.request('GET', '/operator')).body;
    const activate = async (org: TestOrg, user: TestUser) => {
      const view = (await t.app.inject({ method: 'GET', url: connections, headers: user.headers })).json().data;
      const id = view.connections.find((c: { protocol: string }) => c.protocol === 'saml').id;
      return b.request('POST', `/operator/sso/${org.id}/${id}/activate`, { form: decisionFields(page, id) });
    };
    expect((await activate(acme, acmeAdmin)).statusCode).toBe(303);
    const second = await activate(initech, initechAdmin);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain('Not activated: another organisation&#39;s active single sign-on already covers shared-claim.test.');
    const later = await submit(initechAdmin);
    expect(later.statusCode).toBe(400);
    expect(later.json().errors[0].detail).toContain(ssoMessages.domainTaken);
  });
});

describe('identity provider addresses on a server that keeps to the public internet (the default)', () => {
  let pub: TestApp;
  let admin: TestUser;
  let local: import('node:http').Server;
  let port: number;
  beforeAll(async () => {
    pub = await createTestApp({ SSO_PRIVATE_NETWORK: '' });
    admin = await pub.createUser(await pub.createOrg('Initrode'), 'itadmin', { email: 'it@initrode.test' });
    const http = await import('node:http');
    local = http.createServer((_req, res) => res.end('<html>not metadata</html>'));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    port = (local.address() as import('node:net').AddressInfo).port;
  });
  afterAll(async () => {
    local?.close();
    await pub?.close();
  });

  it('reads no metadata or issuer on this machine or a private network, and answers an open port as a closed one', async () => {
    const save = (protocol: string, payload: Record<string, unknown>) =>
      pub.app.inject({ method: 'PUT', url: `${connections}${protocol}/`, headers: admin.headers, payload: { domains: ['initrode.test'], ...payload } });
    for (const metadata_url of [
      `http://127.0.0.1:${port}/`,
      `https://localhost:${port}/`,
      'https://169.254.169.254/latest/meta-data/',
      `https://127.0.0.1:1/`,
    ]) {
      const res = await save('saml', { metadata_url });
      expect(res.statusCode, metadata_url).toBe(400);
      expect(res.json().errors[0], metadata_url).toMatchObject({ detail: ssoMessages.metadataUnreachable, attr: 'metadata_url' });
    }
    const oidc = await save('oidc', { issuer: `https://localhost:${port}/`, client_id: 'x', client_secret: 'y' });
    expect(oidc.json().errors[0]).toMatchObject({ detail: ssoMessages.discoveryFailed, attr: 'issuer' });
  });
});
