import type { ExtractedQuestion, FileInspection, SheetMapping, SheetProposal } from '../types';
import { proposeTable, type TableProposal } from '../table/analyze';
import { extractTableQuestions, type TableQuestion } from '../table/rows';
import { HELPER_SHEET_NAME, norm } from '../table/vocab';
import { cellAddress } from './address';
import { SheetGrid } from './sheet-grid';
import type { Workbook } from './workbook';

interface SheetAnalysis {
  proposal: SheetProposal;
  table: TableProposal | null;
  questions: TableQuestion[];
  grid: SheetGrid;
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
    const questions = table ? extractTableQuestions(grid, table) : [];
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
    return { proposal, table, questions, grid };
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
    if (!a.proposal.mapping.selected) {
      if (!a.questions.length || HELPER_SHEET_NAME.test(a.proposal.name)) a.proposal.helper ||= a.questions.length > 0 || !a.table;
    }
  }
  return { sheets: analyses, warnings };
}

function qualifies(a: SheetAnalysis): boolean {
  if (!a.table || a.questions.length < 1) return false;
  if (a.questions.length < 3 && a.table.confidence < 0.5) return false;
  if (!a.table.answersRecognised && a.table.confidence < 0.45) return false;
  return true;
}

function rank(a: SheetAnalysis): number {
  const t = a.table;
  if (!t) return 0;
  return (
    (a.proposal.hidden ? 0 : 4) +
    (t.answersRecognised ? 2 : 0) +
    t.confidence +
    (HELPER_SHEET_NAME.test(a.proposal.name) ? -1.5 : 0)
  );
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
