import { z } from 'zod';
import type { AnswerOrigin } from './answer-origin';
import { questionStatuses, smeStatuses, type GroupCounts, type UserRef } from './questionnaires';

/**
 * The questions of a questionnaire file under review (questionnaires §2.8, §3 Question, §4, §5, §6,
 * §7 Questions, §8, §9). Shared by the server routes and the console's review page.
 *
 * Every path is under /api/v1/questionnaire/request/{id}/request-file/{fileId}/ :
 *   GET    question/                              list (questionListQuery) → { data: { questions: QuestionView[], counters }, pagination }
 *   POST   question/                              create (createQuestionBody) → { data: QuestionView }
 *   PATCH  question/{qid}/                        edit (patchQuestionBody) → { data: QuestionView }
 *   DELETE question/{qid}/                        → 204
 *   DELETE question/bulk-delete/                  (bulkDeleteBody) → { data: BulkResult }
 *   POST   bulk-approve/                          (bulkApproveBody) → { data: BulkResult }
 *   POST   bulk-action/                           (bulkActionBody) → { data: BulkResult }
 *   GET    approve-high-confidence/               → { data: { count } } the drafts "Approve all high-confidence" would approve
 *   POST   approve-high-confidence/               (approveHighConfidenceBody: the count the person confirmed) → { data: BulkResult }
 *   POST   question/{qid}/feedback/               (feedbackBody) → { data: QuestionView }
 *   POST   question/{qid}/generate-ai-response/   (generateAiResponseBody) → { data: GeneratedAnswerView }
 *   POST   question/{qid}/submit-response/        SME 'Submit Response' (submitResponseBody) → { data: QuestionView }
 *   POST   question/{qid}/reassign-to-owner/      SME re-assigns back to the owner (reassignToOwnerBody) → { data: QuestionView }
 *
 * A PATCH with { sme_status: 'SME_DONE' } is the same as submit-response.
 */

export type QuestionStatus = (typeof questionStatuses)[number];
export type SmeStatus = (typeof smeStatuses)[number];
export const questionStatusLabels: Record<QuestionStatus, string> = { DRAFT: 'Draft', APPROVED: 'Approved' };
export const smeStatusLabels: Record<SmeStatus, string> = { SME_PENDING: 'Pending', SME_DONE: 'Submitted' };

export const feedbackActions = ['LIKE', 'DISLIKE'] as const;
export type FeedbackAction = (typeof feedbackActions)[number];
export const answerStates = ['answered', 'unanswered'] as const;
export type AnswerState = (typeof answerStates)[number];
export const customFilters = ['assigned_to_me', 'flagged', 'ai_answered', 'has_comments', 'changed_since_last_time'] as const;
export type CustomFilter = (typeof customFilters)[number];
export const confidenceLevels = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof confidenceLevels)[number];

/** Page sizes offered by the table (questionnaires §9: the user's choice). */
export const questionPageSizes = [10, 25, 50, 100] as const;
export const questionMaxPageLength = 500;

// ---------- Messages (questionnaires §2.8, §5, §8) ----------

