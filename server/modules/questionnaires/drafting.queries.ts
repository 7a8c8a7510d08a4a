import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rows, type Tx } from '@server/db/client';
import { questionnaireQuestions, questionnaireRequestFiles, questionnaireRequestProducts } from '@server/db/schema/index';

type FilePatch = Partial<typeof questionnaireRequestFiles.$inferInsert>;
type QuestionPatch = Partial<typeof questionnaireQuestions.$inferInsert>;

const fileWhere = (org: string, fileId: string) => and(eq(questionnaireRequestFiles.organizationId, org), eq(questionnaireRequestFiles.id, fileId));
const questionWhere = (org: string, id: string) => and(eq(questionnaireQuestions.organizationId, org), eq(questionnaireQuestions.id, id));

/** Knowledge-hub documents ready to quote (none while the knowledge hub is not installed). */
export async function countReadyDocuments(tx: Tx, org: string): Promise<number> {
  const [exists] = await rows<{ ok: boolean }>(tx, sql`select to_regclass('public.kb_documents') is not null as ok`);
  if (!exists?.ok) return 0;
  const [n] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from kb_documents where organization_id = ${org} and is_current and status = 'READY'`,
  );
  return n?.n ?? 0;
}

/** Questions a Start (or a Retry: only those still without an answer) would draft. */
export async function countQuestionsToDraft(tx: Tx, org: string, fileId: string, retry: boolean): Promise<number> {
  const [todo] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from questionnaire_questions
        where organization_id = ${org} and file_id = ${fileId} and status <> 'APPROVED'
          and ${retry ? sql`(answer_text = '' and answer_choice is null)` : sql`(ai_answered or (answer_text = '' and answer_choice is null))`}`,
  );
  return todo?.n ?? 0;
}

export async function updateDraftingFile(tx: Tx, org: string, fileId: string, patch: FilePatch): Promise<void> {
  await tx
    .update(questionnaireRequestFiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(fileWhere(org, fileId));
}

export async function loadDraftingFile(tx: Tx, org: string, fileId: string) {
  const [file] = await tx.select().from(questionnaireRequestFiles).where(fileWhere(org, fileId));
  return file ?? null;
}

/** Ids of the questions this run still has to draft, in file order (a resumed run skips what it already did). */
export async function questionIdsToDraft(tx: Tx, org: string, fileId: string, retry: boolean, startedAt: Date): Promise<string[]> {
  const todo = await tx
    .select({ id: questionnaireQuestions.id })
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.organizationId, org),
        eq(questionnaireQuestions.fileId, fileId),
        sql`${questionnaireQuestions.status} <> 'APPROVED'`,
        retry
          ? sql`(${questionnaireQuestions.answerText} = '' and ${questionnaireQuestions.answerChoice} is null)`
          : sql`((${questionnaireQuestions.aiAnswered} and ${questionnaireQuestions.updatedAt} < ${startedAt}) or (${questionnaireQuestions.answerText} = '' and ${questionnaireQuestions.answerChoice} is null))`,
      ),
    )
    .orderBy(asc(questionnaireQuestions.sequenceNum));
  return todo.map((t) => t.id);
}

export function questionsByIds(tx: Tx, org: string, ids: string[]) {
  return tx
    .select()
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.organizationId, org), inArray(questionnaireQuestions.id, ids)))
    .orderBy(asc(questionnaireQuestions.sequenceNum));
}

/** The question before another one in its file, as it stands now. */
export interface PreviousQuestion {
  question: string;
  answerChoice: string | null;
  answered: boolean;
  flagged: boolean;
  /** A person approved its answer: whatever an earlier draft flagged, it stands. */
  approved: boolean;
}

/** Where a question sits: the heading of its section, and the question before it on its sheet. */
export interface QuestionPlace {
  section: string | null;
  previous: PreviousQuestion | null;
}

/**
 * For each question, its section and the question before it on its sheet (or in its document), whatever that
 * one's status: a question that refers to "the policy above", or does not name its subject, is read with
 * them, in a batch, after an approved question, or alone.
 */
export async function questionPlaces(tx: Tx, org: string, ids: string[]): Promise<Map<string, QuestionPlace>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{
    id: string;
    section: string | null;
    question: string | null;
    answerChoice: string | null;
    answered: boolean | null;
    flagged: boolean | null;
    approved: boolean | null;
  }>(
    tx,
    sql`select q.id, q.section, p.question, p.answer_choice as "answerChoice", (p.answer_choice is not null or p.answer_text <> '') as answered, p.flagged,
          p.status = 'APPROVED' as approved
        from questionnaire_questions q
        left join lateral (
          select b.question, b.answer_choice, b.answer_text, b.flagged, b.status from questionnaire_questions b
          where b.organization_id = q.organization_id and b.file_id = q.file_id and b.group_name = q.group_name
            and b.sequence_num < q.sequence_num
          order by b.sequence_num desc limit 1
        ) p on true
        where q.organization_id = ${org} and q.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(
    found.map((r) => [
      r.id,
      {
        section: r.section,
        previous:
          r.question === null
            ? null
            : {
                question: r.question,
                answerChoice: r.answerChoice,
                answered: Boolean(r.answered),
                flagged: Boolean(r.flagged),
                approved: Boolean(r.approved),
              },
      },
    ]),
  );
}

export async function saveDraft(tx: Tx, org: string, questionId: string, patch: QuestionPatch): Promise<void> {
  await tx
    .update(questionnaireQuestions)
    .set({ ...patch, updatedAt: new Date() })
    .where(questionWhere(org, questionId));
}

/** Drafting finished: the file moves to review unless a person already moved it further. */
export async function completeDrafting(tx: Tx, org: string, fileId: string): Promise<void> {
  await tx
    .update(questionnaireRequestFiles)
    .set({
      aiStatus: 'COMPLETED',
      aiProgress: 100,
      aiCompletedAt: new Date(),
      status: sql`case when ${questionnaireRequestFiles.status} in ('NOT_STARTED', 'IN_PROGRESS') then 'IN_REVIEW' else ${questionnaireRequestFiles.status} end`,
      updatedAt: new Date(),
    })
    .where(fileWhere(org, fileId));
}

export async function requestProductIds(tx: Tx, org: string, requestId: string): Promise<string[]> {
  const products = await tx
    .select({ id: questionnaireRequestProducts.productId })
    .from(questionnaireRequestProducts)
    .where(and(eq(questionnaireRequestProducts.organizationId, org), eq(questionnaireRequestProducts.requestId, requestId)));
  return products.map((p) => p.id);
}
