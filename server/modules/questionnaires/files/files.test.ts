import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { withTenant } from '@server/db/tenant-isolation';
import { buildDemoQuestionnaire, demoQuestions } from '../demo-workbook';
import { createRequest, questionnaireOrg, upload } from '../test-support';
import { buildWordQuestionnaire } from './word-fixture';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
let workbook: Buffer;
const R = '/api/v1/questionnaire/request';

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  workbook = await buildDemoQuestionnaire();
});
afterAll(() => t.close());

async function getFile(requestId: string, fileId: string, user = v.admin) {
  return (await t.app.inject({ method: 'GET', url: `${R}/${requestId}/request-file/${fileId}/`, headers: user.headers })).json().data;
}

/** A request with the demo workbook uploaded, mapped as proposed and imported. */
async function importedWorkbook(body = workbook, customer = v.northwind) {
  const r = await createRequest(t, v.admin, { customer, assignees: [v.sme.id] });
  const up = await upload(t, v.admin, r.id, [{ name: 'Vendor Assessment.xlsx', body }]);
  expect(up.statusCode).toBe(201);
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  const ins = (await t.app.inject({ method: 'GET', url: `${R}/${r.id}/request-file/${fileId}/inspection/`, headers: v.admin.headers })).json().data;
  const sheets = ins.sheets
    .filter((s: { mapping: { selected: boolean } }) => s.mapping.selected)
    .map((s: { name: string; mapping: Record<string, unknown> }) => ({ sheet: s.name, ...s.mapping }));
  const map = await t.app.inject({ method: 'POST', url: `${R}/${r.id}/request-file/${fileId}/mapping/`, headers: v.admin.headers, payload: { sheets } });
  expect(map.statusCode).toBe(200);
  await t.app.deps.jobs.runUntilIdle();
  return { requestId: r.id, fileId };
}

async function approveAll(requestId: string, fileId: string, answer: (i: number) => { choice: string | null; text: string }) {
  await withTenant(t.database.db, { organizationId: v.org.id }, async (tx) => {
    const res = (await tx.execute(sql`select id, sequence_num from questionnaire_questions where file_id = ${fileId} order by sequence_num`)) as unknown as {
      rows: { id: string; sequence_num: number }[];
    };
    for (const q of res.rows) {
      const a = answer(q.sequence_num - 1);
      await tx.execute(sql`update questionnaire_questions set status = 'APPROVED', answer_choice = ${a.choice}, answer_text = ${a.text} where id = ${q.id}`);
    }
  });
  return requestId;
}

