import { z } from 'zod';

/**
 * Questionnaire requests, their files and prioritisation rules (questionnaires §2.7, §3, §4, §7;
 * portal §2 Settings → Questionnaires). Shared by the server routes and the console.
 */

// ---------- Statuses and their transitions (questionnaires §4) ----------

export const requestStatuses = ['OPEN', 'IN_PROGRESS', 'IN_REVIEW', 'APPROVED', 'COMPLETE', 'SUBMITTED_TO_CUSTOMER', 'CANCELLED'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  IN_REVIEW: 'In review',
  APPROVED: 'Approved',
  COMPLETE: 'Complete',
  SUBMITTED_TO_CUSTOMER: 'Submitted to customer',
  CANCELLED: 'Cancelled',
};

/**
 * Which status may follow which. Most moves happen by themselves as files progress (AI started, review
 * started, files approved and completed); people cancel, complete, submit and reopen.
 */
export const requestTransitions: Record<RequestStatus, readonly RequestStatus[]> = {
  OPEN: ['IN_PROGRESS', 'IN_REVIEW', 'APPROVED', 'COMPLETE', 'CANCELLED'],
  IN_PROGRESS: ['OPEN', 'IN_REVIEW', 'APPROVED', 'COMPLETE', 'CANCELLED'],
  IN_REVIEW: ['OPEN', 'IN_PROGRESS', 'APPROVED', 'COMPLETE', 'CANCELLED'],
  APPROVED: ['IN_PROGRESS', 'IN_REVIEW', 'COMPLETE', 'CANCELLED'],
  COMPLETE: ['SUBMITTED_TO_CUSTOMER'],
  SUBMITTED_TO_CUSTOMER: [],
  CANCELLED: [],
};

/** Closed requests: no edits, no cancel (questionnaires §2.7). */
export const closedRequestStatuses: readonly RequestStatus[] = ['CANCELLED', 'COMPLETE', 'SUBMITTED_TO_CUSTOMER'];
export const isRequestClosed = (s: string) => (closedRequestStatuses as readonly string[]).includes(s);

/**
 * Statuses a person may ask for with change-status ('COMPLETED' is accepted as COMPLETE); the others
 * follow the files by themselves.
 */
export const requestStatusChangeValues = ['CANCELLED', 'COMPLETE', 'COMPLETED', 'SUBMITTED_TO_CUSTOMER'] as const;

export const requestKinds = ['MANUAL', 'EXTERNAL_SITE'] as const;
export type RequestKind = (typeof requestKinds)[number];

export const customerTypes = ['NEW', 'RENEWAL', 'EXISTING'] as const;
export type CustomerType = (typeof customerTypes)[number];
/** questionnaires §2.7: New Customer, Renewal, else Existing Customer. */
export const customerTypeLabel = (t: string | null | undefined) => (t === 'NEW' ? 'New Customer' : t === 'RENEWAL' ? 'Renewal' : 'Existing Customer');

export const sourceRelationTypes = ['DIRECT', 'PARTNER'] as const;
export type SourceRelationType = (typeof sourceRelationTypes)[number];

export const priorities = ['P1', 'P2', 'P3', 'P4'] as const;
export type Priority = (typeof priorities)[number];
export const priorityLabels: Record<Priority, string> = { P1: 'P1 · Urgent', P2: 'P2 · High', P3: 'P3 · Normal', P4: 'P4 · Low' };

export const fileStatuses = ['NOT_STARTED', 'IN_PROGRESS', 'IN_REVIEW', 'APPROVED', 'COMPLETE'] as const;
export type FileStatus = (typeof fileStatuses)[number];
export const fileTransitions: Record<FileStatus, readonly FileStatus[]> = {
  NOT_STARTED: ['IN_PROGRESS', 'IN_REVIEW', 'APPROVED'],
  IN_PROGRESS: ['IN_REVIEW', 'APPROVED'],
  IN_REVIEW: ['IN_PROGRESS', 'APPROVED'],
  APPROVED: ['IN_REVIEW', 'COMPLETE'],
  COMPLETE: ['IN_REVIEW'],
};

