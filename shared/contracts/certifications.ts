import { z } from 'zod';
import { boolish, createdBySchema, fileRefSchema, sensitivitySchema } from './content-common';

/** Compliance and certifications (portal §3): route /trust-center/compliance, API /document/certification/. */
export const certificationMessages = {
  expiryPassed: 'This date has passed: your Trust Center will show the certification as expired.',
  deleted: 'Compliance deleted successfully',
  created: 'Compliance created successfully',
  updated: 'Compliance updated successfully',
  nameRequired: 'Please enter the certification name',
  badDate: 'Please enter a valid date',
  unknownLogo: 'Choose a logo from the list',
} as const;

export const certificationSortFields = ['name', 'expiry_date', 'modified_at', 'created_at', 'sequence'] as const;

const date = z
  .string()
  .trim()
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), certificationMessages.badDate)
  .transform((v) => v || null);
const optionalText = (max: number, label: string) => z.string().trim().max(max, `Keep the ${label} under ${max} characters`);

const shape = {
  name: z.string().trim().min(1, certificationMessages.nameRequired).max(120, 'Keep the name under 120 characters'),
  auditor_info: optionalText(200, 'auditor information'),
  sensitivity: sensitivitySchema,
  expiry_date: date.nullable(),
  is_active: boolish,
  /** A key of the standard logo catalogue, or '' / null for none. */
  standard_logo: z
    .string()
    .trim()
    .max(40)
    .nullable()
    .transform((v) => v || null),
  industry: optionalText(80, 'industry')
    .nullable()
    .transform((v) => v || null),
  description: optionalText(2000, 'description'),
  report_overview: optionalText(2000, 'report overview'),
  show_industry: boolish,
  show_validity: boolish,
  /** Edit only: drop the uploaded logo or file. */
  remove_logo: boolish,
  remove_file: boolish,
};

/** Form fields (multipart with optional `file` and `logo`, or JSON). */
export const certificationFields = z.object({
  ...shape,
  auditor_info: shape.auditor_info.default(''),
  sensitivity: sensitivitySchema.default('PUBLIC'),
  expiry_date: shape.expiry_date.default(null),
  is_active: boolish.default(true),
  standard_logo: shape.standard_logo.default(null),
  industry: shape.industry.default(null),
  description: shape.description.default(''),
  report_overview: shape.report_overview.default(''),
  show_industry: boolish.default(false),
  show_validity: boolish.default(true),
  remove_logo: boolish.default(false),
  remove_file: boolish.default(false),
});
/** Partial update; nothing defaults. */
export const certificationPatchFields = z.object(shape).partial();

export const certificationListFilters = {
  is_active: z.enum(['1', '0']).optional(),
  sensitivity: z.enum(['PUBLIC', 'CONFIDENTIAL']).optional(),
};

export const standardLogoSchema = z.object({ key: z.string(), name: z.string(), url: z.string() });
export type StandardLogo = z.infer<typeof standardLogoSchema>;

/** A certification as the API shows it (the response schema; the server's output is checked against it). */
export const certificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  auditor_info: z.string(),
  file: fileRefSchema.nullable(),
  sensitivity: sensitivitySchema,
  /** YYYY-MM-DD or null. */
  expiry_date: z.string().nullable(),
  /** expiry_date is before today. */
  is_expired: z.boolean(),
  is_active: z.boolean(),
  created_by: createdBySchema.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  sequence: z.number(),
  /** An uploaded logo (authorized URL), else null. */
  logo: z.object({ url: z.string() }).nullable(),
  standard_logo: standardLogoSchema.nullable(),
  industry: z.object({ name: z.string() }).nullable(),
  description: z.string(),
  report_overview: z.string(),
  show_industry: z.boolean(),
  show_validity: z.boolean(),
});
export type Certification = z.infer<typeof certificationSchema>;
