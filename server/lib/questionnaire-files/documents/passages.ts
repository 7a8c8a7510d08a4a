import { sentences } from '../../sentences';
import { tableCells } from '../markdown-scan';
import { tableRowText } from './rows';

/** A row of a pipe table ("| Datadog | Monitoring | Yes | No |") and the line under its header ("|---|:---:|"). */
const pipeRow = /^\|.*\|$/;
const pipeSeparator = /^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?$/;

/**
 * A parsed document as a list of lines under headings (with the page each came from), and the splitter
 * that packs them into passages: whole sentences, under one heading and on one page, about a paragraph long.
 */
export interface Line {
  text: string;
  heading: string;
  page: number | null;
  /** The line starts a new paragraph (a blank line, a bullet or a new block came before it). */
  paragraphStart: boolean;
  /** A table's row: a record of its own, never joined to the line before it. */
  row?: boolean;
}

export interface Passage {
  heading: string;
  page: number | null;
  text: string;
}

export interface SplitOptions {
  /** A passage closes once it reaches this many words (at a sentence end). */
  targetWords?: number;
  /** A single sentence longer than this is cut at word boundaries. */
  maxWords?: number;
}

const words = (s: string) => (s.match(/\S+/g) ?? []).length;

/**
 * A paragraph wrapped over several lines (a text file or a PDF cut at a fixed width, "…not in scope of the current"
 * / "SOC 2 report…") is one text: its sentences end where they end, not where the lines do.
 */
export function joinWrappedLines(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const continues = prev && !line.paragraphStart && !line.row && !prev.row && prev.heading === line.heading && prev.page === line.page;
    if (continues && !/^[•\-*–·▪◦]\s/.test(line.text.trim())) out[out.length - 1] = { ...prev, text: joined(prev.text, line.text) };
    else out.push(line);
  }
  return out;
}

/** A word broken at its hyphen over two lines ("single sign-" / "on") is one word again: "sign-on", not "sign- on". */
function joined(before: string, after: string): string {
  const a = before.trimEnd();
  const b = after.trim();
  return /[a-z]-$/i.test(a) && /^[a-z]/.test(b) ? `${a}${b}` : `${a} ${b}`;
}

export function splitIntoPassages(lines: Line[], opts: SplitOptions = {}): Passage[] {
  const target = opts.targetWords ?? 70;
  const max = opts.maxWords ?? 160;
  const out: Passage[] = [];
  let current: { heading: string; page: number | null; parts: string[]; words: number } | null = null;

  const flush = () => {
    if (current && current.parts.length > 0) {
      const text = current.parts.join(' ').replace(/\s+/g, ' ').trim();
      if (text) out.push({ heading: current.heading, page: current.page, text });
    }
    current = null;
  };

  for (const line of joinWrappedLines(lines)) {
    const text = line.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (current && (current.heading !== line.heading || current.page !== line.page)) flush();
    // A list stays with what introduces it, as long as it fits in a long passage.
    const bullet = /^[•\-*–·▪◦]\s/.test(text);
    const limit = bullet ? target * 1.8 : target;
    if (current && line.paragraphStart && !bullet && current.words >= target * 0.5) flush();
    for (const sentence of sentences(text)) {
      const chunks = chunkLong(sentence, max);
      for (const chunk of chunks) {
        const n = words(chunk);
        if (current && current.words + n > limit && current.words >= target * 0.4) flush();
        if (!current) current = { heading: line.heading, page: line.page, parts: [], words: 0 };
        current.parts.push(chunk);
        current.words += n;
      }
    }
  }
  flush();
  return out;
}

function chunkLong(sentence: string, max: number): string[] {
  const w = sentence.split(' ');
  if (w.length <= max) return [sentence];
  const out: string[] = [];
  for (let i = 0; i < w.length; i += max) out.push(w.slice(i, i + max).join(' '));
  return out;
}

/**
 * Heading heuristics for text without markup (plain text, PDF lines): a short line in title or sentence
 * case that does not end like a sentence, followed by more text.
 */
export function looksLikeHeading(line: string, next: string | undefined, previous?: string): boolean {
  const s = line.trim();
  if (numberedHeading(s, next, previous)) return true;
  if (!s || s.length > 80) return false;
  if (/[.,;:!?)]$/.test(s) && !/^\d+(?:\.\d+)*\.?\s/.test(s)) return false;
  if (/^[•\-*–·▪◦]/.test(s)) return false;
  const w = s.split(/\s+/);
  if (w.length > 10) return false;
  if (!/^[A-Z0-9]/.test(s)) return false;
  if (/^\d[\d\s.,%/-]*$/.test(s)) return false;
  if (next === undefined || !next.trim()) return w.length <= 6;
  const capitalised = w.filter((x) => /^[A-Z0-9&(]/.test(x)).length;
  return capitalised / w.length >= 0.5 || w.length <= 4;
}

