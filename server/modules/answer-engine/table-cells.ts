import { analyze } from './analyze';
import type { ScoredSentence } from './score';

/** A table cell as the reader lays it out: "row: column: value" ("Sandbox tenant: Standard plan: No."). */
const cell = /^(?:•\s*)?([^:]{2,120}):\s*([^:]{2,60}):\s*([^:]{1,40}?)\.?$/;
/** The values a feature or plan table gives a cell: present or absent (a dash: not in that plan). */
const presence = /^(?:yes|no|none|n\/a|included|not included|available|not available|supported|not supported|offered|not offered|[✓✔✗✘×—–-])$/i;

/**
 * The cell of a feature or plan table that answers the question: its column is one the question names ("…with the
 * Standard plan?") and its row shares the question's words. Another column's cell of the same row ("Professional
 * plan: Yes") is another plan's answer.
 */
export function askedCell(scored: readonly ScoredSentence[], questionTerms: readonly string[]): ScoredSentence | undefined {
  return scored.find((s) => namedCell(s.text, questionTerms) !== null);
}

function namedCell(text: string, questionTerms: readonly string[]): string | null {
  const m = cell.exec(text.trim());
  if (!m || !presence.test(m[3]!.trim())) return null;
  const asked = new Set(questionTerms);
  const column = analyze(m[2]!);
  return column.length > 0 && column.every((t) => asked.has(t)) && analyze(m[1]!).some((t) => asked.has(t)) ? m[3]!.trim() : null;
}

/** The cell of the column the question names says the thing is absent; another column's "No" says nothing of it. */
export const absentCell = (text: string, questionTerms: readonly string[]) =>
  /^(?:no|none|n\/a|not [a-z]+|[✗✘×—–-])$/i.test(namedCell(text, questionTerms) ?? '');

/** A statement's parts as the reader lays out a table row: "row: column: value" or "row: value". */
const parts = (text: string) => text.replace(/^•\s*/, '').replace(/\.$/, '').split(/:\s+/);

/** The rows of a table as its cells were read ("row: column: value"), and the header's own cell ("Severity"), which
 *  says what the row labels are. */
function tableOf(scored: readonly ScoredSentence[]): { rows: string[]; header: Set<string> } {
  const cells = scored.map((s) => parts(s.text)).filter((p) => p.length >= 2 && p[0]!.length <= 80);
  const count = new Map<string, number>();
  for (const p of cells) count.set(p[0]!, (count.get(p[0]!) ?? 0) + 1);
  // the columns, read off the "row: column: value" cells; the header row is the one whose values are columns
  const columns = new Set(cells.filter((p) => p.length === 3).map((p) => p[1]!));
  const header = new Set(cells.filter((p) => p.slice(1).every((x) => columns.has(x))).map((p) => p[0]!));
  return { rows: [...count].filter(([label, n]) => n >= 2 && !header.has(label)).map(([label]) => label), header };
}

/**
 * The row of a table the question names ("high-severity vulnerabilities…" → the "High (7.0–8.9)" row), when the
 * statement chosen is another row's cell ("Critical (9.0–10.0): … 14 days") or the header's: a neighbouring row's
 * figure is that row's, not the answer. Undefined when the chosen statement is no table cell, its row shares the
 * question's words, or no other row (or more than one, equally) does.
 */
export function askedRow(scored: readonly ScoredSentence[], best: ScoredSentence, questionTerms: readonly string[]): ScoredSentence | undefined {
  const { rows, header } = tableOf(scored);
  const own = parts(best.text)[0]!;
  // (the header's own cell, "Severity: Fix deadline", names a column and says nothing of any row)
  if (rows.length < 2 || !(rows.includes(own) || header.has(own))) return undefined;
  const asked = new Set(questionTerms);
  const shared = (label: string) => analyze(label).filter((t) => asked.has(t)).length;
  if (!header.has(own) && shared(own) > 0) return undefined;
  const named = rows
    .map((label) => ({ label, n: shared(label) }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n);
  if (named.length === 0 || (named.length > 1 && named[1]!.n === named[0]!.n)) return undefined;
  return scored.find((s) => s.coverage > 0 && parts(s.text)[0] === named[0]!.label);
}

/** What a table row's label is ("Severity (CVSS v3.1)" for the row "High (7.0–8.9)"): the header's own cell, when the
 *  statement is a row's cell; '' otherwise. */
export function rowLabelHeader(scored: readonly ScoredSentence[], statement: string): string {
  const { rows, header } = tableOf(scored);
  return rows.includes(parts(statement)[0]!) ? [...header].join(' ') : '';
}
