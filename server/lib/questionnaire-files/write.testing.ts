import JSZip from 'jszip';
import type { ExtractedQuestion, FilledAnswer } from './index';

/** Helpers of the tests that write answers back into a file. */

/** Read the file in this process (the tests need no worker). */
export const inline = { inline: true };

/** A question's answer as the export receives it. */
export const fill = (q: ExtractedQuestion, choice: string | null, text: string | null): FilledAnswer => ({
  sheet: q.sheet,
  row: q.row,
  answerCells: q.answerCells,
  choice,
  text,
});

/** The body of a Word file, as XML. */
export const documentXml = async (buf: Buffer) => (await JSZip.loadAsync(buf)).file('word/document.xml')!.async('string');
