import { z } from 'zod';
import { boolish, createdBySchema, optionalUrl } from './content-common';

/** Announcements (portal §3, §7). */
export const announcementMessages = {
  deleted: 'Announcement deleted successfully',
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  headingRequired: 'Please enter a heading',
  descriptionRequired: 'Please enter a description',
  badDate: 'Use a date (YYYY-MM-DD) or a range (YYYY-MM-DD,YYYY-MM-DD)',
} as const;

export const announcementSortFields = ['heading', 'created_at', 'modified_at', 'sequence'] as const;

const shape = {
  heading: z.string().trim().min(1, announcementMessages.headingRequired).max(150, 'Keep the heading under 150 characters'),
  description: z.string().trim().min(1, announcementMessages.descriptionRequired).max(5000, 'Keep the description under 5000 characters'),
  announcement_url: optionalUrl.nullable().transform((v) => v ?? null),
  is_active: boolish,
};
export const announcementInput = z.object({ ...shape, announcement_url: shape.announcement_url.default(null), is_active: boolish.default(true) });
/** Partial update; nothing defaults. */
export const announcementPatch = z.object(shape).partial();
export type AnnouncementInput = z.input<typeof announcementInput>;

const day = /^\d{4}-\d{2}-\d{2}$/;
/** created_at filter: one day, or a range 'from,to' (either end may be empty). */
export const createdAtFilter = z
  .string()
  .trim()
  .refine((v) => v.split(',').length <= 2 && v.split(',').every((p) => p === '' || day.test(p)), announcementMessages.badDate)
  .optional();

export const announcementListFilters = {
  is_active: z.enum(['1', '0']).optional(),
  created_at: createdAtFilter,
};

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const announcementSchema = z.object({
  id: z.string(),
  heading: z.string(),
  description: z.string(),
  announcement_url: z.string().nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  created_by: createdBySchema.nullable(),
  is_active: z.boolean(),
  sequence: z.number(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Besides page, length, total_count and total_pages: the active announcements of the organisation. */
export const announcementPaginationExtras = z.object({ total_active_count: z.number() });
