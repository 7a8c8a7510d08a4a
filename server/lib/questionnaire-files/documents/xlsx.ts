import type { FileLimits } from '../types';
import { openWorkbook } from '../xlsx/workbook';
import type { Line } from './passages';
import { cleanCell, rowText } from './rows';

/**
 * A workbook read as a document with the bounded workbook reader of questionnaire intake: each visible
 * sheet is a section; each row becomes a line of "Header: value" pairs when the sheet has a header row,
 * else its cells joined.
 */
export function xlsxLines(buf: Buffer, limits: FileLimits, maxRows = 20_000): Line[] {
  const wb = openWorkbook(buf, limits);
  const out: Line[] = [];
  let total = 0;
  for (const info of wb.sheets) {
    if (info.state !== 'visible' || total > maxRows) continue;
    const model = wb.sheet(info.name);
    let header: string[] | null = null;
    const rowNumbers = [...model.cells.keys()].sort((a, b) => a - b);
    for (const r of rowNumbers) {
      if (total++ > maxRows) break;
      if (model.hiddenRows.has(r)) continue;
      const row = model.cells.get(r)!;
      const width = Math.min(model.maxCol, 200);
      const values: string[] = [];
      for (let c = 1; c <= width; c++) values.push(model.hiddenCols.has(c) ? '' : cleanCell(row.get(c)?.value ?? ''));
      const filled = values.filter(Boolean);
      if (filled.length === 0) continue;
      if (!header && filled.length >= 2 && filled.every((v) => v.length <= 60)) {
        header = values;
        continue;
      }
      const text = rowText(header, values);
      out.push({ text, heading: info.name, page: null, paragraphStart: true });
    }
  }
  return out;
}