export const questionMessages = {
  assigneeEmpty: 'Assignee cannot be empty',
  submitNeedsResponse: 'Please add a response to submit the question',
  addClearSearch: 'Please clear the search to add a question',
  addSaveFirst: 'Please save or delete the new question to add a new one',
  approveAllNoQuestions: 'Please add questions or clear search to approve',
  noHighConfidence: 'There are no high-confidence answers left to approve.',
  approveAllMissing: 'Some responses are missing. Continue anyway?',
  approveFileTooltip: 'You can take this action once all responses are approved',
  approveAllOnlyEmpty: (n: number) =>
    `${n === 1 ? 'The one response' : `The ${n} responses`} not yet approved ${n === 1 ? 'is' : 'are'} empty: write ${n === 1 ? 'it' : 'them'} first (N/A where a question does not apply), or delete the ${n === 1 ? 'question' : 'questions'}.`,
  emptyBlocksApproval: (n: number) =>
    `${n === 1 ? 'One response is' : `${n} responses are`} still empty. Write ${n === 1 ? 'it' : 'them'} (N/A where a question does not apply) or delete the ${n === 1 ? 'question' : 'questions'}: the file is approved once every response is approved and says something.`,
  quickCheckTitle: 'Just a quick check!',
  quickCheckText:
    'After you continue, responses can no longer be edited. You can restart the workflow or download the output to edit it manually. The approved answers are also kept in your answer library (marked “Approved in a review”) for future questionnaires.',
  feedbackThanks: 'Thanks for the feedback!',
  aiGenerated: 'AI Response generated successfully',
  allSetTitle: 'You’re All Set!',
  allSetText: 'All questions in this request have been reassigned to the owner. No further action is needed from your side.',
  backToDashboard: 'Back to Dashboard',
  greatWorkTitle: 'Great Work!',
  notSelectedSheet: 'This sheet was not selected for AI responses. To view it, create a new request and select this sheet.',
  // Server refusals (not worded by the spec).
  questionRequired: 'Please enter a question.',
  approvedLocked: 'This question is approved: it can no longer be changed.',
  changedMeanwhile: (who: string) =>
    `${who} changed this response while you were editing. Your text is kept: compare it with theirs, then save the one you want.`,
  approvedCannotDelete: 'Approved questions cannot be deleted.',
  approvedCannotReassign: 'Approved questions cannot be reassigned.',
  fileFrozen: 'This file is approved: its responses can no longer be edited.',
  requestClosed: 'This request is closed: its questions can no longer change.',
  assigneeNotAllowed: 'Choose an active admin, sales admin or subject-matter expert of your organisation.',
  alreadySubmitted: 'This response is already submitted.',
  notAssignedToYou: 'This question is not assigned to you.',
  noOwner: 'This request has no owner to re-assign the question to.',
  unknownGroup: 'This sheet is not part of the file.',
  noQuestionsSelected: 'Select at least one question.',
  responseSaved: 'Response saved',
  questionAdded: 'Question added',
  questionDeleted: 'Question deleted',
  responseSubmitted: 'Response submitted',
} as const;

export const approvedMessage = (n: number) => `${n} Question(s) approved successfully`;
export const assignedMessage = (n: number, name: string) => `${n} Question(s) assigned to ${name}`;
export const reassignedMessage = (n: number, name: string) => `${n} Question(s) re-assigned to ${name}`;
export const deletedMessage = (n: number) => `${n} Question(s) deleted successfully`;
export const statusChangedMessage = (n: number) => `${n} Question(s) updated successfully`;
export const completeMessage = (file: string, customer: string) => `${file} for ${customer} is now complete`;

// ---------- Query and bodies ----------

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const ids = z.array(z.uuid()).min(1, questionMessages.noQuestionsSelected).max(5000);

/** 'a,b' list of values, or one value. */
const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(400)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)));

export const questionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(questionMaxPageLength).default(25),
  /** 'YYYY-MM-DD,YYYY-MM-DD' (either side may be empty). */
  due_date_range: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?,(\d{4}-\d{2}-\d{2})?$/, 'Use a range as YYYY-MM-DD,YYYY-MM-DD.')
    .optional(),
  /** One or more user ids separated by commas; 'unassigned' for questions without an assignee. */
  assignee: z.string().max(2000).optional(),
  status: list(questionStatuses).optional(),
  /** The sheet or group name (tab). */
  group: z.string().max(300).optional(),
  custom_filter: z.enum(customFilters).optional(),
  search: z.string().max(200).optional(),
  sme_status: list(smeStatuses).optional(),
  answer_state: z.enum(answerStates).optional(),
  confidence_level: list(confidenceLevels).optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuery>;

export const createQuestionBody = z.object({
  group: z.string().trim().min(1).max(300),
  question: z.string().trim().min(1, questionMessages.questionRequired).max(5000),
  answer_options: z.array(z.string().trim().min(1).max(200)).max(50).optional(),
});
export type CreateQuestionBody = z.input<typeof createQuestionBody>;

