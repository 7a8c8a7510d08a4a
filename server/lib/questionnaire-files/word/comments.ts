import type { Element } from '@xmldom/xmldom';
import { assertSafeXml, escapeXmlAttr, escapeXmlText } from '../xml';
import { W, child, children, type WordDoc } from './model';

/** Word comments for answers that cannot land in their own cell: one comment anchored on the answer's
 *  first cell, in the document's comments part (added, or appended to the customer's own). */

const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const COMMENTS_TYPE = `${REL_NS}/comments`;
const COMMENTS_CONTENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
export const COMMENT_AUTHOR = 'Trustroom';

export interface WordCommentPlan {
  /** parts added, whole */
  added: Map<string, string>;
  /** existing parts, whole after the edit */
  parts: Map<string, string>;
  /** text inserted into existing parts: each equals the original once it is removed */
  insertions: Map<string, string[]>;
  /** the comment ids this export anchors */
  ids: Set<number>;
  /** anchor the comments (after the answers are written into their cells) */
  anchor: () => void;
}

const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '');

export function planWordComments(w: WordDoc, items: { cell: Element; text: string }[]): WordCommentPlan | null {
  const relsPath = `${dirOf(w.path)}_rels/${w.path.slice(dirOf(w.path).length)}.rels`;
  const relsXml = w.zip.readText(relsPath);
  const typesXml = w.zip.readText('[Content_Types].xml');
  if (!relsXml || !typesXml || !items.length) return null;
  assertSafeXml(relsXml, relsPath);
  assertSafeXml(typesXml, '[Content_Types].xml');
  const existingRel = [...relsXml.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)\/?>/g)].find((m) => m[1]!.includes(`Type="${COMMENTS_TYPE}"`));
  const target = existingRel ? /Target="([^"]*)"/.exec(existingRel[1]!)?.[1] : undefined;
  const existingPath = target ? (target.startsWith('/') ? target.slice(1) : `${dirOf(w.path)}${target}`) : null;
  const existingXml = existingPath ? w.zip.readText(existingPath) : null;
  if (existingPath && !existingXml) return null;
  if (existingXml) assertSafeXml(existingXml, existingPath!);

  let next = 1 + Math.max(0, ...[...(existingXml ?? '').matchAll(/<w:comment\b[^>]*\bw:id="(\d+)"/g)].map((m) => Number(m[1])), ...idsIn(w));
  const ids = new Set<number>();
  const anchors: { cell: Element; id: number }[] = [];
  const body = items
    .map((it) => {
      const id = next++;
      ids.add(id);
      anchors.push({ cell: it.cell, id });
      const paragraphs = it.text.split('\n').map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXmlText(line)}</w:t></w:r></w:p>`);
      return `<w:comment w:id="${id}" w:author="${escapeXmlAttr(COMMENT_AUTHOR)}" w:initials="TR">${paragraphs.join('')}</w:comment>`;
    })
    .join('');

  const plan: WordCommentPlan = {
    added: new Map(),
    parts: new Map(),
    insertions: new Map(),
    ids,
    anchor: () => anchors.forEach((a) => anchorComment(w, a.cell, a.id)),
  };
  if (existingPath && existingXml) {
    const close = /<\/w:comments>/.exec(existingXml);
    if (!close) return null;
    plan.parts.set(existingPath, existingXml.slice(0, close.index) + body + existingXml.slice(close.index));
    plan.insertions.set(existingPath, [body]);
  } else {
    let name = `${dirOf(w.path)}comments.xml`;
    for (let i = 2; w.zip.entries.has(name); i++) name = `${dirOf(w.path)}comments${i}.xml`;
    plan.added.set(name, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="${W}">${body}</w:comments>`);
    const ridSet = new Set([...relsXml.matchAll(/\bId="([^"]*)"/g)].map((m) => m[1]));
    let rid = 'rIdComments1';
    for (let i = 2; ridSet.has(rid); i++) rid = `rIdComments${i}`;
    const relClose = /<\/([\w.-]+:)?Relationships>/.exec(relsXml);
    const typesClose = /<\/([\w.-]+:)?Types>/.exec(typesXml);
    if (!relClose || !typesClose) return null;
    const rel = `<${relClose[1] ?? ''}Relationship Id="${rid}" Type="${COMMENTS_TYPE}" Target="${escapeXmlAttr(name.slice(dirOf(w.path).length))}"/>`;
    const type = `<${typesClose[1] ?? ''}Override PartName="/${name}" ContentType="${COMMENTS_CONTENT}"/>`;
    plan.parts.set(relsPath, relsXml.slice(0, relClose.index) + rel + relsXml.slice(relClose.index));
    plan.insertions.set(relsPath, [rel]);
    plan.parts.set('[Content_Types].xml', typesXml.slice(0, typesClose.index) + type + typesXml.slice(typesClose.index));
    plan.insertions.set('[Content_Types].xml', [type]);
  }
  return plan;
}

function idsIn(w: WordDoc): number[] {
  const out: number[] = [];
  for (const tag of ['commentRangeStart', 'commentReference']) {
    const list = w.doc.getElementsByTagNameNS(W, tag);
    for (let i = 0; i < list.length; i++) out.push(Number(list.item(i)!.getAttributeNS(W, 'id') ?? 0) || 0);
  }
  return out;
}

/** The comment's range around the first paragraph of the cell, and its reference run at the end. */
function anchorComment(w: WordDoc, cell: Element, id: number) {
  const p = children(cell, 'p')[0];
  if (!p) return;
  const make = (name: string) => {
    const e = w.doc.createElementNS(W, `w:${name}`);
    e.setAttributeNS(W, 'w:id', String(id));
    return e;
  };
  const pPr = child(p, 'pPr');
  p.insertBefore(make('commentRangeStart'), pPr ? pPr.nextSibling : p.firstChild);
  p.appendChild(make('commentRangeEnd'));
  const r = w.doc.createElementNS(W, 'w:r');
  r.appendChild(make('commentReference'));
  p.appendChild(r);
}

/** A cell's XML without the comment anchors of this export (for the check after writing). */
export function withoutAnchors(xml: string, ids: Set<number>): string {
  if (!ids.size) return xml;
  const list = [...ids].join('|');
  return xml
    .replace(new RegExp(`<w:commentRange(?:Start|End) w:id="(?:${list})"/>`, 'g'), '')
    .replace(new RegExp(`<w:r><w:commentReference w:id="(?:${list})"/></w:r>`, 'g'), '');
}
