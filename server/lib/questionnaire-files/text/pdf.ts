import { extractText, getDocumentProxy } from 'unpdf';
import { QuestionnaireFileError } from '../errors';
import type { ExtractedQuestion } from '../types';
import { dropRunningLines, questionsFromLines, toExtracted } from './list';

/** Questions of a PDF questionnaire, from its text (filled PDFs give their answers too). */
export async function extractPdf(buf: Buffer): Promise<ExtractedQuestion[]> {
  if (buf.subarray(0, 1024).indexOf('%PDF') < 0) throw new QuestionnaireFileError('The file is not a valid PDF document.');
  let pages: string[];
  try {
    // no code generated from the file (fonts), no console noise
    const pdf = await getDocumentProxy(new Uint8Array(buf), { isEvalSupported: false, verbosity: 0 });
    const { text } = await extractText(pdf, { mergePages: false });
    pages = text;
  } catch (e) {
    const msg = (e as Error)?.message ?? '';
    if (/password/i.test(msg)) throw new QuestionnaireFileError('The PDF is password-protected. Remove the password and upload it again.');
    throw new QuestionnaireFileError('The file is not a valid PDF document: its text could not be read.');
  }
  const lines = dropRunningLines(pages.map((p) => p.split('\n')));
  if (!lines.some((l) => l.trim())) throw new QuestionnaireFileError('The PDF has no text to read (it may be a scan); upload a file with text.');
  return toExtracted(questionsFromLines(lines));
}
