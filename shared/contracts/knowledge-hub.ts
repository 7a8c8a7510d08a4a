import { z } from 'zod';
import type { AnswerOrigin } from './answer-origin';
import { boolish } from './content-common';

/**
 * Knowledge hub (issue 7): documents the answer engine quotes, the answer library, search, and a draft
 * preview. Every call lives under /api/v1/knowledge-hub/ and needs a `knowledge_base:*` permission.
 *
 * | Call | Permission | Payload and response |
 * |---|---|---|
 * | GET documents/ | view | query page, length, sort_by, search, product, status, history (1 = every version). data.documents, pagination |
 * | POST documents/ | create | multipart: file + fields of `documentFields`. 201 data = Document (status PROCESSING until parsed) |
 * | GET documents/{id}/ | view | data = Document with `versions` |
 * | PATCH documents/{id}/ | edit | JSON `documentPatch`. data = Document |
 * | POST documents/{id}/replace/ | edit | multipart: file + fields of `documentReplaceFields` (name). 201 data = the new version; the old one's passages stop being used |
 * | DELETE documents/{id}/ | delete | deletes the document with all its versions. 204 |
 * | GET documents/{id}/download/ | view | the file |
 * | GET documents/{id}/passages/ | view | query page, length. data.passages, pagination |
 * | GET library/ | view | query page, length, sort_by, search, product, has_conflict (1/0), source, group, answered (1/0), past_review (1), stale (1). data.entries, pagination |
 * | POST library/ | create | JSON `libraryEntryInput`. 201 data = LibraryEntry |
 * | GET library/{id}/ | view | data = LibraryEntry with `group` (its near-duplicates) |
 * | PATCH library/{id}/ | edit | JSON `libraryEntryPatch` (reviewed: true marks it reviewed now). data = LibraryEntry |
 * | DELETE library/{id}/ | delete | 204 |
 * | POST library/import/ | create | multipart: file (an answered questionnaire: xlsx, docx, pdf, csv) + all_products / product_ids. data = ImportResult |
 * | GET library/conflicts/ | view | query page, length, product. data.conflicts (groups whose answers disagree), pagination |
 * | POST library/conflicts/{group_id}/resolve/ | edit | JSON { keep_id }: keeps that answer, removes the ones that disagree with it. data = LibraryEntry |
 * | GET search/ | view | query search, product, kind (library, document), length. data.results |
 * | POST draft/ | view | JSON `draftPreviewInput`. data = Draft (what the engine would answer, with its sources) |
 */

export const knowledgeHubMessages = {
  documentUploaded: 'Document uploaded. It is being read and will be used once ready.',
  documentUpdated: 'Document updated successfully',
  documentReplaced: 'New version uploaded. The previous version is no longer used for answers.',
  documentDeleted: 'Document deleted successfully',
  documentNotFound: 'This document does not exist or was deleted.',
  fileRequired: 'Please upload a file.',
  notCurrent: 'Only the current version of a document can be replaced or edited.',
  entryCreated: 'Answer added to the library',
  entryUpdated: 'Answer updated successfully',
  entryDeleted: 'Answer deleted successfully',
  entryNotFound: 'This answer does not exist or was deleted.',
  questionRequired: 'Please enter the question',
  answerRequired: 'Please enter an answer (a choice, a text or both)',
  productsRequired: 'Choose at least one product, or all products',
  unknownProduct: 'One of the chosen products does not exist.',
  unknownOwner: 'The chosen owner is not a user of this organisation.',
  noQuestionsFound: 'No answered questions were found in this file.',
  conflictResolved: 'Conflict resolved',
  notInConflict: 'This answer is not part of a conflict.',
} as const;

export const documentStatuses = ['PROCESSING', 'READY', 'FAILED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const documentFormats = ['pdf', 'docx', 'xlsx', 'markdown', 'text'] as const;
export const librarySources = ['import', 'approved', 'manual'] as const;
export type LibrarySource = (typeof librarySources)[number];

/** A list of product ids: a JSON array, or a comma-separated string (multipart forms). */
export const productIdList = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return JSON.parse(s);
      } catch {
        return v;
      }
    }
    return s ? s.split(',').map((x) => x.trim()) : [];
  },
  z.array(z.uuid('Unknown product')).max(200),
);

const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .nullable();

const scopeRefine = <T extends { all_products?: boolean | undefined; product_ids?: string[] | undefined }>(v: T) =>
  v.all_products !== false || (v.product_ids?.length ?? 0) > 0;

const documentUploadFields = z.object({
  name: z.string().trim().max(200, 'Keep the name under 200 characters').optional(),
  owner_id: z.uuid().nullable().optional(),
  all_products: boolish.optional(),
  product_ids: productIdList.optional(),
  review_date: dateOnly.optional(),
});

