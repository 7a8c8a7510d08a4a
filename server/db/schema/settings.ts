import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, updatedAt } from './columns';

/**
 * Internal notification receivers (portal §3): where the organisation's own notifications go.
 * One row per organisation; empty strings mean "nobody". Owned by server/modules/settings, which
 * exports `getNotificationReceivers(tx, organizationId)` for other modules.
 */
export const notificationReceivers = pgTable('notification_receivers', {
  organizationId: organizationId().primaryKey(),
  salesTeamEmail: text('sales_team_email').notNull().default(''),
  legalTeamEmail: text('legal_team_email').notNull().default(''),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * An integration with an outside platform (the CRM: provider 'salesforce'). A request submitted from
 * Settings is IN_REVIEW until someone sets it up; ACTIVE means connected (portal §3, §4).
 */
export const integrations = pgTable(
  'integrations',
  {
    organizationId: organizationId(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    /** What the organisation submitted (instance URL, contact, notes). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    lastDataImportedAt: timestamp('last_data_imported_at', { withTimezone: true }),
    /** A live connection (OAuth): login URL, client id, instance URL, field mapping. */
    connection: jsonb('connection').$type<Record<string, unknown>>().notNull().default({}),
    /** Client secret and tokens; never sent to the browser. */
    secrets: jsonb('secrets').$type<Record<string, string>>().notNull().default({}),
    lastError: text('last_error').notNull().default(''),
    lastImportCount: integer('last_import_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.provider] })],
);
