/** A table row read as a line of a document: "Header: value" pairs when the table has a header row, else its cells. */
export function rowText(header: string[] | null, values: string[]): string {
  if (!header) return values.filter(Boolean).join(' | ');
  return values
    .map((v, i) => (v ? (header[i] ? `${header[i]}: ${v}` : v) : ''))
    .filter(Boolean)
    .join('; ');
}

/** A column name as people write it: "implementation_statement" → "Implementation statement". */
export function humanHeader(name: string): string {
  const s = name.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}
