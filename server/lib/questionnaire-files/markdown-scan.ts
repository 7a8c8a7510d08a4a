/**
 * The one Markdown scanner of questionnaire files and knowledge documents: text into classified lines,
 * each with the headings it sits under and its inline Markdown unwrapped. Block rules are those of
 * CommonMark as far as line-by-line reading allows (ATX headings, fences, thematic breaks, list items,
 * GFM tables and task boxes, HTML comments); setext headings and nested containers are read as plain lines.
 */

export type MarkdownLineKind = 'blank' | 'heading' | 'fence' | 'code' | 'comment' | 'rule' | 'table-row' | 'table-separator' | 'text';

export interface MarkdownListItem {
  /** Spaces before the marker. */
  indent: number;
  /** An ordered item's number as written ('1', '1.2.3'); null for a bullet. */
  number: string | null;
  /** A task box after a bullet: true ticked, false empty; null when there is none. */
  checked: boolean | null;
}

export interface MarkdownLine {
  /** 1-based line number in the source. */
  number: number;
  kind: MarkdownLineKind;
  /** The line as written, without trailing white space. */
  raw: string;
  /** Plain text: a heading's title, a table row's non-empty cells joined by ' | ', a list item's content after
   *  its marker (and box), a code line as written; otherwise the line without its quote marker, unwrapped. */
  text: string;
  /** A heading's level (1–6); 0 for other lines. */
  level: number;
  /** The titles of the headings above the line (a heading's own line: including itself), outermost first. */
  headings: readonly string[];
  /** A list item (bullet, ordered or task box); null for other lines. */
  item: MarkdownListItem | null;
}

/** Fences may be indented (inside list items). */
const FENCE = /^\s*(?:```|~~~)/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const TASK = /^(\s*)[-*+]\s+\[( |x|X)\]\s+(.*)$/;
const ORDERED = /^(\s*)(\d{1,3}(?:\.\d{1,3})*)[.)](?:\s+(.*))?$/;
const BULLET = /^(\s*)[-*+](?:\s+(.*))?$/;

/** Escaped punctuation and code spans are set aside while the other inline rules run, then put back as written. */
const SET_ASIDE = /\\([!-/:-@[-`{-~])|`([^`]*)`/g;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** Inline Markdown to plain text: images dropped, links to their text, emphasis, code spans and escapes unwrapped, HTML tags removed. */
export function unwrapInline(md: string): string {
  const kept: string[] = [];
  const setAside = (_m: string, escaped: string | undefined, code: string | undefined) => `\uE000${kept.push(escaped ?? code ?? '') - 1}\uE001`;
  return md
    .replace(SET_ASIDE, setAside)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\W)([*_])(\S(?:[^*_]*\S)?)\2(?!\w)/g, '$1$3')
    .replace(/<[^>]+>/g, '')
    .replace(PLACEHOLDER, (m, i: string) => kept[Number(i)] ?? m)
    .trim();
}

function listItem(line: string): { item: MarkdownListItem; content: string } | null {
  const task = TASK.exec(line);
  if (task) return { item: { indent: task[1]!.length, number: null, checked: task[2] !== ' ' }, content: task[3]! };
  const ordered = ORDERED.exec(line);
  if (ordered) return { item: { indent: ordered[1]!.length, number: ordered[2]!, checked: null }, content: ordered[3] ?? '' };
  const bullet = BULLET.exec(line);
  if (bullet) return { item: { indent: bullet[1]!.length, number: null, checked: null }, content: bullet[2] ?? '' };
  return null;
}

/** A table row's cells in their columns, an empty cell kept as '' (so that each lines up with its header). */
export const tableCells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => unwrapInline(c));

const cellsOf = (row: string) => tableCells(row).filter(Boolean);

/** Markdown text (a byte-order mark and any line endings) into classified lines, one per source line. */
export function scanMarkdown(source: string): MarkdownLine[] {
  const out: MarkdownLine[] = [];
  /** Heading titles by level (index 0: level 1); a skipped level leaves a hole. */
  const stack: string[] = [];
  let headings: readonly string[] = [];
  let fenced = false;
  let comment = false;
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  lines.forEach((line, i) => {
    const raw = line.trimEnd();
    const base = { number: i + 1, raw, level: 0, headings, item: null };
    if (FENCE.test(raw)) {
      fenced = !fenced;
      out.push({ ...base, kind: 'fence', text: '' });
      return;
    }
    if (!raw.trim()) {
      out.push({ ...base, kind: 'blank', text: '' });
      return;
    }
    if (fenced) {
      out.push({ ...base, kind: 'code', text: raw.trim() });
      return;
    }
    // An HTML comment that spans lines: from the line that opens it to the one that closes it.
    if (comment || /^\s*<!--(?!.*-->)/.test(raw)) {
      comment = comment ? !raw.includes('-->') : true;
      out.push({ ...base, kind: 'comment', text: '' });
      return;
    }
    const heading = HEADING.exec(raw);
    if (heading) {
      const level = heading[1]!.length;
      stack.length = level - 1;
      stack[level - 1] = unwrapInline(heading[2] ?? '');
      headings = stack.filter(Boolean);
      out.push({ ...base, kind: 'heading', level, headings, text: stack[level - 1]! });
      return;
    }
    if (RULE.test(raw)) {
      out.push({ ...base, kind: 'rule', text: '' });
      return;
    }
    if (TABLE_SEPARATOR.test(raw) && (raw.includes('|') || raw.includes('--'))) {
      out.push({ ...base, kind: 'table-separator', text: '' });
      return;
    }
    const trimmed = raw.trim();
    if (trimmed.startsWith('|')) {
      out.push({ ...base, kind: 'table-row', text: cellsOf(trimmed).join(' | ') });
      return;
    }
    // A backslash at the end is a hard line break.
    const listed = listItem(raw.replace(/\\$/, ''));
    if (listed) {
      out.push({ ...base, kind: 'text', item: listed.item, text: unwrapInline(listed.content) });
      return;
    }
    out.push({ ...base, kind: 'text', text: unwrapInline(trimmed.replace(/\\$/, '').replace(/^>\s?/, '')) });
  });
  return out;
}
