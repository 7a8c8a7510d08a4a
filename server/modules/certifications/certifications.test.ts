import { describe, expect, it } from 'vitest';
import { documentTests, expectDocumentHiddenFrom } from '@tests/support/documents';
import { tinyPng } from '@tests/support/multipart';
import { withTenant } from '../../db/tenant-isolation';
import { findPublicCertificationFile, listPublicCertifications } from './service';
import { guessStandardLogo } from './standard-logos';

const url = '/api/v1/document/certification/';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('compliance and certifications', () => {
  const d = documentTests(url, { org: 'Cert Org', pdf: 'ISO 27001 certificate' });
  const { send, list } = d;

  it('creates a certification with a standard logo, certificate file, industry and validity', async () => {
    const res = await send({
      name: 'ISO/IEC 27001:2022',
      auditor_info: 'BSI Group',
      sensitivity: 'PUBLIC',
      expiry_date: day(300),
      standard_logo: 'iso27001',
      industry: 'Cloud services',
      show_industry: 'true',
      description: 'Information security management system.',
      file: { filename: 'iso.pdf', content: d.pdf },
    });
    expect(res.statusCode).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({
      name: 'ISO/IEC 27001:2022',
      auditor_info: 'BSI Group',
      is_expired: false,
      is_active: true,
      show_industry: true,
      show_validity: true,
      industry: { name: 'Cloud services' },
      logo: null,
    });
    expect(c.standard_logo).toEqual({ key: 'iso27001', name: 'ISO/IEC 27001', url: '/api/v1/document/standard-logos/iso27001.svg' });
    expect(c.file.url).toBe(`${url}${c.id}/download/`);
  });

  it('marks a certification whose expiry date is before today as expired', async () => {
    const res = await d.t.app.inject({
      method: 'POST',
      url,
      headers: d.admin.headers,
      payload: { name: 'PCI DSS v3.2.1', expiry_date: day(-1), standard_logo: 'pci_dss' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ is_expired: true, expiry_date: day(-1), file: null });
    const today = await d.t.app.inject({ method: 'POST', url, headers: d.admin.headers, payload: { name: 'Valid today', expiry_date: day(0) } });
    expect(today.json().data.is_expired).toBe(false);
    const body = await list();
    expect(body.data.security_certificates.map((c: { name: string; is_expired: boolean }) => [c.name, c.is_expired])).toEqual([
      ['ISO/IEC 27001:2022', false],
      ['PCI DSS v3.2.1', true],
      ['Valid today', false],
    ]);
    expect(body.pagination.expired_active_count).toBe(1);
  });

  it('refuses a bad date, an unknown standard logo, an SVG uploaded as a logo and a logo over 2 MB', async () => {
    const bad = await d.t.app.inject({ method: 'POST', url, headers: d.admin.headers, payload: { name: 'X', expiry_date: '31/12/2025' } });
    expect(bad.json().errors[0]).toMatchObject({ attr: 'expiry_date' });
    const logo = await d.t.app.inject({ method: 'POST', url, headers: d.admin.headers, payload: { name: 'X', standard_logo: 'made-up' } });
    expect(logo.json().errors[0]).toMatchObject({ attr: 'standard_logo' });
    const svg = await send({ name: 'X', logo: { filename: 'logo.png', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' } });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors[0]).toMatchObject({ code: 'unsupported_file', attr: 'logo' });
    const huge = Buffer.concat([tinyPng, Buffer.alloc(3 * 1024 * 1024)]);
    const big = await send({ name: 'X', logo: { filename: 'big.png', content: huge } });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0]).toMatchObject({ code: 'too_large', attr: 'logo' });
    expect((await list()).pagination.total_count).toBe(3);
  });

  it('uploads a custom logo, serves it to staff, then removes it on edit', async () => {
    const cert = (await list('?sort_by=name')).data.security_certificates.find((c: { name: string }) => c.name === 'Valid today');
    const up = await send({ logo: { filename: 'badge.png', content: tinyPng } }, { method: 'PATCH', url: `${url}${cert.id}/` });
    expect(up.json().data.logo).toEqual({ url: `${url}${cert.id}/logo/` });
    const img = await d.t.app.inject({ method: 'GET', url: `${url}${cert.id}/logo/`, headers: d.admin.headers });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    const removed = await d.t.app.inject({
      method: 'PATCH',
      url: `${url}${cert.id}/`,
      headers: d.admin.headers,
      payload: { remove_logo: true, sensitivity: 'CONFIDENTIAL' },
    });
    expect(removed.json().data).toMatchObject({ logo: null, sensitivity: 'CONFIDENTIAL', name: 'Valid today' });
  });

  it('serves the built-in standard logos as SVG images', async () => {
    const res = await d.t.app.inject({ method: 'GET', url: '/api/v1/document/standard-logos/soc2.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('SOC 2');
    expect(res.body).not.toContain('<script');
    const catalogue = await d.t.app.inject({ method: 'GET', url: `${url}standard-logos/`, headers: d.admin.headers });
    expect(catalogue.json().data.standard_logos.map((l: { key: string }) => l.key)).toEqual(
      expect.arrayContaining(['soc2', 'iso27001', 'iso27701', 'iso27017', 'iso27018', 'pci_dss', 'hipaa', 'gdpr', 'csa_star', 'tx_ramp', 'fedramp']),
    );
    expect(guessStandardLogo('SOC 2 Type II')).toBe('soc2');
    expect((await d.t.app.inject({ method: 'GET', url: '/api/v1/document/standard-logos/nope.svg' })).statusCode).toBe(404);
  });

  it('gives the public site active public certifications, honouring the show flags', async () => {
    const pub = await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) => listPublicCertifications(tx, d.org.id));
    expect(pub.map((c) => c.name)).toEqual(['ISO/IEC 27001:2022', 'PCI DSS v3.2.1']);
    expect(pub[0]).toMatchObject({ industry: 'Cloud services', expiry_date: day(300), is_expired: false });
    expect(pub[1]).toMatchObject({ is_expired: true, file: null });
    const locked = await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) =>
      listPublicCertifications(tx, d.org.id, { includeConfidential: true }),
    );
    const confidential = locked.find((c) => c.sensitivity === 'CONFIDENTIAL')!;
    expect(confidential.file).toBeNull();
    expect(await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) => findPublicCertificationFile(tx, d.org.id, confidential.id))).toBeNull();
  });

  it('toggles, deletes, and shows not-found for a deleted certification', async () => {
    const cert = (await list()).data.security_certificates[1];
    const off = await d.t.app.inject({ method: 'PATCH', url: `${url}${cert.id}/`, headers: d.admin.headers, payload: { is_active: false } });
    expect(off.json().data).toMatchObject({ is_active: false, name: cert.name, standard_logo: { key: 'pci_dss' } });
    expect((await list('?is_active=0')).pagination.total_count).toBe(1);
    expect((await d.t.app.inject({ method: 'DELETE', url: `${url}${cert.id}/`, headers: d.admin.headers })).statusCode).toBe(204);
    expect((await d.t.app.inject({ method: 'GET', url: `${url}${cert.id}/`, headers: d.admin.headers })).statusCode).toBe(404);
  });

  it('keeps another organisation from seeing, downloading or changing the certifications', async () => {
    const other = await d.t.createOrg('Other');
    const intruder = await d.t.createUser(other, 'admin');
    const cert = (await list()).data.security_certificates[0];
    expect((await d.t.app.inject({ method: 'GET', url, headers: intruder.headers })).json().data.security_certificates).toEqual([]);
    await expectDocumentHiddenFrom(d.t, intruder, `${url}${cert.id}/`);
  });
});