export const parseStatuses = ['QUEUED', 'PARSING', 'NEEDS_MAPPING', 'EXTRACTING', 'PROCESSED', 'FAILED'] as const;
export type ParseStatus = (typeof parseStatuses)[number];
export const aiStatuses = ['NOT_STARTED', 'QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type AiStatus = (typeof aiStatuses)[number];
export const conversionStatuses = ['PROCESSING', 'COMPLETED'] as const;

export const questionStatuses = ['DRAFT', 'APPROVED'] as const;
export const smeStatuses = ['SME_PENDING', 'SME_DONE'] as const;

/** Accepted questionnaire files (questionnaires §5: recognised by extension). */
export const questionnaireFileFormats = ['xlsx', 'xls', 'ods', 'docx', 'doc', 'odt', 'pdf', 'csv', 'md'] as const;
export type QuestionnaireFileFormat = (typeof questionnaireFileFormats)[number];
export const excelFormats: readonly string[] = ['xlsx', 'xls', 'ods'];
export const wordFormats: readonly string[] = ['docx', 'doc', 'odt'];
/** Formats read through a conversion: the answered file comes back in the modern format (.xlsx, .docx). */
export const convertedFormats: Readonly<Record<string, 'xlsx' | 'docx'>> = { xls: 'xlsx', ods: 'xlsx', doc: 'docx', odt: 'docx' };
export const questionnaireFileAccept = '.xlsx,.xls,.ods,.docx,.doc,.odt,.pdf,.csv,.md';
export const questionnaireFileMaxBytes = 25 * 1024 * 1024;
/** The group Word files' questions go into (questionnaires §2.8). */
export const WORD_GROUP = 'Word File';

/** The due date may not be in the past, and not more than this many years ahead (questionnaires §5, §9). */
export const dueDateMaxYears = 5;

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_DETAIL = 'You don’t have permission to view this page';
export const PAST_DUE_DATE_MESSAGE = 'The due date cannot be in the past.';
export const PRIORITIZATION_SAVE_FAILED = 'Failed to save questionnaire prioritization settings';
export const NO_FILES_MESSAGE = 'No files found for this request.';

export const reqNumLabel = (n: number) => `REQ-${String(n).padStart(4, '0')}`;

// ---------- Request bodies ----------

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const mrr = z.coerce.number().min(0, 'MRR cannot be negative.').max(1_000_000_000_000).nullable();

const requestFields = {
  customer: z.uuid('Please choose a customer.'),
  customer_type: z.enum(customerTypes),
  source_relation_type: z.enum(sourceRelationTypes),
  customer_mrr: mrr,
  products: z.array(z.uuid()).max(50),
  requestor: z.string().trim().max(200),
  customer_comments: z.string().trim().max(5000),
  gtm_poc: z.uuid().nullable(),
  owner: z.uuid().nullable(),
  assignees: z.array(z.uuid()).max(50),
  due_date: isoDate.nullable(),
  additional_instructions: z.string().trim().max(5000),
};

export const createRequestBody = z.object({
  ...requestFields,
  customer_type: requestFields.customer_type.default('EXISTING'),
  source_relation_type: requestFields.source_relation_type.default('DIRECT'),
  customer_mrr: requestFields.customer_mrr.optional(),
  products: requestFields.products.default([]),
  requestor: requestFields.requestor.default(''),
  customer_comments: requestFields.customer_comments.default(''),
  gtm_poc: requestFields.gtm_poc.optional(),
  owner: requestFields.owner.optional(),
  assignees: requestFields.assignees.default([]),
  due_date: requestFields.due_date.optional(),
  additional_instructions: requestFields.additional_instructions.default(''),
});
export type CreateRequestBody = z.input<typeof createRequestBody>;

/** Editing changes only the fields sent (no defaults: a missing field stays as it is). */
export const updateRequestBody = z.object(requestFields).partial();
export type UpdateRequestBody = z.input<typeof updateRequestBody>;

/** The date it is now where the person is, as YYYY-MM-DD. */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The console's request form ('New request', 'Edit Request Details'): every field of a request but the additional
 * instructions, sent as a whole. An empty MRR is none, and the due date may not be before the person's today.
 */
export const requestForm = z
  .object(requestFields)
  .omit({ additional_instructions: true })
  .extend({ customer_mrr: z.preprocess((v) => (v === '' ? null : v), requestFields.customer_mrr) })
  .refine((v) => !v.due_date || v.due_date >= localToday(), { message: PAST_DUE_DATE_MESSAGE, path: ['due_date'] });

export const changeRequestStatusBody = z.object({
  status: z.enum(requestStatusChangeValues),
  additional_instructions: z.string().trim().max(5000).optional(),
});

export const changeFileStatusBody = z.object({
  status: z.enum(['APPROVED', 'COMPLETE', 'COMPLETED', 'IN_REVIEW']),
  additional_instructions: z.string().trim().max(5000).optional(),
});

export const startAiBody = z.object({
  selected_kb_files: z.array(z.uuid()).max(500).optional(),
  additional_instructions: z.string().trim().max(5000).optional(),
});

export const requestListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(200).default(10),
  sort_by: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
  owner: z.string().max(100).optional(),
  assignee: z.string().max(100).optional(),
  customer: z.uuid().optional(),
  priority: z.string().max(40).optional(),
  due_date_from: isoDate.optional(),
  due_date_to: isoDate.optional(),
  /** overdue, this_week, next_30_days, none */
  due: z.enum(['overdue', 'this_week', 'next_30_days', 'none']).optional(),
});
export type RequestListQuery = z.input<typeof requestListQuery>;

