import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { readDocumentPassages, type DocumentFormat, type FileOptions, type Passage } from '@server/lib/questionnaire-files/index';

export type { DocumentFormat, Passage };

export const documentMimeTypes: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  markdown: 'text/markdown; charset=utf-8',
  text: 'text/plain; charset=utf-8',
};

/** What the user is told is accepted. */
export const acceptedDocuments = 'a PDF, Word (.docx), Excel (.xlsx), CSV, Markdown or plain-text file';

/**
 * The real format of an upload, from its bytes: PDF, DOCX and XLSX by signature; Markdown and text when
 * the bytes are valid UTF-8 text without control characters (the extension then tells Markdown from text).
 * Null for anything else.
 */
export async function detectFormat(buffer: Buffer, fileName: string): Promise<DocumentFormat | null> {
  const detected = await fileTypeFromBuffer(buffer);
  if (detected) {
    if (detected.mime === 'application/pdf') return 'pdf';
    if (detected.ext === 'docx') return 'docx';
    if (detected.ext === 'xlsx') return 'xlsx';
    return null;
  }
  if (!isText(buffer)) return null;
  const ext = path.extname(fileName).toLowerCase();
  return ext === '.md' || ext === '.markdown' ? 'markdown' : 'text';
}

function isText(buffer: Buffer): boolean {
  const sample = buffer.subarray(0, 64 * 1024);

  if (/[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/.test(sample.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, lastCompleteChar(sample)));
    return true;
  } catch {
    return false;
  }
}

/** Index just past the last complete UTF-8 character (the sample may cut one in half). */
function lastCompleteChar(b: Buffer): number {
  const i = b.length;
  for (let k = 1; k <= 3 && i - k >= 0; k++) {
    const byte = b[i - k]!;
    if ((byte & 0xc0) === 0xc0) return i - k; // a lead byte whose continuation may be missing
    if ((byte & 0x80) === 0) return i;
  }
  return i;
}

/** Parses a document into passages that keep their heading and page, in the bounded file worker that
 *  also reads questionnaires (size, zip, XML, page, time and memory limits); a hostile or broken file
 *  fails with a QuestionnaireFileError whose message can be shown. */
export async function parseDocument(buffer: Buffer, format: DocumentFormat, options?: FileOptions): Promise<Passage[]> {
  return readDocumentPassages(buffer, `document.${format}`, format, options);
}
