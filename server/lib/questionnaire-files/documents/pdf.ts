import { openPdf } from '../pdf-open';
import type { FileLimits } from '../types';
import { looksLikeHeading, type Line } from './passages';
import { PdfTable, placePiece, type PdfLine } from './pdf-tables';

interface TextItem {
  str: string;
  transform: number[];
  width?: number;
  hasEOL?: boolean;
}

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
    for (const raw of content.items as TextItem[]) {
      if (!('str' in raw)) continue;
      const size = Math.round(Math.abs(raw.transform[3] ?? 0) * 10) / 10;
      placePiece(lines, { str: raw.str, x: raw.transform[4] ?? 0, y: Math.round(raw.transform[5] ?? 0), size, width: raw.width ?? 0 });
    }
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
  let page = 1;
  const table = new PdfTable((text) => {
    if (text) out.push({ text, heading, page, paragraphStart: true, row: true });
  });
  pages.forEach((lines, index) => {
    page = index + 1;
    let prev: PdfLine | null = null;
    lines.forEach((line, i) => {
      const near = prev !== null && Math.abs(prev.y - line.y) <= Math.max(line.size, body) * 3;
      if (table.take(line, near, lines[i + 1])) {
        lastWasHeading = false;
        prev = line;
        return;
      }
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
  table.end();
  return out;
}
