import { z } from 'zod';
import { boolish, createdBySchema, fileRefSchema, sensitivitySchema, type CreatedBy, type FileRef, type Sensitivity } from './content-common';

/** Security policies and practices: security domains and their controls (questionnaires §2.1, §3, §5, §7–§9). */
export const domainMessages = {
  minimum: 'Minimum 3 security domains are required. Please add a new domain and try again.',
  published: 'All security domains have been published and are now visible on the Trust Center',
  publishTitle: 'Publish Security Domains',
  publishConfirm: 'Are you sure you want to publish all security domains? This action will make them visible on the Trust Center.',
  publishHint: 'Your content seems to be ready. Publish now to share it with your customers!',
  drawerTitle: 'Add Security Domain',
  minHint: '(Min. 3 Required)',
  discardTitle: 'Discard Changes?',
  discardText: 'Changes are not submitted yet. All edits will be lost—continue?',
  alreadyPublished: 'Security domains are already published.',
  duplicate: 'This security domain has already been added.',
  unknownDomain: 'Choose a security domain from the list',
  unknownControl: 'Choose the security topics from the list of this domain',
  deleted: 'Security domain deleted successfully',
  created: 'Security domain added successfully',
  updated: 'Security domain updated successfully',
} as const;

/** 'Select 3 security topics' / 'Select 1 security topic'. */
export const selectCountMessage = (n: number) => `Select ${n} security topic${n === 1 ? '' : 's'}`;

export const domainSortFields = ['heading', 'sequence', 'modified_at', 'created_at'] as const;

const controlInput = z.object({
  /** A control key of the chosen catalogue domain. */
  catalogue_key: z.string().trim().min(1).max(120),
  /** Drop the control's file (edit). */
  remove_file: boolish.optional(),
});

/**
 * Create / edit body: JSON, or multipart with this JSON in a `data` field and control files in
 * fields named `control_file:<control catalogue_key>`.
 */
export const domainInput = z.object({
  catalogue_key: z.string().trim().min(1, 'Choose a security domain').max(80),
  sensitivity: sensitivitySchema.default('PUBLIC'),
  controls: z.array(controlInput).max(20),
});
export const domainPatch = z.object({
  sensitivity: sensitivitySchema.optional(),
  is_active: boolish.optional(),
  controls: z.array(controlInput).max(20).optional(),
});
export const bulkStatusInput = z.object({ is_active: z.boolean() });
export type DomainInput = z.input<typeof domainInput>;
/**
 * The console's domain drawer: the body, with exactly as many controls as the chosen domain requires
 * (`requiredCount` reads it from the catalogue the drawer shows; the server checks it against its own).
 */
export const domainForm = (requiredCount: (catalogueKey: string) => number) =>
  domainInput.superRefine((v, ctx) => {
    const n = requiredCount(v.catalogue_key);
    if (v.controls.length !== n) ctx.addIssue({ code: 'custom', message: selectCountMessage(n), path: ['controls'] });
  });

export const controlFileField = (controlKey: string) => `control_file:${controlKey}`;

export interface SecurityControl {
  id: string;
  heading: string;
  catalogue_key: string | null;
  file: FileRef | null;
}

export interface SecurityHeading {
  id: string;
  heading: string;
  /** Same as heading (questionnaires §3 lists both). */
  name: string;
  catalogue_key: string | null;
  is_active: boolean;
  sensitivity: Sensitivity;
  sequence: number;
  required_count: number;
  security_controls: SecurityControl[];
  created_by: CreatedBy | null;
  created_at: string;
  modified_at: string;
}

export interface DomainListPagination {
  page: number;
  length: number;
  total_count: number;
  total_pages: number;
  total_domains_count: number;
  total_active_count: number;
  total_inactive_count: number;
  min_count: number;
}

export interface CatalogueDomainView {
  key: string;
  heading: string;
  description: string;
  required_count: number;
  controls: { key: string; heading: string }[];
  /** Already added by this organisation. */
  in_use: boolean;
}

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const securityHeadingSchema: z.ZodType<SecurityHeading> = z.object({
  id: z.string(),
  heading: z.string(),
  name: z.string(),
  catalogue_key: z.string().nullable(),
  is_active: z.boolean(),
  sensitivity: sensitivitySchema,
  sequence: z.number(),
  required_count: z.number(),
  security_controls: z.array(z.object({ id: z.string(), heading: z.string(), catalogue_key: z.string().nullable(), file: fileRefSchema.nullable() })),
  created_by: createdBySchema.nullable(),
  created_at: z.string(),
  modified_at: z.string(),
});
export const catalogueDomainViewSchema: z.ZodType<CatalogueDomainView> = z.object({
  key: z.string(),
  heading: z.string(),
  description: z.string(),
  required_count: z.number(),
  controls: z.array(z.object({ key: z.string(), heading: z.string() })),
  in_use: z.boolean(),
});
export const bulkStatusResultSchema = z.object({ updated_count: z.number(), is_active: z.boolean() });
