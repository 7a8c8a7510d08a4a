import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { questionnaireQuestions, questionnaireRequestFiles, type QuestionSource } from '../../db/schema/index';
import { draftAnswers } from '../answer-engine';
import { questionPlaces, requestProductIds } from './drafting.queries';

/** One question's draft again, on demand: refine the answer or follow the user's prompt (questionnaires §7 generate-ai-response). */
export interface RedraftOptions {
  refine?: string | null | undefined;
  userPrompt?: string | null | undefined;
  documentIds?: string[] | undefined;
}

type FileRow = typeof questionnaireRequestFiles.$inferSelect;
type QuestionRow = typeof questionnaireQuestions.$inferSelect;

export interface DraftResult {
  answerChoice: string | null;
  answerText: string;
  flagged: boolean;
  /** The engine's measured score (0–1) and its reading of it (high, medium, low). */
  confidence: number | null;
  confidenceLevel: string | null;
  reason: string | null;
  sources: QuestionSource[];
}

/** Drafts one batch of a file's questions with the answer engine, for the request's products and chosen documents. */
export async function draftBatch(
  tx: Tx,
  deps: AppDeps,
  file: FileRow,
  questions: Pick<QuestionRow, 'id' | 'question' | 'answerOptions'>[],
  opts: RedraftOptions = {},
): Promise<DraftResult[]> {
  if (questions.length === 0) return [];
  const productIds = await requestProductIds(tx, file.organizationId, file.requestId);
  const places = await questionPlaces(
    tx,
    file.organizationId,
    questions.map((q) => q.id),
  );
  const drafts = await draftAnswers(
    tx,
    { config: deps.config },
    questions.map((q) => ({
      question: q.question,
      section: places.get(q.id)?.section ?? null,
      previousQuestion: places.get(q.id)?.previous?.question ?? null,
      previousAnswer: places.get(q.id)?.previous ?? null,
      answerOptions: q.answerOptions.length ? q.answerOptions : null,
      productId: null,
      productIds,
      selectedDocumentIds: opts.documentIds?.length ? opts.documentIds : file.selectedKbFiles.length ? file.selectedKbFiles : null,
      refine: opts.refine ?? null,
      userPrompt: opts.userPrompt ?? null,
    })),
  );
  return drafts.map((d) => ({
    answerChoice: d.answerChoice ?? null,
    answerText: d.answerText ?? '',
    flagged: d.flagged,
    confidence: Number.isFinite(d.score) ? Math.max(0, Math.min(1, d.score)) : null,
    confidenceLevel: d.confidence,
    reason: d.reason || null,
    sources: d.sources.map((s) => ({ kind: s.kind, id: s.id, name: s.name, url: s.url, excerpt: s.excerpt, ...(s.origin ? { origin: s.origin } : {}) })),
  }));
}
