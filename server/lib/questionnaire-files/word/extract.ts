import type { Element } from '@xmldom/xmldom';
import type { AnswerCell, ExtractedQuestion, GridCell, SheetMapping, SheetProposal } from '../types';
import { proposeTable } from '../table/analyze';
import { cleanText, extractTableQuestions } from '../table/rows';
import { idStrength, norm, questionScore } from '../table/vocab';
import { readBoxes } from '../checkbox';
import { type WordDoc, WordTableGrid, child, children, textOf, wAttr } from './model';

import { ANSWER_BOOKMARK, TABLE_ROW_BASE, WORD_SHEET } from '../constants';

export { ANSWER_BOOKMARK, TABLE_ROW_BASE, WORD_SHEET };

export interface ParagraphInfo {
  index: number;
  el: Element;
  text: string;
  heading: boolean;
  numbered: { numId: string; ilvl: number } | null;
  label: string | null;
  /** a paragraph this library wrote an answer into (hidden bookmark) */
  ours: boolean;
}

const MANUAL_LABEL =
  /^\s*((?:[A-Za-z][A-Za-z&]{0,7}\s?[-.]\s?)?\d{1,3}(?:\.\d{1,3}){0,3}[a-z]?[.):]?|[a-z][.)]|\([a-z0-9]{1,3}\)|[ivx]{1,4}[.)]|Q\s?\d{1,3}[.:)]?)\s+(\S[\s\S]*)$/i;
/** A paragraph of answer boxes ('☐ Yes ☐ No', or one '☐ Yes' per paragraph): options, not a question. */
export const boxLine = (text: string) => readBoxes(text, 1);

export function paragraphInfos(w: WordDoc): ParagraphInfo[] {
  return w.paragraphs.map((el, index) => {
    const pPr = child(el, 'pPr');
    const style = wAttr(child(pPr, 'pStyle'), 'val') ?? '';
    const outline = wAttr(child(pPr, 'outlineLvl'), 'val');
    const numPr = child(pPr, 'numPr');
    const numId = wAttr(child(numPr, 'numId'), 'val');
    const numbered = numId && numId !== '0' ? { numId, ilvl: Number(wAttr(child(numPr, 'ilvl'), 'val') ?? 0) } : (w.styleNumbering.get(style) ?? null);
    const text = cleanText(textOf(el));
    const label = numbered && text ? w.numbering.label(numbered.numId, numbered.ilvl) : null;
    const ours = children(el, 'bookmarkStart').some((b) => (wAttr(b, 'name') ?? '').startsWith(ANSWER_BOOKMARK));
    return { index, el, text, heading: w.headingStyles.has(style) || (outline !== null && Number(outline) < 9), numbered, label, ours };
  });
}

interface ParagraphQuestion {
  p: ParagraphInfo;
  qid: string | null;
  question: string;
}

/** Numbered paragraphs (automatic or typed numbers) that ask something, and any paragraph ending in '?'.
 *  A numbered list counts as questions when most of its items ask. */
export function paragraphQuestions(ps: ParagraphInfo[]): ParagraphQuestion[] {
  const asking = new Map<string, [number, number]>();
  for (const p of ps) {
    if (!p.numbered || !p.text) continue;
    const k = p.numbered.numId;
    const [a, n] = asking.get(k) ?? [0, 0];
    asking.set(k, [a + (questionScore(p.text) >= 0.9 ? 1 : 0), n + 1]);
  }
  const out: ParagraphQuestion[] = [];
  for (const p of ps) {
    if (!p.text || p.heading || p.ours || boxLine(p.text)) continue;
    const manual = MANUAL_LABEL.exec(p.text);
    const body = manual && idStrength(manual[1]!.replace(/[.):]$/, '').replace(/^\(|\)$/g, '')) ? manual[2]! : p.text;
    const qs = questionScore(body);
    let qid: string | null = null;
    if (p.numbered) qid = p.label?.replace(/[.):]+$/, '') ?? null;
    if (manual && body !== p.text) qid = manual[1]!.replace(/[.):]+$/, '').replace(/^\(/, '');
    const [asks, items] = p.numbered ? (asking.get(p.numbered.numId) ?? [0, 1]) : [0, 1];
    const isQ = /[?？؟]\s*\*?$/.test(body) || ((p.numbered || body !== p.text) && (qs >= 0.9 || (qs >= 0.35 && asks * 2 > items)));
    if (isQ) out.push({ p, qid, question: body.trim() });
  }
  return out;
}

