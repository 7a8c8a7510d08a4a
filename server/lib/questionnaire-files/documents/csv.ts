import { parse } from 'csv-parse/sync';
import type { Line } from './passages';
import { cleanCell, humanHeader, rowText } from './rows';

/**
 * A plain-text knowledge document that is a comma-separated table (a control catalogue exported as CSV):
 * a header row of short names and rows with as many fields. Each row becomes a line of "Header: value" pairs,
 * as a spreadsheet's rows do. Null when the text is not such a table, so it is read as prose.
 */
export function csvLines(text: string): Line[] | null {
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  if ((firstLine.match(/,/g) ?? []).length < 2) return null;
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_quotes: false }) as string[][];
  } catch {
    return null;
  }
  if (rows.length < 2) return null;
  const width = rows[0]!.length;
  if (width < 3 || !rows.every((r) => r.length === width)) return null;
  const header = rows[0]!.map(cleanCell);
  if (!header.every((h) => h && h.length <= 60)) return null;
  const names = header.map(humanHeader);
  return rows
    .slice(1)
    .map((r) => rowText(names, r.map(cleanCell)))
    .filter(Boolean)
    .map((t) => ({ text: t, heading: '', page: null, paragraphStart: true }));
}
