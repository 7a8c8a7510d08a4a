import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { withTenant } from '@server/db/tenant-isolation';
import { buildWordStatementsForm, WORD_STATEMENTS } from '@server/lib/questionnaire-files/shapes.fixtures';
import { createRequest, questionnaireOrg, upload } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
const R = '/api/v1/questionnaire/request';
const table2 = {
  sheet: 'Table 2',
  header_row: 1,
  question_column: 2,
  id_column: null,
  answer_columns: [
    { column: 3, kind: 'choice' },
    { column: 4, kind: 'text' },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
});
afterAll(() => t.close());

async function uploaded() {
  const r = await createRequest(t, v.admin, { customer: v.northwind });
  const up = await upload(t, v.admin, r.id, [{ name: 'Supplier assurance form.docx', body: await buildWordStatementsForm() }]);
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  const base = `${R}/${r.id}/request-file/${fileId}`;
  const get = async (path = '/') => (await t.app.inject({ method: 'GET', url: `${base}${path}`, headers: v.admin.headers })).json().data;
  const post = (path: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `${base}${path}`, headers: v.admin.headers, payload: payload as object });
  return { requestId: r.id, fileId, get, post };
}

describe('A Word questionnaire whose questions are not found', () => {
  it('offers its tables for the same column mapping as an Excel sheet, with a sentence saying what to do', async () => {
    const f = await uploaded();
    const ins = await f.get('/inspection/');
    expect(ins.parse_status).toBe('NEEDS_MAPPING');
    expect(ins.warnings).toEqual([
      'No questions were found in the document by themselves. Choose the table that holds them, and its question and answer columns.',
    ]);
    expect(ins.tables.map((s: { name: string }) => s.name)).toEqual(['Table 1', 'Table 2']);
    expect(ins.tables[1]).toMatchObject({ row_count: 9, column_count: 4, mapping: { selected: false, question_column: 2 } });
    const grid = await f.get('/excel-sheet-data/?sheet_name=Table%202');
    expect(grid.rows[1].slice(0, 2).map((c: { value: string }) => c.value)).toEqual(['Data', WORD_STATEMENTS[0]]);
  });

  it('goes back to the mapping step, not to a failure, when converting finds nothing by itself', async () => {
    const f = await uploaded();
    expect((await f.post('/convert/', {})).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get()).toMatchObject({
      parse_status: 'NEEDS_MAPPING',
      file_conversion_request_status: null,
      ai_processor_failure_reason:
        'No questions were found in this document by themselves. Choose the table that holds them, and its question and answer columns.',
    });
  });

  it('previews the chosen table, refuses a table the document does not have, and imports and answers into the chosen cells', async () => {
    const f = await uploaded();
    const preview = await f.post('/mapping/preview/', { sheets: [table2] });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      total: 8,
      sheets: [{ sheet: 'Table 2', count: 8, questions: expect.arrayContaining([{ row: 2, question: WORD_STATEMENTS[0], answer_options: [] }]) }],
    });
    const wrong = await f.post('/mapping/preview/', { sheets: [{ ...table2, sheet: 'Table 9' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].detail).toBe('The document has no table named Table 9.');

    expect((await f.post('/mapping/', { sheets: [table2] })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get()).toMatchObject({ parse_status: 'PROCESSED', question_count: 8, file_conversion_request_status: 'COMPLETED' });
    expect((await f.get('/inspection/')).tables[1].mapping).toMatchObject({ selected: true, question_column: 2 });

    await withTenant(t.database.db, { organizationId: v.org.id }, (tx) =>
      tx.execute(
        sql`update questionnaire_questions set status = 'APPROVED', answer_choice = 'Yes', answer_text = 'Evidence ' || sequence_num where file_id = ${f.fileId}`,
      ),
    );
    const result = await t.app.inject({
      method: 'GET',
      url: `${R}/${f.requestId}/request-file/${f.fileId}/result/word-download/?confirmed=1`,
      headers: v.admin.headers,
    });
    expect(result.statusCode).toBe(200);
    const xml = await (await JSZip.loadAsync(result.rawPayload)).file('word/document.xml')!.async('string');
    const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((m) => m[0].replace(/<w:tc>/g, '|').replace(/<[^>]+>/g, ''));
    expect(rows).toContain(`|Data|${WORD_STATEMENTS[0]}|Yes|Evidence 1`);
    expect(rows).toContain(`|Data|${WORD_STATEMENTS[7]}|Yes|Evidence 8`);
  });
});