/**
 * Only the fields sent change. `assignee: null` or '' is refused with 'Assignee cannot be empty'.
 * `sme_status: 'SME_DONE'` by the assigned SME submits the response.
 */
export const patchQuestionBody = z
  .object({
    answer_text: z.string().max(20000),
    answer_choice: z.string().trim().max(200).nullable(),
    question: z.string().trim().min(1, questionMessages.questionRequired).max(5000),
    status: z.enum(questionStatuses),
    assignee: z.union([z.uuid(), z.literal(''), z.null()]),
    due_date: isoDate.nullable(),
    sme_status: z.enum(smeStatuses),
    /** The response the editor started from: a save is refused when someone else changed it since. */
    base: z.object({ answer_text: z.string().max(20000), answer_choice: z.string().max(200).nullable() }),
  })
  .partial();
export type PatchQuestionBody = z.input<typeof patchQuestionBody>;

export const bulkDeleteBody = z.object({ questions: ids });
export type BulkDeleteBody = z.input<typeof bulkDeleteBody>;

/** Approves every answered-or-not, not yet approved question of the file (or of one group) the caller sees. */
/** "Approve all high-confidence answers (N)": N as the confirmation stated it; a different count now is refused. */
export const approveHighConfidenceBody = z.object({ expected: z.number().int().min(1) });
export const highConfidenceChanged = (n: number) => `The number of high-confidence answers changed to ${n}; check them again before approving.`;

export const bulkApproveBody = z.object({ group_name: z.string().trim().max(300).optional() });
export type BulkApproveBody = z.input<typeof bulkApproveBody>;

/** Exactly one of assignee, status or sme_status. */
export const bulkActionBody = z
  .object({
    questions: ids,
    assignee: z.union([z.uuid(), z.literal(''), z.null()]).optional(),
    status: z.enum(questionStatuses).optional(),
    sme_status: z.enum(smeStatuses).optional(),
  })
  .refine((b) => [b.assignee !== undefined, b.status !== undefined, b.sme_status !== undefined].filter(Boolean).length === 1, {
    message: 'Choose one action: assignee, status or sme_status.',
    path: ['assignee'],
  });
export type BulkActionBody = z.input<typeof bulkActionBody>;

/** null clears the mark. */
export const feedbackBody = z.object({ feedback_action: z.enum(feedbackActions).nullable() });
export type FeedbackBody = z.input<typeof feedbackBody>;

export const generateAiResponseBody = z.object({
  selected_kb_files: z.array(z.uuid()).max(500).optional(),
  /** How to rewrite the current answer: 'shorter', 'longer', 'formal', 'simpler' or free words. */
  refine: z.string().trim().max(200).nullable().optional(),
  user_prompt: z.string().trim().max(2000).nullable().optional(),
  /** A knowledge-hub document to answer from, in addition to the file's selection. */
  additional_file_id: z.uuid().nullable().optional(),
  /** false: return the draft without saving it (default true: the question takes the new answer). */
  save: z.boolean().optional(),
});
export type GenerateAiResponseBody = z.input<typeof generateAiResponseBody>;

/** The SME's 'Submit Response': the current response unless new values are sent. */
export const submitResponseBody = z.object({
  answer_text: z.string().max(20000).optional(),
  answer_choice: z.string().trim().max(200).nullable().optional(),
});
export type SubmitResponseBody = z.input<typeof submitResponseBody>;

export const reassignToOwnerBody = z.object({ comment: z.string().trim().max(5000).optional() });
export type ReassignToOwnerBody = z.input<typeof reassignToOwnerBody>;

// ---------- Responses ----------

export interface QuestionSourceView {
  name: string;
  url: string | null;
  created_at: string | null;
  kind?: string;
  id?: string;
  excerpt?: string;
  /** A library answer's origin and age (imported, approved in bulk or by a person, reviewed when). */
  origin?: AnswerOrigin;
}

