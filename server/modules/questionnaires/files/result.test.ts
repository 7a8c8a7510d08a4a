import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { withTenant } from '@server/db/tenant-isolation';
import * as shapes from '@server/lib/questionnaire-files/shapes.fixtures';
import { buildDemoQuestionnaire, demoQuestions } from '../demo-workbook';
import { createRequest, questionnaireOrg, upload } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
const R = '/api/v1/questionnaire/request';

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
});
afterAll(() => t.close());

async function imported(name: string, body: Buffer) {
  const r = await createRequest(t, v.admin, { customer: v.northwind });
  const up = await upload(t, v.admin, r.id, [{ name, body }]);
  expect(up.statusCode).toBe(201);
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  const base = `${R}/${r.id}/request-file/${fileId}`;
  if (name.endsWith('.docx')) await t.app.inject({ method: 'POST', url: `${base}/convert/`, headers: v.admin.headers, payload: {} });
  else {
    const ins = (await t.app.inject({ method: 'GET', url: `${base}/inspection/`, headers: v.admin.headers })).json().data;
    const sheets = ins.sheets
      .filter((s: { mapping: { selected: boolean } }) => s.mapping.selected)
      .map((s: { name: string; mapping: Record<string, unknown> }) => ({ sheet: s.name, ...s.mapping }));
    expect((await t.app.inject({ method: 'POST', url: `${base}/mapping/`, headers: v.admin.headers, payload: { sheets } })).statusCode).toBe(200);
  }
  await t.app.deps.jobs.runUntilIdle();
  return base;
}

