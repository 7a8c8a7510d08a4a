import { z } from 'zod';

/** The activity log (questionnaires §2.3, §3, §7, §9). */
export const activityGroups = ['trust_center', 'request', 'other'] as const;
export type ActivityGroupName = (typeof activityGroups)[number];
export const activityObjectTypes = ['customer', 'request', 'questionnairefile'] as const;
export type ActivityObjectType = (typeof activityObjectTypes)[number];

export const activityGroupLabels: Record<ActivityGroupName, string> = {
  trust_center: 'Trust Center',
  request: 'Questionnaires',
  other: 'Other Logs',
};

export const activityMessages = {
  empty: 'No activity found.',
  groupOrObject: 'Ask for a group, or for an object_type with its object_id.',
  trustCenterOff: 'The Trust Center is not enabled for your organisation.',
} as const;

/** Either group (+ search) or object_type + object_id; page and length (10) as every list. */
export const activityQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    length: z.coerce.number().int().min(1).max(100).default(10),
    group: z.enum(activityGroups).optional(),
    search: z.string().max(200).optional(),
    object_type: z.enum(activityObjectTypes).optional(),
    object_id: z.uuid().optional(),
  })
  .refine((q) => (q.group !== undefined) !== (q.object_type !== undefined), { message: activityMessages.groupOrObject, path: ['group'] })
  .refine((q) => (q.object_type === undefined) === (q.object_id === undefined), { message: activityMessages.groupOrObject, path: ['object_id'] });
export type ActivityQuery = z.input<typeof activityQuery>;

/** Response schemas (the OpenAPI document shows them; the server's output is checked against them). */
export const activityLogEntrySchema = z.object({
  id: z.string(),
  group: z.enum(activityGroups),
  action: z.string(),
  description: z.string(),
  object_type: z.string(),
  object_id: z.string().nullable(),
  object_name: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** Besides page, length, total_count and total_pages: whether the count stopped at its cap (total_count is then a lower bound). */
export const activityPaginationExtras = z.object({ total_count_capped: z.boolean() });
