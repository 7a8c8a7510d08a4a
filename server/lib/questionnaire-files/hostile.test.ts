import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { QuestionnaireFileError, extractQuestions, inspectQuestionnaire, writeAnswers } from './index';

const FIXTURES = join(process.cwd(), 'tests/fixtures/questionnaires');
const workbook = readFileSync(join(FIXTURES, 'vendor-assessment.xlsx'));
const document = readFileSync(join(FIXTURES, 'supplier-questionnaire.docx'));

/** Rewrites the uncompressed size the central directory declares for one entry. */
function declareSize(zip: Buffer, entry: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const eocd = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let p = out.readUInt32LE(eocd + 16);
  const count = out.readUInt16LE(eocd + 10);
  for (let i = 0; i < count; i++) {
    const nameLen = out.readUInt16LE(p + 28);
    const name = out.toString('utf8', p + 46, p + 46 + nameLen);
    if (name === entry) out.writeUInt32LE(size, p + 24);
    p += 46 + nameLen + out.readUInt16LE(p + 30) + out.readUInt16LE(p + 32);
  }
  return out;
}

async function replacePart(zipBuf: Buffer, part: string, edit: (xml: string) => string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(zipBuf);
  zip.file(part, edit(await zip.file(part)!.async('string')));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function millionRowWorkbook(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(workbook);
  const rows: string[] = [];
  for (let r = 1; r <= 1_000_000; r++) rows.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>Do you agree to item ${r}?</t></is></c></row>`);
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`;
  zip.file('xl/worksheets/sheet1.xml', sheet);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}

/** 40,000 rows × 18 numbers: 720,000 small cells. */
async function denseWorkbook(): Promise<Buffer> {
  const zip = await JSZip.loadAsync(workbook);
  const rows: string[] = [];
  for (let r = 1; r <= 40_000; r++) {
    let cells = '';
    for (let c = 0; c < 18; c++) cells += `<c r="${String.fromCharCode(65 + c)}${r}"><v>${r}</v></c>`;
    rows.push(`<row r="${r}">${cells}</row>`);
  }
  zip.file(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const message = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(QuestionnaireFileError);
    return (e as Error).message;
  }
  throw new Error('expected the file to be refused');
};

describe('hostile and broken files fail that file with a clear message', () => {
  it('refuses a zip bomb from its central directory, before inflating anything', async () => {
    const bomb = declareSize(workbook, 'xl/worksheets/sheet2.xml', 0x7fffffff);
    expect(await message(inspectQuestionnaire(bomb, 'bomb.xlsx'))).toMatch(/unpacks to more than .*zip bomb/);
  });

  it('refuses a part that inflates to more than the size it declares', async () => {
    const zip = await JSZip.loadAsync(workbook);
    zip.file('xl/sharedStrings.xml', ' '.repeat(30 * 1024 * 1024));
    const big = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await message(inspectQuestionnaire(big, 'big.xlsx', { limits: { maxEntryUncompressedBytes: 10 * 1024 * 1024 } }))).toMatch(/zip bomb/);
    const lying = declareSize(big, 'xl/sharedStrings.xml', 2048);
    expect(await message(inspectQuestionnaire(lying, 'lying.xlsx'))).toMatch(/damaged or larger than it claims/);
  });

  it('refuses an archive with too many parts', async () => {
    const zip = await JSZip.loadAsync(workbook);
    for (let i = 0; i < 6000; i++) zip.file(`junk/${i}.txt`, 'x');
    const many = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await message(inspectQuestionnaire(many, 'many.xlsx'))).toMatch(/too many parts/);
  });

  it('refuses XML entity tricks in a workbook and in a document', async () => {
    const xxe = await replacePart(workbook, 'xl/workbook.xml', (x) =>
      x.replace('<workbook', '<!DOCTYPE workbook [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><workbook').replace('name="Instructions"', 'name="&xxe;"'),
    );
    expect(await message(inspectQuestionnaire(xxe, 'xxe.xlsx'))).toMatch(/forbidden XML declaration/);
    const laughs = await replacePart(document, 'word/document.xml', (x) =>
      x.replace(
        '<w:document',
        '<!DOCTYPE w:document [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><w:document',
      ),
    );
    expect(await message(extractQuestions(laughs, 'laughs.docx'))).toMatch(/forbidden XML declaration/);
  });

  it('reads a workbook and a document that spell U+0000 as text without that character', async () => {
    const xlsx = await replacePart(workbook, 'xl/sharedStrings.xml', (x) =>
      x.replace('<t>Is customer data encrypted at rest?</t>', '<t>Is customer&#0; data_x0000_ encrypted at rest?</t>'),
    );
    const asked = (await extractQuestions(xlsx, 'nul.xlsx')).map((q) => q.question);
    expect(asked).toContain('Is customer data encrypted at rest?');
    expect(asked.some((q) => q.includes('\u0000'))).toBe(false);
    const word = await replacePart(document, 'word/document.xml', (x) => x.replace(/(<w:t[^>]*>)([^<?]{3})/, '$1&#0;$2'));
    expect((await extractQuestions(word, 'nul.docx')).some((q) => q.question.includes('\u0000'))).toBe(false);
  });

  it('explains damaged, truncated, renamed and unsupported files', async () => {
    expect(await message(inspectQuestionnaire(Buffer.from('this is not a workbook at all'), 'q.xlsx'))).toBe('The file is not a valid Excel workbook.');
    expect(await message(inspectQuestionnaire(workbook.subarray(0, workbook.length / 2), 'half.xlsx'))).toMatch(/damaged or not a zip archive/);
    expect(await message(inspectQuestionnaire(document, 'renamed.xlsx'))).toMatch(/not a valid Excel workbook/);
    expect(await message(extractQuestions(Buffer.from('%PDF-1.7\n% broken'), 'broken.pdf'))).toMatch(/not a valid PDF document/);
    expect(await message(inspectQuestionnaire(Buffer.from('MZ....'), 'setup.exe'))).toMatch(/not supported/);
    expect(await message(inspectQuestionnaire(Buffer.alloc(0), 'empty.xlsx'))).toBe('The file is empty.');
    const legacy = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    // refused from its header, with or without LibreOffice on the machine
    expect(await message(inspectQuestionnaire(legacy, 'old.xls'))).toBe('The file is not a valid Excel workbook.');
  });

  it('refuses a CSV with a 20 MB line at once', async () => {
    const line = Buffer.from(`ID,Question\nQ1,${'a'.repeat(20 * 1024 * 1024)}\n`);
    expect(await message(extractQuestions(line, 'long.csv'))).toMatch(/A line of the CSV file is longer than 100,000 characters/);
  });

  it('refuses a file over the size limit without reading it', async () => {
    expect(await message(inspectQuestionnaire(Buffer.alloc(26 * 1024 * 1024, 1), 'huge.xlsx'))).toMatch(/larger than 25 MB/);
  });

  it('caps a sheet of a million rows and says so', { timeout: 120_000 }, async () => {
    const huge = await millionRowWorkbook();
    // with the default 10 s it may instead be stopped for time (as the hostile-file bench shows); both are clear
    const r = await inspectQuestionnaire(huge, 'million.xlsx', { limits: { timeoutMs: 90_000 } });
    expect(r.warnings.join(' ')).toMatch(/"Instructions" has more than 50,000 rows; only the first 50,000 were read/);
    expect(r.sheets.find((s) => s.name === 'Instructions')!.rowCount).toBeLessThanOrEqual(50_000);
  });

  it('refuses a workbook with more cells than the limit', { timeout: 120_000 }, async () => {
    const dense = await denseWorkbook();
    expect(await message(inspectQuestionnaire(dense, 'dense.xlsx'))).toMatch(/more than 500,000 cells; it is too large to import/);
  });

  it('stops a file that takes too long or needs too much memory, and keeps serving other files', { timeout: 120_000 }, async () => {
    expect(await message(inspectQuestionnaire(workbook, 'slow.xlsx', { limits: { timeoutMs: 5 } }))).toMatch(/took longer than 1 second and was stopped/);
    const dense = await denseWorkbook();
    expect(await message(inspectQuestionnaire(dense, 'dense.xlsx', { limits: { maxMemoryMb: 48, maxCells: 1_000_000 } }))).toMatch(
      /needed more memory than allowed and was stopped/,
    );
    const fine = await extractQuestions(workbook, 'vendor-assessment.xlsx');
    expect(fine).toHaveLength(14);
  });

  it('never writes into a hostile file', async () => {
    const bomb = declareSize(workbook, 'xl/styles.xml', 0x7fffffff);
    expect(await message(writeAnswers(bomb, 'bomb.xlsx', []))).toMatch(/zip bomb/);
  });
});
