import JSZip from 'jszip';
import { QuestionnaireFileError } from '../errors';
import type { AnswerCell, CellChange, FileLimits, FilledAnswer, NotWritten, SheetMapping, WriteOptions, WriteReport } from '../types';
import { cleanText } from '../table/rows';
import { isMark } from '../table/vocab';
import { leadingOption, matchOption } from '../choice';
import { applyChanges, emptyGlyph, isLoneBox, readBoxes, tickChanges, tickedGlyph } from '../checkbox';
import { NS, escapeXmlAttr, escapeXmlText, parseAttrs, writableText } from '../xml';
import { cellAddress, colToLetters, parseRange } from './address';
import { type RawRow, scanSheetData } from './sheet-xml';
import { type SheetModel, Workbook, openWorkbook } from './workbook';
import { verifyWrittenWorkbook } from './verify';
import { extractWorkbook, inspectWorkbook } from './inspect';
import { addedColumnEdits, appendixRows, appendixSheet, overflowText } from './overflow';
import { type NotesPlan, planNotes, withLegacyDrawing } from './notes';
import type { CellEdit } from './edit';

export type { CellEdit };

const FORMULA_LIKE = /^[=+\-@]/;

export interface EditPlan {
  edits: CellEdit[];
  report: WriteReport;
}

/** Two cell texts that say the same (line endings, trailing spaces and runs of blanks aside). */
export const sameText = (a: string, b: string) => cleanText(a) === cleanText(b);

/** Turns answers into cell edits: choices become a valid option of the cell's list, 'x' goes in the
 *  option's column (the other option columns are emptied), text goes to the text cell. One answer that
 *  cannot be written never blocks the others: it is reported with its reason. Cells that already say the
 *  answer are left exactly as they are, and a cell holding a formula is never overwritten. */
export function planEdits(wb: Workbook, answers: FilledAnswer[], answerCells?: Set<string>): EditPlan {
  const edits = new Map<string, CellEdit>();
  const changes = new Map<string, CellChange>();
  const notWritten: NotWritten[] = [];
  let written = 0;
  let unchanged = 0;
  answers.forEach((a, index) => {
    const pending: (CellEdit & { kind: AnswerCell['kind']; address: string })[] = [];
    const skip = (part: NotWritten['part'], reason: string) => notWritten.push({ index, sheet: a.sheet, row: a.row, part, reason });
    const set = (c: AnswerCell, value: string | null) => {
      const info = wb.info(c.sheet);
      if (!info) throw new QuestionnaireFileError(`The workbook has no sheet named "${c.sheet}".`);
      if (!Number.isInteger(c.row) || !Number.isInteger(c.column) || c.row < 1 || c.column < 1 || c.row > 1048576 || c.column > 16384) {
        throw new QuestionnaireFileError(`The answer cell ${c.address} is not a cell of the workbook.`);
      }
      pending.push({ sheet: info.name, row: c.row, col: c.column, value, kind: c.kind, address: c.address });
    };
    const choice = writableText(a.choice ?? '').trim() || null;
    const text =
      writableText(a.text ?? '')
        .replace(/\r\n?/g, '\n')
        .trim() || null;
    if (!choice && !text) return;
    if (!a.answerCells.length) return skip('answer', 'The question has no place in the file.');
    try {
      const dropped = planAnswer(wb, a, choice, text, set);
      if (dropped) skip('explanation', dropped);
    } catch (e) {
      if (!(e instanceof QuestionnaireFileError)) throw e;
      skip('answer', e.message);
      return;
    }
    let changed = false;
    let blocked = 0;
    for (const e of pending) {
      const cur = wb.sheet(e.sheet).cells.get(e.row)?.get(e.col);
      if (cur?.formula) {
        blocked++;
        const part = e.kind === 'text' && pending.some((o) => o !== e && o.kind !== 'text') ? 'explanation' : 'answer';
        skip(part, `The answer cell ${e.address} holds a formula; it was left as it is.`);
        continue;
      }
      const now = cur?.value ?? '';
      if (e.value === 'x' && e.kind === 'x' ? isMark(now) : sameText(now, e.value ?? '')) continue;
      const key = cellKey(e.sheet, e.row, e.col);
      if (now.trim() && answerCells && !answerCells.has(key)) {
        // never overwrite what the mapping did not read as an answer (a footer, a data cell)
        blocked++;
        const part = e.kind === 'text' && pending.some((o) => o !== e && o.kind !== 'text') ? 'explanation' : 'answer';
        skip(
          part,
          `The cell ${cellAddress(e.row, e.col)} of "${e.sheet}" holds "${short(now)}", which the mapping did not read as an answer to a question; it was left as it is.`,
        );
        continue;
      }
      edits.set(key, e);
      changes.set(key, { index, sheet: e.sheet, address: cellAddress(e.row, e.col), before: now, after: e.value ?? '', place: 'answer' });
      changed = true;
    }
    if (changed) written++;
    else if (!blocked) unchanged++;
  });
  const changeList = [...changes.values()].sort(
    (x, y) =>
      wb.info(x.sheet)!.index - wb.info(y.sheet)!.index ||
      rowOf(x.address) - rowOf(y.address) ||
      x.address.length - y.address.length ||
      x.address.localeCompare(y.address),
  );
  return {
    edits: [...edits.values()].map(({ sheet, row, col, value }) => ({ sheet, row, col, value })),
    report: { written, unchanged, notWritten, changes: changeList },
  };
}

