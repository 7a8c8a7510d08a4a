import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QuestionnaireFileError } from './errors';

const CANDIDATES = ['soffice', 'libreoffice', '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice', '/opt/libreoffice/program/soffice'];

function run(cmd: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout: timeoutMs, maxBuffer: 1024 * 1024 }, (err) => (err ? reject(err) : resolve()));
  });
}

/** Converts a legacy .xls / .doc to .xlsx / .docx with LibreOffice headless, when it is installed. */
export async function convertLegacy(buf: Buffer, from: 'xls' | 'doc' | 'ods' | 'odt', timeoutMs: number): Promise<Buffer> {
  const to = from === 'xls' || from === 'ods' ? 'xlsx' : 'docx';
  const kind = { xls: 'Excel 97-2003 (.xls)', doc: 'Word 97-2003 (.doc)', ods: 'OpenDocument spreadsheet (.ods)', odt: 'OpenDocument text (.odt)' }[from];
  const dir = await mkdtemp(join(tmpdir(), 'trustroom-convert-'));
  try {
    const input = join(dir, `input.${from}`);
    await writeFile(input, buf);
    let lastError: unknown = null;
    for (const cmd of CANDIDATES) {
      try {
        await run(
          cmd,
          ['--headless', '--norestore', `-env:UserInstallation=file://${join(dir, 'profile')}`, '--convert-to', to, '--outdir', dir, input],
          timeoutMs,
        );
        return await readFile(join(dir, `input.${to}`));
      } catch (e) {
        lastError = e;
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') break;
      }
    }
    if ((lastError as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
      throw new QuestionnaireFileError(
        `This file is in the ${kind} format and this server cannot convert it (LibreOffice is not installed). Save it as .${to} and upload it again.`,
      );
    }
    throw new QuestionnaireFileError(`The ${kind} file could not be converted; it may be damaged. Save it as .${to} and upload it again.`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
