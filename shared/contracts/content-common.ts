import { z } from 'zod';

/** Pieces shared by the Trust Center content contracts (topics, reports, certifications, …). */
export const sensitivities = ['PUBLIC', 'CONFIDENTIAL'] as const;
export type Sensitivity = (typeof sensitivities)[number];
export const sensitivitySchema = z.enum(sensitivities, { message: 'Choose Public or Confidential' });

/** Who created a piece of content (response schema: the OpenAPI document shows it). */
export const createdBySchema = z.object({ id: z.string(), name: z.string() });
export type CreatedBy = z.infer<typeof createdBySchema>;

/** A file as the API shows it: its name and the authorized URL that downloads it. */
export interface FileRef {
  name: string;
  url: string;
  content_type: string;
  size: number;
}

/** Response schema of a file (the server's output is checked against it). */
export const fileRefSchema = z.object({ name: z.string(), url: z.string(), content_type: z.string(), size: z.number() }) satisfies z.ZodType<FileRef>;

/** An optional http(s) URL; an empty string means none. */
export const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v), 'Please enter a valid URL starting with http:// or https://')
  .transform((v) => v || null);

/** A boolean that also arrives as a form string ('true'/'false'/'1'/'0'). */
export const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const listFilters = {
  /** '1' active, '0' inactive (portal §7). */
  is_active: z.enum(['1', '0']).optional(),
};
