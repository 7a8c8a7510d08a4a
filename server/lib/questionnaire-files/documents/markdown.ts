import { scanMarkdown, type MarkdownLine } from '../markdown-scan';
import type { Line } from './passages';

export function headingOf(stack: readonly string[]): string {
  const parts = stack.filter(Boolean);
  return parts.slice(-2).join(' › ');
}

/** Markdown → lines under its # headings. Tables become "cell | cell" lines; emphasis and links are unwrapped; code is kept as written. */
export function markdownLines(text: string): Line[] {
  const out: Line[] = [];
  let blank = true;
  for (const line of scanMarkdown(text)) {
    if (line.kind === 'fence') continue;
    if (line.kind === 'heading' || line.kind === 'blank' || line.kind === 'rule' || line.kind === 'table-separator') {
      blank = true;
      continue;
    }
    out.push({ text: itemText(line), heading: headingOf(line.headings), page: null, paragraphStart: blank || line.item !== null });
    blank = false;
  }
  return out;
}

/** A list item keeps its marker: '• ' for a bullet (and its box), its number for an ordered item. */
function itemText({ item, text }: MarkdownLine): string {
  if (!item) return text;
  if (item.number !== null) return `${item.number}. ${text}`;
  return item.checked === null ? `• ${text}` : `• [${item.checked ? 'x' : ' '}] ${text}`;
}
