import type { ExtractedQuestion, FileInspection, SheetMapping, SheetProposal } from '../types';
import { proposeTable, type TableProposal } from '../table/analyze';
import { extractTableQuestions, type TableQuestion } from '../table/rows';
import { HELPER_SHEET_NAME, norm, questionScore } from '../table/vocab';
import { cellAddress } from './address';
import { SheetGrid } from './sheet-grid';
import type { Workbook } from './workbook';

interface SheetAnalysis {
  proposal: SheetProposal;
  table: TableProposal | null;
  questions: TableQuestion[];
  grid: SheetGrid;
  formulaRows: number[];
  /** rows with text in the question column under the header */
  filledRows: number;
}

/** Proposes a mapping for every sheet. Hidden sheets, copies of another sheet's questions (a hidden
 *  'Questions' sheet, analyst and report sheets fed by formulas) and sheets without answerable
 *  questions (instructions, cover pages, lists) are not selected, so nothing is counted twice. */
export function analyseWorkbook(wb: Workbook): { sheets: SheetAnalysis[]; warnings: string[] } {
  const warnings: string[] = [];
  const analyses: SheetAnalysis[] = wb.sheets.map((info) => {
    const model = wb.sheet(info.name);
    if (model.capped) {
      warnings.push(
        `The sheet "${info.name}" has more than ${wb.limits.maxRowsPerSheet.toLocaleString('en')} rows; only the first ${wb.limits.maxRowsPerSheet.toLocaleString('en')} were read.`,
      );
    }
    const grid = new SheetGrid(wb, model);
    const table = proposeTable(grid);
    const leftOut = { formulaRows: [] as number[] };
    const questions = table ? extractTableQuestions(grid, table, leftOut) : [];
    let filledRows = 0;
    if (table) for (let r = table.headerRow + 1; r <= grid.maxRow; r++) if (norm(grid.text(r, table.questionColumn))) filledRows++;
    const hidden = info.state !== 'visible';
    const proposal: SheetProposal = {
      name: info.name,
      hidden,
      helper: hidden,
      rowCount: model.maxRow,
      columnCount: model.maxCol,
      headers: (table?.headers ?? []).map((h) => ({ column: h.column, text: h.text })),
      mapping: {
        sheet: info.name,
        selected: false,
        headerRow: table?.headerRow ?? 1,
        questionColumn: table?.questionColumn ?? 1,
        idColumn: table?.idColumn ?? null,
        answerColumns: table?.answerColumns ?? [],
      },
      questionCount: questions.length,
      confidence: Math.round((table?.confidence ?? 0) * 100) / 100,
    };
    return { proposal, table, questions, grid, formulaRows: leftOut.formulaRows, filledRows };
  });

  // Rank: visible first, answer columns recognised, more confident, then workbook order.
  const ranked = analyses
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => a.questions.length > 0)
    .sort((x, y) => rank(y.a) - rank(x.a) || x.index - y.index);
  const accepted = new Set<string>();
  const visibleWithQuestions = analyses.some((a) => !a.proposal.hidden && qualifies(a));
  for (const { a } of ranked) {
    const keys = a.questions.map(questionKey);
    const dup = keys.filter((k) => accepted.has(k)).length;
    if (dup >= Math.max(1, keys.length * 0.5)) {
      a.proposal.helper = true;
      a.proposal.confidence = Math.min(a.proposal.confidence, 0.2);
      continue;
    }
    if (!qualifies(a) || (a.proposal.hidden && visibleWithQuestions)) continue;
    a.proposal.mapping.selected = true;
    for (const k of keys) accepted.add(k);
  }
  for (const a of analyses) {
    const name = a.proposal.name;
    if (dataLike(a)) {
      const asking = a.questions.filter((q) => q.qid || questionScore(q.question) >= 0.9).length;
      warnings.push(
        `The sheet "${name}" looks like data, not questions (${a.filledRows.toLocaleString('en')} rows, ${asking} that read like questions); it is not selected.`,
      );
    }
    if (a.formulaRows.length && (a.proposal.mapping.selected || qualifies(a))) {
      const list = a.formulaRows.slice(0, 5).join(', ') + (a.formulaRows.length > 5 ? ', …' : '');
      warnings.push(
        `The sheet "${name}": ${a.formulaRows.length} question${a.formulaRows.length === 1 ? '' : 's'} (row${a.formulaRows.length === 1 ? '' : 's'} ${list}) ${a.formulaRows.length === 1 ? 'is' : 'are'} left out because the answer cell holds a formula (it is computed from elsewhere).`,
      );
    }
    if (!a.proposal.hidden && !a.proposal.mapping.selected && isLocked(wb, name) && !HELPER_SHEET_NAME.test(name)) {
      warnings.push(
        `The sheet "${name}" is locked (protected in Excel) and is left out: no question with a cell to answer was found in it. Select it and map its columns if it holds questions.`,
      );
    }
    if (!a.proposal.mapping.selected) {
      if (!a.questions.length || HELPER_SHEET_NAME.test(a.proposal.name)) a.proposal.helper ||= a.questions.length > 0 || !a.table;
    }
  }
  return { sheets: analyses, warnings };
}

