import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId } from './columns';

/** One row per change made through the product, written in the same transaction as the change. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    organizationId: organizationId(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    group: text('group').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: uuid('object_id'),
    objectName: text('object_name').notNull().default(''),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    // A group's log in its order, to the row: a cursor page (`before`) starts inside it, however deep.
    index('activity_logs_org_group_created_idx').on(t.organizationId, t.group, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_logs_org_object_idx').on(t.organizationId, t.objectType, t.objectId, t.createdAt),
  ],
);

/** Outgoing mail. Without SMTP it stays here and is readable on the dev outbox page. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    organizationId: organizationId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    transport: text('transport').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('mail_messages_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** System tables: no tenant, never reachable by the app_user role. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] }), index('oidc_payloads_grant_idx').on(t.grantId), index('oidc_payloads_uid_idx').on(t.uid)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
