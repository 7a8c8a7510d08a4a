import mammoth from 'mammoth';
import type { Line } from './passages';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return entities[e.toLowerCase()] ?? m;
  });
}

const stripTags = (s: string) => decodeEntities(s.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

/** Word (.docx) → lines under the document's own headings (Heading 1–6 styles); table rows become lines. */
export async function docxLines(buffer: Buffer): Promise<Line[]> {
  const { value: html } = await mammoth.convertToHtml({ buffer });
  return htmlLines(html);
}

/** Lines of simple HTML (what mammoth writes): h1–h6 set the heading; p, li and table rows are text. */
export function htmlLines(html: string): Line[] {
  const out: Line[] = [];
  const stack: string[] = [];
  // Table rows first, as "cell | cell" paragraphs.
  const flat = html.replace(/<tr[^>]*>([\s\S]*?)<\/tr>/gi, (_m, row: string) => {
    const cells = [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((c) => stripTags(c[1] ?? '')).filter(Boolean);
    return cells.length ? `<p>${cells.join(' | ').replace(/</g, '&lt;')}</p>` : '';
  });
  for (const m of flat.matchAll(/<(h[1-6]|p|li)[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const tag = (m[1] ?? '').toLowerCase();
    const text = stripTags(m[2] ?? '');
    if (!text) continue;
    if (tag.startsWith('h')) {
      const level = Number(tag.slice(1));
      stack.length = Math.max(0, level - 1);
      stack[level - 1] = text;
      continue;
    }
    out.push({ text: tag === 'li' ? `• ${text}` : text, heading: headingOf(stack), page: null, paragraphStart: true });
  }
  return out;
}

function headingOf(stack: string[]): string {
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
    if (content.startsWith('|')) content = content.replace(/^\||\|$/g, '').split('|').map((c) => inline(c.trim())).filter(Boolean).join(' | ');
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
