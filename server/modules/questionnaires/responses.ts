import { answerOriginSchema } from '@shared/contracts/answer-origin';
import { z } from 'zod';
import {
  aiStatuses,
  conversionStatuses,
  customerTypes,
  fileStatuses,
  parseStatuses,
  priorities,
  questionStatuses,
  questionnaireFileFormats,
  requestKinds,
  requestStatuses,
  resultPlaces,
  smeStatuses,
  sourceRelationTypes,
} from '@shared/contracts/questionnaires';
import { confidenceLevels, deltaLabels, feedbackActions } from '@shared/contracts/questions';

/** Response schemas of the questionnaire routes (the API document shows them); every field the console reads is listed. */

const named = z.object({ id: z.string(), name: z.string() });
const userRef = z.object({ id: z.string(), full_name: z.string(), team_name: z.string().optional() });
const groupCounts = z.object({ all: z.number(), approved: z.number(), answered: z.number(), unanswered: z.number(), ai_answered: z.number() });

// ---------- Requests and files ----------

export const requestFileSchema = z.object({
  id: z.string(),
  file: z.object({ name: z.string(), url: z.string(), size: z.number() }),
  format: z.enum(questionnaireFileFormats),
  status: z.enum(fileStatuses),
  status_for_sales: z.string(),
  status_for_sme: z.string(),
  parse_status: z.enum(parseStatuses),
  parse_progress: z.number(),
  is_review_started: z.boolean(),
  is_review_completed: z.boolean(),
  additional_instructions: z.string(),
  ai_status: z.enum(aiStatuses),
  ai_progress: z.number(),
  ai_completed_at: z.string().nullable(),
  ai_processor_failure_reason: z.string().nullable(),
  selected_kb_files: z.array(z.string()),
  file_conversion_request_status: z.enum(conversionStatuses).nullable(),
  converted_file_url: z.string().nullable(),
  request: z.object({ id: z.string(), req_num: z.number(), customer: named.nullable(), due_date: z.string().nullable(), status: z.enum(requestStatuses) }),
  groups: z.record(z.string(), z.object({ assignees: z.array(userRef), counts: groupCounts }).nullable()),
  owner: userRef.nullable(),
  question_count: z.number(),
  answered_count: z.number(),
  approved_count: z.number(),
  ai_answered_count: z.number(),
  progress_percentage: z.number(),
  created_at: z.string(),
  allowed_actions: z.object({
    can_change_status: z.boolean(),
    can_start_ai: z.boolean(),
    can_delete: z.boolean(),
    can_map: z.boolean(),
    can_download: z.boolean(),
  }),
});

/** After a file's status changes: the file, and where its request now stands. */
export const changedFileSchema = requestFileSchema.extend({ request_status: z.enum(requestStatuses) });

const requestListFields = {
  id: z.string(),
  req_num: z.number(),
  kind: z.enum(requestKinds),
  status: z.enum(requestStatuses),
  priority: z.enum(priorities),
  customer: named.nullable(),
  customer_type: z.enum(customerTypes),
  source_relation_type: z.enum(sourceRelationTypes),
  owner: userRef.nullable(),
  assignees: z.array(userRef),
  due_date: z.string().nullable(),
  progress_percentage: z.number(),
  file_count: z.number(),
  created_at: z.string(),
};

export const requestListSchema = z.object({ requests: z.array(z.object(requestListFields)) });

export const requestSchema = z.object({
  ...requestListFields,
  priority_rule: named.nullable(),
  customer_mrr: z.number().nullable(),
  products: z.array(named),
  requestor: z.string(),
  customer_comments: z.string(),
  gtm_poc: z.object({ id: z.string(), full_name: z.string(), team_name: z.string() }).nullable(),
  due_date_source: z.enum(['MANUAL', 'RULE']),
  additional_instructions: z.string(),
  external_contact: z.record(z.string(), z.string()).nullable(),
  question_count: z.number(),
  approved_count: z.number(),
  created_by: userRef.nullable(),
  updated_at: z.string(),
  allowed_actions: z.object({
    is_editable: z.boolean(),
    can_cancel: z.boolean(),
    can_change_status: z.boolean(),
    next_statuses: z.array(z.enum(requestStatuses)),
  }),
  files: z.array(requestFileSchema).optional(),
});

