import { scanMarkdown, tableCells, type MarkdownLine } from '../markdown-scan';
import { tableRowText } from './rows';
import type { Line } from './passages';

export function headingOf(stack: readonly string[]): string {
  const parts = stack.filter(Boolean);
  return parts.slice(-2).join(' › ');
}

/**
 * Markdown → lines under its # headings; emphasis and links are unwrapped; code is kept as written. A table row
 * is a line of its own (rows.ts tableRowText); the header row is read once, and names the columns of the rows below it.
 */
export function markdownLines(text: string): Line[] {
  const out: Line[] = [];
  let blank = true;
  const lines = scanMarkdown(text);
  let columns: string[] | null = null;
  lines.forEach((line, i) => {
    if (line.kind !== 'table-row' && line.kind !== 'table-separator') columns = null;
    if (line.kind === 'fence') return;
    if (line.kind === 'heading' || line.kind === 'blank' || line.kind === 'rule' || line.kind === 'table-separator') {
      blank = true;
      return;
    }
    if (line.kind === 'table-row') {
      const header = lines[i + 1]?.kind === 'table-separator';
      if (header) columns = tableCells(line.raw);
      const row = tableRowText(tableCells(line.raw), { header, columns });
      if (row) out.push({ text: row, heading: headingOf(line.headings), page: null, paragraphStart: blank, row: true });
      blank = false;
      return;
    }
    out.push({ text: itemText(line), heading: headingOf(line.headings), page: null, paragraphStart: blank || line.item !== null });
    blank = false;
  });
  return out;
}

/** A list item keeps its marker: '• ' for a bullet (and its box), its number for an ordered item. */
function itemText({ item, text }: MarkdownLine): string {
  if (!item) return text;
  if (item.number !== null) return `${item.number}. ${text}`;
  return item.checked === null ? `• ${text}` : `• [${item.checked ? 'x' : ' '}] ${text}`;
}
