import { sql } from 'drizzle-orm';
import { boolean, customType, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns';

/** A Postgres tsvector; always a generated column here, so the database keeps it in step with the text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Knowledge hub (issue 7): the documents the answer engine quotes, their passages, and the answer library.
 *
 * Product scope: `all_products` or the listed `product_ids`. Evidence for one product is not evidence for
 * another, so every query of the engine filters on it.
 */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    /** pdf, docx, xlsx, markdown or text. */
    format: text('format').notNull(),
    ownerId: uuid('owner_id'),
    allProducts: boolean('all_products').notNull().default(true),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    reviewDate: date('review_date'),
    /** Every version of one document shares a series; the newest is current, the others are kept for history. */
    seriesId: uuid('series_id').notNull(),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    replacedById: uuid('replaced_by_id'),
    /** PROCESSING (queued for parsing), READY or FAILED. */
    status: text('status').notNull().default('PROCESSING'),
    parseError: text('parse_error'),
    passageCount: integer('passage_count').notNull().default(0),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('kb_documents_org_current_idx').on(t.organizationId, t.isCurrent, t.name),
    index('kb_documents_org_series_idx').on(t.organizationId, t.seriesId, t.version),
  ],
);

/** A passage of a document: a few sentences under one heading, on one page. */
export const kbPassages = pgTable(
  'kb_passages',
  {
    id: id(),
    organizationId: organizationId(),
    documentId: uuid('document_id').notNull(),
    position: integer('position').notNull(),
    heading: text('heading').notNull().default(''),
    page: integer('page'),
    text: text('text').notNull(),
    /** The engine's normalised terms (security vocabulary folded, stemmed), space separated. */
    terms: text('terms').notNull().default(''),
    /** Full-text search for people (English stemming, heading weighted higher). */
    search: tsvector('search').generatedAlwaysAs(sql`setweight(to_tsvector('english', coalesce(heading, '')), 'A') || to_tsvector('english', text)`),
    /** The engine's retrieval vector over `terms`. */
    termVector: tsvector('term_vector').generatedAlwaysAs(sql`to_tsvector('simple', terms)`),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({
      name: 'kb_passages_document_fk',
      columns: [t.organizationId, t.documentId],
      foreignColumns: [kbDocuments.organizationId, kbDocuments.id],
    }).onDelete('cascade'),
    index('kb_passages_org_document_idx').on(t.organizationId, t.documentId, t.position),
    index('kb_passages_search_idx').using('gin', t.search),
    index('kb_passages_term_vector_idx').using('gin', t.termVector),
    index('kb_passages_text_trgm_idx').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

/** A question and its answer, reusable across questionnaires. */
export const kbLibraryEntries = pgTable(
  'kb_library_entries',
  {
    id: id(),
    organizationId: organizationId(),
    question: text('question').notNull(),
    /** Yes / No / N/A or the chosen option, when the question has one. */
    answerChoice: text('answer_choice'),
    answerText: text('answer_text'),
    allProducts: boolean('all_products').notNull().default(true),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ownerId: uuid('owner_id'),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
    /** import (an answered questionnaire), approved (a questionnaire review) or manual. */
    source: text('source').notNull().default('manual'),
    /** The file or request the entry came from. */
    sourceReference: text('source_reference').notNull().default(''),
    /** The question's identifier in its questionnaire (A&A-01.1, HLAA-03…). */
    externalRef: text('external_ref'),
    section: text('section'),
    /** Near-duplicate questions share a group (the id of its first entry). */
    groupId: uuid('group_id').notNull(),
    /** Set on every entry of a group whose answers disagree for a shared product. */
    hasConflict: boolean('has_conflict').notNull().default(false),
    /** The engine's normalised terms of the question and of the answer. */
    questionTerms: text('question_terms').notNull().default(''),
    answerTerms: text('answer_terms').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', question), 'A') || to_tsvector('english', coalesce(answer_choice, '') || ' ' || coalesce(answer_text, ''))`,
    ),
    termVector: tsvector('term_vector').generatedAlwaysAs(sql`setweight(to_tsvector('simple', question_terms), 'A') || to_tsvector('simple', answer_terms)`),
    /**
     * How an approved answer was approved (issue 13): 'ai_bulk' an AI draft approved unchanged in a bulk action,
     * 'ai_single' an AI draft approved unchanged on its own, 'person' edited or written by a person; null otherwise.
     */
    approvedHow: text('approved_how'),
    /** Who approved (or last reviewed) it, and their name as it was then. */
    reviewedById: uuid('reviewed_by_id'),
    reviewedByName: text('reviewed_by_name'),
    /** The sources the answer rests on (documents and library answers the approved draft cited). */
    citations: jsonb('citations').$type<{ kind: string; id: string; name: string }[]>().notNull().default([]),
    /** Set when a fact the answer rests on changed (a document replaced or deleted, a certification expired…). */
    staleAt: timestamp('stale_at', { withTimezone: true }),
    staleReason: text('stale_reason'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('kb_library_org_stale_idx').on(t.organizationId, t.staleAt),
    index('kb_library_org_group_idx').on(t.organizationId, t.groupId),
    index('kb_library_org_conflict_idx').on(t.organizationId, t.hasConflict),
    index('kb_library_org_source_idx').on(t.organizationId, t.source, t.createdAt),
    // The library's default order (most recently updated first): a page is read from the index, not sorted (issue 18).
    index('kb_library_org_updated_idx').on(t.organizationId, t.updatedAt.desc().nullsLast(), t.id),
    index('kb_library_search_idx').using('gin', t.search),
    index('kb_library_term_vector_idx').using('gin', t.termVector),
    index('kb_library_question_trgm_idx').using('gin', sql`${t.question} gin_trgm_ops`),
  ],
);

/**
 * Which analyzer made an organisation's stored terms (`kb_passages.terms`, `kb_library_entries.*_terms`): when
 * the engine's vocabulary or stemmer changes, terms made by the old one are made again
 * (knowledge-hub/terms-refresh.ts), so a new release's matching reaches knowledge stored before it.
 */
export const kbTermsState = pgTable(
  'kb_terms_state',
  {
    organizationId: organizationId(),
    analyzer: text('analyzer').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId] })],
);