export const formOptionsSchema = z.object({
  customers: z.array(named),
  products: z.array(named),
  users: z.array(z.object({ id: z.string(), full_name: z.string(), team_name: z.string(), role: z.string(), role_slug: z.string() })),
});

export const commentSchema = z.object({
  id: z.string(),
  comment_text: z.string(),
  question: z.object({ id: z.string(), sequence_num: z.number(), question: z.string() }).nullable(),
  file: named.nullable(),
  author: userRef.nullable(),
  created_at: z.string(),
});
export const commentListSchema = z.object({ comments: z.array(commentSchema) });

// ---------- Prioritisation ----------

const conditionSchema = z.looseObject({ field: z.string(), op: z.string(), value: z.unknown() });
export const prioritizationSchema = z.object({
  default_priority: z.enum(priorities),
  rules: z.array(
    z.object({
      id: z.string(),
      position: z.number(),
      name: z.string(),
      is_active: z.boolean(),
      conditions: z.array(conditionSchema),
      priority: z.enum(priorities),
      due_date_offset_days: z.number().nullable(),
    }),
  ),
});
const previewItem = z.object({ id: z.string(), req_num: z.number(), customer: z.string().nullable(), current_priority: z.enum(priorities) });
export const prioritizationPreviewSchema = z.object({
  rules: z.array(z.object({ index: z.number(), name: z.string(), priority: z.enum(priorities), matches: z.array(previewItem) })),
  unmatched: z.array(previewItem),
  changes: z.number(),
});

// ---------- A file's intake and result ----------

const inspectionSheet = z.object({
  name: z.string(),
  hidden: z.boolean(),
  helper: z.boolean(),
  row_count: z.number(),
  column_count: z.number(),
  headers: z.array(z.object({ column: z.number(), text: z.string() })),
  mapping: z.object({
    selected: z.boolean(),
    header_row: z.number(),
    question_column: z.number(),
    id_column: z.number().nullable(),
    answer_columns: z.array(z.object({ column: z.number(), kind: z.enum(['choice', 'text', 'x']), option: z.string().optional() })),
  }),
  question_count: z.number(),
  confidence: z.number(),
});
export const inspectionSchema = z.object({
  file_id: z.string(),
  format: z.enum(questionnaireFileFormats),
  parse_status: z.enum(parseStatuses),
  failure_reason: z.string().nullable(),
  sheets: z.array(inspectionSheet),
  tables: z.array(inspectionSheet),
  warnings: z.array(z.string()),
});

export const mappingPreviewSchema = z.object({
  total: z.number(),
  sheets: z.array(
    z.object({
      sheet: z.string(),
      count: z.number(),
      questions: z.array(z.object({ row: z.number(), question: z.string(), answer_options: z.array(z.string()) })),
    }),
  ),
});

export const sheetDataSchema = z.object({
  sheet_name: z.string(),
  sheets: z.array(z.object({ name: z.string(), hidden: z.boolean(), selected: z.boolean() })),
  column_width: z.number(),
  columns: z.array(z.string()),
  rows: z.array(
    z.array(
      z.object({
        value: z.string(),
        className: z.string(),
        spanning_cell_id: z.string().nullable(),
        is_spanning_cell: z.boolean(),
        column_span: z.number(),
        row_span: z.number(),
      }),
    ),
  ),
  truncated: z.boolean(),
});