/**
 * Questions of a Word document. Tables are read with the proposal of their columns, or, when the user
 * mapped the document's tables (`mappings` naming 'Table 1', 'Table 2'…), only the tables they chose,
 * with their columns (and, when the mappings also name the document's own group 'Word File', the other
 * tables as proposed). Numbered and '?' paragraphs are read either way.
 */
export function extractWord(w: WordDoc, mappings?: SheetMapping[]): ExtractedQuestion[] {
  const byTable = mappings?.length ? new Map(mappings.map((m) => [m.sheet, m])) : null;
  // the document's own group ('Word File') among the mappings: the tables not named are read as proposed
  const asFound = !byTable || byTable.get(WORD_SHEET)?.selected === true;
  const ps = paragraphInfos(w);
  const pqs = paragraphQuestions(ps);
  const byParagraph = new Map(pqs.map((q) => [q.p.index, q]));
  const out: ExtractedQuestion[] = [];
  let section: string | null = null;
  let sequence = 0;
  const blocks = w.blocks;
  for (let bi = 0; bi < blocks.length; bi++) {
    const b = blocks[bi]!;
    if (b.kind === 't') {
      const grid = new WordTableGrid(b.table);
      const mapped = byTable?.get(grid.name);
      if (mapped ? !mapped.selected : !asFound) continue;
      const proposal = mapped ? { ...mapped, sectionColumn: sectionColumnOf(grid, mapped) } : proposeTable(grid);
      if (!proposal) continue;
      for (const q of extractTableQuestions(grid, proposal)) {
        const row = TABLE_ROW_BASE * (b.table.index + 1) + q.row;
        const cells: AnswerCell[] = q.cells.map((c) => ({
          sheet: WORD_SHEET,
          row,
          column: c.column,
          kind: c.kind,
          ...(c.option ? { option: c.option } : {}),
          address: `T${b.table.index + 1}R${c.row}C${c.column}`,
        }));
        out.push({
          sequence: ++sequence,
          sheet: WORD_SHEET,
          row,
          qid: q.qid,
          section: q.section ?? section,
          question: q.question,
          answerCells: cells,
          answerOptions: q.options,
          existingAnswer: { choice: q.choice, text: q.text },
        });
      }
      continue;
    }
    const info = ps[b.index]!;
    if (info.heading && info.text) {
      section = info.text.split('\n')[0]!.slice(0, 200);
      continue;
    }
    const q = byParagraph.get(b.index);
    if (!q) continue;
    // what follows the question up to the next question, heading or table: options and the answer
    let options: string[] | null = null;
    let choice: string | null = null;
    const texts: string[] = [];
    const ours: string[] = [];
    for (let k = bi + 1; k < blocks.length && k <= bi + 12; k++) {
      const nb = blocks[k]!;
      if (nb.kind !== 'p') break;
      const np = ps[nb.index]!;
      if (np.heading || byParagraph.has(nb.index)) break;
      if (!np.text) continue;
      const boxes = boxLine(np.text);
      if (boxes) {
        options = [...new Set([...(options ?? []), ...boxes.options])];
        choice = choice ?? boxes.checked;
        continue;
      }
      texts.push(np.text);
      if (np.ours) ours.push(np.text);
    }
    const cell: AnswerCell = { sheet: WORD_SHEET, row: b.index, column: 0, kind: 'text', address: `P${b.index}` };
    // an answer this library wrote is the answer; otherwise whatever follows the question
    const text = (ours.length ? ours : texts).join('\n\n') || null;
    if (!choice && options && text) choice = options.find((o) => norm(text).toLowerCase().startsWith(o.toLowerCase())) ?? null;
    out.push({
      sequence: ++sequence,
      sheet: WORD_SHEET,
      row: b.index,
      qid: q.qid,
      section,
      question: q.question,
      answerCells: [cell],
      answerOptions: options,
      existingAnswer: { choice, text },
    });
  }
  return out;
}

