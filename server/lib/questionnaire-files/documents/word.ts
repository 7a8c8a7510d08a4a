import type { Element } from '@xmldom/xmldom';
import type { FileLimits } from '../types';
import { child, children, openWordDoc, parseXml, textOf, wAttr } from '../word/model';
import { headingOf } from './markdown';
import type { Line } from './passages';
import { looksLikeHeader, tableRowText } from './rows';

/** Heading level (1–6) of each paragraph style that is a heading or a title. */
function headingLevels(stylesXml: string | null): Map<string, number> {
  const out = new Map<string, number>();
  if (!stylesXml) return out;
  const doc = parseXml(stylesXml, 'word/styles.xml');
  for (const s of children(doc.documentElement, 'style')) {
    const id = wAttr(s, 'styleId') ?? '';
    const name = wAttr(child(s, 'name'), 'val') ?? '';
    const outline = wAttr(child(child(s, 'pPr'), 'outlineLvl'), 'val');
    const m = /^heading\s*(\d)/i.exec(name) ?? /^heading\s*(\d)/i.exec(id);
    if (m) out.set(id, Math.min(6, Math.max(1, Number(m[1]))));
    else if (/^title$/i.test(name) || /^title$/i.test(id)) out.set(id, 1);
    else if (outline !== null && Number(outline) < 6) out.set(id, Number(outline) + 1);
  }
  return out;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Word (.docx) → lines under the document's own headings (Heading 1–6 styles); list items are bullets,
 *  table rows become lines of their own (rows.ts tableRowText). Read with the bounded Word reader of questionnaire intake. */
export function wordLines(buf: Buffer, limits: FileLimits): Line[] {
  const word = openWordDoc(buf, limits);
  const levels = headingLevels(word.zip.readText('word/styles.xml'));
  const out: Line[] = [];
  const stack: string[] = [];
  const paragraph = (p: Element) => {
    const text = clean(textOf(p));
    if (!text) return;
    const pPr = child(p, 'pPr');
    const style = wAttr(child(pPr, 'pStyle'), 'val') ?? '';
    const outline = wAttr(child(pPr, 'outlineLvl'), 'val');
    const level = levels.get(style) ?? (outline !== null && Number(outline) < 6 ? Number(outline) + 1 : 0);
    if (level > 0) {
      stack.length = level - 1;
      stack[level - 1] = text;
      return;
    }
    const listed = child(pPr, 'numPr') !== null || word.styleNumbering.has(style);
    out.push({ text: listed ? `• ${text}` : text, heading: headingOf(stack), page: null, paragraphStart: true });
  };
  for (const block of word.blocks) {
    if (block.kind === 'p') {
      paragraph(block.el);
      continue;
    }
    const rows = block.table.cells.map((line) => line.filter((tc): tc is Element => tc !== null).map((tc) => clean(textOf(tc))));
    const columns = rows.length > 1 && looksLikeHeader(rows[0]!) ? rows[0]! : null;
    rows.forEach((cells, r) => {
      const text = tableRowText(cells, { header: r === 0 && rows.length > 1, columns });
      if (text) out.push({ text, heading: headingOf(stack), page: null, paragraphStart: true });
    });
  }
  return out;
}
