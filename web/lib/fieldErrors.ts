import { ApiError } from './api';

/**
 * The server's field errors (`attr`) as field → message, for showing on the form's fields.
 * A nested attr ('internal_notification_receivers.sales_team_email') counts as its last part, and the
 * "Field name: " prefix the server adds to schema errors is dropped (the field already has its label).
 */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const item of err.errors) {
    if (!item.attr) continue;
    const key = item.attr.split('.').pop()!;
    out[key] ??= item.detail.replace(/^[A-Z][\w ]*: /, '');
  }
  return out;
}
