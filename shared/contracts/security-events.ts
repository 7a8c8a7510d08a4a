import { z } from 'zod';
import { boolish, createdBySchema, optionalUrl, type CreatedBy } from './content-common';

/** Major security events and their updates (portal §2, §3, §4, §7). */
export const securityEventStatuses = ['OPEN', 'IN_PROGRESS', 'CLOSED'] as const;
export type SecurityEventStatus = (typeof securityEventStatuses)[number];

export const statusLabels: Record<SecurityEventStatus, string> = { OPEN: 'Open', IN_PROGRESS: 'In progress', CLOSED: 'Closed' };

export const securityEventMessages = {
  notFound: 'This security event does not exist or was deleted.',
  updateNotFound: 'This update does not exist or was deleted.',
  /** Portal §4: the publish button is disabled with this text, and the server refuses with it. */
  closed: 'Event is closed',
  notEditable: 'This event can no longer be changed.',
  created: 'Security event created successfully',
  updated: 'Security event updated successfully',
  deleted: 'Security event deleted successfully',
  published: 'Update published successfully',
  updateSaved: 'Update saved successfully',
  updateDeleted: 'Update deleted successfully',
  closedNow: 'Security event closed',
  reportCreated: 'Report created successfully',
  reportNotClosed: 'A report can be created once the event is closed.',
  reportMissing: 'There is no report for this event yet.',
  downloadFailed: 'The report could not be downloaded. Please try again.',
  nameRequired: 'Please enter a name',
  titleRequired: 'Please enter a title',
  descriptionRequired: 'Please enter a description',
  summaryRequired: 'Please write a summary',
  unknownProduct: 'Choose products from the list',
  unknownCustomer: 'Choose customer accounts from the list',
  badDate: 'Use a date (YYYY-MM-DD) or a range (YYYY-MM-DD,YYYY-MM-DD)',
} as const;

export const securityEventSortFields = ['name', 'created_at', 'status', 'closed_at'] as const;

const day = /^\d{4}-\d{2}-\d{2}$/;
const createdAtFilter = z
  .string()
  .trim()
  .refine((v) => v.split(',').length <= 2 && v.split(',').every((p) => p === '' || day.test(p)), securityEventMessages.badDate)
  .optional();

export const securityEventListFilters = {
  /** One status, or several separated by commas ('OPEN,IN_PROGRESS'). */
  status: z
    .string()
    .trim()
    .refine((v) => v.split(',').every((s) => (securityEventStatuses as readonly string[]).includes(s)), 'Choose Open, In progress or Closed')
    .optional(),
  created_at: createdAtFilter,
};

export const securityEventUpdateFilters = {
  event_status: z.enum(securityEventStatuses).optional(),
  created_at: createdAtFilter,
  customer_impact: z.enum(['1', '0', 'true', 'false']).optional(),
};

const ids = (message: string) => z.array(z.uuid({ message })).max(200).default([]);

export const securityEventInput = z.object({
  name: z.string().trim().min(1, securityEventMessages.nameRequired).max(150, 'Keep the name under 150 characters'),
  internal_description: z.string().trim().max(10_000, 'Keep the description under 10000 characters').default(''),
  product_ids: ids(securityEventMessages.unknownProduct),
  customer_ids: ids(securityEventMessages.unknownCustomer),
});
export const securityEventPatch = z
  .object({
    name: securityEventInput.shape.name,
    internal_description: z.string().trim().max(10_000, 'Keep the description under 10000 characters'),
    product_ids: z.array(z.uuid({ message: securityEventMessages.unknownProduct })).max(200),
    customer_ids: z.array(z.uuid({ message: securityEventMessages.unknownCustomer })).max(200),
  })
  .partial();
export type SecurityEventInput = z.input<typeof securityEventInput>;

export const securityEventUpdateInput = z.object({
  title: z.string().trim().min(1, securityEventMessages.titleRequired).max(200, 'Keep the title under 200 characters'),
  description: z.string().trim().min(1, securityEventMessages.descriptionRequired).max(10_000, 'Keep the description under 10000 characters'),
  external_link: optionalUrl
    .nullable()
    .default(null)
    .transform((v) => v ?? null),
  event_status: z.enum(securityEventStatuses, { message: 'Choose Open, In progress or Closed' }),
  customer_impact: boolish.default(false),
  is_public: boolish.default(true),
});
export const securityEventUpdatePatch = z
  .object({
    title: securityEventUpdateInput.shape.title,
    description: securityEventUpdateInput.shape.description,
    external_link: optionalUrl.nullable().transform((v) => v ?? null),
    customer_impact: boolish,
    is_public: boolish,
  })
  .partial();
export type SecurityEventUpdateInput = z.input<typeof securityEventUpdateInput>;

export const securityEventReportInput = z.object({
  summary: z.string().trim().min(1, securityEventMessages.summaryRequired).max(10_000),
  root_cause: z.string().trim().max(10_000).default(''),
  impact: z.string().trim().max(10_000).default(''),
  resolution: z.string().trim().max(10_000).default(''),
});
export type SecurityEventReportInput = z.input<typeof securityEventReportInput>;

export interface NamedRef {
  id: string;
  name: string;
}

