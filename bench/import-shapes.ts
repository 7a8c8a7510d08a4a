/**
 * The shapes customers send that once went wrong (server/lib/questionnaire-files/shapes.fixtures.ts, made
 * in code): each is imported, every question gets an answer, the answers are written back, and the file
 * is compared with the original. Per file: questions found / expected, answers written, answers not
 * written with their reasons, and cells changed outside the answer cells (must be 0).
 */
import JSZip from 'jszip';
import { extractQuestions, writeAnswersWithReport, type ExtractedQuestion, type FilledAnswer, type WriteOptions } from '@server/lib/questionnaire-files';
import { resolveLimits } from '@server/lib/questionnaire-files/limits';
import * as shapes from '@server/lib/questionnaire-files/shapes.fixtures';
import { openWorkbook } from '@server/lib/questionnaire-files/xlsx/workbook';

interface Shape {
  name: string;
  expected: number;
  /** the questions the file holds, when known: found questions among them are 'matched' */
  questions?: string[];
  build: () => Promise<Buffer> | Buffer;
  write?: WriteOptions;
  /** answers aimed at cells that are no answers (a footer, a data sheet), as an old wrong mapping made */
  stray?: FilledAnswer[];
}

const tricky = Array.from({ length: 12 }, (_, i) => `Do you enforce security control number ${i + 1} across all production systems?`).filter((_, i) => i !== 4); // SEC-05 (row 6) answers with a formula: not a question
const lite = Array.from({ length: 10 }, (_, i) => `Do you have a documented practice for area ${i + 1}?`);
const cell = (sheet: string, row: number, column: number, address: string): FilledAnswer => ({
  sheet,
  row,
  answerCells: [{ sheet, row, column, kind: 'text', address }],
  choice: null,
  text: 'Yes.',
});

const SHAPES: Shape[] = [
  { name: 'japanese-word-table.docx', expected: 38, questions: shapes.japaneseQuestions(), build: shapes.buildJapaneseWord },
  { name: 'accented-rtl-chinese.docx', expected: 6, build: shapes.buildMixedScriptWord },
  { name: 'yes-no-columns-only.docx', expected: 38, questions: shapes.ENGLISH_QUESTIONS, build: shapes.buildWordYesNoOnly },
  {
    name: 'yes-no-columns-only (under table).docx',
    expected: 38,
    questions: shapes.ENGLISH_QUESTIONS,
    build: shapes.buildWordYesNoOnly,
    write: { overflow: 'column' },
  },
  {
    name: 'yes-no-columns-only (comments).docx',
    expected: 38,
    questions: shapes.ENGLISH_QUESTIONS,
    build: shapes.buildWordYesNoOnly,
    write: { overflow: 'note' },
  },
  {
    name: 'yes-no-columns-only (appendix).docx',
    expected: 38,
    questions: shapes.ENGLISH_QUESTIONS,
    build: shapes.buildWordYesNoOnly,
    write: { overflow: 'appendix' },
  },
  { name: 'no-questions-found.docx', expected: 0, build: shapes.buildWordWithoutQuestions },
  { name: 'footer-formulas-locked-data.xlsx', expected: 11, questions: tricky, build: shapes.buildTrickyWorkbook },
  { name: 'footer-formulas-locked-data (column).xlsx', expected: 11, questions: tricky, build: shapes.buildTrickyWorkbook, write: { overflow: 'column' } },
  { name: 'footer-formulas-locked-data (note).xlsx', expected: 11, questions: tricky, build: shapes.buildTrickyWorkbook, write: { overflow: 'note' } },
  { name: 'footer-formulas-locked-data (appendix).xlsx', expected: 11, questions: tricky, build: shapes.buildTrickyWorkbook, write: { overflow: 'appendix' } },
  {
    name: 'footer-and-data-cells-aimed-at.xlsx',
    expected: 11,
    questions: tricky,
    build: shapes.buildTrickyWorkbook,
    stray: [cell('Security', 15, 3, 'C15'), cell('Assets', 18, 1, 'A18'), cell('Assets', 89, 1, 'A89'), cell('Assets', 151, 1, 'A151')],
  },
  { name: 'hecvat-lite-layout.xlsx', expected: 10, questions: lite, build: shapes.buildLiteLayoutWorkbook },
  { name: 'hecvat-lite-3.04-layout.xlsx', expected: shapes.LITE_304_QUESTIONS, build: shapes.buildLite304Workbook },
];

const answerFor = (q: ExtractedQuestion, i: number): FilledAnswer => ({
  sheet: q.sheet,
  row: q.row,
  answerCells: q.answerCells,
  choice: q.answerOptions?.[0] ?? null,
  // one answer in ten carries a vertical tab, as text copied from an old answer does
  text: i % 10 === 0 ? `Answer ${i + 1}\u000bwith a copied line.` : `Answer ${i + 1}.`,
});