/** Upload fields (multipart, next to `file`). Without products the document is for all products. */
export const documentFields = documentUploadFields.refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

/** The console's upload form: the fields of `documentFields` as the form holds them (an empty name is the file's name). */
export const documentUploadForm = documentUploadFields
  .extend({
    name: documentUploadFields.shape.name.unwrap(),
    owner_id: documentUploadFields.shape.owner_id.unwrap(),
    all_products: z.boolean(),
    product_ids: z.array(z.uuid()).max(200),
    review_date: dateOnly,
  })
  .refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

/** Fields of a new version (multipart, next to `file`): without a name the document keeps its own. */
export const documentReplaceFields = documentUploadFields.pick({ name: true });

export const documentPatch = z
  .object({
    name: z.string().trim().min(1, 'Please enter the name').max(200, 'Keep the name under 200 characters'),
    owner_id: z.uuid().nullable(),
    all_products: z.boolean(),
    product_ids: z.array(z.uuid()).max(200),
    review_date: dateOnly,
  })
  .partial();

/** The console's document details form: the fields of `documentPatch` it shows, all present, and a product scope that names products. */
export const documentDetailsForm = documentPatch.required().refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

export const documentListQuery = {
  product: z.uuid().optional(),
  status: z.enum(documentStatuses).optional(),
  /** '1' lists every version, not only the current ones. */
  history: z.enum(['1', '0']).optional(),
};
export const documentSortFields = ['name', 'created_at', 'updated_at', 'review_date', 'version'] as const;

export interface PersonRef {
  id: string;
  full_name: string;
}
export interface ProductRef {
  id: string;
  name: string;
}

export interface KnowledgeDocument {
  id: string;
  name: string;
  file: { name: string; url: string; content_type: string; size: number };
  format: (typeof documentFormats)[number];
  owner: PersonRef | null;
  all_products: boolean;
  products: ProductRef[];
  review_date: string | null;
  /** The review date has passed. */
  review_due: boolean;
  series_id: string;
  version: number;
  is_current: boolean;
  replaced_by: string | null;
  status: DocumentStatus;
  parse_error: string | null;
  passage_count: number;
  created_by: PersonRef | null;
  created_at: string;
  updated_at: string;
  /** Every version of the document, newest first (detail only). */
  versions?: { id: string; version: number; is_current: boolean; file_name: string; created_at: string; status: DocumentStatus }[];
}

export interface KnowledgePassage {
  id: string;
  position: number;
  heading: string;
  page: number | null;
  text: string;
}

const answerChoice = z.string().trim().max(200).nullable();
const answerText = z.string().trim().max(20000).nullable();

const libraryEntryFields = z.object({
  question: z.string().trim().min(1, knowledgeHubMessages.questionRequired).max(5000),
  answer_choice: answerChoice.optional(),
  answer_text: answerText.optional(),
  all_products: z.boolean().default(true),
  product_ids: z.array(z.uuid()).max(200).default([]),
  owner_id: z.uuid().nullable().optional(),
});
const answerRefine = (v: { answer_choice?: string | null | undefined; answer_text?: string | null | undefined }) =>
  Boolean(v.answer_choice) || Boolean(v.answer_text);

export const libraryEntryInput = libraryEntryFields
  .refine(answerRefine, { message: knowledgeHubMessages.answerRequired, path: ['answer_text'] })
  .refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

export const libraryEntryPatch = z
  .object({
    question: z.string().trim().min(1, knowledgeHubMessages.questionRequired).max(5000),
    answer_choice: answerChoice,
    answer_text: answerText,
    all_products: z.boolean(),
    product_ids: z.array(z.uuid()).max(200),
    owner_id: z.uuid().nullable(),
    /** true: mark the answer reviewed now. */
    reviewed: z.boolean(),
  })
  .partial();

/**
 * The console's answer form: every field of `libraryEntryInput` as the form holds it (an empty answer text is
 * no text), and `reviewed` (editing only: mark it reviewed now). It is sent as a whole, to POST or PATCH.
 */
export const libraryEntryForm = libraryEntryFields
  .extend({
    answer_choice: answerChoice,
    answer_text: answerText.transform((v) => v || null),
    owner_id: z.uuid().nullable(),
    reviewed: z.boolean(),
  })
  .refine(answerRefine, { message: knowledgeHubMessages.answerRequired, path: ['answer_text'] })
  .refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

