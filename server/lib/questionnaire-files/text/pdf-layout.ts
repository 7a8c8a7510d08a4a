/**
 * A PDF page as a person reads it, rebuilt from the positions of its text (pdf.js text items), not from
 * the order the producer wrote them in: columns of running text are read one after the other, items on
 * one baseline make one line, an identifier set in a gutter too narrow for it ('A&A-' over '01.1') is
 * joined again, and each line says whether it starts a paragraph, is a bullet or a heading.
 */

export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL?: boolean;
}

interface Piece {
  text: string;
  x: number;
  right: number;
  /** baseline, from the top of the page */
  y: number;
  size: number;
}

interface RawLine {
  y: number;
  size: number;
  /** runs of text separated by a wide gap (a gutter, a table column) */
  segments: Piece[];
}

export interface LayoutLine {
  text: string;
  page: number;
  /** baseline, from the top of the page */
  y: number;
  size: number;
  paragraphStart: boolean;
  bullet: boolean;
  heading: boolean;
}

const BULLET = /^[•▪◦·●○■□–\-*]\s*/;
/** The first part of an identifier cut at its separator ('A&A-', 'IAM_', 'CC6.'). */
const ID_HEAD = /^[A-Za-z][A-Za-z0-9&]{0,9}[-_.:/]$/;
const ID_TAIL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,9}$/;

function piecesOf(items: PdfTextItem[], pageHeight: number): Piece[] {
  const out: Piece[] = [];
  for (const it of items) {
    if (!it.str || !it.str.trim()) continue;
    const t = it.transform;
    const size = Math.hypot(t[2] ?? 0, t[3] ?? 0) || Math.abs(t[3] ?? 0) || 10;
    const x = t[4] ?? 0;
    out.push({ text: it.str, x, right: x + Math.max(0, it.width), y: pageHeight - (t[5] ?? 0), size });
  }
  return out;
}

/** Items on one baseline (within a third of the type size), left to right, in runs split at wide gaps. */
function linesOf(pieces: Piece[]): RawLine[] {
  const sorted = [...pieces].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Piece[][] = [];
  for (const p of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - p.y) <= Math.max(1.5, 0.35 * Math.min(row[0]!.size, p.size))) row.push(p);
    else rows.push([p]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.x - b.x);
    const size = Math.max(...row.map((p) => p.size));
    const segments: Piece[] = [];
    for (const p of row) {
      const seg = segments[segments.length - 1];
      const gap = seg ? p.x - seg.right : Infinity;
      if (seg && gap <= 1.5 * size) {
        const space = gap > 0.15 * size && !/\s$/.test(seg.text) && !/^\s/.test(p.text);
        seg.text += (space ? ' ' : '') + p.text;
        seg.right = Math.max(seg.right, p.right);
      } else segments.push({ ...p });
    }
    for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
    return { y: row[0]!.y, size, segments: segments.filter((s) => s.text) };
  });
}

/**
 * Where a page of running text splits into columns: an x that (almost) no line crosses, with a good
 * share of the text on both sides, over most of the page's height. Null for one column (or a table,
 * whose rows are read across).
 */
function columnSplit(pieces: Piece[], pageWidth: number): number | null {
  if (pieces.length < 20) return null;
  const left = Math.min(...pieces.map((p) => p.x));
  const right = Math.max(...pieces.map((p) => p.right));
  const width = right - left;
  if (width < pageWidth * 0.4) return null;
  let best: { x: number; gap: number } | null = null;
  let runStart: number | null = null;
  const allowed = Math.max(2, pieces.length * 0.02);
  for (let x = left + width * 0.3; x <= left + width * 0.7; x += 1) {
    const crossing = pieces.filter((p) => p.x < x && p.right > x).length;
    if (crossing <= allowed) {
      runStart ??= x;
      const gap = x - runStart;
      if (!best || gap > best.gap) best = { x: runStart + gap / 2, gap };
    } else runStart = null;
  }
  if (!best || best.gap < 6) return null;
  const at = best.x;
  const l = pieces.filter((p) => p.right <= at);
  const r = pieces.filter((p) => p.x >= at);
  const chars = (ps: Piece[]) => ps.reduce((n, p) => n + p.text.length, 0);
  const total = chars(pieces);
  if (chars(l) < total * 0.2 || chars(r) < total * 0.2) return null;
  const span = (ps: Piece[]) => Math.max(...ps.map((p) => p.y)) - Math.min(...ps.map((p) => p.y));
  const height = span(pieces);
  if (span(l) < height * 0.4 || span(r) < height * 0.4) return null;
  // running text: lines on each side are long runs, not table cells of a few words
  const lineLen = (ps: Piece[]) => linesOf(ps).reduce((n, ln) => n + ln.segments.reduce((k, s) => k + s.text.length, 0), 0) / Math.max(1, linesOf(ps).length);
  if (lineLen(l) < 25 || lineLen(r) < 25) return null;
  return at;
}