/** Cells of every sheet (Excel) or table cells and paragraphs (Word) that differ, outside the answer cells. */
async function changedOutside(name: string, before: Buffer, after: Buffer, questions: ExtractedQuestion[], placed: Set<string>): Promise<number> {
  // the answer cells of the questions read, and the cells of the place the user chose (an added column)
  const answerCells = new Set([...questions.flatMap((q) => q.answerCells.map((c) => `${c.sheet}|${c.address}`)), ...placed]);
  if (name.endsWith('.xlsx')) {
    const limits = resolveLimits();
    const a = openWorkbook(before, limits);
    const b = openWorkbook(after, limits);
    let n = 0;
    for (const info of a.sheets) {
      const sa = a.sheet(info.name);
      const sb = b.sheet(info.name);
      const rows = new Set([...sa.cells.keys(), ...sb.cells.keys()]);
      for (const r of rows) {
        const cols = new Set([...(sa.cells.get(r)?.keys() ?? []), ...(sb.cells.get(r)?.keys() ?? [])]);
        for (const c of cols) {
          const x = sa.cells.get(r)?.get(c);
          const y = sb.cells.get(r)?.get(c);
          if ((x?.value ?? '') === (y?.value ?? '') && (x?.formula ?? null) === (y?.formula ?? null)) continue;
          const address = `${colLetters(c)}${r}`;
          if (!answerCells.has(`${info.name}|${address}`)) n++;
        }
      }
    }
    return n;
  }
  // Word: every table cell outside the answer cells keeps its text; paragraphs before the appendix are unchanged
  const cellsOf = async (buf: Buffer) => {
    const xml = await (await JSZip.loadAsync(buf)).file('word/document.xml')!.async('string');
    const out = new Map<string, string>();
    [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].forEach((t, ti) =>
      [...t[1]!.matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].forEach((tr, ri) =>
        [...tr[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].forEach((tc, ci) => out.set(`T${ti + 1}R${ri + 1}C${ci + 1}`, tc[1]!.replace(/<[^>]+>/g, ''))),
      ),
    );
    return out;
  };
  const a = await cellsOf(before);
  const b = await cellsOf(after);
  let n = 0;
  for (const [k, v] of a) if (b.get(k) !== v && !answerCells.has(`Word File|${k}`)) n++;
  return n + Math.max(0, a.size - b.size);
}

function colLetters(c: number): string {
  let s = '';
  for (let n = c; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export async function benchShapes() {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const padL = (s: string | number, n: number) => String(s).padStart(n);
  console.log('');
  console.log('Shapes customers send (made in code): answers written back');
  console.log(
    `${pad('file', 44)} ${padL('found', 6)} ${padL('expect', 6)} ${padL('matched', 8)} ${padL('written', 8)} ${padL('not', 5)} ${padL('placed', 7)} ${padL('changed outside', 16)}  reasons`,
  );
  const totals = {
    shapes: 0,
    questions_expected: 0,
    questions_found: 0,
    questions_matched: 0,
    answers_written: 0,
    answers_not_written: 0,
    answers_placed_elsewhere: 0,
    cells_changed_outside_answers: 0,
  };
  for (const s of SHAPES) {
    const buf = await s.build();
    let found: ExtractedQuestion[] = [];
    let error = '';
    let written = 0;
    let notWritten: { reason: string; placedElsewhere?: boolean }[] = [];
    let outside = 0;
    try {
      found = await extractQuestions(buf, s.name.replace(/ \(.*\)/, ''));
      if (found.length) {
        const answers = s.stray ?? found.map(answerFor);
        const out = await writeAnswersWithReport(buf, s.name.replace(/ \(.*\)/, ''), answers, s.write ?? {});
        written = out.report.written;
        notWritten = out.report.notWritten;
        const placed = new Set(out.report.changes.filter((c) => c.place === 'column').map((c) => `${c.sheet}|${c.address}`));
        outside = await changedOutside(s.name, buf, out.buffer, found, placed);
      }
    } catch (e) {
      error = (e as Error).message;
    }
    const reasons = new Map<string, number>();
    for (const n of notWritten) {
      const place = { column: 'added column', note: 'note / comment', appendix: 'appendix', none: '' }[s.write?.overflow ?? 'none'];
      const k = `${n.reason}${n.placedElsewhere ? ` (put in the ${place})` : ''}`;
      reasons.set(k, (reasons.get(k) ?? 0) + 1);
    }
    const why = [...reasons].map(([r, k]) => `${k}× ${r}`).join('; ');
    const expected = new Set(s.questions ?? []);
    const matched = s.questions ? found.filter((q) => expected.has(q.question)).length : null;
    const placedCount = notWritten.filter((n) => n.placedElsewhere).length;
    console.log(
      `${pad(s.name, 44)} ${padL(found.length, 6)} ${padL(s.expected, 6)} ${padL(matched ?? '-', 8)} ${padL(written, 8)} ${padL(notWritten.length, 5)} ${padL(placedCount, 7)} ${padL(outside, 16)}  ${why}${error ? `ERROR: ${error}` : ''}`,
    );
    totals.shapes++;
    totals.questions_expected += s.expected;
    totals.questions_found += found.length;
    totals.questions_matched += matched ?? 0;
    totals.answers_placed_elsewhere += placedCount;
    totals.answers_written += written;
    totals.answers_not_written += notWritten.length;
    totals.cells_changed_outside_answers += outside;
  }
  return totals;
}