export const commentBody = z.object({
  comment_text: z.string().trim().min(1, 'Please write a comment.').max(5000),
  question: z.uuid().nullable().optional(),
  /** Colleagues to notify, besides the ones named as '@Full Name' in the text. */
  mentions: z.array(z.uuid()).max(50).optional(),
});
export const commentListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(50).default(10),
  search: z.string().max(200).optional(),
});

/** An answer column: a choice list, free text, or one of several 'x' columns (Yes / No / N/A). Columns are 1-based. */
export const answerColumnInput = z.object({
  column: z.coerce.number().int().min(1).max(16384),
  kind: z.enum(['choice', 'text', 'x']),
  option: z.string().max(200).optional(),
});
export type AnswerColumnInput = z.infer<typeof answerColumnInput>;

/** One sheet of the sheet-mapping step. The header row is 1-based (0: no header). */
export const sheetMappingInput = z.object({
  sheet: z.string().min(1).max(200),
  question_column: z.coerce.number().int().min(1).max(16384),
  id_column: z.coerce.number().int().min(1).max(16384).nullable().default(null),
  answer_columns: z.array(answerColumnInput).max(30).default([]),
  header_row: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type SheetMappingInput = z.input<typeof sheetMappingInput>;
export const mappingBody = z.object({ sheets: z.array(sheetMappingInput).min(1, 'Select at least one sheet.').max(100) });

// ---------- Prioritisation rules ----------

export const priorityFields = ['customer_type', 'customer_mrr', 'products', 'due_date', 'source_relation_type'] as const;
export type PriorityField = (typeof priorityFields)[number];

export const priorityCondition = z.discriminatedUnion('field', [
  z.object({ field: z.literal('customer_type'), op: z.literal('in'), value: z.array(z.enum(customerTypes)).min(1) }),
  z.object({ field: z.literal('source_relation_type'), op: z.literal('in'), value: z.array(z.enum(sourceRelationTypes)).min(1) }),
  z.object({ field: z.literal('customer_mrr'), op: z.enum(['gte', 'lte']), value: z.coerce.number().min(0) }),
  z.object({ field: z.literal('products'), op: z.literal('any'), value: z.array(z.uuid()).min(1) }),
  /** The due date is within N days from today (or already past). */
  z.object({ field: z.literal('due_date'), op: z.literal('within_days'), value: z.coerce.number().int().min(0).max(3650) }),
]);
export type PriorityConditionInput = z.infer<typeof priorityCondition>;

export const priorityRuleInput = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Name the rule.').max(120),
  is_active: z.boolean().default(true),
  conditions: z.array(priorityCondition).max(10).default([]),
  priority: z.enum(priorities),
  due_date_offset_days: z.coerce.number().int().min(0).max(365).nullable().default(null),
});
export type PriorityRuleInput = z.input<typeof priorityRuleInput>;

export const prioritizationBody = z.object({
  default_priority: z.enum(priorities).default('P4'),
  rules: z.array(priorityRuleInput).max(50),
});
export type PrioritizationBody = z.input<typeof prioritizationBody>;

// ---------- Responses ----------

