import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import * as boxes from '@server/lib/questionnaire-files/checkbox.fixtures';
import * as shapes from '@server/lib/questionnaire-files/shapes.fixtures';
import { buildDemoQuestionnaire } from '../demo-workbook';
import { createRequest, questionnaireOrg, upload } from '../test-support';
import { buildWordQuestionnaire } from './word-fixture';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
const R = '/api/v1/questionnaire/request';
const FIXTURES = join(process.cwd(), 'tests/fixtures/questionnaires');
const stored = (name: string) => () => Promise.resolve(readFileSync(join(FIXTURES, name)));

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
});
afterAll(() => t.close());

interface Proposal {
  name: string;
  question_count: number;
  mapping: { selected: boolean; header_row: number; question_column: number; id_column: number | null; answer_columns: object[] };
}
const entry = (s: Proposal) => {
  const { selected: _selected, ...mapping } = s.mapping;
  return { sheet: s.name, ...mapping };
};

const words: [string, () => Promise<Buffer>][] = [
  ['numbered paragraphs and a table', buildWordQuestionnaire],
  ['a supplier questionnaire', stored('supplier-questionnaire.docx')],
  ['Yes / No columns to mark', stored('openchain-license-compliance-1.2.docx')],
  ['Japanese questions', shapes.buildJapaneseWord],
  ['questions in several scripts', shapes.buildMixedScriptWord],
  ['Yes / No / N/A columns only', shapes.buildWordYesNoOnly],
  ['statements nothing recognises', shapes.buildWordStatementsForm],
  ['unticked answer boxes in five tables', boxes.buildBoxedWord],
  ['answer boxes written every other way', boxes.buildBoxVariantsWord],
  ['check-box controls', boxes.buildCheckBoxControlWord],
  ['option columns of boxes', boxes.buildBoxColumnsWord],
  ['answer boxes under paragraph questions', boxes.buildBoxedParagraphsWord],
];
const workbooks: [string, () => Promise<Buffer>][] = [
  ['the demo workbook', buildDemoQuestionnaire],
  ['a vendor assessment', stored('vendor-assessment.xlsx')],
  ['a security questionnaire', stored('northwind-security-questionnaire.xlsx')],
  ['tricky cells', shapes.buildTrickyWorkbook],
  ['a HECVAT-like layout', shapes.buildLiteLayoutWorkbook],
  ['answer boxes in cells', boxes.buildBoxedWorkbook],
];

async function inspected(name: string, body: Buffer) {
  const r = await createRequest(t, v.admin, { customer: v.northwind });
  const up = await upload(t, v.admin, r.id, [{ name, body }]);
  expect(up.statusCode, up.body).toBe(201);
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  const base = `${R}/${r.id}/request-file/${fileId}`;
  const get = async (path: string) => (await t.app.inject({ method: 'GET', url: `${base}${path}`, headers: v.admin.headers })).json().data;
  const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `${base}${path}`, headers: v.admin.headers, payload });
  const ins = await get('/inspection/');
  expect(ins.parse_status).toBe('NEEDS_MAPPING');
  return { ins, get, post };
}

describe('Every mapping the inspection proposes', () => {
  it.each(words)('is accepted by the preview and the mapping for a Word document with %s', async (_shape, build) => {
    const f = await inspected('questionnaire.docx', await build());
    const proposed: Proposal[] = [...f.ins.sheets, ...f.ins.tables].filter((s: Proposal) => s.mapping.selected);
    if (!proposed.length) {
      // nothing to propose: the inspection says what to do instead
      expect(f.ins.warnings).toEqual([
        'No questions were found in the document by themselves. Choose the table that holds them, and its question and answer columns.',
      ]);
      return;
    }
    const found = f.ins.sheets[0].question_count as number;
    // each proposed entry on its own, the document's own group 'Word File' included, then all of them together
    for (const s of proposed) {
      const res = await f.post('/mapping/preview/', { sheets: [entry(s)] });
      expect(res.statusCode, `${s.name}: ${res.body}`).toBe(200);
      expect(res.json().data.sheets[0]).toMatchObject({ sheet: s.name, count: s.name === 'Word File' ? found : s.question_count });
    }
    const all = await f.post('/mapping/preview/', { sheets: proposed.map(entry) });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBe(found);
    expect((await f.post('/mapping/', { sheets: proposed.map(entry) })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get('/')).toMatchObject({ parse_status: 'PROCESSED', question_count: found });
  });

  it.each(workbooks)('is accepted by the preview and the mapping for a workbook with %s', async (_shape, build) => {
    const f = await inspected('questionnaire.xlsx', await build());
    const proposed: Proposal[] = f.ins.sheets.filter((s: Proposal) => s.mapping.selected);
    expect(proposed.length).toBeGreaterThan(0);
    const preview = await f.post('/mapping/preview/', { sheets: proposed.map(entry) });
    expect(preview.statusCode, preview.body).toBe(200);
    const total = proposed.reduce((n, s) => n + s.question_count, 0);
    expect(preview.json().data.total).toBe(total);
    expect((await f.post('/mapping/', { sheets: proposed.map(entry) })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get('/')).toMatchObject({ parse_status: 'PROCESSED', question_count: total });
  });
});

describe("The document's own group 'Word File'", () => {
  it('imports the questions found by themselves when it is mapped alone, as converting does', async () => {
    const f = await inspected('questionnaire.docx', await buildWordQuestionnaire());
    const wordFile = f.ins.sheets[0] as Proposal;
    expect(wordFile).toMatchObject({ name: 'Word File', question_count: 6, mapping: { selected: true } });
    expect((await f.post('/mapping/', { sheets: [entry(wordFile)] })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get('/')).toMatchObject({ parse_status: 'PROCESSED', question_count: 6, file_conversion_request_status: 'COMPLETED' });
  });

  it('is not proposed when the document gives no question by itself', async () => {
    const f = await inspected('questionnaire.docx', await shapes.buildWordStatementsForm());
    expect(f.ins.sheets).toMatchObject([{ name: 'Word File', question_count: 0, mapping: { selected: false } }]);
  });

  it('is refused with a sentence when it is listed twice', async () => {
    const f = await inspected('questionnaire.docx', await buildWordQuestionnaire());
    const res = await f.post('/mapping/preview/', { sheets: [entry(f.ins.sheets[0]), entry(f.ins.sheets[0])] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ detail: 'Word File is listed twice.', attr: 'sheets.1.sheet' });
  });
});
