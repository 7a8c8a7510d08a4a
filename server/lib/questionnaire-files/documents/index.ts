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

async function linesOf(buf: Buffer, format: DocumentFormat, limits: FileLimits): Promise<Line[]> {
  switch (format) {
    case 'pdf':
      return (await import('./pdf')).pdfLines(buf, limits);
    case 'docx':
      return (await import('./word')).wordLines(buf, limits);
    case 'xlsx':
      return (await import('./xlsx')).xlsxLines(buf, limits);
    case 'markdown':
      return markdownLines(utf8(buf, limits));
    case 'text':
      return linesFromPlainText(utf8(buf, limits), null);
    default:
      throw new QuestionnaireFileError('This file type is not supported.');
  }
}

/** A knowledge document read into passages that keep their heading and page (runs in the file worker). */
export async function readDocument(buf: Buffer, format: DocumentFormat, limits: FileLimits): Promise<Passage[]> {
  const lines = (await linesOf(buf, format, limits)).slice(0, MAX_DOCUMENT_LINES);
  const passages = splitIntoPassages(lines, format === 'xlsx' ? { targetWords: 60 } : {});
  return passages.slice(0, MAX_DOCUMENT_PASSAGES);
}