export interface UserRef {
  id: string;
  full_name: string;
  team_name?: string;
}

export interface QuestionnaireRequestView {
  id: string;
  req_num: number;
  kind: RequestKind;
  status: RequestStatus;
  priority: Priority;
  priority_rule: { id: string; name: string } | null;
  customer: { id: string; name: string } | null;
  customer_type: CustomerType;
  source_relation_type: SourceRelationType;
  customer_mrr: number | null;
  products: { id: string; name: string }[];
  requestor: string;
  customer_comments: string;
  gtm_poc: { id: string; full_name: string; team_name: string } | null;
  owner: UserRef | null;
  assignees: UserRef[];
  due_date: string | null;
  due_date_source: 'MANUAL' | 'RULE';
  additional_instructions: string;
  external_contact: Record<string, string> | null;
  progress_percentage: number;
  question_count: number;
  approved_count: number;
  file_count: number;
  created_by: UserRef | null;
  created_at: string;
  updated_at: string;
  allowed_actions: { is_editable: boolean; can_cancel: boolean; can_change_status: boolean; next_statuses: RequestStatus[] };
  files?: RequestFileView[];
}

export interface GroupCounts {
  all: number;
  approved: number;
  answered: number;
  unanswered: number;
  ai_answered: number;
}
export type FileGroups = Record<string, { assignees: UserRef[]; counts: GroupCounts } | null>;

export interface RequestFileView {
  id: string;
  file: { name: string; url: string; size: number };
  format: QuestionnaireFileFormat;
  status: FileStatus;
  status_for_sales: string;
  status_for_sme: string;
  parse_status: ParseStatus;
  parse_progress: number;
  is_review_started: boolean;
  is_review_completed: boolean;
  additional_instructions: string;
  ai_status: AiStatus;
  ai_progress: number;
  ai_completed_at: string | null;
  ai_processor_failure_reason: string | null;
  selected_kb_files: string[];
  file_conversion_request_status: 'PROCESSING' | 'COMPLETED' | null;
  converted_file_url: string | null;
  request: { id: string; req_num: number; customer: { id: string; name: string } | null; due_date: string | null; status: RequestStatus };
  groups: FileGroups;
  owner: UserRef | null;
  question_count: number;
  answered_count: number;
  approved_count: number;
  ai_answered_count: number;
  progress_percentage: number;
  created_at: string;
  allowed_actions: { can_change_status: boolean; can_start_ai: boolean; can_delete: boolean; can_map: boolean; can_download: boolean };
}

export interface RequestListItem {
  id: string;
  req_num: number;
  kind: RequestKind;
  status: RequestStatus;
  priority: Priority;
  customer: { id: string; name: string } | null;
  customer_type: CustomerType;
  source_relation_type: SourceRelationType;
  owner: UserRef | null;
  assignees: UserRef[];
  due_date: string | null;
  progress_percentage: number;
  file_count: number;
  created_at: string;
}

export interface CommentView {
  id: string;
  comment_text: string;
  question: { id: string; sequence_num: number; question: string } | null;
  file: { id: string; name: string } | null;
  author: UserRef | null;
  created_at: string;
}

/** A cell of the read-only sheet view (questionnaires §3 Excel sheet cell). */
export interface SheetCellView {
  value: string;
  className: string;
  spanning_cell_id: string | null;
  is_spanning_cell: boolean;
  column_span: number;
  row_span: number;
}
export interface SheetDataView {
  sheet_name: string;
  sheets: { name: string; hidden: boolean; selected: boolean }[];
  column_width: number;
  columns: string[];
  rows: SheetCellView[][];
  truncated: boolean;
}

/** The sheet-mapping step: what the file holds and the proposed mapping. */
export interface InspectionSheetView {
  name: string;
  hidden: boolean;
  /** Only serves the workbook (hidden copy of the questions, lists, scoring, instructions). */
  helper: boolean;
  row_count: number;
  column_count: number;
  headers: { column: number; text: string }[];
  /** The proposal (or, once confirmed, the mapping in use). */
  mapping: { selected: boolean; header_row: number; question_column: number; id_column: number | null; answer_columns: AnswerColumnInput[] };
  question_count: number;
  confidence: number;
}
export interface InspectionView {
  file_id: string;
  format: QuestionnaireFileFormat;
  parse_status: ParseStatus;
  failure_reason: string | null;
  sheets: InspectionSheetView[];
  /** Word: the document's tables ('Table 1'…), each with a proposed mapping, for the column-mapping
   *  step (the same step as an Excel file's sheets); empty for other formats. */
  tables: InspectionSheetView[];
  warnings: string[];
}
export interface MappingPreviewView {
  total: number;
  sheets: { sheet: string; count: number; questions: { row: number; question: string; answer_options: string[] }[] }[];
}

