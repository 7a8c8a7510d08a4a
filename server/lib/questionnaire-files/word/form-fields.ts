/** Word's legacy form check boxes (a FORMCHECKBOX field, as older questionnaires built with Word's Forms toolbar
 *  have): the box is not a character of the text but the field's start, whose w:ffData says whether it is ticked. */
import type { Element } from '@xmldom/xmldom';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const elementChildren = (e: Element) => {
  const out: Element[] = [];
  for (let c = e.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
};
const first = (e: Element | null | undefined, name: string) => (e ? (elementChildren(e).find((c) => c.localName === name) ?? null) : null);
const val = (e: Element) => e.getAttributeNS(W, 'val') ?? e.getAttribute('w:val');
/** An OOXML on/off property: present without a value is on. */
const isOn = (e: Element) => !/^(0|false|off)$/i.test(val(e) ?? 'true');

/** The w:checkBox of a field's start (w:fldChar w:fldCharType="begin"), when the field is a form check box. */
export function formCheckBox(fldChar: Element): Element | null {
  if (fldChar.localName !== 'fldChar') return null;
  const type = fldChar.getAttributeNS(W, 'fldCharType') ?? fldChar.getAttribute('w:fldCharType');
  return type === 'begin' ? first(first(fldChar, 'ffData'), 'checkBox') : null;
}

/** Whether a form check box is ticked: its w:checked, else its w:default. */
export function isFormBoxTicked(checkBox: Element): boolean {
  const checked = first(checkBox, 'checked');
  if (checked) return isOn(checked);
  const fallback = first(checkBox, 'default');
  return fallback ? isOn(fallback) : false;
}

/** The box as the text shows it: '☒' ticked, '☐' empty; '' when the element is not a form check box. */
export function formBoxText(fldChar: Element): string {
  const box = formCheckBox(fldChar);
  return box ? (isFormBoxTicked(box) ? '☒' : '☐') : '';
}

/** Ticks or empties a form check box: its w:checked says so (added after w:default, where Word writes it). */
export function setFormBox(fldChar: Element, ticked: boolean) {
  const box = formCheckBox(fldChar);
  if (!box) return;
  let checked = first(box, 'checked');
  if (!checked) {
    checked = box.ownerDocument!.createElementNS(W, 'w:checked');
    const fallback = first(box, 'default');
    box.insertBefore(checked, fallback ? fallback.nextSibling : null);
  }
  checked.setAttributeNS(W, 'w:val', ticked ? '1' : '0');
}