export const libraryListQuery = {
  product: z.uuid().optional(),
  has_conflict: z.enum(['1', '0']).optional(),
  source: z.enum(librarySources).optional(),
  group: z.uuid().optional(),
  /** '0' lists the questions still waiting for an answer (kept from imported questionnaires). */
  answered: z.enum(['1', '0']).optional(),
  /** '1': only answers last reviewed longer ago than the organisation's review period. */
  past_review: z.enum(['1']).optional(),
  /** '1': only answers marked stale because a fact they rest on changed ("Needs review"). */
  stale: z.enum(['1']).optional(),
};
export const librarySortFields = ['question', 'created_at', 'updated_at', 'last_reviewed_at'] as const;

const libraryImportScope = z.object({
  all_products: boolish.optional(),
  product_ids: productIdList.optional(),
  owner_id: z.uuid().nullable().optional(),
});

/** Import fields (multipart, next to `file`). */
export const libraryImportFields = libraryImportScope.refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

/** The console's import form: the fields of `libraryImportFields` as the form holds them. */
export const libraryImportForm = libraryImportScope
  .extend({ all_products: z.boolean(), product_ids: z.array(z.uuid()).max(200), owner_id: libraryImportScope.shape.owner_id.unwrap() })
  .refine(scopeRefine, { message: knowledgeHubMessages.productsRequired, path: ['product_ids'] });

export interface LibraryEntry {
  id: string;
  question: string;
  answer_choice: string | null;
  answer_text: string | null;
  all_products: boolean;
  products: ProductRef[];
  owner: PersonRef | null;
  last_reviewed_at: string | null;
  source: LibrarySource;
  source_reference: string;
  external_ref: string | null;
  section: string | null;
  group_id: string;
  /** How many entries share the group (near-duplicate questions). */
  group_size: number;
  has_conflict: boolean;
  created_at: string;
  updated_at: string;
  /** Where it came from, who approved it and how, when it was reviewed, why it is stale (issue 13). */
  origin: AnswerOrigin;
  /** Last reviewed longer ago than the organisation's review period. */
  past_review: boolean;
  /** The organisation's review period (months), for "past the 12-month review period". */
  review_months: number;
  stale_at: string | null;
  /** The other entries of its group (detail only). */
  group?: Omit<LibraryEntry, 'group'>[];
}

export interface ImportResult {
  source_reference: string;
  /** Answered questions added to the library. */
  imported: number;
  /** Questions of the file without an answer: kept in the library (filter answered=0) for a person to answer. */
  unanswered: number;
  /** Imported entries that joined a group of near-duplicates. */
  grouped: number;
  /** Groups whose answers now disagree. */
  conflicts: number;
}

export interface LibraryConflict {
  group_id: string;
  question: string;
  entries: LibraryEntry[];
}

export const resolveConflictBody = z.object({ keep_id: z.uuid() });

export const searchQuery = z.object({
  search: z.string().trim().min(1, 'Please enter something to search for').max(500),
  product: z.uuid().optional(),
  kind: z.enum(['library', 'document']).optional(),
  length: z.coerce.number().int().min(1).max(50).default(20),
});

export interface SearchResult {
  kind: 'library' | 'document';
  id: string;
  /** The library question, or the document name. */
  title: string;
  /** The answer, or the passage text. */
  excerpt: string;
  heading: string | null;
  page: number | null;
  document_id: string | null;
  url: string;
  score: number;
}

export const draftPreviewInput = z.object({
  question: z.string().trim().min(1, knowledgeHubMessages.questionRequired).max(5000),
  answer_options: z.array(z.string().max(200)).max(50).nullable().default(null),
  product_id: z.uuid().nullable().default(null),
  selected_kb_files: z.array(z.uuid()).max(500).nullable().default(null),
  refine: z.string().trim().max(200).nullable().optional(),
  user_prompt: z.string().trim().max(2000).nullable().optional(),
});
/** The console's Try a question form: the question, the answer format (the Yes / No / N/A options, or null for text only) and the product. */
export const draftPreviewForm = draftPreviewInput.pick({ question: true, answer_options: true, product_id: true });

export type Confidence = 'high' | 'medium' | 'low';

export interface DraftSourceView {
  kind: 'library' | 'document';
  id: string;
  name: string;
  url: string;
  excerpt: string;
  /** A library answer's origin and age. */
  origin?: AnswerOrigin;
}

export interface DraftView {
  answer_choice: string | null;
  answer_text: string | null;
  flagged: boolean;
  confidence: Confidence;
  score: number;
  sources: DraftSourceView[];
  reason: string;
  /** Near questions answered in the library for other products (for the reviewer; never used as evidence). */
  related: (DraftSourceView & { answer_choice: string | null; products: string })[];
}
