import { QuestionnaireFileError } from '../errors';
import type { FileLimits } from '../types';
import { markdownLines } from './markdown';
import { linesFromPlainText, splitIntoPassages, type Line, type Passage } from './passages';

/** Formats of knowledge documents (policies, reports, standards) read into passages. */
export type DocumentFormat = 'pdf' | 'docx' | 'xlsx' | 'markdown' | 'text';

/** At most this many passages are kept of one document. */
export const MAX_DOCUMENT_PASSAGES = 20_000;
/** A knowledge document longer than this many lines is refused before it is read (a policy is a few thousand;
 *  half a million lines of text kept the reader busy past its time limit). */
export const MAX_DOCUMENT_LINES = 100_000;

/** Text with no line longer than `max` characters: long lines are broken at a space (or anywhere). */
export function breakLongLines(text: string, max: number): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.every((l) => l.length <= max)) return lines.join('\n');
  const out: string[] = [];
  for (const line of lines) {
    let rest = line;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max / 2 ? cut : max;
      out.push(rest.slice(0, at));
      rest = rest.slice(at).trimStart();
    }
    out.push(rest);
  }
  return out.join('\n');
}

function utf8(buf: Buffer, limits: FileLimits): string {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (++lines > MAX_DOCUMENT_LINES)
      throw new QuestionnaireFileError(
        `The document has more than ${MAX_DOCUMENT_LINES.toLocaleString('en')} lines; split it into smaller documents and upload them one by one.`,
      );
  }
  return breakLongLines(text, Math.min(limits.maxLineChars, 20_000));
}

/** The lines of a document, and whether they are the rows of a table (a workbook, a CSV export). */
async function linesOf(buf: Buffer, format: DocumentFormat, limits: FileLimits): Promise<{ lines: Line[]; table: boolean }> {
  switch (format) {
    case 'pdf':
      return { lines: await (await import('./pdf')).pdfLines(buf, limits), table: false };
    case 'docx':
      return { lines: (await import('./word')).wordLines(buf, limits), table: false };
    case 'xlsx':
      return { lines: (await import('./xlsx')).xlsxLines(buf, limits), table: true };
    case 'markdown':
      return { lines: markdownLines(utf8(buf, limits)), table: false };
    case 'text': {
      const text = utf8(buf, limits);
      const rows = (await import('./csv')).csvLines(text);
      return rows ? { lines: rows, table: true } : { lines: linesFromPlainText(text, null), table: false };
    }
    default:
      throw new QuestionnaireFileError('This file type is not supported.');
  }
}

/** A knowledge document read into passages that keep their heading and page (runs in the file worker). */
export async function readDocument(buf: Buffer, format: DocumentFormat, limits: FileLimits): Promise<Passage[]> {
  const { lines, table } = await linesOf(buf, format, limits);
  // Rows of a table are short records: fewer words per passage.
  const passages = splitIntoPassages(lines.slice(0, MAX_DOCUMENT_LINES), table ? { targetWords: 60 } : {});
  return passages.slice(0, MAX_DOCUMENT_PASSAGES);
}
