import { type Element, XMLSerializer } from '@xmldom/xmldom';
import { QuestionnaireFileError } from '../errors';
import type { FileLimits } from '../types';
import { openZip } from '../zip';
import { ANSWER_BOOKMARK } from './extract';
import { type Block, child, children, openWordDoc, textOf, wAttr } from './model';
import type { WordEdit } from './edit';
import { withoutAnchors } from './comments';

/** What a Word comment place adds: new parts, text inserted into parts, and the comment ids anchored. */
export interface CommentAdditions {
  added: string[];
  insertions: Map<string, string[]>;
  ids: Set<number>;
}

const fail = (why: string): never => {
  throw new QuestionnaireFileError(`The filled document did not pass the check against the original (${why}); it was not produced.`);
};

const ser = new XMLSerializer();

const xmlOf = (e: Element | null) => (e ? ser.serializeToString(e) : '');
const isAnswerParagraph = (p: Element) => children(p, 'bookmarkStart').some((b) => (wAttr(b, 'name') ?? '').startsWith(ANSWER_BOOKMARK));

/** Re-opens the written document and compares it with the original: other parts byte-identical; every
 *  paragraph and table cell other than the answers unchanged, in the same order; the answers in place. */
export function verifyWrittenWord(
  original: Buffer,
  output: Buffer,
  edits: WordEdit[],
  limits: FileLimits,
  answerCells?: Set<string>,
  comments?: CommentAdditions,
) {
  const za = openZip(original, limits, 'Word document');
  const zb = openZip(output, { ...limits, maxUncompressedBytes: limits.maxUncompressedBytes * 2 }, 'Word document');
  const added = comments?.added ?? [];
  if ([...za.entries.keys(), ...added].sort().join('\n') !== [...zb.entries.keys()].sort().join('\n')) fail('the parts of the file differ');
  const a = openWordDoc(original, limits);
  for (const n of za.entries.keys()) {
    if (n === a.path) continue;
    const inserted = comments?.insertions.get(n);
    if (inserted) {
      if (inserted.reduce((x, t) => x.replace(t, ''), zb.readText(n) ?? '') !== za.readText(n)) fail(`${n} changed`);
    } else if (!za.read(n)!.equals(zb.read(n)!)) fail(`${n} changed`);
  }
  const commentIds = comments?.ids ?? new Set<number>();
  const b = openWordDoc(output, { ...limits, maxUncompressedBytes: limits.maxUncompressedBytes * 2 });
  const cellEdits = new Map(edits.filter((e) => e.kind === 'cell').map((e) => [e.key, e.value]));
  // the guard: a table cell with text that was not read as an answer is never overwritten
  if (answerCells)
    for (const e of edits) if (e.kind === 'cell' && !answerCells.has(e.key) && originalCellText(a, e.key)) fail(`${e.key} is not an answer cell`);
  const underTable = (t: number) => edits.filter((e) => e.kind === 'appendix' && e.after === t);
  const paraEdits = new Map(edits.filter((e) => e.kind === 'paragraph').map((e) => [Number(e.key.slice(1)), e.value]));
  const boxEdits = new Map(edits.filter((e) => e.kind === 'boxes').map((e) => [Number(e.key.slice(1)), e.value]));
  const other = (body: Element) =>
    children(body)
      .filter((c) => !['p', 'tbl', 'sdt'].includes(c.localName ?? ''))
      .map(xmlOf)
      .join('');
  if (other(a.body) !== other(b.body)) fail('the page settings changed');

  const filledTargets = new Map<number, string>();
  for (const e of edits) if (e.kind === 'paragraph' && e.filled != null) filledTargets.set(e.filled, e.value);
  let j = 0;
  const bb = b.blocks;
  for (const blockA of a.blocks) {
    const blockB = bb[j++];
    if (!blockB || blockB.kind !== blockA.kind) return fail('the order of paragraphs and tables changed');
    if (blockA.kind === 'p' && blockB.kind === 'p') {
      if (filledTargets.has(blockA.index)) {
        if (!isAnswerParagraph(blockB.el) || textOf(blockB.el).trim() !== filledTargets.get(blockA.index))
          fail(`the answer after paragraph ${blockA.index} did not land`);
      } else if (boxEdits.has(blockA.index)) {
        // answer boxes ticked in place: only their characters changed
        if (textOf(blockB.el).trim() !== boxEdits.get(blockA.index) || xmlOf(child(blockA.el, 'pPr')) !== xmlOf(child(blockB.el, 'pPr')))
          fail(`the boxes of paragraph ${blockA.index + 1} were not ticked`);
      } else if (xmlOf(blockA.el) !== xmlOf(blockB.el)) fail(`paragraph ${blockA.index + 1} changed`);
      const want = paraEdits.get(blockA.index);
      const edit = edits.find((e) => e.key === `P${blockA.index}`);
      if (want !== undefined && edit && edit.filled == null) {
        const inserted = bb[j++];
        if (!inserted || inserted.kind !== 'p' || !isAnswerParagraph(inserted.el) || textOf(inserted.el).trim() !== want) {
          fail(`the answer to paragraph ${blockA.index + 1} did not land`);
        }
      }
    } else if (blockA.kind === 't' && blockB.kind === 't') {
      compareTables(blockA, blockB, cellEdits, commentIds);
      // answers placed under the table (the user's choice): our own paragraphs, in order
      for (const e of underTable(blockA.index)) {
        const p = bb[j++];
        if (!p || p.kind !== 'p' || !isAnswerParagraph(p.el) || textOf(p.el).trim() !== e.value)
          fail(`the answers under table ${blockA.index + 1} did not land`);
      }
    }
  }
  // answers placed at the end (the user's choice): our own paragraphs, in order, saying what was planned
  const appendix = edits.filter((e) => e.kind === 'appendix' && e.after === undefined);
  for (const e of appendix) {
    const p = bb[j++];
    if (!p || p.kind !== 'p' || !isAnswerParagraph(p.el) || textOf(p.el).trim() !== e.value) fail('the explanations at the end did not land');
  }
  if (j !== bb.length) fail('paragraphs were added');
}

