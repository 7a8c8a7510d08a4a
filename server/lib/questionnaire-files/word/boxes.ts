/** Ticking answer boxes in a Word table cell or paragraph in place: the box characters change, in their own
 *  runs, and nothing else of the cell does (a content-control check box also gets its checked state). */
import type { Element, Text } from '@xmldom/xmldom';
import { type BoxChange, applyChanges, boxChanges, emptyGlyph, isLoneBox, readBoxes, tickChanges, tickedGlyph } from '../checkbox';
import { QuestionnaireFileError } from '../errors';
import { W, textOf } from './model';
import { symbolCode, symbolText } from './symbols';
import { formBoxText, setFormBox } from './form-fields';

const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';

/** A piece of the element's text: a text node, or a w:sym showing one character. */
interface Segment {
  node: Text | Element;
  start: number;
}

/** A w:sym, or a form check box's w:fldChar: an element that shows one box of the text. */
const isSym = (n: Text | Element): n is Element => n.nodeType === 1;
const isFormBox = (n: Text | Element): boolean => isSym(n) && n.localName === 'fldChar';
const lengthOf = (n: Text | Element) => (isSym(n) ? (isFormBox(n) ? formBoxText(n) : symbolText(n)).length : n.data.length);

function segmentsOf(el: Element): { text: string; segments: Segment[] } {
  const segments: Segment[] = [];
  const text = textOf(el, (node, start) => segments.push({ node, start }));
  return { text, segments };
}

/** The content-control check box (w14:checkbox) around a text node, when it is in one. */
function checkboxControl(node: Text | Element): Element | null {
  for (let n = node.parentNode; n; n = n.parentNode) {
    const e = n as Element;
    if (e.localName === 'sdt') {
      const pr = [...childElements(e)].find((c) => c.localName === 'sdtPr');
      return pr ? ([...childElements(pr)].find((c) => c.localName === 'checkbox' && c.namespaceURI === W14) ?? null) : null;
    }
    if (e.localName === 'tc' || e.localName === 'body') return null;
  }
  return null;
}

function* childElements(e: Element): Generator<Element> {
  for (let c = e.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) yield c as Element;
}

const stateGlyph = (control: Element, ticked: boolean): string | null => {
  const state = [...childElements(control)].find((c) => c.localName === (ticked ? 'checkedState' : 'uncheckedState'));
  const hex = state?.getAttributeNS(W14, 'val') ?? state?.getAttribute('w14:val');
  const code = hex ? parseInt(hex, 16) : NaN;
  return Number.isFinite(code) && code > 32 ? String.fromCodePoint(code) : null;
};

export interface BoxTick {
  /** the text of the element once ticked (trimmed), for the check after writing */
  value: string;
  changes: BoxChange[];
}

/** A content-control check box shows the glyphs it declares, a box of a symbol font one that font has; the
 *  other boxes keep the style of the text around them. */
function withControlGlyphs(el: Element, changes: BoxChange[]): BoxChange[] {
  const { segments } = segmentsOf(el);
  return changes.map((c) => {
    const seg = [...segments].reverse().find((s) => s.start <= c.start);
    const control = seg ? checkboxControl(seg.node) : null;
    let replacement = (control && c.end - c.start === 1 ? stateGlyph(control, c.ticked) : null) ?? c.replacement;
    const sym = seg && isSym(seg.node) && !isFormBox(seg.node) ? seg.node : null;
    if ((sym && !symbolCode(sym, replacement)) || (seg && isFormBox(seg.node))) replacement = c.ticked ? '☒' : '☐';
    if (sym && !symbolCode(sym, replacement)) throw new QuestionnaireFileError(SYMBOL_REFUSED);
    return { ...c, replacement };
  });
}

const SYMBOL_REFUSED = 'The box of this answer is a symbol its font cannot show ticked; it was left as it is.';

/** What ticks the box of `choice` in a cell (or paragraph) of answer boxes, emptying any other: null when the
 *  element holds no boxes, 'not-an-option' when none of its boxes is that choice. */
export function planTick(el: Element, choice: string): BoxTick | 'not-an-option' | null {
  const text = textOf(el);
  if (!readBoxes(text, 1)) return null;
  const tick = tickChanges(text, choice, 1);
  return tick ? planOption(el, tick.option) : 'not-an-option';
}

/** What ticks the box labelled `option` in the element and empties its others (all, when none has that label). */
export function planOption(el: Element, option: string | null): BoxTick {
  const text = textOf(el);
  const changes = withControlGlyphs(el, boxChanges(text, option, 1));
  return { value: applyChanges(text, changes).trim(), changes };
}

/** A cell that is one box alone (an option column of '☐'): ticked, or emptied. Null when it is not one. */
export function planLoneBox(el: Element, ticked: boolean): BoxTick | null {
  const text = textOf(el);
  if (!isLoneBox(text)) return null;
  const start = text.length - text.trimStart().length;
  const glyph = text.trim();
  const want = ticked ? tickedGlyph(glyph) : emptyGlyph(glyph);
  const changes = want === glyph ? [] : withControlGlyphs(el, [{ start, end: start + glyph.length, replacement: want, ticked }]);
  return { value: applyChanges(text, changes).trim(), changes };
}

/** Makes the changes in the element's own text nodes; a content-control or form check box gets its checked state. */
export function applyTick(el: Element, changes: BoxChange[]) {
  const { segments } = segmentsOf(el);
  for (const c of [...changes].sort((a, b) => b.start - a.start)) {
    let placed = false;
    for (const s of segments) {
      const from = Math.max(c.start, s.start);
      const to = Math.min(c.end, s.start + lengthOf(s.node));
      if (from >= to) continue;
      if (isSym(s.node) && isFormBox(s.node)) setFormBox(s.node, c.ticked);
      else if (isSym(s.node)) s.node.setAttributeNS(W, 'w:char', symbolCode(s.node, c.replacement)!);
      else s.node.replaceData(from - s.start, to - from, placed ? '' : c.replacement);
      placed = true;
      const control = checkboxControl(s.node);
      if (control) setChecked(control, c.ticked);
    }
  }
}

/** The checked state of a content-control check box (its w14:checked, added when missing). */
function setChecked(control: Element, ticked: boolean) {
  let checked = [...childElements(control)].find((x) => x.localName === 'checked');
  if (!checked) {
    checked = control.ownerDocument!.createElementNS(W14, 'w14:checked');
    control.insertBefore(checked, control.firstChild);
  }
  checked.setAttributeNS(W14, 'w14:val', ticked ? '1' : '0');
}
