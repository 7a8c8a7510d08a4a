import { describe, expect, it } from 'vitest';
import { reportMessages } from '@shared/contracts/security-reports';
import { documentTests, expectDocumentHiddenFrom } from '@tests/support/documents';
import { tinyPng } from '@tests/support/multipart';
import { makePdf } from '../../db/demo/pdf';
import { withTenant } from '../../db/tenant-isolation';
import { findPublicReportFile, listPublicReports } from './service';

const url = '/api/v1/document/security-reports/';

describe('security reports', () => {
  const d = documentTests(url, { org: 'Reports Org', pdf: 'Penetration test summary' });
  const { send: upload, list } = d;

  it('uploads a PDF report and serves it back through the authorized download with safe headers', async () => {
    const res = await upload({
      name: 'Pen test 2025',
      issued_by: 'Cure53',
      sensitivity: 'PUBLIC',
      is_active: 'true',
      file: { filename: 'pentest.pdf', content: d.pdf, contentType: 'application/pdf' },
    });
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(report).toMatchObject({ name: 'Pen test 2025', issued_by: 'Cure53', sensitivity: 'PUBLIC', is_active: true, report_sequence: 1, sequence: 1 });
    expect(report.file).toMatchObject({ name: 'pentest.pdf', url: `${url}${report.id}/download/`, content_type: 'application/pdf' });
    const dl = await d.t.app.inject({ method: 'GET', url: report.file.url, headers: d.admin.headers });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toContain('attachment; filename="pentest.pdf"');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.rawPayload.equals(d.pdf)).toBe(true);
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
    const noName = await upload({ name: ' ', file: { filename: 'a.pdf', content: d.pdf } });
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
    const off = await d.t.app.inject({ method: 'PATCH', url: `${url}${first.id}/`, headers: d.admin.headers, payload: { is_active: false } });
    expect(off.json().data.is_active).toBe(false);
    expect(off.json().data.name).toBe('Pen test 2025');
    expect((await list('?is_active=0')).data.security_reports.map((r: { name: string }) => r.name)).toEqual(['Pen test 2025']);
    expect((await list('?is_active=1&sensitivity=PUBLIC')).pagination.total_count).toBe(0);
    await d.t.app.inject({ method: 'PATCH', url: `${url}${first.id}/`, headers: d.admin.headers, payload: { is_active: true } });
  });

  it('replaces the file on edit and removes the old one from storage', async () => {
    const report = (await list('?sensitivity=PUBLIC')).data.security_reports[0];
    const before = await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) => findPublicReportFile(tx, d.org.id, report.id));
    const newPdf = await makePdf({ title: 'Pen test 2025 (rev 2)' });
    const res = await upload(
      { issued_by: 'NCC Group', file: { filename: 'pentest-v2.pdf', content: newPdf } },
      { method: 'PATCH', url: `${url}${report.id}/` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Pen test 2025', issued_by: 'NCC Group', file: { name: 'pentest-v2.pdf' } });
    expect(await d.t.app.deps.storage.get(before!.key)).toBeNull();
    const dl = await d.t.app.inject({ method: 'GET', url: `${url}${report.id}/download/`, headers: d.admin.headers });
    expect(dl.rawPayload.equals(newPdf)).toBe(true);
  });

  it('gives the public site active public reports only, and confidential ones without a file when asked', async () => {
    const pub = await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) => listPublicReports(tx, d.org.id));
    expect(pub.map((r) => r.name)).toEqual(['Pen test 2025']);
    const withLocked = await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) => listPublicReports(tx, d.org.id, { includeConfidential: true }));
    expect(withLocked.find((r) => r.sensitivity === 'CONFIDENTIAL')?.file).toBeNull();
    const confidential = (await list('?sensitivity=CONFIDENTIAL')).data.security_reports[0];
    expect(await withTenant(d.t.database.db, { organizationId: d.org.id }, (tx) => findPublicReportFile(tx, d.org.id, confidential.id))).toBeNull();
  });

  it('deletes a report with its file, and shows not-found afterwards', async () => {
    const report = (await list('?sensitivity=CONFIDENTIAL')).data.security_reports[0];
    expect((await d.t.app.inject({ method: 'DELETE', url: `${url}${report.id}/`, headers: d.admin.headers })).statusCode).toBe(204);
    const get = await d.t.app.inject({ method: 'GET', url: `${url}${report.id}/`, headers: d.admin.headers });
    expect(get.statusCode).toBe(404);
    expect(get.json().errors[0].code).toBe('not_found');
  });

  it('lets a sales user download but not upload', async () => {
    const sales = await d.t.createUser(d.org, 'sales');
    const report = (await list()).data.security_reports[0];
    expect((await d.t.app.inject({ method: 'GET', url: `${url}${report.id}/download/`, headers: sales.headers })).statusCode).toBe(200);
    expect((await upload({ name: 'x', file: { filename: 'a.pdf', content: d.pdf } }, { user: sales })).statusCode).toBe(403);
  });

  it('keeps another organisation from seeing, downloading or changing the reports', async () => {
    const other = await d.t.createOrg('Other');
    const intruder = await d.t.createUser(other, 'admin');
    const report = (await list()).data.security_reports[0];
    expect((await d.t.app.inject({ method: 'GET', url, headers: intruder.headers })).json().data.security_reports).toEqual([]);
    await expectDocumentHiddenFrom(d.t, intruder, `${url}${report.id}/`);
    expect((await list()).data.security_reports[0].name).toBe('Pen test 2025');
  });

  it('writes one activity row for each change: added, deactivated, updated with a new file, deleted', async () => {
    const added = (await upload({ name: 'Activity probe', file: { filename: 'a.pdf', content: d.pdf } })).json().data;
    const patch = (payload: Record<string, unknown>) => d.t.app.inject({ method: 'PATCH', url: `${url}${added.id}/`, headers: d.admin.headers, payload });
    await patch({ is_active: false });
    await upload(
      { name: 'Activity probe 2', file: { filename: 'b.pdf', content: await makePdf({ title: 'v2' }) } },
      { method: 'PATCH', url: `${url}${added.id}/` },
    );
    await d.t.app.inject({ method: 'DELETE', url: `${url}${added.id}/`, headers: d.admin.headers });
    const log = await d.t.app.inject({ method: 'GET', url: '/api/v1/core/activity-log/?group=trust_center&search=Activity%20probe', headers: d.admin.headers });
    expect(log.json().data.activity_logs.map((l: { description: string }) => l.description)).toEqual([
      'Deleted security report "Activity probe 2"',
      'Updated security report "Activity probe 2" with a new file',
      'Deactivated security report "Activity probe"',
      'Added security report "Activity probe"',
    ]);
  });
});
