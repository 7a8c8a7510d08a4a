import { knowledgeHubMessages as msg, type ImportResult } from '@shared/contracts/knowledge-hub';
import { questionnaireFileMaxBytes } from '@shared/contracts/questionnaires';
import { ErrorCode } from '@shared/errors';
import type { AppDeps } from '../../deps';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/context';
import { AppError, validation } from '../../lib/errors';
import { extractQuestions, QuestionnaireFileError, type ExtractedQuestion } from '../../lib/questionnaire-files/index';
import { cleanFileName } from '../../lib/uploads';
import { analyzeTables, type UploadedFile } from './documents.service';
import { findCloseQuestions, insertEntries, type NewEntry } from './library-store';
import { checkOwner, checkProducts, hubActivity, scopeOf } from './refs';

export interface ImportFields {
  all_products?: boolean | undefined;
  product_ids?: string[] | undefined;
  owner_id?: string | null | undefined;
}

/** Reads the questions and the answers already in a questionnaire file (Excel, Word, PDF, CSV, Markdown). */
export async function readAnsweredQuestionnaire(upload: UploadedFile | undefined): Promise<{ name: string; questions: ExtractedQuestion[] }> {
  if (!upload || upload.buffer.length === 0) throw validation(msg.fileRequired, 'file');
  if (upload.buffer.length > questionnaireFileMaxBytes)
    throw new AppError(413, ErrorCode.tooLarge, `The file is too large (the limit is ${questionnaireFileMaxBytes / 1048576} MB).`, 'file');
  const name = cleanFileName(upload.name, 'questionnaire.xlsx');
  try {
    return { name, questions: await extractQuestions(upload.buffer, name) };
  } catch (err) {
    if (err instanceof QuestionnaireFileError) throw new AppError(400, ErrorCode.unsupportedFile, err.message, 'file');
    throw err;
  }
}

/** Library entries for the questions of an answered questionnaire; unanswered questions are kept too (to be answered later). */
export function entriesFromQuestions(
  questions: ExtractedQuestion[],
  scope: { allProducts: boolean; productIds: string[] },
  ownerId: string | null,
  reference: string,
): NewEntry[] {
  const seen = new Set<string>();
  const out: NewEntry[] = [];
  for (const q of questions) {
    const question = q.question.replace(/\s+/g, ' ').trim();
    if (!question) continue;
    const choice = q.existingAnswer.choice?.trim() || null;
    const text = q.existingAnswer.text?.trim() || null;
    const key = `${question.toLowerCase()}|${choice ?? ''}|${text ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      question,
      answerChoice: choice,
      answerText: text,
      allProducts: scope.allProducts,
      productIds: scope.productIds,
      ownerId,
      source: 'import',
      sourceReference: reference,
      externalRef: q.qid,
      section: q.section?.slice(0, 300) ?? null,
      lastReviewedAt: null,
    });
  }
  return out;
}

/** Imports an answered questionnaire into the answer library, for the chosen products. */
export async function importAnsweredQuestionnaire(
  deps: AppDeps,
  auth: AuthContext,
  fields: ImportFields,
  upload: UploadedFile | undefined,
): Promise<ImportResult> {
  const { name, questions } = await readAnsweredQuestionnaire(upload);
  const close = await findCloseQuestions(
    deps.db,
    auth.organizationId,
    questions.map((q) => q.question),
  );
  const result = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const scope = scopeOf(fields);
    const productIds = await checkProducts(tx, org, scope.productIds);
    const ownerId = fields.owner_id === undefined ? auth.userId : await checkOwner(tx, org, fields.owner_id);
    const entries = entriesFromQuestions(questions, { allProducts: scope.allProducts, productIds }, ownerId, name);
    const answered = entries.filter((e) => e.answerChoice || e.answerText);
    if (answered.length === 0) throw validation(msg.noQuestionsFound, 'file');
    const { grouped, conflictGroups } = await insertEntries(tx, org, auth.userId, entries, close);
    const summary: ImportResult = {
      source_reference: name,
      imported: answered.length,
      unanswered: entries.length - answered.length,
      grouped,
      conflicts: conflictGroups,
    };
    await recordActivity(
      tx,
      auth,
      org,
      hubActivity('imported', 'knowledge_answer', { id: null, name }, `Imported ${answered.length} answers from "${name}"`, { ...summary }),
    );
    return summary;
  });
  await analyzeTables(deps);
  return result;
}
