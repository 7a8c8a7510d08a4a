import type { AnswerColumn } from '../types';
import { type TableGrid, shownText } from './grid';
import {
  headerIsChoice,
  headerIsId,
  headerIsNegative,
  headerIsQuestion,
  headerIsSection,
  headerIsText,
  headerWordScore,
  idStrength,
  isMark,
  isOptionLabel,
  isYesNoValue,
  norm,
  optionsSpelled,
  questionScore,
} from './vocab';
import { readBoxes } from '../checkbox';

export interface ColumnHeader {
  column: number;
  /** all labels of the header band, top to bottom (merged headers included) */
  text: string;
  /** the label nearest the data */
  leaf: string;
}

export interface TableProposal {
  headerRow: number;
  questionColumn: number;
  idColumn: number | null;
  sectionColumn: number | null;
  answerColumns: AnswerColumn[];
  headers: ColumnHeader[];
  /** answer columns were recognised from headers or lists, not guessed from an empty column */
  answersRecognised: boolean;
  confidence: number;
}

const MAX_SCAN_COLS = 60;

/** A row of column titles: several short cells, no question, at least one header word. */
export function isHeaderLike(g: TableGrid, row: number, maxCol: number): boolean {
  let cells = 0;
  let words = 0;
  for (let c = 1; c <= maxCol; c++) {
    const t = norm(g.text(row, c));
    if (!t) continue;
    if (t.length > 90 || /[?？؟]/.test(t) || idStrength(t) > 0) return false;
    cells++;
    words += headerWordScore(t);
  }
  return cells >= 2 && words >= 1 && words >= cells / 3;
}

function shortCellsRow(g: TableGrid, row: number, maxCol: number): number {
  let cells = 0;
  for (let c = 1; c <= maxCol; c++) {
    const t = norm(g.text(row, c));
    if (!t) continue;
    if (t.length > 90 || /[?？؟]/.test(t)) return -1;
    cells++;
  }
  return cells;
}

