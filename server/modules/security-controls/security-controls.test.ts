import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages } from '@shared/contracts/security-controls';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { multipart } from '@tests/support/multipart';
import { makePdf } from '../../db/demo/pdf';
import { withTenant } from '../../db/tenant-isolation';
import { catalogue, catalogueDomain } from './catalogue';
import { countActiveSecurityDomains, findPublicControlFile, listPublicSecurityDomains } from './service';

const url = '/api/v1/tc-config/security-control/';
const firstControls = (key: string, n = 3) =>
  catalogueDomain(key)!
    .controls.slice(0, n)
    .map((c) => ({ catalogue_key: c.key }));

describe('security policies and practices', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Domains Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user = admin) => t.app.inject({ method: 'POST', url, headers: user.headers, payload: body });
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: url + query, headers: admin.headers })).json();
  const publish = (is_active = true) => t.app.inject({ method: 'POST', url: `${url}bulk-status/`, headers: admin.headers, payload: { is_active } });

  it('ships a catalogue of standard domains, each with 6 to 12 controls, and Security Scores needing 1', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${url}catalogue/`, headers: admin.headers });
    const domains = res.json().data.domains;
    expect(domains.length).toBeGreaterThanOrEqual(13);
    for (const d of domains) {
      expect(d.controls.length).toBeGreaterThanOrEqual(6);
      expect(d.controls.length).toBeLessThanOrEqual(12);
    }
    expect(domains.find((d: { heading: string }) => d.heading === 'Security Scores').required_count).toBe(1);
    expect(domains.find((d: { key: string }) => d.key === 'data_security')).toMatchObject({ required_count: 3, in_use: false });
  });

  it('adds a domain with exactly 3 controls and a control file, as a draft', async () => {
    const pdf = await makePdf({ title: 'Encryption policy' });
    const controls = firstControls('data_security');
    const { payload, headers } = multipart(
      {
        data: JSON.stringify({ catalogue_key: 'data_security', sensitivity: 'PUBLIC', controls }),
        [`control_file:${controls[0]!.catalogue_key}`]: { filename: 'encryption.pdf', content: pdf },
      },
      admin.headers,
    );
    const res = await t.app.inject({ method: 'POST', url, payload, headers });
    expect(res.statusCode).toBe(201);
    const d = res.json().data;
    expect(d).toMatchObject({ heading: 'Data Security', name: 'Data Security', is_active: false, required_count: 3 });
    expect(d.security_controls.map((c: { heading: string }) => c.heading)).toEqual(
      catalogueDomain('data_security')!
        .controls.slice(0, 3)
        .map((c) => c.heading),
    );
    const file = d.security_controls[0].file;
    expect(file.name).toBe('encryption.pdf');
    const dl = await t.app.inject({ method: 'GET', url: file.url, headers: admin.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toContain('attachment');
    expect(d.security_controls[1].file).toBeNull();
  });

  it('refuses the wrong number of controls, controls of another domain, and a domain added twice', async () => {
    const two = await create({ catalogue_key: 'network_security', controls: firstControls('network_security', 2) });
    expect(two.json().errors[0]).toMatchObject({ detail: 'Select 3 security topics', attr: 'controls' });
    const scores = await create({ catalogue_key: 'security_scores', controls: firstControls('security_scores', 3) });
    expect(scores.json().errors[0].detail).toBe('Select 1 security topic');
    const mixed = await create({ catalogue_key: 'network_security', controls: [...firstControls('network_security', 2), ...firstControls('privacy', 1)] });
    expect(mixed.json().errors[0].detail).toBe(domainMessages.unknownControl);
    const again = await create({ catalogue_key: 'data_security', controls: firstControls('data_security') });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].detail).toBe(domainMessages.duplicate);
    const html = multipart(
      {
        data: JSON.stringify({ catalogue_key: 'privacy', controls: firstControls('privacy') }),
        [`control_file:${firstControls('privacy')[0]!.catalogue_key}`]: { filename: 'x.pdf', content: '<html></html>' },
      },
      admin.headers,
    );
    expect((await t.app.inject({ method: 'POST', url, ...html })).json().errors[0].code).toBe('unsupported_file');
  });

  it('refuses to publish fewer than 3 domains, then publishes all with bulk status', async () => {
    const early = await publish();
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].detail).toBe(domainMessages.minimum);
    expect((await create({ catalogue_key: 'security_scores', controls: firstControls('security_scores', 1) })).statusCode).toBe(201);
    expect((await create({ catalogue_key: 'identity_access', controls: firstControls('identity_access') })).statusCode).toBe(201);
    expect((await list()).pagination).toMatchObject({ total_domains_count: 3, total_inactive_count: 3, total_active_count: 0 });
    expect(await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicSecurityDomains(tx, org.id))).toEqual([]);
    const res = await publish();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated_count).toBe(3);
    expect((await list('?is_active=1')).pagination.total_count).toBe(3);
    expect((await publish()).json().errors[0].detail).toBe(domainMessages.alreadyPublished);
  });

  it('adds a domain live once the others are published, and sorts by heading', async () => {
    const res = await create({ catalogue_key: 'privacy', sensitivity: 'CONFIDENTIAL', controls: firstControls('privacy') });
    expect(res.json().data.is_active).toBe(true);
    const headings = (await list('?sort_by=-heading')).data.security_headings.map((d: { heading: string }) => d.heading);
    expect(headings).toEqual(['Security Scores', 'Privacy', 'Identity and Access Management', 'Data Security']);
  });

  it('edits the controls of a domain, keeping the file of a kept control and dropping removed ones', async () => {
    const d = (await list('?search=Data')).data.security_headings[0];
    const keep = d.security_controls[0];
    const newKey = catalogueDomain('data_security')!.controls[5]!.key;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${url}${d.id}/`,
      headers: admin.headers,
      payload: { controls: [{ catalogue_key: keep.catalogue_key }, { catalogue_key: d.security_controls[2].catalogue_key }, { catalogue_key: newKey }] },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data.security_controls;
    expect(after.map((c: { catalogue_key: string }) => c.catalogue_key)).toEqual([keep.catalogue_key, d.security_controls[2].catalogue_key, newKey]);
    expect(after[0].file.name).toBe('encryption.pdf');
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `${url}${d.id}/`,
      headers: admin.headers,
      payload: { controls: [{ catalogue_key: keep.catalogue_key, remove_file: true }, { catalogue_key: after[1].catalogue_key }, { catalogue_key: newKey }] },
    });
    expect(removed.json().data.security_controls[0].file).toBeNull();
  });

  it('gives the public site only published public domains, with files only when public', async () => {
    const pub = await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicSecurityDomains(tx, org.id));
    expect(pub.map((d) => d.heading)).toEqual(['Data Security', 'Security Scores', 'Identity and Access Management']);
    const all = await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicSecurityDomains(tx, org.id, { includeConfidential: true }));
    expect(all.map((d) => d.heading)).toContain('Privacy');
    expect(await withTenant(t.database.db, { organizationId: org.id }, (tx) => countActiveSecurityDomains(tx, org.id))).toBe(4);
    const privacy = (await list('?search=Privacy')).data.security_headings[0];
    expect(
      await withTenant(t.database.db, { organizationId: org.id }, (tx) => findPublicControlFile(tx, org.id, privacy.id, privacy.security_controls[0].id)),
    ).toBeNull();
  });

  it('deletes down to 3 domains and refuses to go below with the spec message', async () => {
    const privacy = (await list('?search=Privacy')).data.security_headings[0];
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${privacy.id}/`, headers: admin.headers })).statusCode).toBe(204);
    const next = (await list()).data.security_headings[0];
    const res = await t.app.inject({ method: 'DELETE', url: `${url}${next.id}/`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].detail).toBe(domainMessages.minimum);
    expect((await t.app.inject({ method: 'GET', url: `${url}${privacy.id}/`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('keeps the permission rules: sales may read, not publish', async () => {
    const sales = await t.createUser(org, 'sales');
    expect((await t.app.inject({ method: 'GET', url, headers: sales.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `${url}bulk-status/`, headers: sales.headers, payload: { is_active: true } })).statusCode).toBe(403);
  });

  it('keeps another organisation from seeing, downloading or changing the domains', async () => {
    const other = await t.createOrg('Other');
    const intruder = await t.createUser(other, 'admin');
    const d = (await list('?search=Data')).data.security_headings[0];
    expect((await t.app.inject({ method: 'GET', url, headers: intruder.headers })).json().data.security_headings).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}catalogue/`, headers: intruder.headers }))
        .json()
        .data.domains.every((x: { in_use: boolean }) => !x.in_use),
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${url}${d.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}${d.id}/controls/${d.security_controls[0].id}/download/`, headers: intruder.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${url}${d.id}/`, headers: intruder.headers, payload: { sensitivity: 'CONFIDENTIAL' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${d.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    // Their own bulk publish touches nothing of ours.
    await t.app.inject({ method: 'POST', url: `${url}bulk-status/`, headers: intruder.headers, payload: { is_active: false } });
    expect((await list('?is_active=1')).pagination.total_count).toBe(3);
    expect(catalogue.length).toBe(13);
  });
});
