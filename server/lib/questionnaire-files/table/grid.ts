/** A table as the analysis sees it: an Excel sheet, a Word table or CSV records. Rows and columns are 1-based. */
export interface TableGrid {
  name: string;
  maxRow: number;
  maxCol: number;
  /** the cell's own text ('' when empty or covered by a merged range) */
  text(row: number, col: number): string;
  isFormula(row: number, col: number): boolean;
  isHiddenRow(row: number): boolean;
  /** hidden columns are not offered as answer columns */
  isHiddenCol?(col: number): boolean;
  /** false when answers can only go into cells that exist (a Word table) */
  readonly canGrow?: boolean;
  /** bold (or otherwise emphasised) text: headings are, questions rarely are */
  isEmphasised(row: number, col: number): boolean;
  /** top-left cell of the merged range that covers this cell, when this cell is not that top-left */
  mergeOrigin(row: number, col: number): { row: number; col: number } | null;
  /** options of a list validation on the cell */
  listOptions(row: number, col: number): string[] | null;
}

/** What the cell shows: its own text, or the text of the merged range it belongs to. */
export function shownText(g: TableGrid, row: number, col: number): string {
  const o = g.mergeOrigin(row, col);
  return o ? g.text(o.row, o.col) : g.text(row, col);
}

/** A plain in-memory grid (CSV, Word tables, tests). */
export class ArrayGrid implements TableGrid {
  readonly maxRow: number;
  readonly maxCol: number;
  constructor(
    readonly name: string,
    private readonly rows: string[][],
    private readonly merges: Map<string, { row: number; col: number }> = new Map(),
  ) {
    this.maxRow = rows.length;
    this.maxCol = rows.reduce((m, r) => Math.max(m, r.length), 0);
  }
  text(row: number, col: number) {
    return this.rows[row - 1]?.[col - 1] ?? '';
  }
  isFormula() {
    return false;
  }
  isHiddenRow() {
    return false;
  }
  isEmphasised() {
    return false;
  }
  mergeOrigin(row: number, col: number) {
    return this.merges.get(`${row}:${col}`) ?? null;
  }
  listOptions() {
    return null;
  }
}
