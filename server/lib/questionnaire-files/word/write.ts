import JSZip from 'jszip';
import { type Element, type Node, XMLSerializer } from '@xmldom/xmldom';
import { QuestionnaireFileError } from '../errors';
import { matchOption } from '../choice';
import type { AnswerCell, CellChange, FileLimits, FilledAnswer, NotWritten, WriteOptions, WriteReport } from '../types';
import { cleanText } from '../table/rows';
import { writableText } from '../xml';
import { isMark } from '../table/vocab';
import { ANSWER_BOOKMARK, TABLE_ROW_BASE, boxLine, extractWord, paragraphInfos, paragraphQuestions } from './extract';
import { W, type WordDoc, child, children, openWordDoc, textOf, wAttr } from './model';
import { verifyWrittenWord } from './verify';
import { planWordComments } from './comments';
import type { WordEdit } from './edit';
import { type BoxTick, applyTick, planLoneBox, planOption, planTick } from './boxes';
import { notAnOption, readBoxes } from '../checkbox';

export type { WordEdit };

const joinChoiceText = (choice: string | null, text: string | null) =>
  choice && text ? (text.toLowerCase().startsWith(choice.toLowerCase()) ? text : `${choice}. ${text}`) : (choice ?? text ?? '');

/** Writes answers into the document XML: into the table's answer cell, or into a paragraph right after
 *  the question (an empty paragraph there is used, else a new one is inserted, marked with a hidden
 *  bookmark so a later export replaces it instead of adding another). Nothing else is touched. */