const sectionNumber = /^(\d+(?:\.\d+)*)\.?\s+(?=[A-Z])/;

/**
 * A numbered section title in sentence case ("4.2 Access to production systems by support staff"): a section
 * number, no closing punctuation, a title's length, and text after it; not an item of a numbered list ("1. Encrypt
 * data" / "2. Rotate keys", where an item of the same depth comes before or after), though "4.2 …" / "4.2.1 …" is a
 * section and its first subsection.
 */
function numberedHeading(s: string, next: string | undefined, previous: string | undefined): boolean {
  const number = sectionNumber.exec(s);
  if (!number || s.length > 110 || /[.,;:!?)]$/.test(s)) return false;
  const words = s.split(/\s+/).length;
  if (words < 2 || words > 15 || !next?.trim()) return false;
  const depth = (n: RegExpExecArray | null) => (n ? n[1]!.split('.').length : 0);
  if (depth(sectionNumber.exec(previous?.trim() ?? '')) === depth(number)) return false;
  const following = sectionNumber.exec(next.trim());
  return !following || depth(following) > depth(number);
}

/** The next line with text after line i, a lone bullet sign aside. */
function nextLine(raw: string[], i: number): string | undefined {
  for (let k = i + 1; k < raw.length; k++) {
    const l = raw[k]!.trim();
    if (l && !/^[•\-*–·▪◦]$/.test(l)) return raw[k];
  }
  return undefined;
}

/**
 * The width a text was hard-wrapped at (~80 columns), or 0 when its lines are not cut at a fixed width: the length
 * most long lines reach, when at least a fifth of the lines reach it.
 */
export function wrapWidth(raw: string[]): number {
  const lengths = raw.map((l) => l.trim().length).filter((n) => n > 0);
  if (lengths.length < 5) return 0;
  const sorted = [...lengths].sort((a, b) => a - b);
  const width = sorted[Math.floor(sorted.length * 0.9)]!;
  if (width < 40 || width > 160) return 0;
  return lengths.filter((n) => n >= width * 0.8).length >= lengths.length * 0.2 ? width : 0;
}

/** A line of wrapped text that runs on into the next: it fills the width and does not end a sentence. */
const runsOn = (line: string, width: number) => width > 0 && line.length >= width * 0.8 && !/[.!?:;]$/.test(line);

/** Lines of plain text (or a PDF page) with headings found by `looksLikeHeading`. */
export function linesFromPlainText(
  text: string,
  page: number | null,
  state: { heading: string; lastWasHeading: boolean } = { heading: '', lastWasHeading: false },
): Line[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const out: Line[] = [];
  let blank = true;
  let pendingBullet = false;
  const table: { columns: string[] | null } = { columns: null };
  let previousLine = '';
  const width = wrapWidth(raw);
  // The text line before this one ran on into it (so this line continues a sentence and is no heading).
  let continued = false;
  for (let i = 0; i < raw.length; i++) {
    const line = (raw[i] ?? '').trim();
    if (!line) {
      blank = true;
      continued = false;
      continue;
    }
    if (/^[•\-*–·▪◦]$/.test(line)) {
      pendingBullet = true;
      continue;
    }
    // A heading's underline ("What it is" / "----------") or a rule between sections says nothing.
    if (/^(?:[=~_*#-]\s*){3,}$/.test(line)) {
      blank = true;
      continue;
    }
    const next = nextLine(raw, i);
    const underlined = /^(?:[=~-]\s*){3,}$/.test((raw[i + 1] ?? '').trim()) && line.length <= 80;
    const previous = i > 0 ? previousLine : undefined;
    previousLine = line;
    // A line cut at the wrap width with more text right under it is the start of a paragraph, not its title.
    const wrapped = continued || (runsOn(line, width) && Boolean((raw[i + 1] ?? '').trim()));
    if (!pendingBullet && (underlined || (!wrapped && looksLikeHeading(line, next, previous)))) {
      state.heading = state.lastWasHeading && state.heading ? `${state.heading} › ${line}` : line;
      state.lastWasHeading = true;
      blank = true;
      continued = false;
      continue;
    }
    // A pipe table typed into plain text reads as one in Markdown does: a row per line, its cells under their columns.
    if (pipeRow.test(line)) {
      if (pipeSeparator.test(line)) continue;
      const header = pipeSeparator.test((next ?? '').trim());
      if (header) table.columns = tableCells(line);
      const row = tableRowText(tableCells(line), { header, columns: table.columns });
      if (row) out.push({ text: row, heading: state.heading, page, paragraphStart: true, row: true });
      blank = false;
      continue;
    }
    table.columns = null;
    const bullet = pendingBullet || /^[•\-*–·▪◦]\s/.test(line);
    out.push({ text: pendingBullet ? `• ${line}` : line, heading: state.heading, page, paragraphStart: blank || bullet });
    state.lastWasHeading = false;
    pendingBullet = false;
    blank = false;
    continued = runsOn(line, width);
  }
  return out;
}
