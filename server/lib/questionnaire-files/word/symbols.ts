/** Box and tick characters that Word writes as symbols (w:sym): a Unicode character ('2610' in MS Gothic, as
 *  check-box content controls do), or a code of a symbol font (Wingdings F0A8 is an empty box). */
import type { Element } from '@xmldom/xmldom';

const WINGDINGS: Record<string, string> = { A8: '☐', '6F': '☐', '71': '❑', FE: '☑', FD: '☒', '78': '☒', FC: '✓', FB: '✗' };
const WINGDINGS_2: Record<string, string> = { A3: '☐', '52': '☑', '54': '☒', '50': '✓', '4F': '✗' };
const fontTable = (font: string) => (/^wingdings\s*2$/i.test(font) ? WINGDINGS_2 : /^wingdings$/i.test(font) ? WINGDINGS : null);

const attr = (el: Element, name: string) =>
  el.getAttributeNS('http://schemas.openxmlformats.org/wordprocessingml/2006/main', name) ?? el.getAttribute(`w:${name}`) ?? '';

/** The character a w:sym shows, when it is a box or tick of a symbol font or a plain Unicode character; else ''. */
export function symbolText(sym: Element): string {
  const code = attr(sym, 'char').toUpperCase();
  const table = fontTable(attr(sym, 'font'));
  if (table) return table[code.replace(/^F0/, '').replace(/^00/, '')] ?? '';
  const n = parseInt(code, 16);
  // codes of symbol fonts live in the private use area (F000–F0FF): they name no character of their own
  return Number.isFinite(n) && n > 32 && !(n >= 0xe000 && n <= 0xf8ff) ? String.fromCodePoint(n) : '';
}

/** The w:char that makes a w:sym show `glyph` in its own font; null when that font has no such character. */
export function symbolCode(sym: Element, glyph: string): string | null {
  const table = fontTable(attr(sym, 'font'));
  if (!table) return [...glyph].length === 1 ? glyph.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0') : null;
  const found = Object.entries(table).find(([, g]) => g === glyph) ?? (glyph === '☒' ? Object.entries(table).find(([, g]) => g === '☑') : undefined);
  return found ? `F0${found[0]}` : null;
}