async function approveAll(base: string, answer: (i: number) => { choice: string | null; text: string }) {
  const fileId = base.split('/').pop()!;
  await withTenant(t.database.db, { organizationId: v.org.id }, async (tx) => {
    const res = (await tx.execute(sql`select id, sequence_num from questionnaire_questions where file_id = ${fileId} order by sequence_num`)) as unknown as {
      rows: { id: string; sequence_num: number }[];
    };
    for (const q of res.rows) {
      const a = answer(q.sequence_num - 1);
      await tx.execute(sql`update questionnaire_questions set status = 'APPROVED', answer_choice = ${a.choice}, answer_text = ${a.text} where id = ${q.id}`);
    }
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: v.admin.headers });

describe('The preview before the first download', () => {
  it('lists every cell the download will write, with its question, old and new text; the first download needs it seen', async () => {
    const base = await imported('Vendor Assessment.xlsx', await buildDemoQuestionnaire());
    await approveAll(base, (i) => ({ choice: demoQuestions[i]!.choice, text: demoQuestions[i]!.comment }));
    const preview = (await get(`${base}/result/preview/`)).json().data;
    expect(preview).toMatchObject({ approved: demoQuestions.length, previewed: false, place: 'none', place_saved: false, not_written: [] });
    expect(preview.changes.length).toBeGreaterThanOrEqual(demoQuestions.length);
    expect(preview.changes[0]).toMatchObject({
      sheet: 'Security Questions',
      address: expect.stringMatching(/^C\d+$/),
      before: '',
      after: demoQuestions[0]!.choice,
      place: 'answer',
      sequence_num: 1,
    });

    const refused = await get(`${base}/result/excel-download/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].detail).toBe(
      'Look at what will be written into the file before the first download: open the preview, or confirm that you want to download without it.',
    );

    const seen = await t.app.inject({ method: 'PUT', url: `${base}/result/settings/`, headers: v.admin.headers, payload: { place: 'none', previewed: true } });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ previewed: true, place_saved: true });
    expect((await get(`${base}/result/excel-download/`)).statusCode).toBe(200);
  });

  it('logs that the changes were checked when only the preview was seen, and the place when one is chosen', async () => {
    const base = await imported('Checked Assessment.xlsx', await buildDemoQuestionnaire());
    await approveAll(base, (i) => ({ choice: demoQuestions[i]!.choice, text: demoQuestions[i]!.comment }));
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `${base}/result/settings/`, headers: v.admin.headers, payload });
    expect((await put({ place: 'none', previewed: true })).statusCode).toBe(200);
    expect((await put({ place: 'appendix' })).statusCode).toBe(200);
    expect((await put({ place: 'none' })).statusCode).toBe(200);
    const fileId = base.split('/').pop()!;
    const log = (await get(`/api/v1/core/activity-log/?object_type=questionnairefile&object_id=${fileId}&page=1&length=10`))
      .json()
      .data.activity_logs.map((a: { description: string }) => a.description);
    expect(log).toEqual(
      expect.arrayContaining([
        'Checked the changes to Checked Assessment.xlsx before downloading it',
        'Chose an appendix "Answers not written in place" for the answers of Checked Assessment.xlsx that cannot be written in place',
        'Chose to leave the answers of Checked Assessment.xlsx that cannot be written in place out of the file',
      ]),
    );
  });

  it('lets the user download without the preview once they confirm it', async () => {
    const base = await imported('Vendor Assessment.xlsx', await buildDemoQuestionnaire());
    await approveAll(base, (i) => ({ choice: demoQuestions[i]!.choice, text: '' }));
    expect((await get(`${base}/result/excel-download/?confirmed=1`)).statusCode).toBe(200);
  });
});

describe('A place for approved answers that cannot be written in place', () => {
  it('says per question why a Word table cannot take the explanation, and keeps the chosen place for the file', async () => {
    const base = await imported('Supplier checklist.docx', await shapes.buildWordYesNoOnly());
    await approveAll(base, (i) => ({ choice: 'Yes', text: `Explanation ${i + 1}.` }));
    const before = (await get(`${base}/result/preview/`)).json().data;
    expect(before.not_written).toHaveLength(38);
    expect(before.not_written[0]).toMatchObject({
      part: 'explanation',
      placed_elsewhere: false,
      reason: 'The table has no column for the explanation; only the choice was marked.',
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url: `${base}/result/settings/`,
      headers: v.admin.headers,
      payload: { place: 'column', previewed: true },
    });
    expect(saved.json().data).toMatchObject({ place: 'column', place_saved: true });
    expect(saved.json().data.not_written.every((n: { placed_elsewhere: boolean }) => n.placed_elsewhere)).toBe(true);
    // the next download uses the saved place without being told again
    const res = await get(`${base}/result/word-download/`);
    expect(res.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Comments to the answers in the table above');
    expect(xml).toContain('Explanation 38.');
  });

  it('puts an Excel explanation whose comment cell holds a formula on a sheet "Answers not written in place" when chosen', async () => {
    const base = await imported('Tricky.xlsx', await shapes.buildTrickyWorkbook());
    await approveAll(base, (i) => ({ choice: 'Yes', text: `Comment ${i + 1}.` }));
    const preview = (
      await t.app.inject({ method: 'PUT', url: `${base}/result/settings/`, headers: v.admin.headers, payload: { place: 'appendix', previewed: true } })
    ).json().data;
    expect(preview.not_written).toEqual([
      expect.objectContaining({ part: 'explanation', placed_elsewhere: true, reason: expect.stringMatching(/no cell for the explanation/) }),
    ]);
    expect(preview.changes.filter((c: { place: string }) => c.place === 'appendix')).toEqual([
      expect.objectContaining({ sheet: 'Answers not written in place', after: 'Comment 4.' }),
    ]);
    const res = await get(`${base}/result/excel-download/`);
    const names = Object.keys((await JSZip.loadAsync(res.rawPayload)).files);
    expect(names.filter((n) => n.startsWith('xl/worksheets/sheet'))).toHaveLength(5);
  });

  it('refuses a place that does not exist', async () => {
    const base = await imported('Vendor Assessment.xlsx', await buildDemoQuestionnaire());
    const res = await t.app.inject({ method: 'PUT', url: `${base}/result/settings/`, headers: v.admin.headers, payload: { place: 'margin' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('Legacy formats', () => {
  it('gives an .xls questionnaire back as an .xlsx workbook, with the name and type of one', async () => {
    // a stand-in for LibreOffice first on PATH: "converts" to the demo workbook
    const dir = mkdtempSync(join(tmpdir(), 'fake-soffice-'));
    writeFileSync(join(dir, 'demo.xlsx'), await buildDemoQuestionnaire());
    writeFileSync(
      join(dir, 'soffice'),
      `#!/bin/sh\nout=""; while [ $# -gt 0 ]; do [ "$1" = --outdir ] && out="$2"; shift; done\ncp "${dir}/demo.xlsx" "$out/input.xlsx"\n`,
    );
    chmodSync(join(dir, 'soffice'), 0o755);
    const savedPath = process.env.PATH;
    process.env.PATH = `${dir}:${savedPath}`;
    try {
      const xls = Buffer.alloc(2048);
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(xls);
      xls.writeUInt16LE(0xfffe, 28);
      xls.writeUInt16LE(9, 30);
      xls.writeUInt32LE(1, 44);
      const base = await imported('Vendor Assessment.xls', xls);
      await approveAll(base, (i) => ({ choice: demoQuestions[i]!.choice, text: '' }));
      const res = await get(`${base}/result/excel-download/?confirmed=1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('Vendor%20Assessment.xlsx');
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    } finally {
      process.env.PATH = savedPath;
    }
  });
});

describe('another organisation', () => {
  it('cannot see the preview of a file or choose its place', async () => {
    const base = await imported('Vendor Assessment.xlsx', await buildDemoQuestionnaire());
    const other = await questionnaireOrg(t, 'Intruder results');
    expect([403, 404]).toContain((await t.app.inject({ method: 'GET', url: `${base}/result/preview/`, headers: other.admin.headers })).statusCode);
    expect([403, 404]).toContain(
      (await t.app.inject({ method: 'PUT', url: `${base}/result/settings/`, headers: other.admin.headers, payload: { place: 'column' } })).statusCode,
    );
  });
});
