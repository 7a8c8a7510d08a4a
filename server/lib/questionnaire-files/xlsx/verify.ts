import { DOMParser } from '@xmldom/xmldom';
import { QuestionnaireFileError } from '../errors';
import type { FileLimits } from '../types';
import { openZip } from '../zip';
import { NS } from '../xml';
import { cellAddress } from './address';
import { type RawCell, findSheetData, scanSheetData } from './sheet-xml';
import { parseStyles } from './styles';
import { type Workbook, openWorkbook } from './workbook';
import type { CellEdit } from './edit';

const fail = (why: string): never => {
  throw new QuestionnaireFileError(`The filled workbook did not pass the check against the original (${why}); it was not produced.`);
};

/** Re-opens the written workbook and compares it with the original: every part other than the edited
 *  ones is byte-identical; in edited sheets every cell, row, merge, validation, column and setting
 *  outside the answer cells is unchanged; the answer cells hold the answers; the workbook opens. */
export interface WriteGuard {
  /** cells the mapping reads as answers ('Sheet!row:col'): the only non-empty cells that may change */
  answerCells: Set<string>;
  /** parts added for the place the user chose (an appendix sheet, notes and their drawings) */
  addedParts: string[];
  /** text inserted into existing parts for that place: each part equals the original once it is removed */
  insertions: Map<string, string[]>;
  /** the sheet of answers not written in place, when the user chose it */
  appendix: { sheet: string; rows: number } | null;
  /** the notes parts and the cells they annotate, when the user chose notes */
  notes: { path: string; refs: string[] }[];
}

