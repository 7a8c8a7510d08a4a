import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { questionnaireFileFormats, questionnaireFileMaxBytes, type QuestionnaireFileFormat } from '@shared/contracts/questionnaires';
import { ErrorCode } from '@shared/errors';
import { AppError } from '@server/lib/errors';
import { cleanFileName } from '@server/lib/uploads';

export const contentTypes: Record<QuestionnaireFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text',
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** What the bytes must look like for each extension (the name alone is never trusted). */
const expected: Record<QuestionnaireFileFormat, string[]> = {
  xlsx: ['xlsx', 'zip'],
  docx: ['docx', 'zip'],
  xls: ['cfb', 'xls'],
  doc: ['cfb', 'doc'],
  ods: ['ods', 'zip'],
  odt: ['odt', 'zip'],
  md: [],
  pdf: ['pdf'],
  csv: [],
};

const refuse = (detail: string) => new AppError(400, ErrorCode.unsupportedFile, detail, 'file');

/** Checks a questionnaire upload: allowed extension, size, and content that matches the extension. */
export async function checkQuestionnaireUpload(name: string, buffer: Buffer): Promise<{ name: string; format: QuestionnaireFileFormat }> {
  const clean = cleanFileName(name, 'questionnaire');
  const ext = path.extname(clean).slice(1).toLowerCase();
  if (!(questionnaireFileFormats as readonly string[]).includes(ext)) {
    throw refuse(
      `${clean}: this file type is not accepted. Please upload an Excel (xls, xlsx), Word (doc, docx), OpenDocument (ods, odt), PDF, CSV or Markdown file.`,
    );
  }
  const format = ext as QuestionnaireFileFormat;
  if (buffer.length === 0) throw refuse(`${clean} is empty.`);
  if (buffer.length > questionnaireFileMaxBytes) {
    throw new AppError(413, ErrorCode.tooLarge, `${clean} is too large (the limit is ${Math.round(questionnaireFileMaxBytes / 1048576)} MB).`, 'file');
  }
  if (format === 'csv' || format === 'md') {
    const head = buffer.subarray(0, 64 * 1024);
    if (head.includes(0)) throw refuse(`${clean} does not look like a ${format === 'md' ? 'Markdown' : 'CSV'} file (it contains binary data).`);
  } else {
    const detected = await fileTypeFromBuffer(buffer);
    if (!detected || !expected[format].includes(detected.ext)) {
      throw refuse(`${clean} does not look like a ${format.toUpperCase()} file. It may be damaged, or saved in another format with the wrong extension.`);
    }
  }
  return { name: clean, format };
}