function compareTables(a: Extract<Block, { kind: 't' }>, b: Extract<Block, { kind: 't' }>, edits: Map<string, string>, commentIds: Set<number>) {
  const ta = a.table;
  const tb = b.table;
  if (xmlOf(child(ta.el, 'tblPr')) !== xmlOf(child(tb.el, 'tblPr')) || xmlOf(child(ta.el, 'tblGrid')) !== xmlOf(child(tb.el, 'tblGrid')))
    fail(`table ${ta.index + 1} changed`);
  if (ta.rows !== tb.rows || ta.cols !== tb.cols) fail(`table ${ta.index + 1} changed shape`);
  const rowsA = children(ta.el, 'tr');
  const rowsB = children(tb.el, 'tr');
  rowsA.forEach((tr, i) => {
    if (xmlOf(child(tr, 'trPr')) !== xmlOf(child(rowsB[i]!, 'trPr'))) fail(`row ${i + 1} of table ${ta.index + 1} changed`);
  });
  for (let r = 1; r <= ta.rows; r++) {
    for (let c = 1; c <= ta.cols; c++) {
      const ca = ta.cells[r - 1]?.[c - 1] ?? null;
      const cb = tb.cells[r - 1]?.[c - 1] ?? null;
      const key = `T${ta.index}:${r}:${c}`;
      if (edits.has(key)) {
        if (!cb || textOf(cb).trim() !== edits.get(key)) fail(`the answer in table ${ta.index + 1}, row ${r} did not land`);
        if (xmlOf(child(ca, 'tcPr')) !== xmlOf(child(cb, 'tcPr'))) fail(`the answer cell in table ${ta.index + 1}, row ${r} changed shape`);
        continue;
      }
      if (xmlOf(ca) !== withoutAnchors(xmlOf(cb), commentIds)) fail(`table ${ta.index + 1}, row ${r}, column ${c} changed`);
    }
  }
}

function originalCellText(w: ReturnType<typeof openWordDoc>, key: string): string {
  const [t, r, c] = key.slice(1).split(':').map(Number);
  const tc = w.tables[t!]?.cells[r! - 1]?.[c! - 1];
  return tc ? textOf(tc).trim() : '';
}
