import type { GridCell } from '../types';
import { cellAddress } from './address';
import type { Workbook } from './workbook';

const MAX_VIEW_ROWS = 5000;
const MAX_VIEW_COLS = 100;
const MIN_COLS = 10;

/** The cells of a sheet for the read-only sheet view (questionnaires §3 'Excel sheet cell'):
 *  rows 1..last used row (at most 5,000), columns padded to at least 10 (at most 100).
 *  className lists looks of the cell: bold, wrap, align-left|center|right, fill, formula,
 *  hidden-row, hidden-col. */
export function sheetGridView(wb: Workbook, sheetName: string): GridCell[][] {
  const model = wb.sheet(sheetName);
  let lastRow = model.maxRow;
  let lastCol = model.maxCol;
  for (const m of model.merges) {
    if (m.top <= model.maxRow) lastRow = Math.max(lastRow, Math.min(m.bottom, model.maxRow + 50));
    if (m.left <= model.maxCol) lastCol = Math.max(lastCol, Math.min(m.right, MAX_VIEW_COLS));
  }
  const rows = Math.min(lastRow, MAX_VIEW_ROWS);
  const cols = Math.min(Math.max(lastCol, MIN_COLS), MAX_VIEW_COLS);
  const grid: GridCell[][] = [];
  for (let r = 1; r <= rows; r++) {
    const line: GridCell[] = [];
    for (let c = 1; c <= cols; c++) {
      const cell = model.cells.get(r)?.get(c);
      const look = cell ? wb.look(cell.style) : undefined;
      const classes: string[] = [];
      if (look?.bold) classes.push('bold');
      if (look?.wrap) classes.push('wrap');
      if (look?.align && look.align !== 'general') classes.push(`align-${look.align}`);
      if (look?.fill) classes.push('fill');
      if (cell?.formula) classes.push('formula');
      if (model.hiddenRows.has(r)) classes.push('hidden-row');
      if (model.hiddenCols.has(c)) classes.push('hidden-col');
      line.push({
        value: cell?.value ?? '',
        className: classes.join(' '),
        spanning_cell_id: null,
        is_spanning_cell: false,
        column_span: 1,
        row_span: 1,
      });
    }
    grid.push(line);
  }
  for (const m of model.merges) {
    if (m.top > rows || m.left > cols) continue;
    const top = grid[m.top - 1]![m.left - 1]!;
    const bottom = Math.min(m.bottom, rows);
    const right = Math.min(m.right, cols);
    top.is_spanning_cell = true;
    top.row_span = bottom - m.top + 1;
    top.column_span = right - m.left + 1;
    const id = cellAddress(m.top, m.left);
    for (let r = m.top; r <= bottom; r++) {
      for (let c = m.left; c <= right; c++) {
        if (r === m.top && c === m.left) continue;
        const cell = grid[r - 1]![c - 1]!;
        cell.spanning_cell_id = id;
        cell.value = '';
      }
    }
  }
  return grid;
}
