import { extractText } from 'unpdf';
import { QuestionnaireFileError } from '../errors';
import { openPdf } from '../pdf-open';
import type { ExtractedQuestion, FileLimits } from '../types';
import { dropRunningLines, questionsFromLines, toExtracted } from './list';

/** Questions of a PDF questionnaire, from its text (filled PDFs give their answers too). */
export async function extractPdf(buf: Buffer, limits: FileLimits): Promise<ExtractedQuestion[]> {
  const pdf = await openPdf(buf, limits);
  let pages: string[];
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    pages = text;
  } catch {
    throw new QuestionnaireFileError('The file is not a valid PDF document: its text could not be read.');
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
  const lines = dropRunningLines(pages.map((p) => p.split('\n')));
  if (!lines.some((l) => l.trim())) throw new QuestionnaireFileError('The PDF has no text to read (it may be a scan); upload a file with text.');
  return toExtracted(questionsFromLines(lines));
}
