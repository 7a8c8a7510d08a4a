import { analyze } from './analyze';
import type { ScoredSentence } from './score';

/** A table cell as the reader lays it out: "row: column: value" ("Sandbox tenant: Standard plan: No."). */
const cell = /^(?:•\s*)?([^:]{2,120}):\s*([^:]{2,60}):\s*([^:]{1,40}?)\.?$/;
/** The values a feature or plan table gives a cell: present or absent. */
const presence = /^(?:yes|no|none|n\/a|included|not included|available|not available|supported|not supported|offered|not offered|[✓✔✗✘×])$/i;

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
export const absentCell = (text: string, questionTerms: readonly string[]) => /^(?:no|none|n\/a|not [a-z]+|[✗✘×])$/i.test(namedCell(text, questionTerms) ?? '');
