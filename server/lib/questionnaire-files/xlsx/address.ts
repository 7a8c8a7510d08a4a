/** A1-style addresses: columns and rows are 1-based. */

export function colToLetters(col: number): string {
  let s = '';
  let n = col;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export function lettersToCol(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export const cellAddress = (row: number, col: number) => `${colToLetters(col)}${row}`;

export function parseCellRef(ref: string): { row: number; col: number } | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(ref.trim());
  if (!m) return null;
  return { col: lettersToCol(m[1]!), row: Number(m[2]) };
}

export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** 'A1', 'A1:C3', whole columns 'A:A' and whole rows '3:3'. */
export function parseRange(ref: string): CellRange | null {
  const [a, b] = ref.trim().split(':');
  if (!a) return null;
  if (b === undefined) {
    const c = parseCellRef(a);
    return c ? { top: c.row, left: c.col, bottom: c.row, right: c.col } : null;
  }
  const ca = parseCellRef(a);
  const cb = parseCellRef(b);
  if (ca && cb) {
    return { top: Math.min(ca.row, cb.row), left: Math.min(ca.col, cb.col), bottom: Math.max(ca.row, cb.row), right: Math.max(ca.col, cb.col) };
  }
  const colOnly = /^\$?([A-Za-z]{1,3})$/;
  const rowOnly = /^\$?(\d{1,7})$/;
  const ma = colOnly.exec(a);
  const mb = colOnly.exec(b);
  if (ma && mb) return { top: 1, left: lettersToCol(ma[1]!), bottom: 1048576, right: lettersToCol(mb[1]!) };
  const ra = rowOnly.exec(a);
  const rb = rowOnly.exec(b);
  if (ra && rb) return { top: Number(ra[1]), left: 1, bottom: Number(rb[1]), right: 16384 };
  return null;
}

export const inRange = (r: CellRange, row: number, col: number) => row >= r.top && row <= r.bottom && col >= r.left && col <= r.right;

/** A sheet-qualified reference: `Sheet1!$A$1:$A$5`, `'My sheet'!A1:A5` or `$A$1:$A$5`. */
export function parseSheetRef(ref: string): { sheet: string | null; range: CellRange } | null {
  const s = ref.trim().replace(/^=/, '');
  const bang = s.lastIndexOf('!');
  let sheet: string | null = null;
  let rangeText = s;
  if (bang >= 0) {
    sheet = s.slice(0, bang);
    if (sheet.startsWith("'") && sheet.endsWith("'")) sheet = sheet.slice(1, -1).replace(/''/g, "'");
    rangeText = s.slice(bang + 1);
  }
  const range = parseRange(rangeText);
  return range ? { sheet, range } : null;
}