export async function writeWordAnswers(
  buf: Buffer,
  answers: FilledAnswer[],
  limits: FileLimits,
  options: WriteOptions = {},
): Promise<{ buffer: Buffer; report: WriteReport }> {
  const w = openWordDoc(buf, limits);
  const infos = paragraphInfos(w);
  // the only non-empty table cells an export may overwrite: those read as answers to questions (under the confirmed mapping)
  const answerCells = new Set(
    extractWord(w, options.mappings?.length ? options.mappings : undefined).flatMap((q) => q.answerCells.filter((c) => c.row >= TABLE_ROW_BASE).map(cellKey)),
  );
  let bookmarkId = maxBookmarkId(w) + 1;
  const all: WordEdit[] = [];
  const touched = new Set<Element>();
  const notWritten: NotWritten[] = [];
  const overflow = options.overflow ?? 'none';
  const placed: OverflowItem[] = [];
  const noteItems: { n: NotWritten; cell: Element; text: string; address: string }[] = [];
  let written = 0;
  let unchanged = 0;
  answers.forEach((a, index) => {
    const edits: WordEdit[] = [];
    const choice = writableText(a.choice ?? '').trim() || null;
    const text =
      writableText(a.text ?? '')
        .replace(/\r\n?/g, '\n')
        .trim() || null;
    if (!choice && !text) return;
    const leftOut = (part: NotWritten['part'], reason: string, value: string | null) => {
      const n: NotWritten = { index, sheet: a.sheet, row: a.row, part, reason };
      notWritten.push(n);
      if (overflow === 'note') {
        // a comment on the answer's first table cell (a question added by hand has none)
        const c = a.answerCells.find((x) => x.row >= TABLE_ROW_BASE);
        if (c && value) noteItems.push({ n, cell: cellOf(w, c), text: value, address: where({ kind: 'cell', el: cellOf(w, c), value: '', key: cellKey(c) }) });
        return;
      }
      const place = overflow !== 'none' && value ? overflow : null;
      if (place) placed.push({ index, label: labelOf(w, a), text: value!, table: tableOf(a) });
      if (place) n.placedElsewhere = true;
    };
    if (!a.answerCells.length) return leftOut('answer', 'The question has no place in the file.', joinChoiceText(choice, text));
    try {
      const dropped = planWordAnswer(w, infos, a, choice, text, edits, touched, () => bookmarkId++);
      if (dropped && text) leftOut(edits.length ? 'explanation' : 'answer', dropped, text);
      // nothing of it in its own place: not written there, so not "already said" either
      if (dropped && edits.length === 0) return;
    } catch (e) {
      if (!(e instanceof QuestionnaireFileError)) throw e;
      leftOut('answer', e.message, joinChoiceText(choice, text));
      return;
    }
    // a cell that already says the answer stays exactly as it is
    const changing = edits.filter((e) => !((e.kind === 'cell' || (e.kind === 'paragraph' && e.filled != null)) && sameCell(textOf(e.el), e.value)));
    const foreign = changing.find((e) => e.kind === 'cell' && textOf(e.el).trim() && !answerCells.has(e.key));
    if (foreign) {
      // never overwrite what was not read as an answer (a footer, a note in the table)
      const t = textOf(foreign.el).trim();
      leftOut(
        'answer',
        `${where(foreign)} holds "${t.length > 60 ? `${t.slice(0, 57)}…` : t}", which was not read as an answer to a question; it was left as it is.`,
        joinChoiceText(choice, text),
      );
      return;
    }
    if (changing.length) written++;
    else unchanged++;
    for (const e of changing) e.index = index;
    all.push(...changing);
  });
  if (placed.length) all.push(...appendixEdits(w, placed, overflow === 'column', () => bookmarkId++));
  const changes: CellChange[] = all.map((e) => ({
    index: e.index ?? -1,
    sheet: a0(answers, e.index),
    address: where(e),
    before: e.kind === 'cell' || e.kind === 'boxes' || e.filled != null ? textOf(e.el).trim() : '',
    after: e.value,
    place: e.kind === 'appendix' ? (e.after !== undefined ? 'column' : 'appendix') : 'answer',
  }));
  const comments = noteItems.length ? planWordComments(w, noteItems) : null;
  if (comments) {
    for (const it of noteItems) {
      it.n.placedElsewhere = true;
      changes.push({ index: it.n.index, sheet: it.n.sheet, address: `Comment on ${it.address}`, before: '', after: it.text, place: 'note' });
    }
  }
  const report = { written, unchanged, notWritten, changes };
  if (all.length === 0 && !comments) return { buffer: buf, report };
  for (const e of all) {
    if (e.ticks) applyTick(e.el, e.ticks);
    else if (e.kind === 'cell') setCellText(w, e.el, e.value);
    else if (e.kind === 'paragraph') setParagraphText(w, e.el, e.value);
  }
  comments?.anchor();
  let xml = new XMLSerializer().serializeToString(w.doc);
  if (!xml.startsWith('<?xml')) xml = (/^<\?xml[^>]*\?>\s*/.exec(w.xml)?.[0] ?? '') + xml;
  const zip = await JSZip.loadAsync(buf);
  zip.file(w.path, xml);
  for (const [path, text] of [...(comments?.added ?? []), ...(comments?.parts ?? [])]) zip.file(path, text);
  const out = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  verifyWrittenWord(
    buf,
    out,
    all,
    limits,
    answerCells,
    comments ? { added: [...comments.added.keys()], insertions: comments.insertions, ids: comments.ids } : undefined,
  );
  return { buffer: out, report };
}

interface OverflowItem {
  index: number;
  label: string;
  text: string;
  /** the table the answer's cells are in (null: a paragraph question) */
  table: number | null;
}

const a0 = (answers: FilledAnswer[], index: number | undefined) => (index !== undefined && index >= 0 ? (answers[index]?.sheet ?? '') : '');

function tableOf(a: FilledAnswer): number | null {
  const c = a.answerCells.find((x) => x.row >= TABLE_ROW_BASE);
  return c ? Math.floor(c.row / TABLE_ROW_BASE) - 1 : null;
}

