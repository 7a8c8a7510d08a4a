import { NS, decodeOoxmlEscapes, decodeXml, parseAttrs, textOfRuns } from '../xml';
import { lettersToCol } from './address';

/** Raw rows and cells of a worksheet's <sheetData>, with their positions in the XML (for write-back). */
export interface RawCell {
  row: number;
  col: number;
  attrs: Record<string, string>;
  /** t attribute: s, str, inlineStr, b, e, n, d (missing = n) */
  type: string;
  v: string | null;
  inline: string | null;
  formula: string | null;
  start: number;
  end: number;
}

export interface RawRow {
  r: number;
  attrs: Record<string, string>;
  start: number;
  /** end of the opening tag (or of the self-closing tag) */
  openEnd: number;
  end: number;
  selfClosing: boolean;
  cells: RawCell[];
}

export interface SheetDataScan {
  rows: RawRow[];
  /** position of the <sheetData> element and its content */
  start: number;
  contentStart: number;
  contentEnd: number;
  end: number;
  selfClosing: boolean;
  capped: boolean;
  cellCount: number;
}

const ROW_RE = new RegExp(`<${NS}row\\b([^>]*?)(/>|>)`, 'g');
const ROW_END_RE = new RegExp(`</${NS}row>`, 'g');
const CELL_RE = new RegExp(`<${NS}c\\b([^>]*?)(/>|>([\\s\\S]*?)</${NS}c>)`, 'g');
const F_RE = new RegExp(`<${NS}f\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${NS}f>)`);
const V_RE = new RegExp(`<${NS}v(?:\\s[^>]*)?>([\\s\\S]*?)</${NS}v>`);
const IS_RE = new RegExp(`<${NS}is>([\\s\\S]*?)</${NS}is>`);

export function findSheetData(xml: string): Omit<SheetDataScan, 'rows' | 'capped' | 'cellCount'> | null {
  const open = new RegExp(`<${NS}sheetData\\b[^>]*?(/?)>`).exec(xml);
  if (!open) return null;
  const start = open.index;
  const contentStart = start + open[0].length;
  if (open[1] === '/') return { start, contentStart, contentEnd: contentStart, end: contentStart, selfClosing: true };
  const close = new RegExp(`</${NS}sheetData>`, 'g');
  close.lastIndex = contentStart;
  const c = close.exec(xml);
  if (!c) return null;
  return { start, contentStart, contentEnd: c.index, end: c.index + c[0].length, selfClosing: false };
}

/** Scans rows in order. Stops after maxRows rows (capped = true), and throws through
 *  onTooManyCells when the cell budget is exhausted. */
export function scanSheetData(xml: string, maxRows: number, cellBudget: number, onTooManyCells: () => never): SheetDataScan | null {
  const sd = findSheetData(xml);
  if (!sd) return null;
  const rows: RawRow[] = [];
  let capped = false;
  let cellCount = 0;
  let prevRow = 0;
  ROW_RE.lastIndex = sd.contentStart;
  for (;;) {
    const m = ROW_RE.exec(xml);
    if (!m || m.index >= sd.contentEnd) break;
    if (rows.length >= maxRows) {
      capped = true;
      break;
    }
    const attrs = parseAttrs(m[1]!);
    const r = attrs.r ? Number(attrs.r) : prevRow + 1;
    prevRow = r;
    const openEnd = m.index + m[0].length;
    const row: RawRow = { r, attrs, start: m.index, openEnd, end: openEnd, selfClosing: m[2] === '/>', cells: [] };
    if (!row.selfClosing) {
      ROW_END_RE.lastIndex = openEnd;
      const e = ROW_END_RE.exec(xml);
      if (!e) break;
      row.end = e.index + e[0].length;
      const inner = xml.slice(openEnd, e.index);
      let prevCol = 0;
      CELL_RE.lastIndex = 0;
      let c: RegExpExecArray | null;
      while ((c = CELL_RE.exec(inner))) {
        const ca = parseAttrs(c[1]!);
        const ref = ca.r ? /^\$?([A-Za-z]+)/.exec(ca.r) : null;
        const col = ref ? lettersToCol(ref[1]!) : prevCol + 1;
        prevCol = col;
        const body = c[3] ?? '';
        const f = body ? F_RE.exec(body) : null;
        const v = body ? V_RE.exec(body) : null;
        const is = body ? IS_RE.exec(body) : null;
        row.cells.push({
          row: r,
          col,
          attrs: ca,
          type: ca.t ?? 'n',
          v: v ? decodeXml(v[1]!) : null,
          inline: is ? textOfRuns(is[1]!) : null,
          formula: f ? decodeXml(f[2] ?? '') || `shared:${parseAttrs(f[1]!).si ?? ''}` : null,
          start: openEnd + c.index,
          end: openEnd + c.index + c[0].length,
        });
      }
      cellCount += row.cells.length;
      if (cellCount > cellBudget) onTooManyCells();
      ROW_RE.lastIndex = row.end;
    }
    rows.push(row);
  }
  return { ...sd, rows, capped, cellCount };
}

export function decodeString(s: string): string {
  return decodeOoxmlEscapes(s);
}
