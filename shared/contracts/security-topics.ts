import { z } from 'zod';
import { boolish, createdBySchema } from './content-common';

/** Security topics (portal §3, §5, §9). */
export const topicMessages = {
  minimum: 'Minimum 2 security topics are required. Please add a new topic and try again.',
  limit: "You've reached the limit of 4 Records. Delete an existing Record to create a new one.",
  deleted: 'Topic deleted successfully',
  created: 'Topic created successfully',
  updated: 'Topic updated successfully',
  headingRequired: 'Please enter a heading',
  descriptionRequired: 'Please enter a description',
} as const;

export const topicSortFields = ['heading', 'modified_at', 'created_at', 'sequence'] as const;

const topicShape = {
  heading: z.string().trim().min(1, topicMessages.headingRequired).max(120, 'Keep the heading under 120 characters'),
  description: z.string().max(50_000, 'The description is too long'),
  is_active: boolish,
};
export const topicInput = z.object({ ...topicShape, is_active: boolish.default(true) });
/** Partial update; nothing defaults (a missing field is left as it is). */
export const topicPatch = z.object(topicShape).partial();
export type TopicInput = z.input<typeof topicInput>;
export type TopicPatch = z.input<typeof topicPatch>;

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const securityTopicSchema = z.object({
  id: z.string(),
  heading: z.string(),
  /** Sanitized HTML. */
  description: z.string(),
  is_active: z.boolean(),
  created_by: createdBySchema.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  sequence: z.number(),
  /** Why this topic cannot be deactivated right now (the minimum of active topics); null when it can. */
  deactivate_refusal: z.string().nullable().optional(),
});
export type SecurityTopic = z.infer<typeof securityTopicSchema>;

/** Besides page, length, total_count and total_pages. */
export const topicPaginationExtras = z.object({
  /** All topics of the organisation, whatever the filter (the limit is on this). */
  total_topics_count: z.number(),
  total_active_count: z.number(),
  max_count: z.number(),
  min_active_count: z.number(),
});

export type TopicListPagination = z.infer<typeof topicPaginationExtras> & { page: number; length: number; total_count: number; total_pages: number };
