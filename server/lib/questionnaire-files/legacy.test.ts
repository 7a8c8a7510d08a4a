import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionnaireFileError, extractQuestions, inspectQuestionnaire, writeAnswersWithReport } from './index';
import * as shapes from './shapes.fixtures';

/** Legacy formats (.xls, .doc, .ods, .odt) are read through LibreOffice when it is installed. CI runs
 *  this file twice: without LibreOffice (a fake `soffice` stands in for it) and with it installed. */

const inline = { inline: true };

function realSoffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
}
const hasLibreOffice = realSoffice();

/** A compound-file header that looks sound (byte order, sector size, one FAT sector): what an .xls starts with. */
function soundOleHeader(): Buffer {
  const buf = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buf);
  buf.writeUInt16LE(0xfffe, 28);
  buf.writeUInt16LE(9, 30);
  buf.writeUInt32LE(1, 44);
  return buf;
}

describe('Legacy formats through a stand-in soffice first on PATH (as on a server without LibreOffice)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fake-soffice-'));
  const savedPath = process.env.PATH;
  beforeAll(async () => {
    // converts by copying the workbook or document the test prepared, as LibreOffice would produce it
    writeFileSync(join(dir, 'tricky.xlsx'), await shapes.buildTrickyWorkbook());
    writeFileSync(join(dir, 'yesno.docx'), await shapes.buildWordYesNoOnly());
    const script = [
      '#!/bin/sh',
      'out=""; to=""; while [ $# -gt 0 ]; do case "$1" in --outdir) out="$2"; shift;; --convert-to) to="$2"; shift;; esac; shift; done',
      `if [ "$to" = xlsx ]; then cp "${dir}/tricky.xlsx" "$out/input.xlsx"; else cp "${dir}/yesno.docx" "$out/input.docx"; fi`,
    ].join('\n');
    writeFileSync(join(dir, 'soffice'), script);
    chmodSync(join(dir, 'soffice'), 0o755);
    process.env.PATH = `${dir}:${savedPath}`;
  });
  afterAll(() => {
    process.env.PATH = savedPath;
  });

  it('reads an .xls through the converter and writes the answers into an .xlsx', async () => {
    const xls = soundOleHeader();
    const qs = await extractQuestions(xls, 'old.xls', undefined, inline);
    expect(qs.filter((q) => q.sheet === 'Security')).toHaveLength(11);
    const out = await writeAnswersWithReport(
      xls,
      'old.xls',
      [{ sheet: qs[0]!.sheet, row: qs[0]!.row, answerCells: qs[0]!.answerCells, choice: 'No', text: null }],
      {},
      inline,
    );
    expect(out.buffer.subarray(0, 2).toString()).toBe('PK');
    expect(out.report.written).toBe(1);
  });

  it('reads a .doc through the converter', async () => {
    const qs = await extractQuestions(soundOleHeader(), 'old.doc', undefined, inline);
    expect(qs).toHaveLength(38);
  });

  it('refuses a damaged .xls (an OLE header followed by zeros) without running the converter', async () => {
    writeFileSync(join(dir, 'soffice'), '#!/bin/sh\necho ran > "$(dirname "$0")/ran"\nexit 1\n');
    await expect(inspectQuestionnaire(shapes.damagedXls(), 'old.xls', inline)).rejects.toThrow('The file is not a valid Excel workbook.');
    expect(() => readFileSync(join(dir, 'ran'))).toThrow();
  });
});