/** Lines of one column; an identifier split over the gutter's lines is joined, and the body text beside
 *  it keeps its own lines. */
function columnLines(raw: RawLine[]): { text: string; size: number; y: number; gutterId: boolean }[] {
  const leftX = Math.min(...raw.flatMap((l) => l.segments.map((s) => s.x)));
  const atLeft = (s: Piece) => Math.abs(s.x - leftX) <= 2;
  const short = (s: Piece) => s.text.length <= 16 && !/\s/.test(s.text);
  const out: { text: string; size: number; y: number; gutterId: boolean; id?: string; body?: string }[] = [];
  let open: (typeof out)[number] | null = null;
  for (const line of raw) {
    const [first, ...rest] = line.segments;
    if (!first) continue;
    const gutter = atLeft(first) && short(first) && (rest.length > 0 || (open !== null && ID_TAIL.test(first.text)));
    if (gutter && open?.id && ID_HEAD.test(open.id) && ID_TAIL.test(first.text)) {
      // the rest of the identifier on the gutter's next line
      open.id += first.text;
      open.text = `${open.id} ${open.body ?? ''}`.trim();
      if (rest.length) out.push({ text: rest.map((s) => s.text).join(' '), size: line.size, y: line.y, gutterId: false });
      open = null;
      continue;
    }
    const body = rest.map((s) => s.text).join(' ');
    if (gutter && rest.length) {
      const entry = { text: `${first.text} ${body}`, size: line.size, y: line.y, gutterId: true, id: first.text, body };
      out.push(entry);
      open = entry;
      continue;
    }
    out.push({ text: line.segments.map((s) => s.text).join(' '), size: line.size, y: line.y, gutterId: false });
    open = null;
  }
  return out.map(({ text, size, y, gutterId }) => ({ text, size, y, gutterId }));
}

/** The lines of every page in reading order, with paragraph, bullet and heading marks. */
export function layoutLines(pages: { items: PdfTextItem[]; width: number; height: number }[]): LayoutLine[] {
  const perPage: { text: string; size: number; y: number; gutterId: boolean; column: number; page: number; title: boolean }[][] = [];
  const sizeChars = new Map<number, number>();
  pages.forEach((pg, index) => {
    const pieces = piecesOf(pg.items, pg.height);
    const split = columnSplit(pieces, pg.width);
    const parts: Piece[][] =
      split === null
        ? [pieces]
        : (() => {
            const crossing = pieces.filter((p) => p.x < split && p.right > split);
            const top = crossing.length ? Math.min(...pieces.filter((p) => !(p.x < split && p.right > split)).map((p) => p.y)) : 0;
            return [
              crossing.filter((p) => p.y < top),
              pieces.filter((p) => p.right <= split),
              pieces.filter((p) => p.x >= split),
              crossing.filter((p) => p.y >= top),
            ];
          })();
    // a line set across both columns above them is the page's title, not part of a question
    const lines = parts.flatMap((ps, column) =>
      ps.length ? columnLines(linesOf(ps)).map((l) => ({ ...l, column, page: index + 1, title: split !== null && column === 0 })) : [],
    );
    for (const l of lines) {
      const k = Math.round(l.size * 2) / 2;
      sizeChars.set(k, (sizeChars.get(k) ?? 0) + l.text.length);
    }
    perPage.push(lines);
  });
  const body = [...sizeChars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const out: LayoutLine[] = [];
  for (const lines of perPage) {
    let prev: (typeof lines)[number] | null = null;
    let prevHeading = false;
    // the usual distance between lines of one paragraph
    const gaps = lines
      .slice(1)
      .map((l, i) => (l.column === lines[i]!.column ? l.y - lines[i]!.y : 0))
      .filter((g) => g > 0)
      .sort((a, b) => a - b);
    const lead = gaps[Math.floor(gaps.length / 3)] ?? body * 1.2;
    for (const l of lines) {
      const bullet = BULLET.test(l.text) && !/^[-–]\d/.test(l.text);
      const heading = l.title || (l.size >= body * 1.15 && l.text.split(' ').length <= 14 && !/[?？]/.test(l.text) && !/^\d+$/.test(l.text));
      const newColumn = !prev || prev.column !== l.column;
      const gap = prev && !newColumn ? l.y - prev.y : Infinity;
      out.push({
        text: l.text,
        page: l.page,
        y: l.y,
        size: l.size,
        bullet,
        heading,
        paragraphStart: newColumn || gap > lead * 1.35 || bullet || heading || prevHeading || l.gutterId,
      });
      prev = l;
      prevHeading = heading;
    }
  }
  return out;
}