describe('Excel intake', () => {
  it('reads an uploaded workbook and proposes a mapping that a user only has to confirm', async () => {
    const r = await createRequest(t, v.admin, { customer: v.northwind });
    const up = await upload(t, v.admin, r.id, [{ name: 'Vendor Assessment.xlsx', body: workbook }]);
    const fileId = up.json().data.files[0].id;
    expect(up.json().data.files[0].parse_status).toBe('QUEUED');
    await t.app.deps.jobs.runUntilIdle();
    const file = await getFile(r.id, fileId);
    expect(file.parse_status).toBe('NEEDS_MAPPING');
    expect(file.allowed_actions.can_map).toBe(true);
    const ins = (await t.app.inject({ method: 'GET', url: `${R}/${r.id}/request-file/${fileId}/inspection/`, headers: v.admin.headers })).json().data;
    const qs = ins.sheets.find((s: { name: string }) => s.name === 'Security Questions');
    expect(qs.mapping).toMatchObject({ selected: true, question_column: 2, header_row: 3 });
    expect(qs.mapping.answer_columns.map((a: { column: number }) => a.column)).toEqual(expect.arrayContaining([3]));
    expect(ins.sheets.find((s: { name: string }) => s.name === 'Instructions').mapping.selected).toBe(false);

    const sheets = [{ sheet: 'Security Questions', ...qs.mapping }];
    const preview = (
      await t.app.inject({ method: 'POST', url: `${R}/${r.id}/request-file/${fileId}/mapping/preview/`, headers: v.admin.headers, payload: { sheets } })
    ).json().data;
    expect(preview.total).toBe(demoQuestions.length);
    expect(preview.sheets[0].questions[0].question).toBe(demoQuestions[0]!.question);
    // The dropdown's options come from the hidden helper sheet, which itself is not a questions sheet.
    expect(preview.sheets[0].questions[0].answer_options).toEqual(['Yes', 'No', 'N/A']);
    expect(ins.sheets.find((s: { name: string }) => s.name === 'Lists')).toMatchObject({ hidden: true, mapping: { selected: false } });

    await t.app.inject({ method: 'POST', url: `${R}/${r.id}/request-file/${fileId}/mapping/`, headers: v.admin.headers, payload: { sheets } });
    await t.app.deps.jobs.runUntilIdle();
    const done = await getFile(r.id, fileId);
    expect(done).toMatchObject({ parse_status: 'PROCESSED', question_count: demoQuestions.length, approved_count: 0, progress_percentage: 0 });
    expect(done.groups['Security Questions'].counts.all).toBe(demoQuestions.length);
    expect(done.groups.Instructions).toBeNull();
    // The hidden helper sheet of dropdown values is no tab of the review screen.
    expect(Object.keys(done.groups)).toEqual(['Instructions', 'Security Questions']);
    const again = await t.app.inject({ method: 'POST', url: `${R}/${r.id}/request-file/${fileId}/mapping/`, headers: v.admin.headers, payload: { sheets } });
    expect(again.statusCode).toBe(409);
  });

  it('shows a sheet read-only, padded to ten columns of 150 pixels, merged title across four', async () => {
    const { requestId, fileId } = await importedWorkbook();
    const res = await t.app.inject({
      method: 'GET',
      url: `${R}/${requestId}/request-file/${fileId}/excel-sheet-data/?sheet_name=${encodeURIComponent('Security Questions')}`,
      headers: v.admin.headers,
    });
    const d = res.json().data;
    expect(d.column_width).toBe(150);
    expect(d.columns).toHaveLength(10);
    expect(d.rows.every((row: unknown[]) => row.length >= 10)).toBe(true);
    expect(d.rows[0][0]).toMatchObject({ value: 'Vendor Security Assessment', is_spanning_cell: true, column_span: 4 });
    expect(d.sheets.map((s: { name: string; selected: boolean }) => [s.name, s.selected])).toEqual([
      ['Instructions', false],
      ['Security Questions', true],
      ['Lists', false],
    ]);
    // An SME does not see the sheets nobody selected.
    const sme = await t.app.inject({
      method: 'GET',
      url: `${R}/${requestId}/request-file/${fileId}/excel-sheet-data/?sheet_name=Instructions`,
      headers: v.sme.headers,
    });
    expect(sme.statusCode).toBe(403);
    // …nor through the whole file as the customer sent it, or the list of its sheets.
    for (const part of ['download/', 'inspection/', 'converted-file/']) {
      const whole = await t.app.inject({ method: 'GET', url: `${R}/${requestId}/request-file/${fileId}/${part}`, headers: v.sme.headers });
      expect(whole.statusCode, part).toBe(403);
      expect(whole.json().errors[0].detail).toMatch(/^Subject-matter experts see the questions assigned to them/);
    }
    const owner = await t.app.inject({ method: 'GET', url: `${R}/${requestId}/request-file/${fileId}/download/`, headers: v.admin.headers });
    expect(owner.statusCode).toBe(200);
  });

  it('writes the approved answers into the customer’s own workbook and changes nothing else', async () => {
    const { requestId, fileId } = await importedWorkbook();
    await approveAll(requestId, fileId, (i) => ({ choice: demoQuestions[i]!.choice, text: i === 0 ? '=HYPERLINK("http://evil")' : demoQuestions[i]!.comment }));
    const res = await t.app.inject({
      method: 'GET',
      url: `${R}/${requestId}/request-file/${fileId}/result/excel-download/?confirmed=1`,
      headers: v.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Vendor%20Assessment.xlsx');
    const before = new ExcelJS.Workbook();
    await before.xlsx.load(workbook as unknown as ArrayBuffer);
    const after = new ExcelJS.Workbook();
    await after.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(after.worksheets.map((w) => [w.name, w.state])).toEqual(before.worksheets.map((w) => [w.name, w.state]));
    const changed: string[] = [];
    for (const ws of before.worksheets) {
      const other = after.getWorksheet(ws.name)!;
      expect(Object.keys((other.model as { merges?: string[] }).merges ?? {})).toEqual(Object.keys((ws.model as { merges?: string[] }).merges ?? {}));
      for (let r = 1; r <= Math.max(ws.rowCount, other.rowCount); r++) {
        for (let c = 1; c <= 6; c++) {
          const a = JSON.stringify(ws.getCell(r, c).value ?? null);
          const b = JSON.stringify(other.getCell(r, c).value ?? null);
          if (a !== b) changed.push(`${ws.name}!${other.getCell(r, c).address}`);
        }
        expect(other.getCell(r, 3).dataValidation).toEqual(ws.getCell(r, 3).dataValidation);
        expect(other.getCell(r, 1).fill).toEqual(ws.getCell(r, 1).fill);
      }
      for (let c = 1; c <= 4; c++) expect(other.getColumn(c).width).toBe(ws.getColumn(c).width);
    }
    // Only the Response (C) and Comments (D) cells of the 20 questions changed.
    expect(changed.every((a) => /^Security Questions!(C|D)\d+$/.test(a))).toBe(true);
    expect(changed.filter((a) => a.includes('!C'))).toHaveLength(demoQuestions.length);
    const sheet = after.getWorksheet('Security Questions')!;
    const firstRow = sheet.getColumn(2).values.findIndex((x) => x === demoQuestions[0]!.question);
    expect(sheet.getCell(firstRow, 3).value).toBe('Yes');
    expect(typeof sheet.getCell(firstRow, 4).value).toBe('string'); // never a formula
    expect(sheet.getCell(firstRow, 4).value).toBe('=HYPERLINK("http://evil")');
  });

  it('approves a file only when every answer is approved, then completes it and the request with it', async () => {
    const { requestId, fileId } = await importedWorkbook();
    const url = `${R}/${requestId}/request-file/${fileId}/change-status/`;
    const early = await t.app.inject({ method: 'POST', url, headers: v.admin.headers, payload: { status: 'APPROVED' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].detail).toBe('You can take this action once all responses are approved');
    const completeEarly = await t.app.inject({ method: 'POST', url, headers: v.admin.headers, payload: { status: 'COMPLETE' } });
    expect(completeEarly.statusCode).toBe(409);
    await approveAll(requestId, fileId, () => ({ choice: 'Yes', text: '' }));
    const approved = await t.app.inject({ method: 'POST', url, headers: v.admin.headers, payload: { status: 'APPROVED' } });
    expect(approved.json().data).toMatchObject({ status: 'APPROVED', progress_percentage: 100, request_status: 'APPROVED' });
    const smeTry = await t.app.inject({ method: 'POST', url, headers: v.sme.headers, payload: { status: 'COMPLETE' } });
    expect(smeTry.statusCode).toBe(403);
    const complete = await t.app.inject({ method: 'POST', url, headers: v.admin.headers, payload: { status: 'COMPLETE' } });
    expect(complete.json().data).toMatchObject({ status: 'COMPLETE', is_review_completed: true, request_status: 'COMPLETE' });
    const req = (await t.app.inject({ method: 'GET', url: `${R}/${requestId}/`, headers: v.admin.headers })).json().data;
    expect(req).toMatchObject({ status: 'COMPLETE', progress_percentage: 100, allowed_actions: { is_editable: false, can_cancel: false } });
    const submit = await t.app.inject({
      method: 'POST',
      url: `${R}/${requestId}/change-status/`,
      headers: v.admin.headers,
      payload: { status: 'SUBMITTED_TO_CUSTOMER' },
    });
    expect(submit.json().data.status).toBe('SUBMITTED_TO_CUSTOMER');
    const cancel = await t.app.inject({ method: 'POST', url: `${R}/${requestId}/change-status/`, headers: v.admin.headers, payload: { status: 'CANCELLED' } });
    expect(cancel.statusCode).toBe(409);
  });

  it('fails a damaged or hostile file alone, with a reason the user can act on', { timeout: 90_000 }, async () => {
    const r = await createRequest(t, v.admin, { customer: v.globex });
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    );
    zip.file('xl/workbook.xml', '<workbook/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    const truncated = workbook.subarray(0, Math.floor(workbook.length / 2));
    const up = await upload(t, v.admin, r.id, [
      { name: 'bomb.xlsx', body: bomb },
      { name: 'truncated.xlsx', body: truncated },
      { name: 'good.xlsx', body: workbook },
    ]);
    expect(up.statusCode).toBe(201);
    await t.app.deps.jobs.runUntilIdle();
    const files = (await t.app.inject({ method: 'GET', url: `${R}/${r.id}/`, headers: v.admin.headers })).json().data.files;
    const byName = Object.fromEntries(files.map((f: { file: { name: string } }) => [f.file.name, f]));
    expect(byName['bomb.xlsx']).toMatchObject({ parse_status: 'FAILED' });
    expect(byName['bomb.xlsx'].ai_processor_failure_reason.length).toBeGreaterThan(20);
    expect(byName['truncated.xlsx']).toMatchObject({ parse_status: 'FAILED' });
    expect(byName['good.xlsx'].parse_status).toBe('NEEDS_MAPPING');
  });

  it('refuses files whose content does not match their name, and unknown types', async () => {
    const r = await createRequest(t, v.admin, { customer: v.globex });
    const fake = await upload(t, v.admin, r.id, [{ name: 'fake.xlsx', body: Buffer.from('<html><script>alert(1)</script></html>') }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0].code).toBe('unsupported_file');
    const exe = await upload(t, v.admin, r.id, [{ name: 'tool.exe', body: Buffer.from('MZ') }]);
    expect(exe.statusCode).toBe(400);
    const files = (await t.app.inject({ method: 'GET', url: `${R}/${r.id}/`, headers: v.admin.headers })).json().data.files;
    expect(files).toEqual([]);
  });
});

describe('Word, CSV and PDF intake', () => {
  it('converts a Word questionnaire: not started, then processing, then completed with its questions', async () => {
    const r = await createRequest(t, v.admin, { customer: v.northwind });
    const up = await upload(t, v.admin, r.id, [{ name: 'Supplier questionnaire.docx', body: await buildWordQuestionnaire() }]);
    const fileId = up.json().data.files[0].id;
    await t.app.deps.jobs.runUntilIdle();
    const before = await getFile(r.id, fileId);
    expect(before).toMatchObject({ parse_status: 'NEEDS_MAPPING', file_conversion_request_status: null });
    const conv = await t.app.inject({ method: 'POST', url: `${R}/${r.id}/request-file/${fileId}/convert/`, headers: v.admin.headers, payload: {} });
    expect(conv.json().data.file_conversion_request_status).toBe('PROCESSING');
    await t.app.deps.jobs.runUntilIdle();
    const after = await getFile(r.id, fileId);
    expect(after).toMatchObject({ parse_status: 'PROCESSED', file_conversion_request_status: 'COMPLETED' });
    expect(after.question_count).toBeGreaterThanOrEqual(4);
    expect(Object.keys(after.groups)).toEqual(['Word File']);
    const converted = await t.app.inject({ method: 'GET', url: after.converted_file_url, headers: v.admin.headers });
    expect(converted.statusCode).toBe(200);
    await approveAll(r.id, fileId, (i) => ({ choice: null, text: `Answer ${i + 1}` }));
    const result = await t.app.inject({
      method: 'GET',
      url: `${R}/${r.id}/request-file/${fileId}/result/word-download/?confirmed=1`,
      headers: v.admin.headers,
    });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-disposition']).toContain('Supplier%20questionnaire.docx');
  });

  it('imports a CSV questionnaire as a list of questions at once, answered into a new workbook', async () => {
    const r = await createRequest(t, v.admin, { customer: v.northwind });
    const csv = ['Question,Answer', ...demoQuestions.slice(0, 6).map((q) => `"${q.question}",`)].join('\n');
    const up = await upload(t, v.admin, r.id, [{ name: 'questions.csv', body: Buffer.from(csv) }]);
    const fileId = up.json().data.files[0].id;
    await t.app.deps.jobs.runUntilIdle();
    const f = await getFile(r.id, fileId);
    expect(f).toMatchObject({ parse_status: 'PROCESSED', question_count: 6 });
    await approveAll(r.id, fileId, () => ({ choice: null, text: 'Yes.' }));
    const result = await t.app.inject({
      method: 'GET',
      url: `${R}/${r.id}/request-file/${fileId}/result/excel-download/?confirmed=1`,
      headers: v.admin.headers,
    });
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-disposition']).toContain('.xlsx');
  });
});

describe('The files of a request', () => {
  it('lists files uploaded together in the same order on every load: by name when they arrived at once', async () => {
    const r = await createRequest(t, v.admin, { customer: v.northwind });
    const csv = (q: string) => Buffer.from(`Question,Answer\n"${q}",\n`);
    const up = await upload(t, v.admin, r.id, [
      { name: 'Zeta questions.csv', body: csv(demoQuestions[0]!.question) },
      { name: 'Alpha questions.csv', body: csv(demoQuestions[1]!.question) },
    ]);
    expect(up.statusCode).toBe(201);
    const names = async () =>
      ((await t.app.inject({ method: 'GET', url: `${R}/${r.id}/`, headers: v.admin.headers })).json().data.files as { file: { name: string } }[]).map(
        (f) => f.file.name,
      );
    expect(await names()).toEqual(['Alpha questions.csv', 'Zeta questions.csv']);
    // Reading the files updates their rows; the cards stay where they were.
    await t.app.deps.jobs.runUntilIdle();
    expect(await names()).toEqual(['Alpha questions.csv', 'Zeta questions.csv']);
  });
});

describe('Before the result download', () => {
  it('accepts a Markdown questionnaire and says that only approved answers are written, and how many that is', async () => {
    const r = await createRequest(t, v.admin, { customer: v.northwind });
    const md = [
      '# Security',
      '',
      '1. Do you encrypt customer data at rest?',
      '2. Do you run a yearly penetration test?',
      '3. Is MFA required for administrators?',
      '',
    ].join('\n');
    const up = await upload(t, v.admin, r.id, [{ name: 'questions.md', body: Buffer.from(md) }]);
    const fileId = up.json().data.files[0].id;
    await t.app.deps.jobs.runUntilIdle();
    expect(await getFile(r.id, fileId)).toMatchObject({ parse_status: 'PROCESSED', question_count: 3 });
    const preview = await t.app.inject({ method: 'GET', url: `${R}/${r.id}/request-file/${fileId}/result/preview/`, headers: v.admin.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ total: 3, approved: 0, written: 0, not_written: [] });
    expect(preview.json().data.message).toBe(
      'Only approved answers are written into the file, and none of the 3 is approved yet: the file would come back as the customer sent it.',
    );
  });
});

/** The answer engine's tables (knowledge hub) are in this build. */
async function knowledgeHubInstalled() {
  return withTenant(t.database.db, { organizationId: v.org.id }, async (tx) => {
    const r = (await tx.execute(sql`select to_regclass('public.kb_documents') is not null as ok`)) as unknown as { rows: { ok: boolean }[] };
    return Boolean(r.rows[0]?.ok);
  });
}

describe('PDF intake', () => {
  it('imports a PDF questionnaire as a list of questions', async () => {
    const PDFDocument = (await import('pdfkit')).default;
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    doc.fontSize(16).text('Vendor Security Questionnaire').moveDown();
    demoQuestions.slice(0, 5).forEach((q, i) =>
      doc
        .fontSize(11)
        .text(`${i + 1}. ${q.question}`)
        .moveDown(),
    );
    doc.end();
    await done;
    const r = await createRequest(t, v.admin, { customer: v.northwind });
    const up = await upload(t, v.admin, r.id, [{ name: 'questionnaire.pdf', body: Buffer.concat(chunks) }]);
    const fileId = up.json().data.files[0].id;
    await t.app.deps.jobs.runUntilIdle();
    const f = await getFile(r.id, fileId);
    expect(f.parse_status).toBe('PROCESSED');
    expect(f.question_count).toBe(5);
  });
});

describe('drafting with the AI', () => {
  it('drafts the answers of a file in the background and moves the file and the request to review', async () => {
    if (!(await knowledgeHubInstalled())) return;
    // Another customer: Northwind already received this workbook approved above, so its copy would be prefilled.
    const { requestId, fileId } = await importedWorkbook(workbook, v.globex);
    const start = await t.app.inject({ method: 'POST', url: `${R}/${requestId}/request-file/${fileId}/start/`, headers: v.admin.headers, payload: {} });
    expect(start.statusCode).toBe(200);
    expect(start.json().data.ai_status).toBe('QUEUED');
    const twice = await t.app.inject({ method: 'POST', url: `${R}/${requestId}/request-file/${fileId}/start/`, headers: v.admin.headers, payload: {} });
    expect(twice.statusCode).toBe(409);
    await t.app.deps.jobs.runUntilIdle();
    const f = await getFile(requestId, fileId);
    expect(f).toMatchObject({ ai_status: 'COMPLETED', ai_progress: 100, status: 'IN_REVIEW' });
    expect(f.ai_completed_at).toBeTruthy();
    const req = (await t.app.inject({ method: 'GET', url: `${R}/${requestId}/`, headers: v.admin.headers })).json().data;
    expect(req.status).toBe('IN_REVIEW');
  });

  it('asks for knowledge-base documents when the organisation has some and none were chosen', async () => {
    const { requestId, fileId } = await importedWorkbook();
    if (!(await knowledgeHubInstalled())) return;
    await withTenant(t.database.db, { organizationId: v.org.id }, async (tx) => {
      await tx.execute(sql`insert into kb_documents (organization_id, name, file_key, file_name, mime_type, format, series_id, status)
                           values (${v.org.id}, 'Security policy', 'k', 'policy.pdf', 'application/pdf', 'pdf', gen_random_uuid(), 'READY')`);
    });
    const res = await t.app.inject({ method: 'POST', url: `${R}/${requestId}/request-file/${fileId}/start/?retry=1`, headers: v.admin.headers, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].code).toBe('MISSING_KB_FILES');
  });
});

describe('another organisation', () => {
  it('cannot read, download, map, start, approve or delete a file', async () => {
    const { requestId, fileId } = await importedWorkbook();
    const other = await questionnaireOrg(t, 'Intruder files');
    const base = `${R}/${requestId}/request-file/${fileId}`;
    for (const [method, url, payload] of [
      ['GET', `${base}/`],
      ['GET', `${base}/download/`],
      ['GET', `${base}/result/excel-download/`],
      ['GET', `${base}/excel-sheet-data/?sheet_name=Instructions`],
      ['GET', `${base}/inspection/`],
      ['POST', `${base}/start/`, {}],
      ['POST', `${base}/change-status/`, { status: 'APPROVED' }],
      ['POST', `${base}/comments/`, { comment_text: 'x' }],
      ['DELETE', `${base}/`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.admin.headers, ...(payload ? { payload } : {}) });
      expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
    }
    const up = await upload(t, other.admin, requestId, [{ name: 'x.xlsx', body: workbook }]);
    expect(up.statusCode).toBe(404);
    expect((await getFile(requestId, fileId)).parse_status).toBe('PROCESSED');
  });
});
