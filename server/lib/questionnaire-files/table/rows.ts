import type { AnswerColumn } from '../types';
import { type TableGrid, shownText } from './grid';
import { isHeaderLike } from './analyze';
import { headerIsSection, idStrength, isMark, norm, optionsInHeader, optionsSpelled, questionScore } from './vocab';
import { isTickedBox, readBoxes } from '../checkbox';

export interface RowAnswerCell {
  row: number;
  column: number;
  kind: AnswerColumn['kind'];
  option?: string;
}

export interface TableQuestion {
  row: number;
  qid: string | null;
  section: string | null;
  question: string;
  cells: RowAnswerCell[];
  options: string[] | null;
  choice: string | null;
  text: string | null;
}

export interface RowMapping {
  headerRow: number;
  questionColumn: number;
  idColumn: number | null;
  sectionColumn?: number | null;
  answerColumns: AnswerColumn[];
}

/** Multi-line cells keep their lines; other whitespace is tidied. */
export const cleanText = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** The questions of a table under a mapping. A row is a question when it has an identifier, reads as
 *  a question, or holds (not bold) text such as a checklist item, and has at least one answer cell a
 *  person can fill: answer cells holding formulas are computed from elsewhere (report, scoring and copy rows), and
 *  cells swallowed by a merged range are not separate cells. Rows between questions that carry only a
 *  title become the section of the questions after them; hidden rows are skipped. */
export function extractTableQuestions(g: TableGrid, m: RowMapping, leftOut?: { formulaRows: number[] }): TableQuestion[] {
  const maxCol = Math.max(g.maxCol, m.questionColumn, ...m.answerColumns.map((a) => a.column));
  const qCol = m.questionColumn;
  const idCol = m.idColumn;
  const out: TableQuestion[] = [];
  let section: string | null = null;
  const headerLabelOfQ = norm(g.text(m.headerRow, qCol)).toLowerCase();
  const headerOptions = new Map(m.answerColumns.filter((a) => a.kind === 'choice').map((a) => [a.column, optionsInHeader(g.text(m.headerRow, a.column))]));

  for (let r = m.headerRow + 1; r <= g.maxRow; r++) {
    if (g.isHiddenRow(r)) continue;
    const origin = g.mergeOrigin(r, qCol);
    const raw = origin ? '' : g.text(r, qCol);
    const qText = cleanText(raw);
    if (!qText) {
      const title = rowTitle(g, r, Math.max(qCol, idCol ?? 0), maxCol);
      if (title) section = title;
      continue;
    }
    if (isHeaderLike(g, r, Math.min(maxCol, 60)) || qText.toLowerCase() === headerLabelOfQ) {
      const title = rowTitle(g, r, Math.max(qCol, idCol ?? 0), maxCol);
      if (title && idStrength(title) === 0 && !headerIsSection(title)) section = title;
      continue;
    }
    const qid = idCol ? norm(g.text(r, idCol)) || null : null;
    const hasId = qid !== null && idStrength(qid) > 0;
    const qs = questionScore(qText);
    const cells: RowAnswerCell[] = [];
    let computed = 0;
    for (const a of m.answerColumns) {
      // a cell inside a merged range belongs to the range's first cell (another column or an earlier row)
      if (g.mergeOrigin(r, a.column)) continue;
      if (g.isFormula(r, a.column)) {
        computed++;
        continue;
      }
      cells.push({ row: r, column: a.column, kind: a.kind, ...(a.option ? { option: a.option } : {}) });
    }
    // the main answer is computed from another sheet or row (copies, reports, scoring): not asked here
    const main = m.answerColumns.find((a) => a.kind !== 'text') ?? m.answerColumns[0];
    if (main && !g.mergeOrigin(r, main.column) && g.isFormula(r, main.column)) {
      if (qs >= 0.9 || hasId) leftOut?.formulaRows.push(r);
      continue;
    }
    // a footer or notice (a link, a copyright line) without an identifier is not asked
    const notice = !hasId && qs < 0.9 && /(?:https?:\/\/|www\.)\S+|©|\(c\)\s*\d{4}/i.test(qText);
    const isQuestion = !notice && (qs >= 0.9 || hasId || (qs >= 0.2 && !g.isEmphasised(r, qCol)));
    if (!isQuestion) {
      if (!cells.some((c) => norm(g.text(r, c.column)))) section = qText.split('\n')[0]!;
      continue;
    }
    if (!cells.length) {
      if (!computed && !hasId && qs < 0.9) section = qText.split('\n')[0]!;
      continue;
    }
    // a cell of answer boxes ('☐ Yes ☐ No') is where the choice goes, whatever its column was mapped as
    if (!cells.some((c) => c.kind !== 'text')) {
      const boxed = cells.find((c) => readBoxes(cleanText(g.text(r, c.column))));
      if (boxed) boxed.kind = 'choice';
    }
    const sec = m.sectionColumn ? cleanText(shownText(g, r, m.sectionColumn)) || section : section;
    out.push({ row: r, qid: hasId ? qid : null, section: sec, question: qText, cells, ...answersOf(g, r, cells, headerOptions) });
  }
  return out;
}

function rowTitle(g: TableGrid, r: number, upTo: number, maxCol: number): string | null {
  for (let c = 1; c <= Math.min(maxCol, Math.max(upTo, 1)); c++) {
    const t = cleanText(g.text(r, c));
    if (t && !idStrength(t)) return t.split('\n')[0]!.slice(0, 200);
  }
  return null;
}

/** The options another cell of the row spells out ("1) Yes / 2) No" in an "Answer options" column), when one does. */
function spelledInRow(g: TableGrid, r: number, cells: RowAnswerCell[]): string[] | null {
  const answer = new Set(cells.map((c) => c.column));
  for (let c = 1; c <= g.maxCol; c++) {
    if (answer.has(c)) continue;
    const options = optionsSpelled(g.text(r, c));
    if (options) return options;
  }
  return null;
}

function answersOf(
  g: TableGrid,
  r: number,
  cells: RowAnswerCell[],
  headerOptions: Map<number, string[] | null>,
): Pick<TableQuestion, 'options' | 'choice' | 'text'> {
  let choice: string | null = null;
  const texts: string[] = [];
  let options: string[] | null = null;
  const xOptions: string[] = [];
  for (const c of cells) {
    const v = cleanText(g.text(r, c.column));
    // answer boxes offer their options; only a ticked one is an answer
    const boxes = c.kind === 'x' ? null : readBoxes(v);
    if (c.kind === 'x') {
      xOptions.push(c.option ?? '');
      if (v && (isMark(v) || isTickedBox(v)) && choice === null) choice = c.option ?? v;
    } else if (boxes) {
      options ??= g.listOptions(r, c.column) ?? boxes.options;
      if (boxes.checked && choice === null) choice = boxes.checked;
    } else if (c.kind === 'choice') {
      options ??= g.listOptions(r, c.column) ?? headerOptions.get(c.column) ?? spelledInRow(g, r, cells) ?? null;
      if (v && choice === null) choice = v;
    } else if (v) texts.push(v);
  }
  if (!options && xOptions.length) options = xOptions;
  return { options, choice, text: texts.length ? texts.join('\n\n') : null };
}
