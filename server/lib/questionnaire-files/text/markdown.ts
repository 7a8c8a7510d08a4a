import type { ExtractedQuestion } from '../types';
import { cleanText } from '../table/rows';
import { isAsking, questionScore } from '../table/vocab';
import { type ListQuestion, splitAnswer, toExtracted } from './list';
import { scanMarkdown, unwrapInline } from '../markdown-scan';

interface Candidate {
  line: number;
  qid: string | null;
  text: string;
  numbered: boolean;
  section: string | null;
  options: string[];
  checked: string | null;
  answer: string[];
}

/** Questions of a Markdown questionnaire: paragraphs and list items that ask (or are followed by a
 *  '- [ ] Yes / - [ ] No' checkbox list), under their headings. Checked boxes and the bullets under a
 *  numbered question are the answers already in the file. */
export function extractMarkdown(source: string): ExtractedQuestion[] {
  const cands: Candidate[] = [];
  let section: string | null = null;
  let current: Candidate | null = null;
  let para: { start: number; parts: string[] } | null = null;
  const open = (line: number, text: string, qid: string | null = null) => {
    current = { line, qid, text, numbered: qid !== null, section, options: [], checked: null, answer: [] };
    cands.push(current);
  };
  const flush = () => {
    if (para) open(para.start, para.parts.join(' '));
    para = null;
  };
  for (const line of scanMarkdown(source)) {
    if (line.kind === 'heading') {
      flush();
      section = line.text;
      current = null;
      continue;
    }
    // Blank lines, code, rules and tables end a paragraph and ask nothing.
    if (line.kind !== 'text') {
      flush();
      continue;
    }
    const item = line.item;
    // An ordered item indented by two or more is read as text.
    const listed = item !== null && (item.number === null || item.indent < 2);
    if (listed) flush();
    const cur = current as Candidate | null;
    if (item?.checked != null) {
      if (cur) {
        cur.options.push(line.text);
        if (item.checked) cur.checked = line.text;
      }
    } else if (listed && item.number !== null) {
      open(line.number, line.text, item.number);
    } else if (listed) {
      if (item.indent >= 2 && cur?.numbered) cur.answer.push(line.text);
      else open(line.number, line.text);
    } else {
      // An indented numbered line is text, number included.
      const text = item ? unwrapInline(line.raw) : line.text;
      if (/^\s{3,}\S/.test(line.raw) && cur?.numbered && !para) cur.answer.push(text);
      else if (para) para.parts.push(text);
      else para = { start: line.number, parts: [text] };
    }
  }
  flush();
  const out: ListQuestion[] = [];
  for (const c of cands) {
    const text = cleanText(c.text);
    if (!text) continue;
    // a paragraph asks when it ends with '?'; a numbered item may also ask with a verb ('Describe …')
    const asks = /\?\s*\**\s*$/.test(text) || (c.numbered && (questionScore(text) >= 1 || isAsking(text)));
    if (!asks && !c.options.length) continue;
    const answer = c.answer.join('\n').trim();
    const split = answer ? splitAnswer(answer) : { choice: null, text: null };
    out.push({
      row: c.line,
      qid: c.qid,
      section: c.section,
      question: text,
      options: c.options.length ? c.options : null,
      choice: c.checked ?? split.choice,
      text: split.text,
    });
  }
  return toExtracted(out);
}
