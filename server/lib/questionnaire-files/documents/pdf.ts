import { openPdf } from '../pdf-open';
import type { FileLimits } from '../types';
import { looksLikeHeading, type Line } from './passages';

interface TextItem {
  str: string;
  transform: number[];
  hasEOL?: boolean;
}

interface PdfLine {
  text: string;
  size: number;
  y: number;
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
        if (!current) current = { text: '', size: 0, y };
        current.text += raw.str;
        if (raw.str.trim()) current.size = Math.max(current.size, size);
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
  pages.forEach((lines, index) => {
    const page = index + 1;
    let prev: PdfLine | null = null;
    lines.forEach((line, i) => {
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
  return out;
}
