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
  badCursor: 'This is not a place in the activity log; load the log again from its first page.',
} as const;

/**
 * A place in the log (`before`): the created_at (to the microsecond, UTC) and id of the last row a page
 * showed, base64url-encoded. Opaque to the console, which only sends back the `next_cursor` it was given.
 */
export interface ActivityCursor {
  createdAt: string;
  id: string;
}
const cursorTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const cursorText = /^[A-Za-z0-9_-]{1,120}$/;

export function encodeActivityCursor(c: ActivityCursor): string {
  return btoa(`${c.createdAt}|${c.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeActivityCursor(text: string): ActivityCursor | null {
  if (!cursorText.test(text)) return null;
  let plain: string;
  try {
    plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [createdAt = '', id = '', ...rest] = plain.split('|');
  if (rest.length > 0 || !isCursorTime(createdAt) || !z.uuid().safeParse(id).success) return null;
  return { createdAt, id };
}

/** A real instant (no 30 February, which the database would refuse), written as the log writes it. */
function isCursorTime(text: string): boolean {
  if (!cursorTime.test(text)) return false;
  const ms = Date.parse(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === text.slice(0, 23);
}

/** `before` as the query carries it: anything but a cursor the log gave is refused with one sentence. */
export const activityCursor = z.string({ error: activityMessages.badCursor }).transform((v, ctx) => {
  const c = decodeActivityCursor(v);
  if (!c) ctx.addIssue({ code: 'custom', message: activityMessages.badCursor });
  return c ?? z.NEVER;
});

/**
 * Either group (+ search) or object_type + object_id; page and length (10) as every list. With `before`
 * (a `next_cursor`), the page holds the rows after that place in the log, however deep, and `page` only
 * numbers it.
 */
export const activityQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    length: z.coerce.number().int().min(1).max(100).default(10),
    before: activityCursor.optional(),
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

/**
 * Besides page, length, total_count and total_pages: whether the count stopped at its cap (total_count is
 * then a lower bound), and the place to ask the next page from (`before`), null at the end of the log.
 */
export const activityPaginationExtras = z.object({ total_count_capped: z.boolean(), next_cursor: z.string().nullable() });
