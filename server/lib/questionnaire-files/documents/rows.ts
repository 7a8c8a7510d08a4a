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
export function tableRowText(values: string[], { header, columns = null }: { header: boolean; columns?: string[] | null }): string {
  // The header of a two-column table ("Field | Value") names the columns of "key: value" rows: nothing to read.
  if (header && values.length === 2) return '';
  const cells = (header ? values : named(values, columns)).map(cleanCell).filter(Boolean);
  const text = !header && values.length === 2 && cells.length === 2 ? `${cells[0]!.replace(/[.:]$/, '')}: ${cells[1]}` : cells.join(' | ');
  return text && !/[.!?]$/.test(text) ? `${text}.` : text;
}

/**
 * A row of a table of three columns or more keeps the name of each value's column ("RTO | Lumen Vault: 4 hours |
 * Lumen Sketch: 48 hours"): what a cell says depends on whose column it stands in (a product, a plan, a scope).
 */
function named(values: string[], columns: string[] | null): string[] {
  if (!columns || values.length < 3) return values;
  return values.map((v, i) => {
    const column = cleanCell(columns[i] ?? '');
    const value = cleanCell(v);
    return i === 0 || !column || !value || value.toLowerCase().startsWith(column.toLowerCase()) ? v : `${column}: ${value}`;
  });
}

/** A first row that reads as column names: three cells or more, each a short label ("Encrypted?" too, but not a
 *  question of a filled questionnaire, "Do you encrypt data?"), not a number. */
export function looksLikeHeader(cells: string[]): boolean {
  const filled = cells.map(cleanCell).filter(Boolean);
  const label = (c: string) => c.split(/\s+/).length <= 5 && !/[.!]$/.test(c) && !(/\?$/.test(c) && askingWord.test(c)) && !/^\d/.test(c);
  return cells.length >= 3 && filled.length >= 2 && filled.every(label);
}
const askingWord = /^(?:do|does|did|is|are|was|were|can|could|will|would|has|have|should|must|may|how|what|which|who|when|where|why)\b/i;

/** A column name as people write it: "implementation_statement" → "Implementation statement". */
export function humanHeader(name: string): string {
  const s = name.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
