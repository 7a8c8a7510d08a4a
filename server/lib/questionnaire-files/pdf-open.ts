import { constants, inflateSync } from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { QuestionnaireFileError } from './errors';
import { mb } from './limits';
import type { FileLimits } from './types';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** A text-bearing stream of a real document is far smaller; the PDF reader holds a stream whole (and
 *  copies of it), so these keep it within the worker's memory. */
const PDF_STREAM_MAX = 48 * 1024 * 1024;
const PDF_TOTAL_MAX = 256 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

const bomb = (limits: FileLimits) =>
  new QuestionnaireFileError(
    `The PDF unpacks to more than ${mb(Math.min(limits.maxUncompressedBytes, PDF_TOTAL_MAX))} or holds a part larger than ${mb(PDF_STREAM_MAX)} (a compression bomb or an unusually large document); it was not opened.`,
  );

/** Inflates one Flate stream, up to `max` bytes; null when the stream is not valid Flate data. */
function inflateUpTo(data: Buffer, max: number): Buffer | 'too-large' | null {
  try {
    return inflateSync(data, { maxOutputLength: max, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) return 'too-large';
    return null;
  }
}

/**
 * Measures every Flate-compressed stream of the file before the PDF reader sees it (the reader would
 * inflate a "stream bomb" into gigabytes): each stream may unpack to `maxEntryUncompressedBytes`, the
 * whole file to `maxUncompressedBytes`. Streams compressed twice are measured through both layers.
 */
export function checkPdfStreams(buf: Buffer, limits: FileLimits): void {
  let total = 0;
  let pos = 0;
  let streams = 0;
  for (;;) {
    const s = buf.indexOf(STREAM, pos);
    if (s < 0) break;
    pos = s + STREAM.length;
    if (s >= 3 && buf.subarray(s - 3, s).toString('latin1') === 'end') continue;
    let start = pos;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    else if (start === pos) continue; // "stream" inside some other word
    const end = buf.indexOf(ENDSTREAM, start);
    if (end < 0) break;
    pos = end + ENDSTREAM.length;
    if (++streams > limits.maxZipEntries * 20) throw new QuestionnaireFileError('The PDF holds too many parts to be read; it was not opened.');
    const dict = buf.subarray(Math.max(0, s - 2048), s).toString('latin1');
    const dictStart = dict.lastIndexOf('obj');
    const filters = (dict.slice(dictStart < 0 ? 0 : dictStart).match(/\/(?:FlateDecode|Fl)\b/g) ?? []).length;
    if (!filters) continue;
    let data: Buffer = buf.subarray(start, end);
    for (let k = 0; k < Math.min(filters, 4); k++) {
      const out = inflateUpTo(data, Math.min(limits.maxEntryUncompressedBytes, PDF_STREAM_MAX));
      if (out === 'too-large') throw bomb(limits);
      if (out === null) break;
      data = out;
      total += out.length;
      if (total > Math.min(limits.maxUncompressedBytes, PDF_TOTAL_MAX)) throw bomb(limits);
    }
  }
}

function tooManyPages(pages: number, limits: FileLimits) {
  if (pages > limits.maxPdfPages) {
    throw new QuestionnaireFileError(
      `The PDF has ${pages.toLocaleString('en')} pages; at most ${limits.maxPdfPages.toLocaleString('en')} can be read. Split it and upload the parts.`,
    );
  }
}

/** Page objects written in the open (not inside compressed object streams): counted before the PDF
 *  reader builds its page tree, which takes seconds for tens of thousands of pages. */
function countPageObjects(buf: Buffer): number {
  let n = 0;
  const text = buf.toString('latin1');
  const re = /\/Type\s*\/Page(?![a-zA-Z])/g;
  while (re.exec(text)) n++;
  return n;
}

/** Opens a PDF with the limits of every file: a real PDF, no stream bombs, no more pages than allowed,
 *  no code generated from the file (fonts), no console noise. */
export async function openPdf(buf: Buffer, limits: FileLimits): Promise<PdfDocument> {
  if (buf.subarray(0, 1024).indexOf('%PDF') < 0) throw new QuestionnaireFileError('The file is not a valid PDF document.');
  checkPdfStreams(buf, limits);
  tooManyPages(countPageObjects(buf), limits);
  let pdf: PdfDocument;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buf), { isEvalSupported: false, verbosity: 0, disableFontFace: true, useSystemFonts: false });
  } catch (e) {
    const msg = (e as Error)?.message ?? '';
    if (/password/i.test(msg)) throw new QuestionnaireFileError('The PDF is password-protected. Remove the password and upload it again.');
    throw new QuestionnaireFileError('The file is not a valid PDF document: its text could not be read.');
  }
  if (pdf.numPages > limits.maxPdfPages) await pdf.destroy().catch(() => undefined);
  tooManyPages(pdf.numPages, limits);
  return pdf;
}
