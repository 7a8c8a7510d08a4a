import type { Tx } from '../../db/client';
import { analyzerSignature, storedTerms } from '../answer-engine';
import { recordTermsAnalyzerIfNew } from './terms-refresh.queries';
import { QuestionnaireFileError } from '../../lib/questionnaire-files/index';
import { parseDocument, type DocumentFormat } from './ingest/index';
import type { Passage } from './ingest/index';
import { deletePassages, insertPassages, updateDocumentRow } from './documents.queries';

/** Limits of one document's index. */
export const MAX_PASSAGES = 20000;

/** Replaces a document's passages with freshly parsed ones and marks it READY. */
export async function storePassages(tx: Tx, org: string, documentId: string, passages: Passage[]): Promise<number> {
  const list = passages.slice(0, MAX_PASSAGES);
  await recordTermsAnalyzerIfNew(tx, org, analyzerSignature());
  await deletePassages(tx, org, documentId);
  for (let k = 0; k < list.length; k += 500) {
    await insertPassages(
      tx,
      list.slice(k, k + 500).map((p, n) => ({
        organizationId: org,
        documentId,
        position: k + n,
        heading: p.heading.slice(0, 500),
        page: p.page,
        text: p.text,
        terms: storedTerms.passage(p.heading, p.text),
      })),
    );
  }
  await updateDocumentRow(tx, org, documentId, { status: 'READY', parseError: null, passageCount: list.length, updatedAt: new Date() });
  return list.length;
}

/** Parses a document's bytes; a failure is a message for the user, never a crash. */
export async function parseSafely(buffer: Buffer, format: DocumentFormat): Promise<{ passages: Passage[] } | { error: string }> {
  try {
    const passages = await parseDocument(buffer, format);
    if (passages.length === 0) return { error: 'No text was found in this document (a scanned PDF needs OCR first).' };
    return { passages };
  } catch (err) {
    // a QuestionnaireFileError says what is wrong with the file; anything else is our fault, said plainly
    const reason = err instanceof QuestionnaireFileError ? err.message : 'it is damaged or in a form this reader does not understand.';
    return { error: `The document could not be read: ${reason}`.slice(0, 500) };
  }
}

export async function markFailed(tx: Tx, org: string, documentId: string, error: string) {
  await updateDocumentRow(tx, org, documentId, { status: 'FAILED', parseError: error, passageCount: 0, updatedAt: new Date() });
}
