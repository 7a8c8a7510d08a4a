import type { Element } from '@xmldom/xmldom';
import type { AnswerCell, ExtractedQuestion } from '../types';
import { proposeTable } from '../table/analyze';
import { cleanText, extractTableQuestions } from '../table/rows';
import { idStrength, isMark, norm, questionScore } from '../table/vocab';
import { type WordDoc, WordTableGrid, child, children, textOf, wAttr } from './model';

import { ANSWER_BOOKMARK, TABLE_ROW_BASE, WORD_SHEET } from '../constants';

export { ANSWER_BOOKMARK, TABLE_ROW_BASE, WORD_SHEET };

export interface ParagraphInfo {
  index: number;
  el: Element;
  text: string;
  heading: boolean;
  numbered: { numId: string; ilvl: number } | null;
  label: string | null;
  /** a paragraph this library wrote an answer into (hidden bookmark) */
  ours: boolean;
}

const MANUAL_LABEL = /^\s*((?:[A-Za-z][A-Za-z&]{0,7}\s?[-.]\s?)?\d{1,3}(?:\.\d{1,3}){0,3}[a-z]?[.):]?|[a-z][.)]|\([a-z0-9]{1,3}\)|[ivx]{1,4}[.)]|Q\s?\d{1,3}[.:)]?)\s+(\S[\s\S]*)$/i;
const CHECKBOX_LINE = /^(?:\s*(?:[☐☒☑□■✓✔]|\[[ xX]\])\s*[\p{L}/][\p{L}/ .-]{0,30}){2,}\s*$/u;

export function paragraphInfos(w: WordDoc): ParagraphInfo[] {
  return w.paragraphs.map((el, index) => {
    const pPr = child(el, 'pPr');
    const style = wAttr(child(pPr, 'pStyle'), 'val') ?? '';
    const outline = wAttr(child(pPr, 'outlineLvl'), 'val');
    const numPr = child(pPr, 'numPr');
    const numId = wAttr(child(numPr, 'numId'), 'val');
    const numbered = numId && numId !== '0' ? { numId, ilvl: Number(wAttr(child(numPr, 'ilvl'), 'val') ?? 0) } : (w.styleNumbering.get(style) ?? null);
    const text = cleanText(textOf(el));
    const label = numbered && text ? w.numbering.label(numbered.numId, numbered.ilvl) : null;
    const ours = children(el, 'bookmarkStart').some((b) => (wAttr(b, 'name') ?? '').startsWith(ANSWER_BOOKMARK));
    return { index, el, text, heading: w.headingStyles.has(style) || (outline !== null && Number(outline) < 9), numbered, label, ours };
  });
}

interface ParagraphQuestion {
  p: ParagraphInfo;
  qid: string | null;
  question: string;
}

/** Numbered paragraphs (automatic or typed numbers) that ask something, and any paragraph ending in '?'.
 *  A numbered list counts as questions when most of its items ask. */
export function paragraphQuestions(ps: ParagraphInfo[]): ParagraphQuestion[] {
  const asking = new Map<string, [number, number]>();
  for (const p of ps) {
    if (!p.numbered || !p.text) continue;
    const k = p.numbered.numId;
    const [a, n] = asking.get(k) ?? [0, 0];
    asking.set(k, [a + (questionScore(p.text) >= 0.9 ? 1 : 0), n + 1]);
  }
  const out: ParagraphQuestion[] = [];
  for (const p of ps) {
    if (!p.text || p.heading || p.ours || CHECKBOX_LINE.test(p.text)) continue;
    const manual = MANUAL_LABEL.exec(p.text);
    const body = manual && idStrength(manual[1]!.replace(/[.):]$/, '').replace(/^\(|\)$/g, '')) ? manual[2]! : p.text;
    const qs = questionScore(body);
    let qid: string | null = null;
    if (p.numbered) qid = p.label?.replace(/[.):]+$/, '') ?? null;
    if (manual && body !== p.text) qid = manual[1]!.replace(/[.):]+$/, '').replace(/^\(/, '');
    const [asks, items] = p.numbered ? (asking.get(p.numbered.numId) ?? [0, 1]) : [0, 1];
    const isQ =
      /[?？؟]\s*\*?$/.test(body) ||
      ((p.numbered || body !== p.text) && (qs >= 0.9 || (qs >= 0.35 && asks * 2 > items)));
    if (isQ) out.push({ p, qid, question: body.trim() });
  }
  return out;
}

