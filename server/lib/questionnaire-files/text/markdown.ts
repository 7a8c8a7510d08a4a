import type { ExtractedQuestion } from '../types';
import { cleanText } from '../table/rows';
import { isAsking, questionScore } from '../table/vocab';
import { type ListQuestion, splitAnswer, toExtracted } from './list';

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const CHECKBOX = /^\s*[-*+]\s+\[( |x|X)\]\s+(.*)$/;
const NUMBERED = /^(\s*)(\d{1,3}(?:\.\d{1,3})*)[.)]\s+(.*)$/;
const BULLET = /^(\s*)[-*+]\s+(.*)$/;

/** Inline Markdown to plain text: links, emphasis, code, escapes, images. */
export function plain(md: string): string {
  return md
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(\S.*?\S|\S)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
}

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
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const cands: Candidate[] = [];
  let section: string | null = null;
  let current: Candidate | null = null;
  let para: { start: number; parts: string[] } | null = null;
  let inFence = false;
  const flush = () => {
    if (para) {
      current = { line: para.start, qid: null, text: plain(para.parts.join(' ')), numbered: false, section, options: [], checked: null, answer: [] };
      cands.push(current);
      para = null;
    }
  };
  lines.forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) inFence = !inFence;
    if (inFence) return;
    const line = raw.replace(/\\$/, '');
    if (!line.trim()) {
      flush();
      return;
    }
    const h = HEADING.exec(line);
    if (h) {
      flush();
      section = plain(h[2]!);
      current = null;
      return;
    }
    const cb = CHECKBOX.exec(line);
    if (cb) {
      flush();
      if (current) {
        const label = plain(cb[2]!);
        current.options.push(label);
        if (cb[1] !== ' ') current.checked = label;
      }
      return;
    }
    const num = NUMBERED.exec(line);
    if (num && num[1]!.length < 2) {
      flush();
      current = { line: i + 1, qid: num[2]!, text: plain(num[3]!), numbered: true, section, options: [], checked: null, answer: [] };
      cands.push(current);
      return;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      flush();
      const cur = current as Candidate | null;
      if (bullet[1]!.length >= 2 && cur?.numbered) {
        cur.answer.push(plain(bullet[2]!));
        return;
      }
      current = { line: i + 1, qid: null, text: plain(bullet[2]!), numbered: false, section, options: [], checked: null, answer: [] };
      cands.push(current);
      return;
    }
    if (/^\s{3,}\S/.test(line) && (current as Candidate | null)?.numbered && !para) {
      (current as unknown as Candidate).answer.push(plain(line));
      return;
    }
    if (para) para.parts.push(line.trim());
    else para = { start: i + 1, parts: [line.trim()] };
  });
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
