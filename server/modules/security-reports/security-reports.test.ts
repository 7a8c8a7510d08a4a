import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMessages } from '@shared/contracts/security-reports';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { expectDocumentHiddenFrom } from '@tests/support/documents';
import { multipart, tinyPng } from '@tests/support/multipart';
import { makePdf } from '../../db/demo/pdf';
import { withTenant } from '../../db/tenant-isolation';
import { findPublicReportFile, listPublicReports } from './service';

const url = '/api/v1/document/security-reports/';

describe('security reports', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Reports Org');
    admin = await t.createUser(org, 'admin');
    pdf = await makePdf({ title: 'Penetration test summary' });
  });
  afterAll(() => t.close());

  const upload = (fields: Parameters<typeof multipart>[0], user = admin, method: 'POST' | 'PATCH' = 'POST', target = url) => {
    const { payload, headers } = multipart(fields, user.headers);
    return t.app.inject({ method, url: target, payload, headers });
  };
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: url + query, headers: admin.headers })).json();

  it('uploads a PDF report and serves it back through the authorized download with safe headers', async () => {
    const res = await upload({
      name: 'Pen test 2025',
      issued_by: 'Cure53',
      sensitivity: 'PUBLIC',
      is_active: 'true',
      file: { filename: 'pentest.pdf', content: pdf, contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report).toMatchObject({ name: 'Pen test 2025', issued_by: 'Cure53', sensitivity: 'PUBLIC', is_active: true, report_sequence: 1, sequence: 1 });
    expect(report.file).toMatchObject({ name: 'pentest.pdf', url: `${url}${report.id}/download/`, content_type: 'application/pdf' });
    const dl = await t.app.inject({ method: 'GET', url: report.file.url, headers: admin.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain('attachment; filename="pentest.pdf"');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses an HTML page renamed .pdf, and a report without a file', async () => {
    const html = await upload({
      name: 'Fake',
      file: { filename: 'report.pdf', content: '<html><script>alert(1)</script></html>', contentType: 'application/pdf' },
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().errors[0]).toMatchObject({ code: 'unsupported_file', attr: 'file' });
    const none = await upload({ name: 'No file' });
    expect(none.json().errors[0]).toMatchObject({ detail: reportMessages.fileRequired, attr: 'file' });
    const noName = await upload({ name: ' ', file: { filename: 'a.pdf', content: pdf } });
    expect(noName.json().errors[0]).toMatchObject({ attr: 'name' });
  });

  it('accepts an image and corrects a misleading extension', async () => {
    const res = await upload({ name: 'Architecture diagram', sensitivity: 'CONFIDENTIAL', file: { filename: 'diagram.pdf', content: tinyPng } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.file).toMatchObject({ name: 'diagram.png', content_type: 'image/png' });
    expect(res.json().data.sensitivity).toBe('CONFIDENTIAL');
  });

  it('filters by active state and sensitivity', async () => {
    expect((await list('?sensitivity=CONFIDENTIAL')).data.security_reports.map((r: { name: string }) => r.name)).toEqual(['Architecture diagram']);
    const first = (await list('?sensitivity=PUBLIC')).data.security_reports[0];
    const off = await t.app.inject({ method: 'PATCH', url: `${url}${first.id}/`, headers: admin.headers, payload: { is_active: false } });
    expect(off.json().data.is_active).toBe(false);
    expect(off.json().data.name).toBe('Pen test 2025');
    expect((await list('?is_active=0')).data.security_reports.map((r: { name: string }) => r.name)).toEqual(['Pen test 2025']);
    expect((await list('?is_active=1&sensitivity=PUBLIC')).pagination.total_count).toBe(0);
    await t.app.inject({ method: 'PATCH', url: `${url}${first.id}/`, headers: admin.headers, payload: { is_active: true } });
  });

  it('replaces the file on edit and removes the old one from storage', async () => {
    const report = (await list('?sensitivity=PUBLIC')).data.security_reports[0];
    const before = await withTenant(t.database.db, { organizationId: org.id }, (tx) => findPublicReportFile(tx, org.id, report.id));
    const newPdf = await makePdf({ title: 'Pen test 2025 (rev 2)' });
    const res = await upload({ issued_by: 'NCC Group', file: { filename: 'pentest-v2.pdf', content: newPdf } }, admin, 'PATCH', `${url}${report.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Pen test 2025', issued_by: 'NCC Group', file: { name: 'pentest-v2.pdf' } });
    expect(await t.app.deps.storage.get(before!.key)).toBeNull();
    const dl = await t.app.inject({ method: 'GET', url: `${url}${report.id}/download/`, headers: admin.headers });
    expect(dl.rawPayload.equals(newPdf)).toBe(true);
  });

  it('gives the public site active public reports only, and confidential ones without a file when asked', async () => {
    const pub = await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicReports(tx, org.id));
    expect(pub.map((r) => r.name)).toEqual(['Pen test 2025']);
    const withLocked = await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicReports(tx, org.id, { includeConfidential: true }));
    expect(withLocked.find((r) => r.sensitivity === 'CONFIDENTIAL')?.file).toBeNull();
    const confidential = (await list('?sensitivity=CONFIDENTIAL')).data.security_reports[0];
    expect(await withTenant(t.database.db, { organizationId: org.id }, (tx) => findPublicReportFile(tx, org.id, confidential.id))).toBeNull();
  });

  it('deletes a report with its file, and shows not-found afterwards', async () => {
    const report = (await list('?sensitivity=CONFIDENTIAL')).data.security_reports[0];
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${report.id}/`, headers: admin.headers })).statusCode).toBe(204);
    const get = await t.app.inject({ method: 'GET', url: `${url}${report.id}/`, headers: admin.headers });
    expect(get.statusCode).toBe(404);
    expect(get.json().errors[0].code).toBe('not_found');
  });

  it('lets a sales user download but not upload', async () => {
    const sales = await t.createUser(org, 'sales');
    const report = (await list()).data.security_reports[0];
    expect((await t.app.inject({ method: 'GET', url: `${url}${report.id}/download/`, headers: sales.headers })).statusCode).toBe(200);
    expect((await upload({ name: 'x', file: { filename: 'a.pdf', content: pdf } }, sales)).statusCode).toBe(403);
  });

  it('keeps another organisation from seeing, downloading or changing the reports', async () => {
    const other = await t.createOrg('Other');
    const intruder = await t.createUser(other, 'admin');
    const report = (await list()).data.security_reports[0];
    expect((await t.app.inject({ method: 'GET', url, headers: intruder.headers })).json().data.security_reports).toEqual([]);
    await expectDocumentHiddenFrom(t, intruder, `${url}${report.id}/`);
    expect((await list()).data.security_reports[0].name).toBe('Pen test 2025');
  });
});