export const deltaLabels = {
  NEW: 'New since last time',
  REWORDED: 'Reworded since last time',
  EVIDENCE_CHANGED: 'Evidence changed since',
  UNCHANGED: 'Unchanged',
} as const;
export interface PreviouslyView {
  status: keyof typeof deltaLabels;
  /** 'Previously sent to Northwind Health on 12 Mar 2026' */
  origin: string;
  previous_question: string | null;
  previous_answer_choice: string | null;
  previous_answer_text: string | null;
}

export interface QuestionView {
  id: string;
  sequence_num: number;
  question: string;
  answer_text: string;
  answer_choice: string | null;
  status: QuestionStatus;
  due_date: string | null;
  assignee: UserRef | null;
  /** Values of the answer cell's list (Yes / No / N/A …); empty for free text. */
  answer_options: string[];
  /** The choices the response select offers (answer_options, or Yes / No / N/A for a yes/no question). */
  available_options: string[];
  answered_by: UserRef | null;
  approved_by: UserRef | null;
  approved_by_sme: boolean;
  source: QuestionSourceView[];
  /** The organisation's answer review period in months: a library source not reviewed for this long is past it. */
  review_months: number;
  was_answered_by_ai_once: boolean;
  /** The current answer is the AI's, untouched by a person. */
  ai_answered: boolean;
  sme_status: SmeStatus | null;
  has_comments: boolean;
  comment_count: number;
  ai_regeneration_count: number;
  ai_qna_feedback_action: FeedbackAction | null;
  // Engine and file fields.
  confidence: number | null;
  confidence_level: ConfidenceLevel | null;
  flagged: boolean;
  flag_reason: string | null;
  /** A fact the draft cites changed since it was drafted (a document replaced, a certification expired…): review it. */
  stale_reason: string | null;
  group: string;
  section: string | null;
  external_ref: string | null;
  is_custom: boolean;
  /** The same customer's last questionnaire (account-aware delta); null when there was none like it. */
  previously: PreviouslyView | null;
  created_at: string;
  updated_at: string;
  allowed_actions: {
    can_edit: boolean;
    can_delete: boolean;
    can_approve: boolean;
    can_assign: boolean;
    can_submit: boolean;
    can_reassign_to_owner: boolean;
    can_generate: boolean;
  };
}

/** Counters of the list (questionnaires §2.8 toolbar), for the current group (or the whole file) and what the caller sees. */
export interface QuestionCounters extends GroupCounts {
  /** The same counts per group. */
  groups: Record<string, GroupCounts>;
  /** Of the questions the caller sees, those assigned to them. */
  assigned_to_me: number;
  /** For an SME: questions still assigned to them (0 → 'You're All Set!'). */
  sme_pending: number;
  /** Questions compared with the same customer's last questionnaire (0: not a renewal), and of those,
   *  the new, reworded and evidence-changed ones ('Changed since last time'). */
  compared_with_last_time: number;
  changed_since_last_time: number;
}

export interface QuestionListData {
  questions: QuestionView[];
  counters: QuestionCounters;
  /** Assignees of the file's questions, for the toolbar avatars. */
  assignees: UserRef[];
}

/** The list's pagination also carries the counters (the same as data.counters). */
export interface QuestionListPagination extends QuestionCounters {
  page: number;
  length: number;
  total_count: number;
  total_pages: number;
}

export interface BulkResult {
  /** How many questions changed. */
  count: number;
  /** The success toast of §8 ('N Question(s) approved successfully' …). */
  message: string;
  /** Ids of the questions that changed. */
  questions: string[];
  /** Ids skipped (approved, not visible…), with nothing changed. */
  skipped: string[];
}

export interface GeneratedAnswerView {
  answer: string;
  answer_choice: string | null;
  source: QuestionSourceView[];
  confidence: number | null;
  confidence_level: ConfidenceLevel | null;
  flagged: boolean;
  flag_reason: string | null;
  ai_regeneration_count: number;
  /** The saved question (absent when save was false). */
  question?: QuestionView;
}

/** The link an assignment e-mail carries (console route). */
export const assignedQuestionsPath = (requestId: string, fileId: string) => `/questionnaires/${requestId}/review/${fileId}?assigned_to_me=1`;