/** Where an edit is, in words a person finds in the document. */
function where(e: WordEdit): string {
  if (e.kind === 'cell') {
    const [t, r, c] = e.key.slice(1).split(':').map(Number);
    return `Table ${t! + 1}, row ${r}, column ${c}`;
  }
  if (e.kind === 'paragraph') return `After paragraph ${Number(e.key.slice(1)) + 1}`;
  if (e.kind === 'boxes') return `Paragraph ${Number(e.key.slice(1)) + 1}`;
  return e.after !== undefined ? `Under table ${e.after + 1}` : APPENDIX_TITLE;
}

const sameCell = (now: string, value: string) => (value === 'x' && isMark(now.trim())) || cleanText(now) === cleanText(value);

/** How the appendix names a question: its number in the file, else the start of its text. */
function labelOf(w: WordDoc, a: FilledAnswer): string {
  if (a.question) return [a.qid, a.question.length > 90 ? `${a.question.slice(0, 87)}…` : a.question].filter(Boolean).join(' ');
  const c = a.answerCells[0];
  if (!c || c.row < TABLE_ROW_BASE) return `Question ${a.row}`;
  const t = Math.floor(c.row / TABLE_ROW_BASE) - 1;
  const r = c.row % TABLE_ROW_BASE;
  const cells = w.tables[t]?.cells[r - 1] ?? [];
  const texts = cells.map((tc) => (tc ? cleanText(textOf(tc)) : '')).filter(Boolean);
  const id = texts.find((x) => x.length <= 20);
  const question = texts.find((x) => x.length > 20) ?? texts[0] ?? '';
  const short = question.length > 90 ? `${question.slice(0, 87)}…` : question;
  return id && id !== question ? `${id} ${short}` : short || `Question ${r}`;
}

/** Answers that have no cell in the customer's tables, as our own paragraphs: under their table (the
 *  'column' place), or in a section "Answers not written in place" at the end of the document. */
function appendixEdits(w: WordDoc, items: OverflowItem[], underTable: boolean, nextId: () => number): WordEdit[] {
  const body = w.body;
  const sectPr = children(body).find((c) => c.localName === 'sectPr') ?? null;
  const out: WordEdit[] = [];
  const add = (value: string, bold: boolean, at: { parent: Node; before: Node | null }, index: number | undefined, after: number | undefined) => {
    const p = el(w, 'p');
    addBookmark(w, p, nextId());
    const rPr = bold ? el(w, 'rPr') : null;
    if (rPr) rPr.appendChild(el(w, 'b'));
    fillRuns(w, p, value, rPr);
    at.parent.insertBefore(p, at.before);
    out.push({ kind: 'appendix', el: p, value, key: `A${out.length}`, ...(index !== undefined ? { index } : {}), ...(after !== undefined ? { after } : {}) });
  };
  const groups = new Map<number | null, OverflowItem[]>();
  for (const it of items) {
    const key = underTable && it.table !== null && w.blocks.some((b) => b.kind === 't' && b.index === it.table) ? it.table : null;
    groups.set(key, [...(groups.get(key) ?? []), it]);
  }
  const tables = [...groups.keys()].filter((k): k is number => k !== null).sort((x, y) => x - y);
  for (const t of tables) {
    const tbl = w.tables[t]!.el;
    const next = { parent: tbl.parentNode!, before: tbl.nextSibling };
    add(UNDER_TABLE_TITLE, true, next, undefined, t);
    for (const it of groups.get(t)!) {
      add(it.label, true, next, it.index, t);
      add(it.text, false, next, it.index, t);
    }
  }
  const rest = groups.get(null);
  if (rest?.length) {
    const end = { parent: body as Node, before: sectPr as Node | null };
    add(APPENDIX_TITLE, true, end, undefined, undefined);
    for (const it of rest) {
      add(it.label, true, end, it.index, undefined);
      add(it.text, false, end, it.index, undefined);
    }
  }
  return out;
}

export const UNDER_TABLE_TITLE = 'Comments to the answers in the table above';
export const APPENDIX_TITLE = 'Answers not written in place';