const cellKey = (sheet: string, row: number, col: number) => `${sheet}!${row}:${col}`;
const rowOf = (address: string) => Number(/\d+$/.exec(address)?.[0] ?? 0);
const short = (s: string) => {
  const t = cleanText(s);
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

/** The cells the mapping reads as answers to questions: the only non-empty cells an export may overwrite. */
export function answerCellsOf(wb: Workbook, mappings: SheetMapping[]): Set<string> {
  const set = new Set<string>();
  for (const q of extractWorkbook(wb, mappings)) for (const c of q.answerCells) set.add(cellKey(wb.info(c.sheet)?.name ?? c.sheet, c.row, c.column));
  return set;
}

/** Plans one answer through `set`; returns why its explanation has no place, when it has none. */
function planAnswer(wb: Workbook, a: FilledAnswer, choice: string | null, text: string | null, set: (c: AnswerCell, v: string | null) => void): string | null {
  const xs = a.answerCells.filter((c) => c.kind === 'x');
  const choices = a.answerCells.filter((c) => c.kind === 'choice');
  const texts = a.answerCells.filter((c) => c.kind === 'text');
  const where = `row ${a.row} of "${a.sheet}"`;
  let choiceDone = false;
  let textUsed = false;
  if (choice && xs.length) {
    const target = matchOption(
      choice,
      xs.map((c) => c.option ?? ''),
    );
    if (!target) throw new QuestionnaireFileError(`The answer "${choice}" for ${where} is not one of its options (${xs.map((c) => c.option).join(', ')}).`);
    for (const c of xs) {
      const now = cellText(wb, c);
      // an option column of boxes ('☐' per row): its box is ticked or emptied
      if (isLoneBox(now)) set(c, c.option === target ? tickedGlyph(now.trim()) : emptyGlyph(now.trim()));
      else if (c.option === target) set(c, 'x');
      else if (now) set(c, null); // empty the option marked before
    }
    choiceDone = true;
  }
  // a cell of answer boxes ('☐ Yes ☐ No'): the chosen box is ticked in it, the explanation goes to the text cell
  const boxCell = !choiceDone ? choices.find((c) => readBoxes(cellText(wb, c))) : undefined;
  if (boxCell) {
    const now = cellText(wb, boxCell);
    if (!choice && !texts.length) throw new QuestionnaireFileError(`The question on ${where} has only boxes to tick and this answer has no choice.`);
    if (choice) {
      const tick = tickChanges(now, choice);
      if (!tick)
        throw new QuestionnaireFileError(`The answer "${choice}" for ${where} is not one of the boxes to tick (${readBoxes(now)!.options.join(', ')}).`);
      set(boxCell, applyChanges(now, tick.changes));
    }
    if (text && texts.length) set(texts[0]!, text);
    else if (text) return 'The file has no cell for the explanation of this question; only the box was ticked.';
    return null;
  }
  let freeChoiceCell: AnswerCell | null = null;
  if (!choiceDone && choices.length) {
    for (const c of choices) {
      const options = listOf(wb, c);
      if (options) {
        const v = choice ? matchOption(choice, options) : text && !texts.length ? leadingOption(text, options) : null;
        if (v) {
          set(c, v);
          choiceDone = true;
          break;
        }
      } else if (!freeChoiceCell) freeChoiceCell = c;
    }
    if (!choiceDone && freeChoiceCell) {
      const v =
        choice && text && !texts.length
          ? text.toLowerCase().startsWith(choice.toLowerCase())
            ? text
            : `${choice}. ${text}`
          : (choice ?? (texts.length ? null : text));
      if (v) {
        set(freeChoiceCell, v);
        textUsed = !texts.length && Boolean(text);
        choiceDone = true;
      }
    }
    if (!choiceDone && choice) {
      const opts = listOf(wb, choices[0]!) ?? [];
      throw new QuestionnaireFileError(`The answer "${choice}" for ${where} is not one of the options of its list (${opts.join(', ')}).`);
    }
  }
  if (text && texts.length) set(texts[0]!, text);
  else if (text && !choices.length && !xs.length) throw new QuestionnaireFileError(`The question on ${where} has no answer cell.`);
  else if (choice && !xs.length && !choices.length && texts.length) set(texts[0]!, text ? `${choice}. ${text}` : choice);
  else if (text && !texts.length && !textUsed && choiceDone) return 'The file has no cell for the explanation of this question; only the choice was written.';
  return null;
}

const cellText = (wb: Workbook, c: AnswerCell) => wb.sheet(c.sheet).cells.get(c.row)?.get(c.column)?.value ?? '';

function listOf(wb: Workbook, c: AnswerCell): string[] | null {
  return wb.listOptions(wb.sheet(c.sheet), c.row, c.column);
}

export async function writeWorkbookAnswers(
  buf: Buffer,
  answers: FilledAnswer[],
  limits: FileLimits,
  options: WriteOptions = {},
): Promise<{ buffer: Buffer; report: WriteReport }> {
  const wb = openWorkbook(buf, limits);
  const mappings = options.mappings ?? inspectWorkbook(wb).sheets.map((s) => s.mapping);
  const answerCells = answerCellsOf(wb, mappings);
  const { edits, report } = planEdits(wb, answers, answerCells);
  // answers that cannot land in their own cell go where the user chose
  const overflow = options.overflow ?? 'none';
  const items = overflow === 'none' ? [] : report.notWritten.map((n) => ({ n, text: overflowText(answers[n.index]!, n) })).filter((it) => it.text);
  let appendix: ReturnType<typeof appendixSheet> = null;
  let notes: NotesPlan | null = null;
  let appendixRowCount = 0;
  if (overflow === 'column' && items.length) {
    const added = addedColumnEdits(wb, answers, items, mappings);
    for (const e of added) {
      edits.push({ sheet: e.sheet, row: e.row, col: e.col, value: e.value });
      report.changes.push({ index: e.index, sheet: e.sheet, address: cellAddress(e.row, e.col), before: '', after: e.value, place: 'column' });
    }
    const placed = new Set(added.map((e) => e.index));
    for (const it of items) if (placed.has(it.n.index)) it.n.placedElsewhere = true;
  } else if (overflow === 'note' && items.length) {
    // a note on the answer's own cell (its first one)
    const noteItems = items
      .filter((it) => answers[it.n.index]!.answerCells.length)
      .map((it) => {
        const c = answers[it.n.index]!.answerCells[0]!;
        return { index: it.n.index, sheet: c.sheet, row: c.row, col: c.column, text: it.text };
      });
    notes = planNotes(wb, noteItems);
    const placed = new Set(notes.placed.map((x) => x.index));
    for (const it of items) if (placed.has(it.n.index)) it.n.placedElsewhere = true;
    for (const x of notes.placed)
      report.changes.push({ index: x.index, sheet: x.sheet, address: cellAddress(x.row, x.col), before: '', after: x.text, place: 'note' });
    if (!notes.placed.length) notes = null;
  } else if (overflow === 'appendix' && items.length) {
    const { rows, changes } = appendixRows(answers, items);
    appendix = appendixSheet(wb, rows);
    appendixRowCount = rows.length + 1;
    if (appendix) {
      for (const it of items) it.n.placedElsewhere = true;
      report.changes.push(...changes.map((c) => ({ ...c, sheet: appendix!.sheetName })));
    }
  }
  // nothing to change: the customer's file exactly as it was
  if (edits.length === 0 && !appendix && !notes) return { buffer: buf, report };
  const changed = new Map<string, string>();
  const stylesXml = wb.part(wb.stylesPath);
  const styles = new QuotePrefixStyles(stylesXml);
  const bySheet = new Map<string, CellEdit[]>();
  for (const e of edits) bySheet.set(e.sheet, [...(bySheet.get(e.sheet) ?? []), e]);
  for (const [sheet, list] of bySheet) {
    const model = wb.sheet(sheet);
    changed.set(model.info.path, editSheetXml(model, list, styles, limits));
  }
  if (styles.changed && stylesXml) changed.set(wb.stylesPath, styles.xml());
  if (appendix) for (const [path, xml] of appendix.parts) changed.set(path, xml);
  if (notes) {
    for (const [path, xml] of notes.parts) changed.set(path, xml);
    for (const [path, element] of notes.sheetElements) changed.set(path, withLegacyDrawing(changed.get(path) ?? wb.part(path)!, element));
  }
  changed.set(wb.workbookPath, withFullCalcOnLoad(changed.get(wb.workbookPath) ?? wb.part(wb.workbookPath)!));

  const zip = await JSZip.loadAsync(buf);
  for (const [path, xml] of changed) {
    const entry = zip.file(path) ?? Object.values(zip.files).find((f) => f.name.toLowerCase() === path.toLowerCase());
    zip.file(entry?.name ?? path, xml);
  }
  if (appendix) zip.file(appendix.sheetPath, appendix.sheetXml);
  for (const [path, xml] of notes?.added ?? []) zip.file(path, xml);
  const out = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  const insertions = new Map<string, string[]>();
  for (const [part, text] of appendix?.insertions ?? []) insertions.set(part, [text]);
  for (const [part, texts] of notes?.insertions ?? []) insertions.set(part, [...(insertions.get(part) ?? []), ...texts]);
  for (const [part, element] of notes?.sheetElements ?? []) insertions.set(part, [element]);
  verifyWrittenWorkbook(buf, out, wb, edits, new Set(changed.keys()), limits, {
    answerCells,
    addedParts: [...(appendix ? [appendix.sheetPath] : []), ...(notes?.added.keys() ?? [])],
    insertions,
    appendix: appendix ? { sheet: appendix.sheetName, rows: appendixRowCount } : null,
    notes: notes?.notes ?? [],
  });
  return { buffer: out, report };
}

/** Sets fullCalcOnLoad so Excel recomputes formulas that depend on the answers. */
export function withFullCalcOnLoad(xml: string): string {
  const calc = new RegExp(`<(${NS})calcPr\\b([^>]*?)(/?)>`).exec(xml);
  if (calc) {
    const attrs = calc[2]!.replace(/\s+fullCalcOnLoad="[^"]*"/, '');
    return xml.slice(0, calc.index) + `<${calc[1]}calcPr${attrs} fullCalcOnLoad="1"${calc[3]}>` + xml.slice(calc.index + calc[0].length);
  }
  const prefix = /<([A-Za-z_][\w.-]*:)?workbook\b/.exec(xml)?.[1] ?? '';
  for (const after of ['definedNames', 'externalReferences', 'functionGroups', 'sheets']) {
    const m = new RegExp(`</${NS}${after}>`).exec(xml);
    if (m) {
      const at = m.index + m[0].length;
      return `${xml.slice(0, at)}<${prefix}calcPr fullCalcOnLoad="1"/>${xml.slice(at)}`;
    }
  }
  return xml;
}

/** Cell styles with quotePrefix for answers that start like a formula, so they stay text when edited. */
class QuotePrefixStyles {
  changed = false;
  private readonly added: string[] = [];
  private readonly map = new Map<number, number>();
  private readonly xfs: string[] = [];
  private readonly cellXfs: RegExpExecArray | null;
  constructor(private readonly source: string | null) {
    this.cellXfs = source ? new RegExp(`<(${NS})cellXfs\\b([^>]*)>([\\s\\S]*?)</${NS}cellXfs>`).exec(source) : null;
    if (this.cellXfs) {
      for (const m of this.cellXfs[3]!.matchAll(new RegExp(`<${NS}xf\\b[^>]*?(?:/>|>[\\s\\S]*?</${NS}xf>)`, 'g'))) this.xfs.push(m[0]);
    }
  }
  quoted(style: number): number {
    if (!this.cellXfs) return style;
    const hit = this.map.get(style);
    if (hit !== undefined) return hit;
    const base = this.xfs[style] ?? this.xfs[0];
    if (!base) return style;
    if (/\squotePrefix="(1|true)"/.test(base)) {
      this.map.set(style, style);
      return style;
    }
    const clone = base.replace(/^<([\w:]*xf)\b/, '<$1 quotePrefix="1"');
    const index = this.xfs.length + this.added.length;
    this.added.push(clone);
    this.map.set(style, index);
    this.changed = true;
    return index;
  }
  xml(): string {
    const src = this.source!;
    const m = this.cellXfs!;
    const total = this.xfs.length + this.added.length;
    const open = `<${m[1]}cellXfs${m[2]!.replace(/\s+count="\d+"/, '')} count="${total}">`;
    const body = m[3]! + this.added.join('');
    return src.slice(0, m.index) + open + body + `</${m[1]}cellXfs>` + src.slice(m.index + m[0].length);
  }
}

function editSheetXml(model: SheetModel, edits: CellEdit[], styles: QuotePrefixStyles, limits: FileLimits): string {
  const xml = model.xml;
  const scan = scanSheetData(xml, limits.maxRowsPerSheet, Number.MAX_SAFE_INTEGER, () => {
    throw new QuestionnaireFileError('The sheet is too large to write.');
  });
  if (!scan) throw new QuestionnaireFileError(`The sheet "${model.info.name}" has no cell data and cannot be written.`);
  const prefix = new RegExp(`<(${NS})sheetData\\b`).exec(xml)?.[1] ?? '';
  const colStyles = columnStyles(xml);
  const rowsByR = new Map(scan.rows.map((r) => [r.r, r]));
  const lastScanned = scan.rows[scan.rows.length - 1]?.r ?? 0;
  const byRow = new Map<number, CellEdit[]>();
  for (const e of edits) {
    if (scan.capped && e.row > lastScanned)
      throw new QuestionnaireFileError(`Row ${e.row} of "${model.info.name}" is beyond the part of the sheet that was read.`);
    byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  }
  // rows replaced or inserted, applied in document order
  const splices: { start: number; end: number; text: string; row: number }[] = [];
  const newRows: string[] = [];
  for (const [r, list] of byRow) {
    const row = rowsByR.get(r);
    if (row) splices.push({ start: row.start, end: row.end, row: r, text: rebuildRow(xml, row, list, prefix, colStyles, styles) });
    else newRows.push(String(r));
  }
  if (newRows.length) {
    for (const rs of newRows) {
      const r = Number(rs);
      const text = rebuildRow(xml, null, byRow.get(r)!, prefix, colStyles, styles);
      const next = scan.rows.find((x) => x.r > r);
      const at = next ? next.start : scan.contentEnd;
      splices.push({ start: at, end: at, row: r, text });
    }
  }
  let out = xml;
  if (scan.selfClosing) {
    const body = splices
      .sort((a, b) => a.row - b.row)
      .map((s) => s.text)
      .join('');
    out = xml.slice(0, scan.start) + `<${prefix}sheetData>${body}</${prefix}sheetData>` + xml.slice(scan.end);
  } else {
    splices.sort((a, b) => a.start - b.start || a.row - b.row);
    const pieces: string[] = [];
    let pos = 0;
    for (const s of splices) {
      pieces.push(xml.slice(pos, s.start), s.text);
      pos = s.end;
    }
    pieces.push(xml.slice(pos));
    out = pieces.join('');
  }
  return widenDimension(out, edits);
}

function rebuildRow(xml: string, row: RawRow | null, edits: CellEdit[], prefix: string, colStyles: Map<number, number>, styles: QuotePrefixStyles): string {
  const byCol = new Map(edits.map((e) => [e.col, e]));
  const parts: { col: number; xml: string }[] = [];
  const rowAttrs = row?.attrs ?? {};
  const rowStyle = rowAttrs.customFormat === '1' && rowAttrs.s ? Number(rowAttrs.s) : null;
  for (const c of row?.cells ?? []) {
    const e = byCol.get(c.col);
    if (!e) {
      parts.push({ col: c.col, xml: xml.slice(c.start, c.end) });
      continue;
    }
    byCol.delete(c.col);
    parts.push({ col: c.col, xml: cellXml(e, c.attrs.s !== undefined ? Number(c.attrs.s) : null, prefix, styles) });
  }
  for (const e of byCol.values()) {
    const style = rowStyle ?? colStyles.get(e.col) ?? null;
    parts.push({ col: e.col, xml: cellXml(e, style, prefix, styles) });
  }
  parts.sort((a, b) => a.col - b.col);
  let open: string;
  if (row) {
    open = xml.slice(row.start, row.openEnd).replace(/\/>$/, '>');
    const spans = /\sspans="(\d+):(\d+)"/.exec(open);
    if (spans) {
      const lo = Math.min(Number(spans[1]), ...parts.map((p) => p.col));
      const hi = Math.max(Number(spans[2]), ...parts.map((p) => p.col));
      open = open.replace(spans[0], ` spans="${lo}:${hi}"`);
    }
  } else open = `<${prefix}row r="${edits[0]!.row}">`;
  return `${open}${parts.map((p) => p.xml).join('')}</${prefix}row>`;
}

function cellXml(e: CellEdit, style: number | null, prefix: string, styles: QuotePrefixStyles): string {
  const ref = cellAddress(e.row, e.col);
  if (e.value === null || e.value === '') return `<${prefix}c r="${ref}"${style !== null ? ` s="${style}"` : ''}/>`;
  const s = FORMULA_LIKE.test(e.value) ? styles.quoted(style ?? 0) : style;
  const sAttr = s !== null && s !== undefined ? ` s="${s}"` : '';
  return `<${prefix}c r="${ref}"${sAttr} t="inlineStr"><${prefix}is><${prefix}t xml:space="preserve">${escapeXmlText(e.value)}</${prefix}t></${prefix}is></${prefix}c>`;
}

function columnStyles(xml: string): Map<number, number> {
  const map = new Map<number, number>();
  for (const m of xml.matchAll(new RegExp(`<${NS}col\\b([^>]*)/?>`, 'g'))) {
    const a = parseAttrs(m[1]!);
    if (a.style === undefined) continue;
    const max = Math.min(Number(a.max), Number(a.min) + 16384);
    for (let c = Number(a.min); c <= max; c++) map.set(c, Number(a.style));
  }
  return map;
}

function widenDimension(xml: string, edits: CellEdit[]): string {
  const m = new RegExp(`<(${NS})dimension\\b([^>]*?)/>`).exec(xml);
  if (!m) return xml;
  const ref = parseAttrs(m[2]!).ref ?? '';
  const range = parseRange(ref);
  if (!range) return xml;
  const top = Math.min(range.top, ...edits.map((e) => e.row));
  const left = Math.min(range.left, ...edits.map((e) => e.col));
  const bottom = Math.max(range.bottom, ...edits.map((e) => e.row));
  const right = Math.max(range.right, ...edits.map((e) => e.col));
  if (top === range.top && left === range.left && bottom === range.bottom && right === range.right) return xml;
  const next = `${colToLetters(left)}${top}:${colToLetters(right)}${bottom}`;
  return xml.slice(0, m.index) + `<${m[1]}dimension ref="${escapeXmlAttr(next)}"/>` + xml.slice(m.index + m[0].length);
}
