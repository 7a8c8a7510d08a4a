import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import {
  BOXED_QUESTIONS,
  BOXED_STATEMENTS,
  buildBoxedStatementsWord,
  buildBoxedWord,
  buildBoxedWorkbook,
} from '@server/lib/questionnaire-files/checkbox.fixtures';
import { openWorkbook } from '@server/lib/questionnaire-files/xlsx/workbook';
import { defaultLimits } from '@server/lib/questionnaire-files/index';
import { createRequest, questionnaireOrg, upload } from '../test-support';

let t: TestApp;
let v: Awaited<ReturnType<typeof questionnaireOrg>>;
const R = '/api/v1/questionnaire/request';
const LIBRARY_ANSWER = 'Customer data is encrypted at rest with AES-256, with keys held in a managed key service.';

beforeAll(async () => {
  t = await createTestApp();
  v = await questionnaireOrg(t);
  // the answer library knows one of the questions: the AI drafts it from there
  const entry = await t.app.inject({
    method: 'POST',
    url: '/api/v1/knowledge-hub/library/',
    headers: v.admin.headers,
    payload: { question: BOXED_QUESTIONS[6], answer_choice: 'Yes', answer_text: LIBRARY_ANSWER, all_products: true },
  });
  expect(entry.statusCode, entry.body).toBe(201);
  await t.app.deps.jobs.runUntilIdle();
});
afterAll(() => t.close());

interface QuestionRow {
  id: string;
  question: string;
  answer_choice: string | null;
  answer_text: string;
  answer_options: string[];
  status: string;
  ai_answered: boolean;
  flag_reason: string | null;
}