function planWordAnswer(
  w: WordDoc,
  infos: ReturnType<typeof paragraphInfos>,
  a: FilledAnswer,
  choice: string | null,
  text: string | null,
  edits: WordEdit[],
  touched: Set<Element>,
  nextId: () => number,
): string | null {
  {
    const tableCells = a.answerCells.filter((c) => c.row >= TABLE_ROW_BASE);
    if (tableCells.length) {
      const xs = tableCells.filter((c) => c.kind === 'x');
      const choices = tableCells.filter((c) => c.kind === 'choice');
      const texts = tableCells.filter((c) => c.kind === 'text');
      if (choice && xs.length) {
        const target = matchOption(
          choice,
          xs.map((c) => c.option ?? ''),
        );
        if (!target) throw new QuestionnaireFileError(`The answer "${choice}" is not one of the options (${xs.map((c) => c.option).join(', ')}).`);
        for (const c of xs) {
          const tc = cellOf(w, c);
          // an option column of boxes ('☐' per row): its box is ticked or emptied
          const box = planLoneBox(tc, c.option === target);
          if (box) edits.push({ kind: 'cell', el: tc, value: box.value, key: cellKey(c), ticks: box.changes });
          else if (c.option === target) edits.push({ kind: 'cell', el: tc, value: 'x', key: cellKey(c) });
          else if (isMark(textOf(tc).trim())) edits.push({ kind: 'cell', el: tc, value: '', key: cellKey(c) });
        }
      }
      const choiceTarget = !xs.length ? choices[0] : undefined;
      // a cell of answer boxes ('☐ Yes ☐ No'): the chosen box is ticked there, the explanation goes to the text cell
      const boxed = choiceTarget ? planBoxCell(w, choiceTarget, choice) : null;
      if (boxed) {
        if (boxed.tick)
          edits.push({ kind: 'cell', el: cellOf(w, choiceTarget!), value: boxed.tick.value, key: cellKey(choiceTarget!), ticks: boxed.tick.changes });
        if (text && texts.length) edits.push({ kind: 'cell', el: cellOf(w, texts[0]!), value: text, key: cellKey(texts[0]!) });
        if (text && !texts.length) {
          return choice
            ? 'The table has no column for the explanation; only the box was ticked.'
            : 'The table has no column for the explanation and this answer has no box to tick.';
        }
        return null;
      }
      if (choiceTarget && (choice || !texts.length)) {
        edits.push({
          kind: 'cell',
          el: cellOf(w, choiceTarget),
          value: texts.length ? (choice ?? '') : joinChoiceText(choice, text),
          key: cellKey(choiceTarget),
        });
      }
      if (texts.length && (text || (!choiceTarget && !xs.length && choice))) {
        const value = choiceTarget || xs.length ? (text ?? '') : joinChoiceText(choice, text);
        edits.push({ kind: 'cell', el: cellOf(w, texts[0]!), value, key: cellKey(texts[0]!) });
      }
      if (!xs.length && !choices.length && !texts.length) throw new QuestionnaireFileError('An answer has no cell to go to.');
      if (text && xs.length && !texts.length) {
        return choice
          ? 'The table has no column for the explanation; only the choice was marked.'
          : 'The table has only option columns and this answer has no choice to mark.';
      }
      return null;
    }
    const cell = a.answerCells[0];
    const p = cell ? w.paragraphs[cell.row] : undefined;
    if (!cell || !p) throw new QuestionnaireFileError(`The question paragraph ${cell?.address ?? ''} is not in the document.`);
    // answer boxes under the question ('☐ Yes ☐ No'): the chosen box is ticked there, the explanation goes in the answer paragraph
    const boxes = boxParagraphs(w, infos, cell.row);
    if (boxes.length && choice) {
      const options = [...new Set(boxes.flatMap((b) => boxLine(b.text)!.options))];
      const option = matchOption(choice, options);
      if (!option) throw new QuestionnaireFileError(notAnOption(choice, options));
      for (const b of boxes) {
        const tick = planOption(b.el, option);
        if (tick.changes.length) edits.push({ kind: 'boxes', el: b.el, value: tick.value, key: `B${b.index}`, ticks: tick.changes });
      }
    }
    const answer = boxes.length ? text : joinChoiceText(choice, text);
    if (!answer) return null;
    const next = nextParagraph(p);
    let target: Element;
    let filled: number | null = null;
    const nextInfo = next ? infos.find((i) => i.el === next) : undefined;
    if (next && nextInfo && (nextInfo.ours || (!nextInfo.text && isPlain(next))) && !touched.has(next)) {
      target = next;
      filled = nextInfo.index;
      if (!nextInfo.ours) addBookmark(w, target, nextId());
    } else {
      target = newAnswerParagraph(w, p, nextId());
      p.parentNode!.insertBefore(target, p.nextSibling);
    }
    touched.add(target);
    edits.push({ kind: 'paragraph', el: target, value: answer, key: `P${cell.row}`, filled });
    return null;
  }
}

