import { openPdf } from '../pdf-open';
import type { FileLimits } from '../types';
import { looksLikeHeading, type Line } from './passages';
import { tableRowText } from './rows';

interface TextItem {
  str: string;
  transform: number[];
  width?: number;
  hasEOL?: boolean;
}

interface PdfLine {
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

/**
 * PDF → lines with their page. Lines are rebuilt from positioned text; a line set in a larger type than
 * the body (or, in a PDF of one size, one that looks like a heading) becomes the heading of what follows.
 */
export async function pdfLines(buffer: Buffer, limits: FileLimits): Promise<Line[]> {
  const pdf = await openPdf(buffer, limits);
  const pages: PdfLine[][] = [];
  const sizeChars = new Map<number, number>();
  const last = pdf.numPages;
  for (let p = 1; p <= last; p++) {
    const page = await pdf.getPage(p);
    const content = await page.getTextContent();
    const lines: PdfLine[] = [];
    let current: PdfLine | null = null;
    for (const raw of content.items as TextItem[]) {
      if (!('str' in raw)) continue;
      const y = Math.round(raw.transform[5] ?? 0);
      const size = Math.round(Math.abs(raw.transform[3] ?? 0) * 10) / 10;
      if (current && Math.abs(current.y - y) > 2 && raw.str.trim()) {
        lines.push(current);
        current = null;
      }
      if (raw.str) {
        const x = raw.transform[4] ?? 0;
        if (!current) current = { text: '', size: 0, y, cells: [''], xs: [x], end: x };
        if (!current.text.trim()) current.xs[0] = x;
        if (raw.str.trim() && current.text.trim() && x - current.end > Math.max(size, 4) * CELL_GAP) {
          current.cells.push('');
          current.xs.push(x);
        }
        current.text += raw.str;
        current.cells[current.cells.length - 1] += raw.str;
        if (raw.str.trim()) {
          current.size = Math.max(current.size, size);
          current.end = x + (raw.width ?? 0);
        }
      }
      if (raw.hasEOL && current) {
        lines.push(current);
        current = null;
      }
    }
    if (current) lines.push(current);
    const kept = lines.filter((l) => l.text.trim());
    for (const l of kept) sizeChars.set(l.size, (sizeChars.get(l.size) ?? 0) + l.text.length);
    pages.push(kept);
    page.cleanup();
  }
  await pdf.destroy();

  const body = [...sizeChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const uniform = sizeChars.size <= 1;
  const out: Line[] = [];
  let heading = '';
  let lastWasHeading = false;
  // A table drawn cell by cell: a row per line of three cells or more, read under the columns of its first row. A
  // cell's text that wraps goes on under its own column, on lines of their own.
  let columns: string[] | null = null;
  let row: { cells: string[]; xs: number[]; header: boolean; page: number } | null = null;
  const endRow = () => {
    if (!row) return;
    const text = tableRowText(row.cells, { header: row.header, columns });
    if (text) out.push({ text, heading, page: row.page, paragraphStart: true, row: true });
    row = null;
  };
  pages.forEach((lines, index) => {
    const page = index + 1;
    let prev: PdfLine | null = null;
    lines.forEach((line, i) => {
      const cells = line.cells.map((c) => c.replace(/\s+/g, ' ').trim());
      if (cells.filter(Boolean).length >= 3) {
        endRow();
        const header = !columns || columns.length !== cells.length;
        row = { cells, xs: line.xs, header, page };
        if (header) columns = row.cells;
        lastWasHeading = false;
        prev = line;
        return;
      }
      const near = prev !== null && Math.abs(prev.y - line.y) <= Math.max(line.size, body) * 1.8;
      if (row && near && line.xs[0]! > row.xs[0]! + Math.max(line.size, 4)) {
        // The nearest column at or before where the line starts holds its text.
        const x = line.xs[0]!;
        const column = row.xs.reduce((best, start, k) => (start <= x + 2 ? k : best), 0);
        row.cells[column] = `${row.cells[column]} ${line.text}`.replace(/\s+/g, ' ').trim();
        prev = line;
        return;
      }
      endRow();
      columns = null;
      const text = line.text.replace(/\s+/g, ' ').trim();
      const next = lines[i + 1]?.text;
      const bigger = line.size >= body * 1.15 && text.split(' ').length <= 14;
      const smaller = body > 0 && line.size < body * 0.85;
      if ((bigger || (uniform && looksLikeHeading(text, next))) && !/^\d+$/.test(text)) {
        heading = lastWasHeading && heading ? `${heading} › ${text}` : text;
        lastWasHeading = true;
        prev = line;
        return;
      }
      if (smaller && /^(?:page \d+|\d+)(?: of \d+)?$/i.test(text)) return; // page numbers
      const gap: number = prev ? Math.abs(prev.y - line.y) : Infinity;
      out.push({ text, heading, page, paragraphStart: gap > Math.max(line.size, body) * 1.8 || /^[•\-*–·▪◦]/.test(text) });
      lastWasHeading = false;
      prev = line;
    });
  });
  endRow();
  return out;
}
