import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Line } from './passages';

/** Refuses workbooks that would unpack to far more than they weigh (zip bombs). */
export async function checkZipSize(buffer: Buffer, maxUncompressed = 150 * 1024 * 1024, maxEntries = 5000): Promise<void> {
  const zip = await JSZip.loadAsync(buffer);
  let total = 0;
  let entries = 0;
  zip.forEach((_path, file) => {
    entries++;
    const size = (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
    total += size;
  });
  if (entries > maxEntries || total > maxUncompressed) throw new Error('This workbook is too large to read.');
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v && v.result !== undefined && v.result !== null) return cellText(v.result as ExcelJS.CellValue);
  }
  return '';
};

/**
 * A workbook read as a document: each visible sheet is a section; each row becomes a line of
 * "Header: value" pairs when the sheet has a header row, else its cells joined.
 */
export async function xlsxLines(buffer: Buffer, opts: { maxRows?: number } = {}): Promise<Line[]> {
  await checkZipSize(buffer);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: Line[] = [];
  const maxRows = opts.maxRows ?? 20000;
  let total = 0;
  for (const ws of wb.worksheets) {
    if (ws.state !== 'visible') continue;
    let header: string[] | null = null;
    ws.eachRow({ includeEmpty: false }, (row) => {
      if (total++ > maxRows) return;
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map((v) => cellText(v).replace(/\s+/g, ' ').trim());
      const filled = values.filter(Boolean);
      if (filled.length === 0) return;
      if (!header && filled.length >= 2 && filled.every((v) => v.length <= 60)) {
        header = values;
        return;
      }
      const text = header
        ? values.map((v, i) => (v ? (header![i] ? `${header![i]}: ${v}` : v) : '')).filter(Boolean).join('; ')
        : filled.join(' | ');
      out.push({ text, heading: ws.name, page: null, paragraphStart: true });
    });
  }
  return out;
}