async function uploaded(name: string, body: Buffer) {
  const r = await createRequest(t, v.admin, { customer: v.northwind, owner: v.admin.id, products: [v.platform] });
  const up = await upload(t, v.admin, r.id, [{ name, body }]);
  expect(up.statusCode).toBe(201);
  const fileId = up.json().data.files[0].id as string;
  await t.app.deps.jobs.runUntilIdle();
  const base = `${R}/${r.id}/request-file/${fileId}`;
  const get = async (path = '/') => {
    const res = await t.app.inject({ method: 'GET', url: `${base}${path}`, headers: v.admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const send = (method: 'POST' | 'PATCH', path: string, payload: object = {}) =>
    t.app.inject({ method, url: `${base}${path}`, headers: v.admin.headers, payload });
  const questions = async () => (await get('/question/?length=100')).questions as QuestionRow[];
  return { base, get, send, questions };
}

/** The text of each table row of the written document, its cells separated by '|'. */
async function wordRows(buf: Buffer) {
  const xml = await (await JSZip.loadAsync(buf)).file('word/document.xml')!.async('string');
  return [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((m) => m[0].replace(/<w:tc>/g, '|').replace(/<[^>]+>/g, ''));
}

describe('A Word questionnaire whose Response cells hold unticked answer boxes', () => {
  it('is imported by converting it with every question unanswered and its boxes as the options', async () => {
    const f = await uploaded('Vendor security review.docx', await buildBoxedWord());
    expect((await f.get()).parse_status).toBe('NEEDS_MAPPING');
    expect((await f.send('POST', '/convert/')).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get()).toMatchObject({ parse_status: 'PROCESSED', question_count: 15 });
    const qs = await f.questions();
    expect(qs.map((q) => q.question)).toEqual(BOXED_QUESTIONS);
    expect(qs.map((q) => [q.answer_choice, q.answer_text, q.answer_options])).toEqual(BOXED_QUESTIONS.map(() => [null, '', ['Yes', 'No']]));
  });

  it('is imported the same way when its tables are mapped as proposed (Response as the choice)', async () => {
    const f = await uploaded('Vendor security review.docx', await buildBoxedWord());
    const ins = await f.get('/inspection/');
    const sheets = ins.tables.map((s: { name: string; mapping: Record<string, unknown> }) => ({ sheet: s.name, ...s.mapping }));
    expect((await f.send('POST', '/mapping/', { sheets })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    const qs = await f.questions();
    expect(qs).toHaveLength(15);
    expect(qs.every((q) => q.answer_choice === null && q.answer_options.join() === 'Yes,No')).toBe(true);
  });

  it('is drafted by the AI, and comes back with the chosen box ticked in each Response cell and the comment beside it', async () => {
    const f = await uploaded('Vendor security review.docx', await buildBoxedWord());
    await f.send('POST', '/convert/');
    await t.app.deps.jobs.runUntilIdle();
    const start = await f.send('POST', '/start/');
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data.ai_status).toBe('QUEUED');
    await t.app.deps.jobs.runUntilIdle();
    expect(await f.get()).toMatchObject({ ai_status: 'COMPLETED', status: 'IN_REVIEW' });

    const qs = await f.questions();
    // every question went to the AI: the one the library knows is drafted, the others say why they are not
    expect(qs[6]).toMatchObject({ answer_choice: 'Yes', answer_text: expect.stringContaining('AES-256'), ai_answered: true });
    expect(qs.filter((q) => q.ai_answered || q.flag_reason)).toHaveLength(15);
    for (const [i, q] of qs.entries()) {
      // the AI's draft is approved as it is; the others are answered by a person
      const patch = i === 6 ? { status: 'APPROVED' } : { answer_choice: i % 2 ? 'No' : 'Yes', answer_text: `Checked by audit ${i + 1}.`, status: 'APPROVED' };
      const res = await f.send('PATCH', `/question/${q.id}/`, patch);
      expect(res.statusCode, res.body).toBe(200);
    }
    const preview = await f.get('/result/preview/');
    expect(preview.changes[0]).toMatchObject({ address: 'Table 1, row 2, column 3', before: '☐ Yes    ☐ No', after: '☒ Yes    ☐ No' });
    const result = await t.app.inject({ method: 'GET', url: `${f.base}/result/word-download/?confirmed=1`, headers: v.admin.headers });
    expect(result.statusCode).toBe(200);
    const rows = await wordRows(result.rawPayload);
    expect(rows).toContain(`|1.1|${BOXED_QUESTIONS[0]}|☒ Yes    ☐ No|Checked by audit 1.`);
    expect(rows).toContain(`|2.1|${BOXED_QUESTIONS[3]}|[ ] Yes    [x] No|Checked by audit 4.`);
    expect(rows).toContain(`|2.2|${BOXED_QUESTIONS[4]}|[x] Yes    [ ] No|Checked by audit 5.`);
    expect(rows).toContain(`|3.1|${BOXED_QUESTIONS[6]}|☒ Yes    ☐ No|${qs[6]!.answer_text}`);
    expect(rows).toContain(`|5.3|${BOXED_QUESTIONS[14]}|☒ Yes    ☐ No|Checked by audit 15.`);
  });
});

describe('A Word table of answer boxes mapped by hand', () => {
  it('ticks the boxes of the table the user mapped, though nothing proposed it', async () => {
    const f = await uploaded('Supplier statements.docx', await buildBoxedStatementsWord());
    const ins = await f.get('/inspection/');
    expect(ins.tables[0].mapping.selected).toBe(false);
    const mapping = {
      sheet: 'Table 1',
      header_row: 1,
      question_column: 2,
      id_column: null,
      answer_columns: [
        { column: 3, kind: 'choice' },
        { column: 4, kind: 'text' },
      ],
    };
    const preview = await f.send('POST', '/mapping/preview/', { sheets: [mapping] });
    expect(preview.json().data.sheets[0].questions.map((q: { answer_options: string[] }) => q.answer_options)).toEqual(
      BOXED_STATEMENTS.map(() => ['Agree', 'Disagree']),
    );
    expect((await f.send('POST', '/mapping/', { sheets: [mapping] })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    const qs = await f.questions();
    expect(qs.map((q) => q.question)).toEqual(BOXED_STATEMENTS);
    for (const [i, q] of qs.entries()) await f.send('PATCH', `/question/${q.id}/`, { answer_choice: i === 1 ? 'Disagree' : 'Agree', status: 'APPROVED' });
    const result = await t.app.inject({ method: 'GET', url: `${f.base}/result/word-download/?confirmed=1`, headers: v.admin.headers });
    expect(result.statusCode).toBe(200);
    expect((await wordRows(result.rawPayload)).slice(1)).toEqual([
      `|Data|${BOXED_STATEMENTS[0]}|☒ Agree    ☐ Disagree|`,
      `|Access|${BOXED_STATEMENTS[1]}|☐ Agree    ☒ Disagree|`,
      `|Keys|${BOXED_STATEMENTS[2]}|☒ Agree    ☐ Disagree|`,
    ]);
  });
});

describe('A workbook whose Response cells hold answer boxes', () => {
  it('keeps a ticked box as the answer, leaves the unticked ones to the AI, and ticks the approved choice in the cell', async () => {
    const f = await uploaded('Vendor security review.xlsx', await buildBoxedWorkbook());
    const ins = await f.get('/inspection/');
    const sheets = ins.sheets
      .filter((s: { mapping: { selected: boolean } }) => s.mapping.selected)
      .map((s: { name: string; mapping: object }) => ({ sheet: s.name, ...s.mapping }));
    expect((await f.send('POST', '/mapping/', { sheets })).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();
    const qs = await f.questions();
    expect(qs.map((q) => q.answer_choice)).toEqual([...Array(13).fill(null), 'No', null]);
    expect(qs.every((q) => q.answer_options.join() === 'Yes,No')).toBe(true);
    expect((await f.send('POST', '/start/')).statusCode).toBe(200);
    await t.app.deps.jobs.runUntilIdle();

    const res = await f.send('PATCH', `/question/${qs[0]!.id}/`, { answer_choice: 'No', answer_text: 'Approved by the board in 2023.', status: 'APPROVED' });
    expect(res.statusCode, res.body).toBe(200);
    const result = await t.app.inject({ method: 'GET', url: `${f.base}/result/excel-download/?confirmed=1`, headers: v.admin.headers });
    expect(result.statusCode).toBe(200);
    const sheet = openWorkbook(result.rawPayload, defaultLimits).sheet('Security review');
    expect(sheet.cells.get(2)?.get(3)?.value).toBe('☐ Yes    ☒ No');
    expect(sheet.cells.get(2)?.get(4)?.value).toBe('Approved by the board in 2023.');
    expect(sheet.cells.get(3)?.get(3)?.value).toBe('☐ Yes    ☐ No');
  });
});