describe.skipIf(!hasLibreOffice)('Legacy formats on a server with LibreOffice installed', () => {
  it('reads a real .xls written by LibreOffice, and writes its answers into an .xlsx', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'real-soffice-'));
    writeFileSync(join(dir, 'lite.xlsx'), await shapes.buildLiteLayoutWorkbook());
    execFileSync(
      'soffice',
      ['--headless', '--norestore', `-env:UserInstallation=file://${join(dir, 'profile')}`, '--convert-to', 'xls', '--outdir', dir, join(dir, 'lite.xlsx')],
      { timeout: 120_000, stdio: 'ignore' },
    );
    const xls = readFileSync(join(dir, 'lite.xls'));
    const qs = await extractQuestions(xls, 'lite.xls', undefined, { inline: true, limits: { timeoutMs: 120_000 } });
    expect(qs).toHaveLength(10);
    const out = await writeAnswersWithReport(
      xls,
      'lite.xls',
      [{ sheet: qs[0]!.sheet, row: qs[0]!.row, answerCells: qs[0]!.answerCells, choice: 'Yes', text: 'Policy SEC-1.' }],
      {},
      { inline: true, limits: { timeoutMs: 120_000 } },
    );
    expect(out.buffer.subarray(0, 2).toString()).toBe('PK');
    expect(out.report.written).toBe(1);
  }, 240_000);

  it('opens what an export adds for answers not written in place: a note, an appendix sheet, an added column', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'real-soffice-'));
    const buf = await shapes.buildTrickyWorkbook();
    const qs = await extractQuestions(buf, 't.xlsx', undefined, inline);
    const q = qs.find((x) => x.qid === 'SEC-04')!;
    const answer = {
      sheet: q.sheet,
      row: q.row,
      answerCells: q.answerCells,
      choice: 'Yes',
      text: 'Documented in the policy.',
      qid: q.qid,
      question: q.question,
    };
    for (const place of ['note', 'appendix', 'column'] as const) {
      writeFileSync(join(dir, `${place}.xlsx`), (await writeAnswersWithReport(buf, 't.xlsx', [answer], { overflow: place }, inline)).buffer);
    }
    const files = ['note', 'appendix', 'column'].map((p) => join(dir, `${p}.xlsx`));
    execFileSync(
      'soffice',
      ['--headless', '--norestore', `-env:UserInstallation=file://${join(dir, 'profile')}`, '--convert-to', 'ods', '--outdir', dir, ...files],
      { timeout: 180_000, stdio: 'ignore' },
    );
    const content = async (name: string) =>
      (await (await import('jszip')).default.loadAsync(readFileSync(join(dir, `${name}.ods`)))).file('content.xml')!.async('string');
    expect(await content('note')).toMatch(/<office:annotation[\s\S]*Documented in the policy\./);
    expect(await content('appendix')).toContain('table:name="Answers not written in place"');
    expect(await content('column')).toContain('Documented in the policy.');
  }, 240_000);

  it('opens a Word document with the explanations in comments on the answer cells', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'real-soffice-'));
    const buf = await shapes.buildWordYesNoOnly();
    const qs = await extractQuestions(buf, 'w.docx', undefined, inline);
    const answers = qs.slice(0, 2).map((q, i) => ({ sheet: q.sheet, row: q.row, answerCells: q.answerCells, choice: 'Yes', text: `Explanation ${i + 1}.` }));
    writeFileSync(join(dir, 'note.docx'), (await writeAnswersWithReport(buf, 'w.docx', answers, { overflow: 'note' }, inline)).buffer);
    execFileSync(
      'soffice',
      ['--headless', '--norestore', `-env:UserInstallation=file://${join(dir, 'profile')}`, '--convert-to', 'odt', '--outdir', dir, join(dir, 'note.docx')],
      { timeout: 180_000, stdio: 'ignore' },
    );
    const xml = await (await (await import('jszip')).default.loadAsync(readFileSync(join(dir, 'note.odt')))).file('content.xml')!.async('string');
    expect(xml.match(/<office:annotation[ >]/g)).toHaveLength(2);
    expect(xml).toContain('Explanation 2.');
  }, 240_000);

  it('refuses a damaged .xls (an OLE header followed by zeros), with LibreOffice installed too', async () => {
    const err = await inspectQuestionnaire(shapes.damagedXls(), 'old.xls', inline).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QuestionnaireFileError);
    expect((err as Error).message).toBe('The file is not a valid Excel workbook.');
  });
});