export function proposeTable(g: TableGrid): TableProposal | null {
  const maxCol = Math.min(g.maxCol, MAX_SCAN_COLS);
  if (g.maxRow < 1 || maxCol < 1) return null;
  const headerRows: number[] = [];
  for (let r = 1; r <= g.maxRow; r++) if (isHeaderLike(g, r, maxCol)) headerRows.push(r);
  const headerSet = new Set(headerRows);
  const repeatedLabels = collectRepeatedLabels(g, headerRows, maxCol);

  // 1. the question column
  let qCol = 0;
  let best = 0;
  for (let c = 1; c <= maxCol; c++) {
    let s = 0;
    for (let r = 1; r <= g.maxRow; r++) {
      if (headerSet.has(r) || g.isHiddenRow(r) || g.mergeOrigin(r, c)) continue;
      const t = g.text(r, c);
      if (t) s += questionScore(t);
    }
    const label = repeatedLabels.get(c) ?? '';
    if (label && headerIsQuestion(label) && !headerIsId(label)) s *= 1.5;
    if (label && headerIsNegative(label) && !headerIsQuestion(label)) s *= 0.3;
    if (s > best) {
      best = s;
      qCol = c;
    }
  }
  if (!qCol || best < 1.5) return null;

  // 2. candidate rows: text in the question column
  const candidates: number[] = [];
  for (let r = 1; r <= g.maxRow; r++) {
    if (headerSet.has(r) || g.isHiddenRow(r) || g.mergeOrigin(r, qCol)) continue;
    if (norm(g.text(r, qCol))) candidates.push(r);
  }

  // 3. the ID column: identifiers on most candidate rows, mostly distinct
  let idCol: number | null = null;
  let idBest = 0;
  for (let c = 1; c <= maxCol; c++) {
    if (c === qCol) continue;
    let n = 0;
    let cellsWithId = 0;
    const seen = new Set<string>();
    for (const r of candidates) {
      const t = norm(g.text(r, c));
      const s = idStrength(t);
      if (s) {
        n += s === 2 ? 1 : 0.6;
        cellsWithId++;
        seen.add(t);
      }
    }
    const coverage = n / Math.max(1, candidates.length);
    const distinct = seen.size / Math.max(1, cellsWithId);
    const label = repeatedLabels.get(c) ?? '';
    const score = coverage * (distinct > 0.8 ? 1 : 0.5) * (c < qCol ? 1 : 0.8) + (label && headerIsId(label) ? 0.3 : 0);
    if ((coverage >= 0.25 || (coverage >= 0.1 && label && headerIsId(label))) && score > idBest) {
      idBest = score;
      idCol = c;
    }
  }

  // 4. the first question, the header band above it
  const firstQ = candidates.find((r) => (idCol !== null && idStrength(g.text(r, idCol)) > 0) || questionScore(g.text(r, qCol)) >= 0.9) ?? candidates[0] ?? 1;
  const band: number[] = [];
  let skipped = 0;
  for (let r = firstQ - 1; r >= 1 && band.length < 4; r--) {
    const cells = shortCellsRow(g, r, maxCol);
    if (headerSet.has(r)) band.unshift(r);
    else if (band.length && cells >= 2) band.unshift(r);
    else if (!band.length && cells >= 0 && cells <= 1 && skipped < 3)
      skipped++; // blank or section-title rows under the header
    else break;
  }
  while (band.length && !headerSet.has(band[0]!)) band.shift();
  const headerRow = band.length ? band[band.length - 1]! : Math.max(0, firstQ - 1);
  const headers = columnHeaders(g, band, repeatedLabels, maxCol);
  const label = (c: number) => headers.find((h) => h.column === c)?.text ?? '';
  const leaf = (c: number) => headers.find((h) => h.column === c)?.leaf ?? '';

  // 5. question rows (for column statistics)
  const qRows = candidates.filter((r) => r > headerRow && ((idCol !== null && idStrength(g.text(r, idCol)) > 0) || questionScore(g.text(r, qCol)) >= 0.35));
  const rows = qRows.length ? qRows : candidates.filter((r) => r > headerRow);
  // a table of codes and notes (a change log, a mapping) is not a questionnaire: some rows must ask
  const asking = rows.filter((r) => questionScore(g.text(r, qCol)) >= 0.9).length;
  if (asking < 2 || asking < rows.length * 0.1) return null;

  // 6. section column
  let sectionCol: number | null = null;
  for (let c = 1; c <= maxCol; c++) {
    if (c === qCol || c === idCol) continue;
    const l = label(c);
    if (l && headerIsSection(l) && !headerIsQuestion(l) && rows.some((r) => shownText(g, r, c))) {
      sectionCol = c;
      break;
    }
  }

  // 7. answer columns
  const stats = new Map<number, ColumnStats>();
  const lastCol = g.canGrow === false ? maxCol : Math.min(maxCol + 1, MAX_SCAN_COLS + 1);
  for (let c = 1; c <= lastCol; c++) {
    if (c === qCol || c === idCol || c === sectionCol || g.isHiddenCol?.(c)) continue;
    stats.set(c, columnStats(g, rows, c));
  }
  const answerColumns: AnswerColumn[] = [];
  // 'x' columns: adjacent columns titled with options (Yes / No / N/A), holding marks or nothing
  const xCols = new Set<number>();
  for (let c = 1; c <= lastCol; c++) {
    const run: number[] = [];
    while (stats.has(c) && isOptionLabel(leaf(c)) && !headerIsNegative(label(c)) && stats.get(c)!.formula < 0.5 && stats.get(c)!.longText < 0.2) {
      run.push(c);
      c++;
    }
    if (run.length >= 2) {
      for (const x of run) {
        xCols.add(x);
        answerColumns.push({ column: x, kind: 'x', option: norm(leaf(x)) });
      }
    }
  }
  let choice: { c: number; s: number } | null = null;
  let text: { c: number; s: number } | null = null;
  for (const [c, st] of stats) {
    if (xCols.has(c)) continue;
    const l = label(c);
    const neg = l && headerIsNegative(l) ? 1 : 0;
    const isChoiceHeader = l ? headerIsChoice(l) : false;
    const isTextHeader = l ? headerIsText(l) : false;
    const right = c > qCol ? 0.3 : 0;
    const longContent = st.list < 0.2 && st.avgLen > 40 && st.yesNo < 0.3 && st.boxes < 0.5;
    // A column whose cells spell each row's options ("1) Yes / 2) No") under a header that says so, or numbered, lists
    // the choices: the answer goes in the cell beside it (a "Yes / No" typed into an answer cell stays that cell's hint).
    const listsOptions =
      st.spelled * (1 - st.empty) >= 0.5 && (/\b(?:options?|choices?|possible|allowed|valid|values?)\b/i.test(l ?? '') || st.numbered >= 0.5);
    const lists = listsOptions ? 6 : 0;
    // a column of answer boxes ('☐ Yes ☐ No') is where the choice goes
    const boxed = 4 * st.boxes * (1 - st.empty);
    const cs =
      (isChoiceHeader ? 3 : 0) + 3 * st.list + 2 * st.yesNo * (1 - st.empty) + boxed - 6 * neg - 6 * st.formula - (isTextHeader ? 1 : 0) + right - lists;
    if (!longContent && cs >= 2.5 && (!choice || cs > choice.s)) choice = { c, s: cs };
    const ts = (isTextHeader ? 3 : 0) + (isChoiceHeader && longContent ? 2.8 : 0) - 6 * neg - 6 * st.formula - 2 * st.list + right - lists - boxed;
    if (ts >= 2.5 && (!text || ts > text.s || (ts === text.s && c < text.c))) text = { c, s: ts };
  }
  if (choice && text && choice.c === text.c) {
    if (text.s > choice.s) choice = null;
    else text = null;
  }
  if (choice) answerColumns.push({ column: choice.c, kind: 'choice' });
  if (text) {
    // among text columns, prefer the one nearest after the choice/question column
    answerColumns.push({ column: text.c, kind: 'text' });
  }
  let answersRecognised = answerColumns.length > 0;
  if (!answersRecognised) {
    // no titled answer column: the column right after the questions (answered or empty), else the
    // first empty column after them
    const usable = (c: number) => {
      const st = stats.get(c);
      return st && st.formula <= 0.2 && !(label(c) && headerIsNegative(label(c))) ? st : null;
    };
    let pick: number | null = usable(qCol + 1) ? qCol + 1 : null;
    for (let c = qCol + 2; c <= lastCol && pick === null; c++) if ((usable(c)?.empty ?? 0) >= 0.8) pick = c;
    if (pick !== null) answerColumns.push({ column: pick, kind: 'text' });
    answersRecognised = false;
  }
  answerColumns.sort((a, b) => a.column - b.column);

  const asked = rows.filter((r) => questionScore(g.text(r, qCol)) >= 0.9 || (idCol !== null && idStrength(g.text(r, idCol)) === 2)).length;
  const share = asked / Math.max(1, rows.length);
  const confidence = Math.max(0, Math.min(1, share * (answersRecognised ? 1 : 0.6) * (idCol !== null ? 1 : 0.9) * (rows.length >= 3 ? 1 : 0.5)));
  return { headerRow, questionColumn: qCol, idColumn: idCol, sectionColumn: sectionCol, answerColumns, headers, answersRecognised, confidence };
}

