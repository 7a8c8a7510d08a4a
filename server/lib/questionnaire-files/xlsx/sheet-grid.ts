import type { TableGrid } from '../table/grid';
import type { SheetModel, Workbook } from './workbook';

const MAX_MERGE_CELLS = 20_000;

/** An Excel sheet seen as a TableGrid: cached values of formulas, merged ranges, hidden rows, lists. */
export class SheetGrid implements TableGrid {
  readonly name: string;
  readonly maxRow: number;
  readonly maxCol: number;
  private readonly covered = new Map<number, { row: number; col: number }>();

  constructor(
    readonly wb: Workbook,
    readonly model: SheetModel,
  ) {
    this.name = model.info.name;
    this.maxRow = model.maxRow;
    this.maxCol = model.maxCol;
    let budget = MAX_MERGE_CELLS * 10;
    for (const m of model.merges) {
      const bottom = Math.min(m.bottom, m.top + 500, Math.max(this.maxRow, m.top));
      const right = Math.min(m.right, m.left + 100);
      for (let r = m.top; r <= bottom && budget > 0; r++) {
        for (let c = m.left; c <= right; c++) {
          if (r === m.top && c === m.left) continue;
          this.covered.set(key(r, c), { row: m.top, col: m.left });
          budget--;
        }
      }
    }
  }

  cell(row: number, col: number) {
    return this.model.cells.get(row)?.get(col);
  }
  text(row: number, col: number): string {
    const c = this.cell(row, col);
    if (!c || c.error) return '';
    return c.value;
  }
  isFormula(row: number, col: number): boolean {
    return this.cell(row, col)?.formula != null;
  }
  isHiddenRow(row: number): boolean {
    return this.model.hiddenRows.has(row);
  }
  isHiddenCol(col: number): boolean {
    return this.model.hiddenCols.has(col);
  }
  isEmphasised(row: number, col: number): boolean {
    const c = this.cell(row, col);
    return c ? (this.wb.look(c.style)?.bold ?? false) : false;
  }
  mergeOrigin(row: number, col: number) {
    return this.covered.get(key(row, col)) ?? null;
  }
  listOptions(row: number, col: number): string[] | null {
    return this.wb.listOptions(this.model, row, col);
  }
}

const key = (r: number, c: number) => r * 20000 + c;