const questionsOf = new WeakMap<object, Set<number>>();

/** The paragraphs of answer boxes that follow a question paragraph, up to the next question, heading or table
 *  (as the reader finds them). */
function boxParagraphs(w: WordDoc, infos: ReturnType<typeof paragraphInfos>, index: number): ReturnType<typeof paragraphInfos> {
  let questions = questionsOf.get(infos);
  if (!questions) questionsOf.set(infos, (questions = new Set(paragraphQuestions(infos).map((q) => q.p.index))));
  const at = w.blocks.findIndex((b) => b.kind === 'p' && b.index === index);
  const out: ReturnType<typeof paragraphInfos> = [];
  for (let k = at + 1; at >= 0 && k < w.blocks.length && k <= at + 12; k++) {
    const b = w.blocks[k]!;
    if (b.kind !== 'p') break;
    const info = infos[b.index]!;
    if (info.heading || questions.has(b.index)) break;
    if (info.text && boxLine(info.text)) out.push(info);
  }
  return out;
}

/** The box to tick in a choice cell of answer boxes; null when the cell holds none. */
function planBoxCell(w: WordDoc, c: AnswerCell, choice: string | null): { tick: BoxTick | null } | null {
  const tc = cellOf(w, c);
  const text = textOf(tc);
  const boxes = readBoxes(text);
  if (!boxes) return null;
  if (!choice) return { tick: null };
  const tick = planTick(tc, choice);
  if (tick === 'not-an-option' || !tick) throw new QuestionnaireFileError(notAnOption(choice, boxes.options));
  return { tick };
}

const cellKey = (c: AnswerCell) => `T${Math.floor(c.row / TABLE_ROW_BASE) - 1}:${c.row % TABLE_ROW_BASE}:${c.column}`;

function cellOf(w: WordDoc, c: AnswerCell): Element {
  const t = Math.floor(c.row / TABLE_ROW_BASE) - 1;
  const r = c.row % TABLE_ROW_BASE;
  const tc = w.tables[t]?.cells[r - 1]?.[c.column - 1];
  if (!tc) throw new QuestionnaireFileError(`The answer cell ${c.address} is not a cell of the document.`);
  return tc;
}

function nextParagraph(p: Element): Element | null {
  for (let n = p.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType !== 1) continue;
    const e = n as Element;
    if (e.localName === 'bookmarkEnd' || e.localName === 'commentRangeEnd') continue;
    return e.localName === 'p' ? e : null;
  }
  return null;
}

/** An empty paragraph without pictures, fields or page breaks: a placeholder for an answer. */
function isPlain(p: Element): boolean {
  for (const tag of ['drawing', 'pict', 'object', 'fldSimple', 'fldChar', 'sectPr', 'br']) if (p.getElementsByTagNameNS(W, tag).length) return false;
  return true;
}

