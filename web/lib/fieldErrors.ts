import { fieldLabel } from '@shared/validation-sentences';
import { ApiError } from './api';

/**
 * The server's field errors (`attr`) as field → message, for showing on the form's fields.
 * A nested attr ('internal_notification_receivers.sales_team_email') counts as its last part, and the
 * "Field name: " prefix the server puts before a contract's message is dropped (the field already has its label);
 * a sentence with a colon of its own ("The file is not a valid PDF document: …") stays whole.
 */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const item of err.errors) {
    if (!item.attr) continue;
    const key = item.attr.split('.').pop()!;
    const prefix = `${fieldLabel(item.attr)}: `;
    out[key] ??= item.detail.startsWith(prefix) ? item.detail.slice(prefix.length) : item.detail;
  }
  return out;
}