export const resultPreviewSchema = z.object({
  file_name: z.string(),
  total: z.number(),
  approved: z.number(),
  written: z.number(),
  unchanged: z.number(),
  not_written: z.array(
    z.object({
      question_id: z.string(),
      sequence_num: z.number(),
      question: z.string(),
      part: z.enum(['answer', 'explanation']),
      reason: z.string(),
      placed_elsewhere: z.boolean(),
    }),
  ),
  changes: z.array(
    z.object({
      question_id: z.string().nullable(),
      sequence_num: z.number().nullable(),
      sheet: z.string(),
      address: z.string(),
      before: z.string(),
      after: z.string(),
      place: z.enum(['answer', 'column', 'note', 'appendix']),
    }),
  ),
  place: z.enum(resultPlaces),
  place_saved: z.boolean(),
  previewed: z.boolean(),
  message: z.string(),
});

// ---------- Questions under review ----------

/** A library answer's origin, stored with the draft's sources (drafts from before issue 13 have no stale_reason). */
const questionSource = z.object({
  name: z.string(),
  url: z.string().nullable(),
  created_at: z.string().nullable(),
  kind: z.string().optional(),
  id: z.string().optional(),
  excerpt: z.string().optional(),
  origin: answerOriginSchema.optional(),
});
const deltaStatuses = Object.keys(deltaLabels) as [keyof typeof deltaLabels, ...(keyof typeof deltaLabels)[]];

export const questionSchema = z.object({
  id: z.string(),
  sequence_num: z.number(),
  question: z.string(),
  answer_text: z.string(),
  answer_choice: z.string().nullable(),
  status: z.enum(questionStatuses),
  due_date: z.string().nullable(),
  assignee: userRef.nullable(),
  answer_options: z.array(z.string()),
  available_options: z.array(z.string()),
  answered_by: userRef.nullable(),
  approved_by: userRef.nullable(),
  approved_by_sme: z.boolean(),
  source: z.array(questionSource),
  review_months: z.number(),
  was_answered_by_ai_once: z.boolean(),
  ai_answered: z.boolean(),
  sme_status: z.enum(smeStatuses).nullable(),
  has_comments: z.boolean(),
  comment_count: z.number(),
  ai_regeneration_count: z.number(),
  ai_qna_feedback_action: z.enum(feedbackActions).nullable(),
  confidence: z.number().nullable(),
  confidence_level: z.enum(confidenceLevels).nullable(),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  stale_reason: z.string().nullable(),
  group: z.string(),
  section: z.string().nullable(),
  external_ref: z.string().nullable(),
  is_custom: z.boolean(),
  previously: z
    .object({
      status: z.enum(deltaStatuses),
      origin: z.string(),
      previous_question: z.string().nullable(),
      previous_answer_choice: z.string().nullable(),
      previous_answer_text: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  allowed_actions: z.object({
    can_edit: z.boolean(),
    can_delete: z.boolean(),
    can_approve: z.boolean(),
    can_assign: z.boolean(),
    can_submit: z.boolean(),
    can_reassign_to_owner: z.boolean(),
    can_generate: z.boolean(),
  }),
});

const questionCounters = groupCounts.extend({
  groups: z.record(z.string(), groupCounts),
  assigned_to_me: z.number(),
  sme_pending: z.number(),
  compared_with_last_time: z.number(),
  changed_since_last_time: z.number(),
});
export const questionListSchema = z.object({ questions: z.array(questionSchema), counters: questionCounters, assignees: z.array(userRef) });

export const viewersSchema = z.object({
  viewers: z.array(z.object({ user_id: z.string(), full_name: z.string(), editing: z.boolean(), seen_at: z.string() })),
});

export const bulkResultSchema = z.object({ count: z.number(), message: z.string(), questions: z.array(z.string()), skipped: z.array(z.string()) });

export const countSchema = z.object({ count: z.number() });

export const generatedAnswerSchema = z.object({
  answer: z.string(),
  answer_choice: z.string().nullable(),
  source: z.array(questionSource),
  confidence: z.number().nullable(),
  confidence_level: z.enum(confidenceLevels).nullable(),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  ai_regeneration_count: z.number(),
  question: questionSchema.optional(),
});
