import type { Line } from './passages';

export function headingOf(stack: string[]): string {
  const parts = stack.filter(Boolean);
  return parts.slice(-2).join(' › ');
}

/** Markdown → lines under its # headings. Tables become "cell | cell" lines; emphasis and links are unwrapped. */
export function markdownLines(text: string): Line[] {
  const out: Line[] = [];
  const stack: string[] = [];
  let blank = true;
  let fence = false;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*(?:```|~~~)/.test(line)) {
      fence = !fence;
      continue;
    }
    const h = !fence && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const level = h[1]!.length;
      stack.length = Math.max(0, level - 1);
      stack[level - 1] = inline(h[2] ?? '');
      blank = true;
      continue;
    }
    if (!line.trim() || /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(line) || /^\s*\|?\s*:?-{2,}/.test(line)) {
      blank = true;
      continue;
    }
    let content = line.trim();
    if (content.startsWith('|'))
      content = content
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => inline(c.trim()))
        .filter(Boolean)
        .join(' | ');
    const bullet = /^(?:[-*+]|\d+[.)])\s+/.test(content);
    content = inline(content.replace(/^(?:[-*+])\s+/, '• ').replace(/^>\s?/, ''));
    out.push({ text: content, heading: headingOf(stack), page: null, paragraphStart: blank || bullet });
    blank = false;
  }
  return out;
}

function inline(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|[^\w])[*_]([^*_]+)[*_](?=[^\w]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}
