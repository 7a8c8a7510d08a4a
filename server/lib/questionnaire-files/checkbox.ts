/** Answer boxes written as characters in a cell or a line: '☐ Yes ☐ No', '[ ] Yes [x] No', 'Yes ☐ No ☒',
 *  one option per line too. Such a cell offers its options; only a ticked box is an answer. */
import { matchOption } from './choice';

const EMPTY_GLYPHS = '☐□❏❑◻▢⬜○◯';
const TICKED_GLYPHS = '☒☑■✓✔✗✘◼⬛●◉';
/** One box: a box character, or brackets '[ ]' / '[x]' / '( )' / '(x)'. */
const BOX = new RegExp(`\\[[ \\u00a0]{0,2}\\]|\\[[xX✓✔✗]\\]|\\([ \\u00a0]\\)|\\([xX]\\)|[${EMPTY_GLYPHS}${TICKED_GLYPHS}]`, 'gu');
const HAS_BOX = new RegExp(BOX.source, 'u');
const MAX_LABEL = 40;

export interface Box {
  /** where the box is in the text read (offsets into it) */
  start: number;
  end: number;
  glyph: string;
  ticked: boolean;
  label: string;
}

export interface Boxes {
  boxes: Box[];
  /** the labels, in order, each once */
  options: string[];
  /** the label of the first ticked box; null when none is ticked */
  checked: string | null;
}

export const isTicked = (glyph: string) => /[xX✓✔✗]/.test(glyph) || TICKED_GLYPHS.includes(glyph);
/** Separators between options ('☐ Yes / ☐ No') are not part of a label. */
const tidy = (s: string) => s.replace(/^[\s/|,;:]+|[\s/|,;]+$/g, '').replace(/[ \t\u00a0]+/g, ' ');
/** An option's word or words: short, not a question ('☐ Is MFA enforced?' is a question with a box before it). */
const isLabel = (s: string) => s.length > 0 && s.length <= MAX_LABEL && /[\p{L}\p{N}]/u.test(s) && !/[?？؟]$/.test(s);

/** The boxes of one line, when the whole line is boxes with their labels (box first, or label first). */
function lineBoxes(line: string, offset: number): Box[] | null {
  const found = [...line.matchAll(BOX)];
  if (!found.length) return null;
  const between = (i: number) => line.slice(i === 0 ? 0 : found[i - 1]!.index + found[i - 1]![0].length, i < found.length ? found[i]!.index : line.length);
  const texts = Array.from({ length: found.length + 1 }, (_, i) => tidy(between(i)));
  const boxFirst = texts[0] === '' && texts.slice(1).every(isLabel);
  const labelFirst = texts[found.length] === '' && texts.slice(0, -1).every(isLabel);
  if (!boxFirst && !labelFirst) return null;
  return found.map((m, i) => ({
    start: offset + m.index,
    end: offset + m.index + m[0].length,
    glyph: m[0],
    ticked: isTicked(m[0]),
    label: boxFirst ? texts[i + 1]! : texts[i]!,
  }));
}

/** The answer boxes of a text: at least `min` boxes (two for a cell; one for a paragraph of a list of
 *  them), each line that has one made of boxes and labels only. */
export function readBoxes(text: string, min = 2): Boxes | null {
  if (!text || text.length > 2000 || !HAS_BOX.test(text)) return null;
  const boxes: Box[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const found = lineBoxes(line, offset);
    if (found) boxes.push(...found);
    else if (HAS_BOX.test(line)) return null;
    offset += line.length + 1;
  }
  if (boxes.length < Math.max(1, min)) return null;
  const options = [...new Set(boxes.map((b) => b.label))];
  return { boxes, options, checked: boxes.find((b) => b.ticked)?.label ?? null };
}

/** A cell that is one box character alone (an option column holding '☐' per row). */
export const isLoneBox = (text: string) => new RegExp(`^(?:${BOX.source})$`, 'u').test(text.trim());
export const isTickedBox = (text: string) => isLoneBox(text) && isTicked(text.trim());

const TICK: Record<string, string> = { '□': '■', '◻': '◼', '⬜': '⬛', '○': '●', '◯': '●' };
const UNTICK: Record<string, string> = { '■': '□', '◼': '◻', '⬛': '⬜', '●': '○', '◉': '○' };

/** The glyph that ticks `glyph` (an empty box), in the style of the text around it. */
export function tickedGlyph(glyph: string, around = ''): string {
  if (isTicked(glyph)) return glyph;
  if (glyph.startsWith('[')) return /\[X\]/.test(around) ? '[X]' : '[x]';
  if (glyph.startsWith('(')) return /\(X\)/.test(around) ? '(X)' : '(x)';
  if (TICK[glyph]) return TICK[glyph];
  return around.includes('☑') && !around.includes('☒') ? '☑' : '☒';
}

/** The glyph that empties `glyph` (a ticked box), in the style of the text around it. */
export function emptyGlyph(glyph: string, around = ''): string {
  if (!isTicked(glyph)) return glyph;
  if (glyph.startsWith('[')) return '[ ]';
  if (glyph.startsWith('(')) return '( )';
  if (UNTICK[glyph]) return UNTICK[glyph];
  const own = [...around].find((c) => '☐□❏❑'.includes(c));
  return own ?? '☐';
}

export interface BoxChange {
  start: number;
  end: number;
  replacement: string;
  /** the box is ticked by the change (else emptied) */
  ticked: boolean;
}

/** What ticks the box of `choice` (and empties any other ticked box); null when no box is that option.
 *  No change at all when the file already says it. */
export function tickChanges(text: string, choice: string, min = 2): { option: string; changes: BoxChange[] } | null {
  const read = readBoxes(text, min);
  const option = read ? matchOption(choice, read.options) : null;
  return option ? { option, changes: boxChanges(text, option, min) } : null;
}

/** What ticks the box labelled `option` and empties the others (all of them when no box has that label). */
export function boxChanges(text: string, option: string | null, min = 2): BoxChange[] {
  const changes: BoxChange[] = [];
  for (const b of readBoxes(text, min)?.boxes ?? []) {
    const ticked = b.label === option;
    const want = ticked ? tickedGlyph(b.glyph, text) : emptyGlyph(b.glyph, text);
    if (want !== b.glyph) changes.push({ start: b.start, end: b.end, replacement: want, ticked });
  }
  return changes;
}

/** The text with the changes made. */
export function applyChanges(text: string, changes: BoxChange[]): string {
  let out = text;
  for (const c of [...changes].sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + c.replacement + out.slice(c.end);
  return out;
}

/** The reason an answer is not written into a box cell, when its choice is not one of the boxes. */
export const notAnOption = (choice: string, options: readonly string[]) => `The answer "${choice}" is not one of the boxes to tick (${options.join(', ')}).`;
