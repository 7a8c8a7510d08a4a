/** A cell's text on one line, without surrounding space. */
export const cleanCell = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A table row read as a line of a document: "Header: value" pairs when the table has a header row, else its
 * cells. The row ends as a sentence does, so that rows packed into one passage stay apart.
 */
export function rowText(header: string[] | null, values: string[]): string {
  const cells = values.map((v) => v.replace(/[.;]+$/, '').trim());
  const text = header
    ? cells
        .map((v, i) => (v ? (header[i] ? `${header[i]}: ${v}` : v) : ''))
        .filter(Boolean)
        .join('; ')
    : cells.filter(Boolean).join(' | ');
  return text && !/[.!?]$/.test(text) ? `${text}.` : text;
}

/**
 * A row of a table in a document (Markdown, Word) as a line that ends as a sentence does, so that rows packed
 * into one passage stay apart: "key: value" for a row of two cells, else its cells.
 */
export function tableRowText(values: string[], { header }: { header: boolean }): string {
  // The header of a two-column table ("Field | Value") names the columns of "key: value" rows: nothing to read.
  if (header && values.length === 2) return '';
  const cells = values.map(cleanCell).filter(Boolean);
  const text = !header && values.length === 2 && cells.length === 2 ? `${cells[0]!.replace(/[.:]$/, '')}: ${cells[1]}` : cells.join(' | ');
  return text && !/[.!?]$/.test(text) ? `${text}.` : text;
}

/** A column name as people write it: "implementation_statement" → "Implementation statement". */
export function humanHeader(name: string): string {
  const s = name.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
