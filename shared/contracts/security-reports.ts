import { z } from 'zod';
import { boolish, createdBySchema, fileRefSchema, sensitivitySchema } from './content-common';

/** Security reports (portal §3): name, issuer, a PDF or image file, public or confidential. */
export const reportMessages = {
  deleted: 'Report deleted successfully',
  created: 'Report created successfully',
  updated: 'Report updated successfully',
  nameRequired: 'Please enter the report name',
  fileRequired: 'Please upload the report file',
} as const;

export const reportSortFields = ['name', 'issued_by', 'modified_at', 'created_at', 'sequence', 'report_sequence'] as const;

/** Form fields (sent as multipart with a `file`, or as JSON when no file changes). */
const reportShape = {
  name: z.string().trim().min(1, reportMessages.nameRequired).max(150, 'Keep the name under 150 characters'),
  issued_by: z.string().trim().max(150, 'Keep the issuer under 150 characters'),
  sensitivity: sensitivitySchema,
  is_active: boolish,
};
export const reportFields = z.object({
  ...reportShape,
  issued_by: reportShape.issued_by.default(''),
  sensitivity: sensitivitySchema.default('PUBLIC'),
  is_active: boolish.default(true),
});
/** Partial update; nothing defaults. */
export const reportPatchFields = z.object(reportShape).partial();

export const reportListFilters = {
  is_active: z.enum(['1', '0']).optional(),
  sensitivity: z.enum(['PUBLIC', 'CONFIDENTIAL']).optional(),
};

/** A security report as the API shows it (the response schema; the server's output is checked against it). */
export const securityReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  issued_by: z.string(),
  file: fileRefSchema,
  sensitivity: sensitivitySchema,
  is_active: z.boolean(),
  created_by: createdBySchema.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  report_sequence: z.number(),
  sequence: z.number(),
});
export type SecurityReport = z.infer<typeof securityReportSchema>;