interface ColumnStats {
  empty: number;
  formula: number;
  list: number;
  yesNo: number;
  mark: number;
  avgLen: number;
  longText: number;
  /** Share of filled cells that spell the row's options ("1) Yes / 2) No"): such a column lists choices, it is not answered. */
  spelled: number;
  /** Share of filled cells that spell numbered options ("1) Yes / 2) No"). */
  numbered: number;
  /** Share of filled cells that hold answer boxes ("☐ Yes ☐ No"). */
  boxes: number;
}

function columnStats(g: TableGrid, rows: number[], c: number): ColumnStats {
  let empty = 0;
  let formula = 0;
  let list = 0;
  let yesNo = 0;
  let mark = 0;
  let len = 0;
  let filled = 0;
  let longText = 0;
  let spelled = 0;
  let numbered = 0;
  let boxes = 0;
  for (const r of rows) {
    if (g.isFormula(r, c)) formula++;
    if (g.listOptions(r, c)) list++;
    const t = norm(g.text(r, c));
    if (!t) {
      empty++;
      continue;
    }
    filled++;
    len += t.length;
    if (isYesNoValue(t)) yesNo++;
    if (isMark(t)) mark++;
    const options = optionsSpelled(t);
    if (options) spelled++;
    if (options && /^\(?\d/.test(options[0]!)) numbered++;
    if (t.length > 40) longText++;
    if (readBoxes(g.text(r, c))) boxes++;
  }
  const n = Math.max(1, rows.length);
  const f = Math.max(1, filled);
  return {
    empty: empty / n,
    formula: formula / n,
    list: list / n,
    yesNo: yesNo / f,
    mark: mark / f,
    avgLen: len / f,
    longText: longText / f,
    spelled: spelled / f,
    numbered: numbered / f,
    boxes: boxes / f,
  };
}

/** Labels of header rows repeated through the table (one per section), most frequent per column. */
function collectRepeatedLabels(g: TableGrid, headerRows: number[], maxCol: number): Map<number, string> {
  const counts = new Map<number, Map<string, number>>();
  for (const r of headerRows) {
    for (let c = 1; c <= maxCol; c++) {
      const t = norm(shownText(g, r, c));
      if (!t) continue;
      const m = counts.get(c) ?? new Map<string, number>();
      m.set(t, (m.get(t) ?? 0) + 1);
      counts.set(c, m);
    }
  }
  const out = new Map<number, string>();
  for (const [c, m] of counts) {
    const [label] = [...m.entries()].sort((a, b) => b[1] - a[1])[0]!;
    out.set(c, label);
  }
  return out;
}

function columnHeaders(g: TableGrid, band: number[], repeated: Map<number, string>, maxCol: number): ColumnHeader[] {
  const out: ColumnHeader[] = [];
  // a title merged over several columns ("HECVAT - Lite | Vendor Response" above the answer columns)
  // names none of them: there, the header rows repeated through the table (one per section) do
  const spansColumns = (r: number, c: number, t: string) => norm(shownText(g, r, c - 1)) === t || norm(shownText(g, r, c + 1)) === t;
  for (let c = 1; c <= maxCol; c++) {
    const labels: string[] = [];
    for (const r of band) {
      const t = norm(shownText(g, r, c));
      if (t && !labels.includes(t) && !(repeated.has(c) && spansColumns(r, c, t))) labels.push(t);
    }
    if (!labels.length) {
      const rep = repeated.get(c);
      if (rep) labels.push(rep);
    }
    if (labels.length) out.push({ column: c, text: labels.join(' / '), leaf: labels[labels.length - 1]! });
  }
  return out;
}