export interface SecurityEvent {
  id: string;
  name: string;
  internal_description: string;
  status: SecurityEventStatus;
  created_at: string;
  modified_at: string;
  closed_at: string | null;
  created_by: CreatedBy | null;
  products: NamedRef[];
  customers: NamedRef[];
  update_count: number;
  public_update_count: number;
  last_update_at: string | null;
  is_report_available: boolean;
  /** False once closed: closed events take no new update and no edit. */
  is_editable: boolean;
  /** The public incident page, once an update is public and the Trust Center is published. */
  public_url: string | null;
}

export interface SecurityEventReport {
  summary: string;
  root_cause: string;
  impact: string;
  resolution: string;
  created_at: string;
  created_by: string;
}

export interface SecurityEventUpdate {
  id: string;
  event_id: string;
  title: string;
  description: string;
  external_link: string | null;
  event_status: SecurityEventStatus;
  customer_impact: boolean;
  is_public: boolean;
  created_at: string;
  created_by: CreatedBy | null;
  /** How many people were e-mailed this update so far. */
  notified_count: number;
  /** How many affected customer accounts acknowledged this update. */
  acknowledged_count: number;
}

/** Home dashboard figures. */
export interface SecurityEventsDashboard {
  open_count: number;
  open: {
    id: string;
    name: string;
    status: SecurityEventStatus;
    created_at: string;
    last_update_at: string | null;
    customer_count: number;
    unacknowledged_count: number;
  }[];
  closed_last_90_days: number;
  /** Affected customer accounts of open events that have not acknowledged every update asking for it. */
  unacknowledged_customer_count: number;
}

/** What the public Trust Center shows of an open event with a public update (the banner). */
export interface PublicIncidentSummary {
  id: string;
  name: string;
  status: SecurityEventStatus;
  latest_title: string;
  updated_at: string;
  url: string;
}

/** Acknowledgements and reminders (staff side). */
export const acknowledgementMessages = {
  remindersSent: 'Reminders are on their way',
  nothingToRemind: 'Every affected customer has acknowledged the updates, or has no members to e-mail.',
  unknownCustomer: 'Choose customer accounts affected by this event',
} as const;

export const reminderInput = z.object({
  /** The accounts to remind; all that have not acknowledged every update when left out. */
  customer_ids: z
    .array(z.uuid({ message: acknowledgementMessages.unknownCustomer }))
    .max(200)
    .optional(),
});
export type ReminderInput = z.input<typeof reminderInput>;

export interface AcknowledgementStatus {
  /** The updates that ask affected customers for an acknowledgement (customer impact, or public), oldest first. */
  updates: { id: string; title: string; created_at: string; customer_impact: boolean; is_public: boolean }[];
  customers: {
    id: string;
    name: string;
    member_count: number;
    acknowledgements: { update_id: string; member_name: string; member_email: string; acknowledged_at: string; via: 'EMAIL' | 'PAGE' }[];
    pending_update_ids: string[];
    last_reminder: { at: string; by: string } | null;
  }[];
}

/** What the public incident page shows a signed-in member. */
export interface MemberIncidentState {
  member_name: string;
  customer_name: string;
  /** Whether the member's account is among the affected customers. */
  affected: boolean;
  /** Update id → who acknowledged it for the account, and when. */
  acknowledged: Record<string, { by: string; at: string }>;
}

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
const statusSchema = z.enum(securityEventStatuses);
const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export const securityEventSchema: z.ZodType<SecurityEvent> = z.object({
  id: z.string(),
  name: z.string(),
  internal_description: z.string(),
  status: statusSchema,
  created_at: z.string(),
  modified_at: z.string(),
  closed_at: z.string().nullable(),
  created_by: createdBySchema.nullable(),
  products: z.array(namedRefSchema),
  customers: z.array(namedRefSchema),
  update_count: z.number(),
  public_update_count: z.number(),
  last_update_at: z.string().nullable(),
  is_report_available: z.boolean(),
  is_editable: z.boolean(),
  public_url: z.string().nullable(),
});
export const securityEventUpdateSchema: z.ZodType<SecurityEventUpdate> = z.object({
  id: z.string(),
  event_id: z.string(),
  title: z.string(),
  description: z.string(),
  external_link: z.string().nullable(),
  event_status: statusSchema,
  customer_impact: z.boolean(),
  is_public: z.boolean(),
  created_at: z.string(),
  created_by: createdBySchema.nullable(),
  notified_count: z.number(),
  acknowledged_count: z.number(),
});
export const securityEventReportSchema: z.ZodType<SecurityEventReport> = z.object({
  summary: z.string(),
  root_cause: z.string(),
  impact: z.string(),
  resolution: z.string(),
  created_at: z.string(),
  created_by: z.string(),
});
export const acknowledgementStatusSchema: z.ZodType<AcknowledgementStatus> = z.object({
  updates: z.array(z.object({ id: z.string(), title: z.string(), created_at: z.string(), customer_impact: z.boolean(), is_public: z.boolean() })),
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      member_count: z.number(),
      acknowledgements: z.array(
        z.object({ update_id: z.string(), member_name: z.string(), member_email: z.string(), acknowledged_at: z.string(), via: z.enum(['EMAIL', 'PAGE']) }),
      ),
      pending_update_ids: z.array(z.string()),
      last_reminder: z.object({ at: z.string(), by: z.string() }).nullable(),
    }),
  ),
});
export const remindersSentSchema = z.object({ reminded: z.array(z.object({ id: z.string(), name: z.string(), pending_update_count: z.number() })) });
