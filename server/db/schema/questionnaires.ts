import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns';

/**
 * Questionnaire requests (questionnaires §3, §4): a customer's security questionnaire, with its files,
 * questions, comments, and the organisation's prioritisation rules.
 * Status values and transitions live in shared/contracts/questionnaires.ts and are enforced by the service.
 */
export const questionnaireRequests = pgTable(
  'questionnaire_requests',
  {
    id: id(),
    organizationId: organizationId(),
    /** 1, 2, 3… per organisation; shown as REQ-0001. */
    reqNum: integer('req_num').notNull(),
    /** MANUAL (staff) or EXTERNAL_SITE (sent from the public Trust Center). */
    kind: text('kind').notNull().default('MANUAL'),
    status: text('status').notNull().default('OPEN'),
    customerId: uuid('customer_id'),
    /** NEW, RENEWAL or EXISTING. */
    customerType: text('customer_type').notNull().default('EXISTING'),
    /** DIRECT or PARTNER. */
    sourceRelationType: text('source_relation_type').notNull().default('DIRECT'),
    customerMrr: numeric('customer_mrr', { precision: 14, scale: 2 }),
    requestor: text('requestor').notNull().default(''),
    requestorEmail: text('requestor_email'),
    customerComments: text('customer_comments').notNull().default(''),
    gtmPocId: uuid('gtm_poc_id'),
    ownerId: uuid('owner_id'),
    dueDate: date('due_date'),
    /** MANUAL when a person chose the due date, RULE when a prioritisation rule's offset set it. */
    dueDateSource: text('due_date_source').notNull().default('MANUAL'),
    /** P1 (most urgent) … P4, from the first matching prioritisation rule. */
    priority: text('priority').notNull().default('P4'),
    priorityRuleId: uuid('priority_rule_id'),
    additionalInstructions: text('additional_instructions').notNull().default(''),
    /** EXTERNAL_SITE requests: who asked, from the public page (name, email, company). */
    externalContact: jsonb('external_contact').$type<Record<string, string>>(),
    createdById: uuid('created_by_id'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('questionnaire_requests_org_num_key').on(t.organizationId, t.reqNum),
    index('questionnaire_requests_org_status_idx').on(t.organizationId, t.status, t.priority, t.dueDate),
    index('questionnaire_requests_org_customer_idx').on(t.organizationId, t.customerId),
    index('questionnaire_requests_org_owner_idx').on(t.organizationId, t.ownerId),
  ],
);

export const questionnaireRequestProducts = pgTable(
  'questionnaire_request_products',
  {
    organizationId: organizationId(),
    requestId: uuid('request_id').notNull(),
    productId: uuid('product_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.requestId, t.productId] }),
    foreignKey({
      name: 'questionnaire_request_products_request_fk',
      columns: [t.organizationId, t.requestId],
      foreignColumns: [questionnaireRequests.organizationId, questionnaireRequests.id],
    }).onDelete('cascade'),
  ],
);

export const questionnaireRequestAssignees = pgTable(
  'questionnaire_request_assignees',
  {
    organizationId: organizationId(),
    requestId: uuid('request_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.requestId, t.userId] }),
    foreignKey({
      name: 'questionnaire_request_assignees_request_fk',
      columns: [t.organizationId, t.requestId],
      foreignColumns: [questionnaireRequests.organizationId, questionnaireRequests.id],
    }).onDelete('cascade'),
    index('questionnaire_request_assignees_user_idx').on(t.organizationId, t.userId),
  ],
);

/** How a sheet of the workbook maps to questions (the sheet-mapping step); columns are 1-based. */
export interface SheetMappingRow {
  sheet: string;
  selected: boolean;
  headerRow: number;
  questionColumn: number;
  idColumn: number | null;
  answerColumns: { column: number; kind: 'choice' | 'text' | 'x'; option?: string }[];
}

export const questionnaireRequestFiles = pgTable(
  'questionnaire_request_files',
  {
    id: id(),
    organizationId: organizationId(),
    requestId: uuid('request_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    /** xlsx, xls, docx, doc, pdf or csv. */
    format: text('format').notNull(),
    /** Review workflow: NOT_STARTED, IN_PROGRESS, IN_REVIEW, APPROVED, COMPLETE. */
    status: text('status').notNull().default('NOT_STARTED'),
    /** Intake: QUEUED, PARSING, NEEDS_MAPPING, EXTRACTING, PROCESSED, FAILED. */
    parseStatus: text('parse_status').notNull().default('QUEUED'),
    parseProgress: integer('parse_progress').notNull().default(0),
    /** What inspectQuestionnaire found: sheets, proposal, counts (drives the mapping step). */
    inspection: jsonb('inspection').$type<Record<string, unknown>>(),
    sheetMappings: jsonb('sheet_mappings').$type<SheetMappingRow[]>(),
    /** Every sheet or group of the file, in order; the selected ones carry questions. */
    allGroups: jsonb('all_groups').$type<string[]>().notNull().default([]),
    selectedGroups: jsonb('selected_groups').$type<string[]>().notNull().default([]),
    isReviewStarted: boolean('is_review_started').notNull().default(false),
    isReviewCompleted: boolean('is_review_completed').notNull().default(false),
    additionalInstructions: text('additional_instructions').notNull().default(''),
    /** AI drafting: NOT_STARTED, QUEUED, PROCESSING, COMPLETED, FAILED. */
    aiStatus: text('ai_status').notNull().default('NOT_STARTED'),
    aiProgress: integer('ai_progress').notNull().default(0),
    aiStartedAt: timestamp('ai_started_at', { withTimezone: true }),
    aiCompletedAt: timestamp('ai_completed_at', { withTimezone: true }),
    aiProcessorFailureReason: text('ai_processor_failure_reason'),
    selectedKbFiles: jsonb('selected_kb_files').$type<string[]>().notNull().default([]),
    /** Word conversion: null (not started), PROCESSING, COMPLETED. */
    fileConversionRequestStatus: text('file_conversion_request_status'),
    convertedFileKey: text('converted_file_key'),
    /** Where approved answers go that cannot land in their own cell: none, column, appendix (chosen by the user). */
    resultPlace: text('result_place'),
    /** When someone first looked at what the result download will write (the first download needs it). */
    resultPreviewedAt: timestamp('result_previewed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: uuid('completed_by_id'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({
      name: 'questionnaire_request_files_request_fk',
      columns: [t.organizationId, t.requestId],
      foreignColumns: [questionnaireRequests.organizationId, questionnaireRequests.id],
    }).onDelete('cascade'),
    index('questionnaire_request_files_org_request_idx').on(t.organizationId, t.requestId, t.createdAt),
  ],
);

/** Where an answer goes in the customer's file: a cell, or one of several 'x' columns. */
export interface AnswerCellRef {
  sheet: string;
  row: number;
  column: number;
  kind: 'choice' | 'text' | 'x';
  option?: string;
  address: string;
}

export interface QuestionSource {
  name: string;
  url?: string | null;
  created_at?: string | null;
  [key: string]: unknown;
}

/** NEW: not in the customer's last questionnaire; REWORDED: the same question (id) asked differently;
 *  EVIDENCE_CHANGED: the same question, but a document its answer quoted changed since it was sent;
 *  UNCHANGED: the same question, prefilled with the answer the customer received. */
export type DeltaStatus = 'NEW' | 'REWORDED' | 'EVIDENCE_CHANGED' | 'UNCHANGED';
export interface QuestionDelta {
  status: DeltaStatus;
  customer: string;
  /** when the earlier file was approved or completed (what the customer received), ISO date */
  sentAt: string;
  previous: { requestId: string; fileId: string; questionId: string; question: string; answerChoice: string | null; answerText: string } | null;
}

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: id(),
    organizationId: organizationId(),
    requestId: uuid('request_id').notNull(),
    fileId: uuid('file_id').notNull(),
    sequenceNum: integer('sequence_num').notNull(),
    /** The sheet name, or 'Word File' / 'Questions' for Word, PDF and CSV files. */
    groupName: text('group_name').notNull(),
    /** 1-based row in the sheet (or paragraph / table index for Word); null for questions added by hand. */
    rowNumber: integer('row_number'),
    /** Identifier found next to the question (A&A-01.1, DOCU-01…). */
    externalRef: text('external_ref'),
    /** The section heading the question sits under, when the file has one. */
    section: text('section'),
    /** Where each answer is written back. */
    answerCells: jsonb('answer_cells').$type<AnswerCellRef[]>().notNull().default([]),
    question: text('question').notNull(),
    /** Values of the answer cell's validation list (Yes / No / N/A …). */
    answerOptions: jsonb('answer_options').$type<string[]>().notNull().default([]),
    answerChoice: text('answer_choice'),
    answerText: text('answer_text').notNull().default(''),
    /** DRAFT or APPROVED. */
    status: text('status').notNull().default('DRAFT'),
    /** SME_PENDING or SME_DONE, while assigned to an SME. */
    smeStatus: text('sme_status'),
    dueDate: date('due_date'),
    assigneeId: uuid('assignee_id'),
    answeredById: uuid('answered_by_id'),
    approvedById: uuid('approved_by_id'),
    approvedBySme: boolean('approved_by_sme').notNull().default(false),
    source: jsonb('source').$type<QuestionSource[]>().notNull().default([]),
    /** The engine's measured score, 0–1, and its reading of it: high, medium or low. */
    confidence: real('confidence'),
    confidenceLevel: text('confidence_level'),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    /** The current answer is the AI's, untouched by a person. */
    aiAnswered: boolean('ai_answered').notNull().default(false),
    wasAnsweredByAiOnce: boolean('was_answered_by_ai_once').notNull().default(false),
    aiRegenerationCount: integer('ai_regeneration_count').notNull().default(0),
    /** LIKE or DISLIKE. */
    aiQnaFeedbackAction: text('ai_qna_feedback_action'),
    isCustom: boolean('is_custom').notNull().default(false),
    /** The same customer's earlier questionnaire: how this question compares with what they were sent
     *  last time (account-aware delta); null when the customer sent nothing like it before. */
    delta: jsonb('delta').$type<QuestionDelta>(),
    /** A fact the draft cites changed since it was drafted (issue 13): the draft needs review. */
    staleAt: timestamp('stale_at', { withTimezone: true }),
    staleReason: text('stale_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({
      name: 'questionnaire_questions_request_fk',
      columns: [t.organizationId, t.requestId],
      foreignColumns: [questionnaireRequests.organizationId, questionnaireRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'questionnaire_questions_file_fk',
      columns: [t.organizationId, t.fileId],
      foreignColumns: [questionnaireRequestFiles.organizationId, questionnaireRequestFiles.id],
    }).onDelete('cascade'),
    uniqueIndex('questionnaire_questions_org_file_seq_key').on(t.organizationId, t.fileId, t.sequenceNum),
    index('questionnaire_questions_org_file_group_idx').on(t.organizationId, t.fileId, t.groupName, t.sequenceNum),
    index('questionnaire_questions_org_assignee_idx').on(t.organizationId, t.assigneeId, t.status),
    index('questionnaire_questions_org_request_idx').on(t.organizationId, t.requestId),
    index('questionnaire_questions_question_trgm_idx').using('gin', sql`${t.question} gin_trgm_ops`),
  ],
);

/** Comments on a request, or on one of its files (optionally about one question). */
export const questionnaireComments = pgTable(
  'questionnaire_comments',
  {
    id: id(),
    organizationId: organizationId(),
    requestId: uuid('request_id').notNull(),
    fileId: uuid('file_id'),
    questionId: uuid('question_id'),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull().default(''),
    commentText: text('comment_text').notNull(),
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({
      name: 'questionnaire_comments_request_fk',
      columns: [t.organizationId, t.requestId],
      foreignColumns: [questionnaireRequests.organizationId, questionnaireRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'questionnaire_comments_file_fk',
      columns: [t.organizationId, t.fileId],
      foreignColumns: [questionnaireRequestFiles.organizationId, questionnaireRequestFiles.id],
    }).onDelete('cascade'),
    // ON DELETE SET NULL (question_id) only: the migration keeps organization_id (PostgreSQL 15 column list).
    foreignKey({
      name: 'questionnaire_comments_question_fk',
      columns: [t.organizationId, t.questionId],
      foreignColumns: [questionnaireQuestions.organizationId, questionnaireQuestions.id],
    }).onDelete('set null'),
    index('questionnaire_comments_org_request_idx').on(t.organizationId, t.requestId, t.createdAt),
    index('questionnaire_comments_org_file_idx').on(t.organizationId, t.fileId, t.createdAt),
    index('questionnaire_comments_org_question_idx').on(t.organizationId, t.questionId),
  ],
);

/** One condition of a prioritisation rule; all conditions of a rule must hold. */
export interface PriorityCondition {
  field: string;
  op: string;
  value: unknown;
}

/** Ordered prioritisation rules (portal §2 Settings → Questionnaires): the first match sets the priority. */
export const questionnairePriorityRules = pgTable(
  'questionnaire_priority_rules',
  {
    id: id(),
    organizationId: organizationId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    conditions: jsonb('conditions').$type<PriorityCondition[]>().notNull().default([]),
    priority: text('priority').notNull(),
    dueDateOffsetDays: integer('due_date_offset_days'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('questionnaire_priority_rules_org_pos_idx').on(t.organizationId, t.position)],
);

/** Per-organisation questionnaire settings (one row; absent means defaults). */
export const questionnaireSettings = pgTable('questionnaire_settings', {
  organizationId: uuid('organization_id').primaryKey(),
  defaultPriority: text('default_priority').notNull().default('P4'),
  /** Library answers not reviewed for this many months lose confidence in drafting (issue 13). */
  answerReviewMonths: integer('answer_review_months').notNull().default(12),
  updatedAt: updatedAt(),
});