export function verifyWrittenWorkbook(
  original: Buffer,
  output: Buffer,
  before: Workbook,
  edits: CellEdit[],
  changedParts: Set<string>,
  limits: FileLimits,
  guard?: WriteGuard,
) {
  const a = openZip(original, limits, 'Excel workbook');
  const b = openZip(output, { ...limits, maxUncompressedBytes: limits.maxUncompressedBytes * 2 }, 'Excel workbook');
  const addedParts = new Set(guard?.addedParts ?? []);
  const namesA = [...a.entries.keys(), ...addedParts].sort();
  const namesB = [...b.entries.keys()].sort();
  if (namesA.join('\n') !== namesB.join('\n')) fail('the parts of the file differ');
  for (const name of namesA) {
    if (changedParts.has(name) || addedParts.has(name)) continue;
    if (!a.read(name)!.equals(b.read(name)!)) fail(`${name} changed`);
  }
  for (const part of changedParts) {
    const xml = b.readText(part);
    if (xml === null) fail(`${part} is missing`);
    assertWellFormed(xml!, part);
  }
  // workbook.xml: only calcPr may differ
  const stripCalc = (x: string) => x.replace(new RegExp(`<${NS}calcPr\\b[^>]*?/>|<${NS}calcPr\\b[^>]*>[\\s\\S]*?</${NS}calcPr>`), '');
  const without = (part: string, x: string) => (guard?.insertions.get(part) ?? []).reduce((acc, ins) => acc.replace(ins, ''), x);
  if (stripCalc(a.readText(before.workbookPath)!) !== stripCalc(without(before.workbookPath, b.readText(before.workbookPath)!)))
    fail('the workbook settings changed');
  for (const [part] of guard?.insertions ?? []) {
    if (part === before.workbookPath || before.sheets.some((x) => x.path === part)) continue;
    if (a.readText(part) !== without(part, b.readText(part) ?? '')) fail(`${part} changed`);
  }
  // the guard: a non-empty cell the mapping does not read as an answer is never overwritten
  if (guard) {
    for (const e of edits) {
      const info = before.info(e.sheet);
      const cur = info ? before.sheet(info.name).cells.get(e.row)?.get(e.col) : undefined;
      if ((cur?.value.trim() || cur?.formula) && !guard.answerCells.has(`${info!.name}!${e.row}:${e.col}`))
        fail(`cell ${cellAddress(e.row, e.col)} of "${e.sheet}" is not an answer cell`);
    }
  }
  // styles: the original cell styles are untouched (answer styles may only be appended)
  if (changedParts.has(before.stylesPath)) {
    const sa = parseStyles(a.readText(before.stylesPath));
    const sb = parseStyles(b.readText(before.stylesPath));
    if (JSON.stringify(sb.slice(0, sa.length)) !== JSON.stringify(sa)) fail('cell styles changed');
    const strip = (x: string) => x.replace(new RegExp(`<${NS}cellXfs\\b[\\s\\S]*?</${NS}cellXfs>`), '');
    if (strip(a.readText(before.stylesPath)!) !== strip(b.readText(before.stylesPath)!)) fail('styles changed');
  }
  const after = openWorkbook(output, { ...limits, maxUncompressedBytes: limits.maxUncompressedBytes * 2 });
  const appendix = guard?.appendix;
  if (appendix) {
    const info = after.info(appendix.sheet);
    if (!info || after.sheet(info.name).maxRow !== appendix.rows) fail('the sheet of answers not written in place did not land');
  }
  for (const n of guard?.notes ?? []) {
    const xml = b.readText(n.path) ?? '';
    assertWellFormed(xml, n.path);
    if (n.refs.some((ref) => !xml.includes(`<comment ref="${ref}"`))) fail('a note did not land');
  }
  const editsBySheet = new Map<string, Map<string, CellEdit>>();
  for (const e of edits) {
    const m = editsBySheet.get(e.sheet) ?? new Map<string, CellEdit>();
    m.set(cellAddress(e.row, e.col), e);
    editsBySheet.set(e.sheet, m);
  }
  for (const info of before.sheets) {
    if (!changedParts.has(info.path) && !editsBySheet.has(info.name)) continue;
    const sheet = info.name;
    const sheetEdits = editsBySheet.get(sheet) ?? new Map<string, CellEdit>();
    const m0 = before.sheet(sheet);
    const m1 = after.sheet(sheet);
    const x0 = m0.xml;
    const x1 = m1.xml;
    const sd0 = findSheetData(x0)!;
    const sd1 = findSheetData(x1);
    if (!sd1) fail(`the cells of "${sheet}" are missing`);
    const dim = new RegExp(`<${NS}dimension\\b[^>]*/>`);
    if (x0.slice(0, sd0.start).replace(dim, '') !== x1.slice(0, sd1!.start).replace(dim, '')) fail(`the settings of "${sheet}" changed`);
    if (x0.slice(sd0.end) !== without(info.path, x1.slice(sd1!.end))) fail(`merged cells, validation or layout of "${sheet}" changed`);
    const never = (): never => fail('too many cells');
    const r0 = scanSheetData(x0, limits.maxRowsPerSheet, Number.MAX_SAFE_INTEGER, never)!;
    const r1 = scanSheetData(x1, limits.maxRowsPerSheet, Number.MAX_SAFE_INTEGER, never)!;
    const rowsOf = (rows: typeof r0.rows) => new Map(rows.map((r) => [r.r, r]));
    const rows0 = rowsOf(r0.rows);
    const rows1 = rowsOf(r1.rows);
    for (const [r, row0] of rows0) {
      const row1 = rows1.get(r);
      if (!row1) fail(`row ${r} of "${sheet}" is missing`);
      const { spans: _s0, ...attrs0 } = row0.attrs;
      const { spans: _s1, ...attrs1 } = row1!.attrs;
      if (JSON.stringify(attrs0) !== JSON.stringify(attrs1)) fail(`row ${r} of "${sheet}" changed`);
    }
    for (const [r] of rows1) if (!rows0.has(r) && ![...sheetEdits.values()].some((e) => e.row === r)) fail(`row ${r} of "${sheet}" appeared`);
    const cells0 = cellMap(r0.rows);
    const cells1 = cellMap(r1.rows);
    for (const [ref, c0] of cells0) {
      if (sheetEdits.has(ref)) continue;
      const c1 = cells1.get(ref);
      if (!c1 || cellKey(c0) !== cellKey(c1)) fail(`cell ${ref} of "${sheet}" changed`);
    }
    for (const ref of cells1.keys()) if (!cells0.has(ref) && !sheetEdits.has(ref)) fail(`cell ${ref} of "${sheet}" appeared`);
    for (const [ref, e] of sheetEdits) {
      const got = m1.cells.get(e.row)?.get(e.col);
      const value = got?.value ?? '';
      if (value !== (e.value ?? '') || got?.formula) fail(`the answer in ${ref} of "${sheet}" did not land`);
    }
  }
}

const cellMap = (rows: { cells: RawCell[] }[]) => new Map(rows.flatMap((r) => r.cells.map((c) => [cellAddress(c.row, c.col), c] as const)));
const cellKey = (c: RawCell) => JSON.stringify([c.attrs.s ?? '', c.type, c.v, c.inline, c.formula, c.attrs.cm ?? '', c.attrs.vm ?? '']);

export function assertWellFormed(xml: string, part: string) {
  try {
    new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'application/xml');
  } catch (e) {
    fail(`${part} is not well-formed: ${(e as Error).message.slice(0, 120)}`);
  }
}
