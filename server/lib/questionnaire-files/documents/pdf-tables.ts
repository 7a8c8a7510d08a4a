import { tableRowText } from './rows';

/** A line of a PDF page as positioned pieces of text. */
export interface PdfLine {
  text: string;
  size: number;
  y: number;
  /** The line's text split where a wide gap stands between two pieces: a table's cells. */
  cells: string[];
  /** Where each cell starts, across the page. */
  xs: number[];
  /** Where the last piece ended, across the page. */
  end: number;
}

/** A gap this many times the type size between two pieces of a line parts two table cells, not two words. */
const CELL_GAP = 1.5;
/** A piece drawn later at the height of one of the last few lines, right of its end, belongs to that line (a table's next cell). */
const LOOK_BACK = 8;

/** Adds a piece of text to the page's lines: to the line at its height, else to a new one. */
export function placePiece(lines: PdfLine[], piece: { str: string; x: number; y: number; size: number; width: number }): void {
  const { str, x, y, size, width } = piece;
  if (!str) return;
  let line: PdfLine | undefined;
  for (let k = lines.length - 1; k >= Math.max(0, lines.length - LOOK_BACK); k--) {
    const l = lines[k]!;
    if (Math.abs(l.y - y) <= 2 && (k === lines.length - 1 || x >= l.end - 1)) {
      line = l;
      break;
    }
  }
  // A space between lines joins nothing.
  if (!str.trim() && line !== lines.at(-1)) return;
  if (!line) {
    line = { text: '', size: 0, y, cells: [''], xs: [x], end: x };
    lines.push(line);
  }
  if (!line.text.trim()) line.xs[0] = x;
  if (str.trim() && line.text.trim() && x - line.end > Math.max(size, 4) * CELL_GAP) {
    line.cells.push('');
    line.xs.push(x);
  }
  // Pieces set apart by more than a space's width are words apart, though no space was drawn between them.
  const apart = line.text && x - line.end > size * 0.25 && !/\s$/.test(line.text) && !/^\s/.test(str);
  line.text += apart ? ` ${str}` : str;
  line.cells[line.cells.length - 1] += str;
  if (str.trim()) {
    line.size = Math.max(line.size, size);
    line.end = x + width;
  }
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A line of two short cells over a line of two cells that start where its own do: a two-column table's header. */
function twoColumnsStart(line: PdfLine, next: PdfLine | undefined): boolean {
  if (!next || next.cells.length !== 2 || line.cells.length !== 2 || Math.abs(line.y - next.y) > Math.max(line.size, 4) * 3) return false;
  const short = line.cells.every((c) => clean(c).split(' ').length <= 4 && !/[.!?]$/.test(clean(c)));
  return short && next.cells.every((c) => clean(c)) && line.xs.every((x, k) => Math.abs(x - next.xs[k]!) <= 3);
}

/**
 * A table drawn cell by cell: its first line of three cells or more names the columns (or of two, when the line
 * under it has two cells in the same columns: "Browser | Status"); each later line of two cells or more is a row,
 * its cells placed under the column at whose start they stand; a line that starts right of the first column, or a
 * short one in the first column that ends before the second starts, goes on the cell above it (a cell's text that
 * wraps). Rows read as Markdown table rows do.
 */
export class PdfTable {
  private columns: string[] | null = null;
  private starts: number[] = [];
  private row: string[] | null = null;

  constructor(private readonly emit: (text: string) => void) {}

  /** Takes the line if it belongs to a table; false when it is ordinary text (and any table ends there). */
  take(line: PdfLine, near: boolean, next?: PdfLine): boolean {
    const cells = line.cells.map(clean);
    const filled = cells.filter(Boolean).length;
    if (!this.columns && (filled >= 3 || (filled === 2 && twoColumnsStart(line, next)))) {
      this.columns = cells;
      this.starts = line.xs;
      this.emit(tableRowText(cells, { header: true }));
      return true;
    }
    if (!this.columns) return false;
    if (filled >= 2) {
      this.endRow();
      this.row = this.columns.map(() => '');
      line.xs.forEach((x, k) => this.addTo(this.columnAt(x), cells[k]!));
      return true;
    }
    const wrapsFirstCell = Math.abs(line.xs[0]! - this.starts[0]!) <= 3 && line.end < (this.starts[1] ?? Infinity) - Math.max(line.size, 4);
    if (this.row && near && (line.xs[0]! > this.starts[0]! + Math.max(line.size, 4) || wrapsFirstCell)) {
      this.addTo(this.columnAt(line.xs[0]!), clean(line.text));
      return true;
    }
    this.end();
    return false;
  }

  end(): void {
    this.endRow();
    this.columns = null;
  }

  private columnAt(x: number): number {
    return this.starts.reduce((best, start, k) => (start <= x + 3 ? k : best), 0);
  }

  private addTo(column: number, text: string): void {
    if (this.row && text) this.row[column] = clean(`${this.row[column]} ${text}`);
  }

  private endRow(): void {
    if (!this.row) return;
    const text = tableRowText(this.row, { header: false, columns: this.columns });
    if (text) this.emit(text);
    this.row = null;
  }
}
