import { answerOriginSchema } from '@shared/contracts/answer-origin';
import { z } from 'zod';
import { documentFormats, documentStatuses, librarySources } from '@shared/contracts/knowledge-hub';

/** Response schemas of the knowledge hub's routes (the API document shows them); every field the console reads is listed. */

const personRef = z.object({ id: z.string(), full_name: z.string() });
const productRef = z.object({ id: z.string(), name: z.string() });

export const documentSchema = z.object({
  id: z.string(),
  name: z.string(),
  file: z.object({ name: z.string(), url: z.string(), content_type: z.string(), size: z.number() }),
  format: z.enum(documentFormats),
  owner: personRef.nullable(),
  all_products: z.boolean(),
  products: z.array(productRef),
  review_date: z.string().nullable(),
  review_due: z.boolean(),
  series_id: z.string(),
  version: z.number(),
  is_current: z.boolean(),
  replaced_by: z.string().nullable(),
  status: z.enum(documentStatuses),
  parse_error: z.string().nullable(),
  passage_count: z.number(),
  created_by: personRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  versions: z
    .array(
      z.object({
        id: z.string(),
        version: z.number(),
        is_current: z.boolean(),
        file_name: z.string(),
        created_at: z.string(),
        status: z.enum(documentStatuses),
      }),
    )
    .optional(),
});
export const documentListSchema = z.object({ documents: z.array(documentSchema) });

export const passageListSchema = z.object({
  passages: z.array(z.object({ id: z.string(), position: z.number(), heading: z.string(), page: z.number().nullable(), text: z.string() })),
});

export const reviewSettingsSchema = z.object({ answer_review_months: z.number() });

/** Where a library answer came from and how old it is (drafts stored before issue 13 have no stale_reason). */

const entryFields = {
  id: z.string(),
  question: z.string(),
  answer_choice: z.string().nullable(),
  answer_text: z.string().nullable(),
  all_products: z.boolean(),
  products: z.array(productRef),
  owner: personRef.nullable(),
  last_reviewed_at: z.string().nullable(),
  source: z.enum(librarySources),
  source_reference: z.string(),
  external_ref: z.string().nullable(),
  section: z.string().nullable(),
  group_id: z.string(),
  group_size: z.number(),
  has_conflict: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  origin: answerOriginSchema,
  past_review: z.boolean(),
  review_months: z.number(),
  stale_at: z.string().nullable(),
};
const entryOfList = z.object(entryFields);
/** A library answer; its detail also lists the other answers of its group. */
export const entrySchema = z.object({ ...entryFields, group: z.array(entryOfList).optional() });
export const entryListSchema = z.object({ entries: z.array(entryOfList) });

export const importResultSchema = z.object({
  source_reference: z.string(),
  imported: z.number(),
  unanswered: z.number(),
  grouped: z.number(),
  conflicts: z.number(),
});

export const conflictListSchema = z.object({
  conflicts: z.array(z.object({ group_id: z.string(), question: z.string(), entries: z.array(entryOfList) })),
});

export const searchResultsSchema = z.object({
  results: z.array(
    z.object({
      kind: z.enum(['library', 'document']),
      id: z.string(),
      title: z.string(),
      excerpt: z.string(),
      heading: z.string().nullable(),
      page: z.number().nullable(),
      document_id: z.string().nullable(),
      url: z.string(),
      score: z.number(),
    }),
  ),
});

const draftSource = z.object({
  kind: z.enum(['library', 'document']),
  id: z.string(),
  name: z.string(),
  url: z.string(),
  excerpt: z.string(),
  origin: answerOriginSchema.optional(),
});
export const draftSchema = z.object({
  answer_choice: z.string().nullable(),
  answer_text: z.string().nullable(),
  flagged: z.boolean(),
  confidence: z.enum(['high', 'medium', 'low']),
  score: z.number(),
  sources: z.array(draftSource),
  reason: z.string(),
  related: z.array(draftSource.extend({ answer_choice: z.string().nullable(), products: z.string() })),
});
