import type { ExtractedQuestion } from '../types';
import { cleanText } from '../table/rows';
import { idStrength, isAsking, norm } from '../table/vocab';

/** Questions of list-shaped files (PDF, Markdown) before they become ExtractedQuestions. */
export interface ListQuestion {
  row: number;
  qid: string | null;
  section: string | null;
  question: string;
  options: string[] | null;
  choice: string | null;
  text: string | null;
}

import { LIST_SHEET } from '../constants';

export { LIST_SHEET };

export function toExtracted(items: ListQuestion[]): ExtractedQuestion[] {
  return items.map((q, i) => ({
    sequence: i + 1,
    sheet: LIST_SHEET,
    row: q.row,
    qid: q.qid,
    section: q.section,
    question: q.question,
    answerCells: [{ sheet: LIST_SHEET, row: q.row, column: 0, kind: 'text', address: `#${q.row}` }],
    answerOptions: q.options,
    existingAnswer: { choice: q.choice, text: q.text },
  }));
}

const CHOICE_START = /^(yes|no|n\/a|na|not applicable|partial(?:ly)?|true|false)\b[\s.,:;–—-]*/i;

/** 'Yes CSP-owned Google maintains…' → choice 'Yes', text 'CSP-owned Google maintains…'. */
export function splitAnswer(raw: string): { choice: string | null; text: string | null } {
  // a quotation mark left over from the question's cell ("'Is the procedure…?'" then "' Yes …")
  const s = norm(raw).replace(/^['"‘’“”]+\s*/, '');
  if (!s) return { choice: null, text: null };
  const m = CHOICE_START.exec(s);
  if (!m) return { choice: null, text: s };
  const word = m[1]!;
  const choice = /^n\/?a$|^not applicable$/i.test(word) ? 'N/A' : word[0]!.toUpperCase() + word.slice(1).toLowerCase();
  const rest = s.slice(m[0].length).trim();
  return { choice, text: rest || null };
}

const MARKER = /^\s*((?:[A-Za-z][A-Za-z0-9&]{0,9}\s?[-_.]\s?)?\d{1,3}(?:\.\d{1,3}){0,3}[a-z]?|[A-Za-z]{1,5}\d{1,4}(?:\.\d{1,3}){0,2})[.):]?(?:\s+(.*))?$/;

/** Questions of a plain-text list: items start at a line beginning with an identifier or a number
 *  ('A&A-01.1', 'DOCU-01', '3.2', 'Q4'); an item is a question when it asks ('?' or an asking verb);
 *  the words after the question are the answer found in the file ('Yes …'). Without such markers,
 *  each sentence ending in '?' is a question. */
export function questionsFromLines(lines: string[], sections?: (string | null)[]): ListQuestion[] {
  const items: { qid: string; lines: string[]; row: number }[] = [];
  let current: { qid: string; lines: string[]; row: number } | null = null;
  lines.forEach((line, i) => {
    const m = MARKER.exec(line);
    const id = m?.[1] ?? '';
    if (m && id && idStrength(id) > 0 && !/^\d{4}$/.test(id)) {
      current = { qid: id.replace(/\s+/g, ' '), lines: m[2] ? [m[2]] : [], row: i + 1 };
      items.push(current);
    } else if (current) current.lines.push(line);
  });
  const out: ListQuestion[] = [];
  const seen = new Set<string>();
  if (items.length >= 3) {
    const bodies = items.map((it) =>
      it.lines
        .map((l) => l.trim())
        .filter(Boolean)
        .join('\n'),
    );
    // when nearly every question of the file ends with '?', an item that only starts with a verb
    // ('Provide …', 'Identify …') is something else (a control text, an instruction)
    const marked = bodies.filter((b) => /\?/.test(b)).length;
    const verbsCount = bodies.filter((b) => !/\?/.test(b) && isAsking(b.replace(/\n/g, ' '))).length;
    const strict = marked >= 3 && verbsCount < marked * 0.2;
    items.forEach((it, k) => {
      const body = bodies[k]!;
      const q = questionPart(body, strict);
      if (!q || seen.has(it.qid)) return;
      seen.add(it.qid);
      out.push({ row: out.length + 1, qid: it.qid, section: sections?.[it.row - 1] ?? null, question: q.question, options: null, ...splitAnswer(q.rest) });
    });
    if (out.length) return out;
  }
  // no markers: sentences ending in '?'
  let buf: string[] = [];
  for (const line of lines) {
    const l = line.trim();
    if (!l) {
      buf = [];
      continue;
    }
    buf.push(l);
    if (/\?\s*$/.test(l)) {
      const question = cleanText(buf.join(' '));
      if (question.length >= 8) out.push({ row: out.length + 1, qid: null, section: null, question, options: null, choice: null, text: null });
      buf = [];
    } else if (buf.length > 6) buf.shift();
  }
  return out;
}

const LIST_ITEM = /^\s*(?:[•▪◦·●○■□–*-]|\(?[a-z]\)|[a-z]\.|\(?[ivx]{1,4}\)|\d{1,2}[.)])\s/i;
const CHOICE_AFTER_LIST = /\s(?:Yes|No|N\/A|NA|Not applicable)(?=[\s.,:;]|$)/;

/** 'Do agreements include at least the following? a. Data format b. Duration Yes …': the items listed
 *  after the question mark, up to the answer's choice, are part of the question. */
function withListedItems(question: string, rest: string): { question: string; rest: string } {
  if (!LIST_ITEM.test(rest)) return { question, rest };
  const choice = CHOICE_AFTER_LIST.exec(rest);
  if (!choice) return { question, rest };
  return { question: cleanText(`${question} ${rest.slice(0, choice.index)}`), rest: rest.slice(choice.index) };
}

function questionPart(body: string, strict: boolean): { question: string; rest: string } | null {
  const flat = body.replace(/\n/g, ' ');
  const qm = flat.indexOf('?');
  if (qm > 0 && qm < 1500) return withListedItems(cleanText(flat.slice(0, qm + 1)), flat.slice(qm + 1));
  if (!strict && isAsking(flat)) {
    const [first, ...rest] = body.split('\n');
    const sentence = /^(.*?[.:])(\s|$)/.exec(flat);
    if (sentence && sentence[1]!.length < 600) return { question: cleanText(sentence[1]!), rest: flat.slice(sentence[1]!.length) };
    return { question: cleanText(first!), rest: rest.join(' ') };
  }
  return null;
}