/** A large sheet where only a few rows ask (a question mark, an asking word, a question id): a data
 *  export or a list of assets, whatever a few of its strings start with. */
function dataLike(a: SheetAnalysis): boolean {
  if (a.questions.length === 0 || a.filledRows < 40) return false;
  const asking = a.questions.filter((q) => q.qid || questionScore(q.question) >= 0.9).length;
  return asking < a.filledRows * 0.15;
}

function isLocked(wb: Workbook, name: string): boolean {
  return /<(?:\w+:)?sheetProtection\b[^>]*\ssheet="(?:1|true)"/.test(wb.sheet(name).xml);
}

function qualifies(a: SheetAnalysis): boolean {
  if (!a.table || a.questions.length < 1) return false;
  if (dataLike(a)) return false;
  if (a.questions.length < 3 && a.table.confidence < 0.5) return false;
  if (!a.table.answersRecognised && a.table.confidence < 0.45) return false;
  return true;
}

function rank(a: SheetAnalysis): number {
  const t = a.table;
  if (!t) return 0;
  return (a.proposal.hidden ? 0 : 4) + (t.answersRecognised ? 2 : 0) + t.confidence + (HELPER_SHEET_NAME.test(a.proposal.name) ? -1.5 : 0);
}

const questionKey = (q: TableQuestion) => `${(q.qid ?? '').toLowerCase()}|${norm(q.question).toLowerCase().slice(0, 200)}`;

export function inspectWorkbook(wb: Workbook): FileInspection {
  const { sheets, warnings } = analyseWorkbook(wb);
  return { format: 'excel', sheets: sheets.map((s) => s.proposal), warnings };
}

export function extractWorkbook(wb: Workbook, mappings?: SheetMapping[]): ExtractedQuestion[] {
  const out: ExtractedQuestion[] = [];
  let sequence = 0;
  const push = (sheet: string, qs: TableQuestion[]) => {
    for (const q of qs) {
      out.push({
        sequence: ++sequence,
        sheet,
        row: q.row,
        qid: q.qid,
        section: q.section,
        question: q.question,
        answerCells: q.cells.map((c) => ({
          sheet,
          row: c.row,
          column: c.column,
          kind: c.kind,
          ...(c.option ? { option: c.option } : {}),
          address: cellAddress(c.row, c.column),
        })),
        answerOptions: q.options,
        existingAnswer: { choice: q.choice, text: q.text },
      });
    }
  };
  if (!mappings) {
    for (const a of analyseWorkbook(wb).sheets) if (a.proposal.mapping.selected) push(a.proposal.name, a.questions);
    return out;
  }
  for (const m of mappings) {
    if (!m.selected) continue;
    const info = wb.info(m.sheet);
    if (!info) continue;
    const grid = new SheetGrid(wb, wb.sheet(info.name));
    const sectionColumn = proposeTable(grid)?.sectionColumn ?? null;
    push(info.name, extractTableQuestions(grid, { ...m, sectionColumn: sectionColumn === m.questionColumn ? null : sectionColumn }));
  }
  return out;
}
