import { scanMarkdown, tableCells, type MarkdownLine } from '../markdown-scan';
import { cleanCell } from './rows';
import type { Line } from './passages';

export function headingOf(stack: readonly string[]): string {
  const parts = stack.filter(Boolean);
  return parts.slice(-2).join(' › ');
}

/**
 * Markdown → lines under its # headings; emphasis and links are unwrapped; code is kept as written. A table row
 * is a line of its own that ends as a sentence does, so that rows packed into one passage stay apart: "key: value"
 * in a table of two columns, "cell | cell | cell" in a wider one (its header row once, not repeated on every row).
 */
export function markdownLines(text: string): Line[] {
  const out: Line[] = [];
  let blank = true;
  const lines = scanMarkdown(text);
  lines.forEach((line, i) => {
    if (line.kind === 'fence') return;
    if (line.kind === 'heading' || line.kind === 'blank' || line.kind === 'rule' || line.kind === 'table-separator') {
      blank = true;
      return;
    }
    if (line.kind === 'table-row') {
      const cells = tableCells(line.raw).map(cleanCell);
      const headerRow = lines[i + 1]?.kind === 'table-separator';
      const kept = cells.filter(Boolean);
      const joined = !headerRow && cells.length === 2 && kept.length === 2 ? `${kept[0]!.replace(/[.:]$/, '')}: ${kept[1]}` : kept.join(' | ');
      const row = joined && !/[.!?]$/.test(joined) ? `${joined}.` : joined;
      if (row) out.push({ text: row, heading: headingOf(line.headings), page: null, paragraphStart: blank });
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