/** The proposal's section column of a table the user mapped, unless the mapping uses that column otherwise. */
function sectionColumnOf(grid: WordTableGrid, m: SheetMapping): number | null {
  const c = proposeTable(grid)?.sectionColumn ?? null;
  return c === null || c === m.questionColumn || c === m.idColumn || m.answerColumns.some((a) => a.column === c) ? null : c;
}

/** Each table of the document with a proposed mapping of its columns, for the column-mapping step when
 *  the questions are not found (or found badly) by themselves. A table without a question column is
 *  proposed unselected, its first row as the header and its last column as the answer. */
export function wordTableProposals(w: WordDoc): SheetProposal[] {
  return w.tables.map((t) => {
    const grid = new WordTableGrid(t);
    const p = proposeTable(grid);
    const count = p ? extractTableQuestions(grid, p).length : 0;
    const headerRow = p?.headerRow ?? 1;
    const guess = p ? null : guessColumns(grid, headerRow);
    const headers = p
      ? p.headers.map((h) => ({ column: h.column, text: h.text }))
      : Array.from({ length: grid.maxCol }, (_, i) => ({ column: i + 1, text: norm(grid.text(headerRow, i + 1)) })).filter((h) => h.text);
    return {
      name: grid.name,
      hidden: false,
      helper: false,
      rowCount: grid.maxRow,
      columnCount: grid.maxCol,
      headers,
      mapping: {
        sheet: grid.name,
        selected: count > 0,
        headerRow,
        questionColumn: p?.questionColumn ?? guess!.questionColumn,
        idColumn: p?.idColumn ?? null,
        answerColumns: p?.answerColumns ?? guess!.answerColumns,
      },
      questionCount: count,
      confidence: Math.round((p?.confidence ?? 0) * 100) / 100,
    };
  });
}

/** A starting point for a table nothing recognised: the column of the longest texts holds the
 *  questions, the columns after it left (mostly) empty take the answers. */
function guessColumns(grid: WordTableGrid, headerRow: number): Pick<SheetMapping, 'questionColumn' | 'answerColumns'> {
  const rows = Array.from({ length: Math.max(0, grid.maxRow - headerRow) }, (_, i) => headerRow + 1 + i);
  const avg = (c: number) => rows.reduce((n, r) => n + norm(grid.text(r, c)).length, 0) / Math.max(1, rows.length);
  let questionColumn = 1;
  for (let c = 2; c <= grid.maxCol; c++) if (avg(c) > avg(questionColumn)) questionColumn = c;
  const empty = (c: number) => rows.filter((r) => !norm(grid.text(r, c))).length >= rows.length * 0.8;
  const answerColumns = Array.from({ length: grid.maxCol - questionColumn }, (_, i) => questionColumn + 1 + i)
    .filter(empty)
    .map((column) => ({ column, kind: 'text' as const }));
  return { questionColumn, answerColumns };
}

/** A Word table's cells for the read-only view of the mapping step (merged cells shown by their first cell). */
export function wordTableGrid(w: WordDoc, name: string): GridCell[][] | null {
  const t = w.tables.find((x) => `Table ${x.index + 1}` === name);
  if (!t) return null;
  const grid = new WordTableGrid(t);
  const cols = Math.max(10, Math.min(grid.maxCol, 100));
  return Array.from({ length: Math.min(grid.maxRow, 5000) }, (_, r) =>
    Array.from({ length: cols }, (_, c) => {
      const origin = grid.mergeOrigin(r + 1, c + 1);
      return {
        value: origin ? '' : grid.text(r + 1, c + 1),
        className: 'wrap',
        spanning_cell_id: origin ? `R${origin.row}C${origin.col}` : null,
        is_spanning_cell: false,
        column_span: 1,
        row_span: 1,
      };
    }),
  );
}