export interface PriorityRuleView {
  id: string;
  position: number;
  name: string;
  is_active: boolean;
  conditions: PriorityConditionInput[];
  priority: Priority;
  due_date_offset_days: number | null;
}
export interface PrioritizationView {
  default_priority: Priority;
  rules: PriorityRuleView[];
}
export interface PrioritizationPreview {
  rules: { index: number; name: string; priority: Priority; matches: { id: string; req_num: number; customer: string | null; current_priority: Priority }[] }[];
  unmatched: { id: string; req_num: number; customer: string | null; current_priority: Priority }[];
  changes: number;
}

export interface FormOptions {
  customers: { id: string; name: string }[];
  products: { id: string; name: string }[];
  users: { id: string; full_name: string; team_name: string; role: string; role_slug: string }[];
}

export interface KbDocumentOption {
  id: string;
  name: string;
  /** Which products the document covers. */
  detail?: string;
  /** The products it is scoped to; null when it covers all products. */
  productIds?: string[] | null;
}

/** Home dashboard section 'questionnaires'. */
export interface QuestionnaireDashboard {
  by_status: { status: RequestStatus; count: number }[];
  assigned_to_me: {
    id: string;
    req_num: number;
    customer: string | null;
    due_date: string | null;
    priority: Priority;
    status: RequestStatus;
    open_questions: number;
  }[];
  overdue: number;
}

/** Where approved answers go that cannot land in their own cell (the user chooses; kept per file):
 *  none, an added comment column (Word: a paragraph under the table), a note (Excel) / comment (Word) on the answer's cell,
 *  or an appendix sheet/section. */
export const resultPlaces = ['none', 'column', 'note', 'appendix'] as const;
export type ResultPlace = (typeof resultPlaces)[number];
export const resultQuery = z.object({
  place: z.enum(resultPlaces).optional(),
  /** the older name of the appendix choice (Word explanations at the end) */
  explanations: z.enum(['none', 'appendix']).optional(),
  /** download without having opened the preview (the user confirmed) */
  confirmed: z.enum(['0', '1']).optional(),
});
export const resultSettingsBody = z.object({ place: z.enum(resultPlaces), previewed: z.boolean().optional() });

/** One cell (sheet/cell, or table/row in Word) the result download changes. */
export interface ResultChangeView {
  question_id: string | null;
  sequence_num: number | null;
  sheet: string;
  address: string;
  before: string;
  after: string;
  place: 'answer' | 'column' | 'note' | 'appendix';
}

/** What the result download will hold, before it is downloaded: only approved answers are written. */
export interface ResultPreview {
  file_name: string;
  total: number;
  approved: number;
  /** approved answers that change the file */
  written: number;
  /** approved answers the file already says */
  unchanged: number;
  not_written: { question_id: string; sequence_num: number; question: string; part: 'answer' | 'explanation'; reason: string; placed_elsewhere: boolean }[];
  /** every cell the download changes, in file order */
  changes: ResultChangeView[];
  /** the place used for answers not written in place, and whether it was chosen and saved for this file */
  place: ResultPlace;
  place_saved: boolean;
  /** someone already looked at this preview: later downloads need no confirmation */
  previewed: boolean;
  message: string;
}

export function resultMessage(total: number, approved: number, notInPlace = 0): string {
  if (approved === 0)
    return `Only approved answers are written into the file, and none of the ${total} is approved yet: the file would come back as the customer sent it.`;
  const elsewhere = notInPlace > 0 ? ` ${notInPlace} of them cannot be written in their own cells (listed below).` : '';
  if (approved < total) return `Only approved answers are written into the file: ${approved} of ${total} questions have an approved answer.${elsewhere}`;
  return notInPlace > 0 ? `All ${total} questions have an approved answer.${elsewhere}` : `All ${total} approved answers are written into the file.`;
}