function maxBookmarkId(w: WordDoc): number {
  let max = 0;
  const all = w.doc.getElementsByTagNameNS(W, 'bookmarkStart');
  for (let i = 0; i < all.length; i++) max = Math.max(max, Number(wAttr(all.item(i), 'id') ?? 0) || 0);
  return max;
}

function el(w: WordDoc, name: string): Element {
  return w.doc.createElementNS(W, `w:${name}`);
}

function addBookmark(w: WordDoc, p: Element, id: number) {
  const start = el(w, 'bookmarkStart');
  start.setAttributeNS(W, 'w:id', String(id));
  start.setAttributeNS(W, 'w:name', `${ANSWER_BOOKMARK}${id}`);
  const end = el(w, 'bookmarkEnd');
  end.setAttributeNS(W, 'w:id', String(id));
  const pPr = child(p, 'pPr');
  p.insertBefore(start, pPr ? pPr.nextSibling : p.firstChild);
  p.appendChild(end);
}

function newAnswerParagraph(w: WordDoc, question: Element, id: number): Element {
  const p = el(w, 'p');
  const qPr = child(question, 'pPr');
  if (qPr) {
    const pPr = qPr.cloneNode(true) as Element;
    for (const c of children(pPr))
      if (['numPr', 'pStyle', 'rPr', 'pPrChange', 'sectPr', 'outlineLvl', 'keepNext'].includes(c.localName ?? '')) pPr.removeChild(c);
    if (children(pPr).length) p.appendChild(pPr);
  }
  addBookmark(w, p, id);
  return p;
}

/** Run properties for the answer: those of the first run already there, else the paragraph mark's. */
function runProps(p: Element | null, fallback: Element | null): Element | null {
  const r = p ? child(p, 'r') : null;
  const src = child(r, 'rPr') ?? child(child(p, 'pPr'), 'rPr') ?? fallback;
  if (!src) return null;
  const rPr = src.cloneNode(true) as Element;
  for (const c of children(rPr)) if (['ins', 'del', 'moveFrom', 'moveTo', 'rPrChange'].includes(c.localName ?? '')) rPr.removeChild(c);
  return rPr;
}

function fillRuns(w: WordDoc, p: Element, value: string, rPr: Element | null) {
  for (const c of children(p)) if (c.localName !== 'pPr' && c.localName !== 'bookmarkStart' && c.localName !== 'bookmarkEnd') p.removeChild(c);
  if (!value) return;
  const r = el(w, 'r');
  if (rPr) r.appendChild(rPr);
  value.split('\n').forEach((line, i) => {
    if (i > 0) r.appendChild(el(w, 'br'));
    const t = el(w, 't');
    t.setAttribute('xml:space', 'preserve');
    t.appendChild(w.doc.createTextNode(line));
    r.appendChild(t);
  });
  const end = children(p).find((c) => c.localName === 'bookmarkEnd');
  p.insertBefore(r, end ?? null);
}

function setCellText(w: WordDoc, tc: Element, value: string) {
  const ps = children(tc, 'p');
  const first = ps[0] ?? (tc.appendChild(el(w, 'p')) as Element);
  const rPr = runProps(first, null);
  for (const extra of ps.slice(1)) tc.removeChild(extra);
  fillRuns(w, first, value, rPr);
}

function setParagraphText(w: WordDoc, p: Element, value: string) {
  const question = previousParagraph(p);
  const qrPr = question ? (child(child(question, 'r'), 'rPr')?.cloneNode(true) as Element | undefined) : undefined;
  if (qrPr) for (const c of children(qrPr)) if (['b', 'bCs'].includes(c.localName ?? '')) qrPr.removeChild(c);
  fillRuns(w, p, value, runProps(p, qrPr ?? null));
}

function previousParagraph(p: Element): Element | null {
  for (let n = p.previousSibling; n; n = n.previousSibling) if (n.nodeType === 1 && (n as Element).localName === 'p') return n as Element;
  return null;
}
