import { z } from 'zod';
import { boolish, sensitivitySchema, type CreatedBy, type FileRef, type Sensitivity } from './content-common';

/** Compliance and certifications (portal §3): route /trust-center/compliance, API /document/certification/. */
export const certificationMessages = {
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

export interface StandardLogo {
  key: string;
  name: string;
  url: string;
}

export interface Certification {
  id: string;
  name: string;
  auditor_info: string;
  file: FileRef | null;
  sensitivity: Sensitivity;
  /** YYYY-MM-DD or null. */
  expiry_date: string | null;
  /** expiry_date is before today. */
  is_expired: boolean;
  is_active: boolean;
  created_by: CreatedBy | null;
  created_at: string;
  modified_at: string;
  sequence: number;
  /** An uploaded logo (authorized URL), else null. */
  logo: { url: string } | null;
  standard_logo: StandardLogo | null;
  industry: { name: string } | null;
  description: string;
  report_overview: string;
  show_industry: boolean;
  show_validity: boolean;
}