export function extractWord(w: WordDoc): ExtractedQuestion[] {
  const ps = paragraphInfos(w);
  const pqs = paragraphQuestions(ps);
  const byParagraph = new Map(pqs.map((q) => [q.p.index, q]));
  const out: ExtractedQuestion[] = [];
  let section: string | null = null;
  let sequence = 0;
  const blocks = w.blocks;
  for (let bi = 0; bi < blocks.length; bi++) {
    const b = blocks[bi]!;
    if (b.kind === 't') {
      const grid = new WordTableGrid(b.table);
      const proposal = proposeTable(grid);
      if (!proposal) continue;
      for (const q of extractTableQuestions(grid, proposal)) {
        const row = TABLE_ROW_BASE * (b.table.index + 1) + q.row;
        const cells: AnswerCell[] = q.cells.map((c) => ({
          sheet: WORD_SHEET,
          row,
          column: c.column,
          kind: c.kind,
          ...(c.option ? { option: c.option } : {}),
          address: `T${b.table.index + 1}R${c.row}C${c.column}`,
        }));
        out.push({
          sequence: ++sequence,
          sheet: WORD_SHEET,
          row,
          qid: q.qid,
          section: q.section ?? section,
          question: q.question,
          answerCells: cells,
          answerOptions: q.options,
          existingAnswer: { choice: q.choice, text: q.text },
        });
      }
      continue;
    }
    const info = ps[b.index]!;
    if (info.heading && info.text) {
      section = info.text.split('\n')[0]!.slice(0, 200);
      continue;
    }
    const q = byParagraph.get(b.index);
    if (!q) continue;
    // what follows the question up to the next question, heading or table: options and the answer
    let options: string[] | null = null;
    let choice: string | null = null;
    const texts: string[] = [];
    const ours: string[] = [];
    for (let k = bi + 1; k < blocks.length && k <= bi + 12; k++) {
      const nb = blocks[k]!;
      if (nb.kind !== 'p') break;
      const np = ps[nb.index]!;
      if (np.heading || byParagraph.has(nb.index)) break;
      if (!np.text) continue;
      if (CHECKBOX_LINE.test(np.text)) {
        const found = checkboxOptions(np.text);
        options = found.options;
        choice = found.checked ?? choice;
        continue;
      }
      texts.push(np.text);
      if (np.ours) ours.push(np.text);
    }
    const cell: AnswerCell = { sheet: WORD_SHEET, row: b.index, column: 0, kind: 'text', address: `P${b.index}` };
    // an answer this library wrote is the answer; otherwise whatever follows the question
    const text = (ours.length ? ours : texts).join('\n\n') || null;
    if (!choice && options && text) choice = options.find((o) => norm(text).toLowerCase().startsWith(o.toLowerCase())) ?? null;
    out.push({
      sequence: ++sequence,
      sheet: WORD_SHEET,
      row: b.index,
      qid: q.qid,
      section,
      question: q.question,
      answerCells: [cell],
      answerOptions: options,
      existingAnswer: { choice, text },
    });
  }
  return out;
}

function checkboxOptions(line: string): { options: string[]; checked: string | null } {
  const options: string[] = [];
  let checked: string | null = null;
  for (const m of line.matchAll(/([☐☒☑□■✓✔]|\[[ xX]\])\s*([\p{L}/][\p{L}/ .-]{0,30}?)(?=\s*(?:[☐☒☑□■✓✔]|\[[ xX]\]|$))/gu)) {
    const label = m[2]!.trim();
    options.push(label);
    if (/[☒☑■✓✔]|\[[xX]\]/.test(m[1]!) || isMark(m[1]!)) checked = label;
  }
  return { options, checked };
}
