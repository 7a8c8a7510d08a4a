import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId } from './columns';

const id = () => uuid('id').notNull().default(sql`gen_random_uuid()`);

/** What the closing report says besides the timeline (portal §2 report dialog). */
export interface SecurityEventReportFields {
  summary: string;
  root_cause: string;
  impact: string;
  resolution: string;
  created_at: string;
  created_by: string;
}

/**
 * A major security event (portal §3): open or in progress, then CLOSED. The internal description never
 * leaves the console; what the public and customers read is in the updates.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    organizationId: organizationId(),
    id: id(),
    name: text('name').notNull(),
    internalDescription: text('internal_description').notNull().default(''),
    status: text('status').$type<'OPEN' | 'IN_PROGRESS' | 'CLOSED'>().notNull().default('OPEN'),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    customerIds: uuid('customer_ids').array().notNull().default(sql`'{}'::uuid[]`),
    report: jsonb('report').$type<SecurityEventReportFields>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('security_events_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    index('security_events_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/** One update of an event: published at once; public ones appear on the Trust Center. */
export const securityEventUpdates = pgTable(
  'security_event_updates',
  {
    organizationId: organizationId(),
    id: id(),
    eventId: uuid('event_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    externalLink: text('external_link'),
    eventStatus: text('event_status').$type<'OPEN' | 'IN_PROGRESS' | 'CLOSED'>().notNull(),
    customerImpact: boolean('customer_impact').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('security_event_updates_org_event_created_idx').on(t.organizationId, t.eventId, t.createdAt),
  ],
);

/** Who was e-mailed which update: makes the mailing job safe to retry (one mail per address and update). */
export const securityEventDeliveries = pgTable(
  'security_event_deliveries',
  {
    organizationId: organizationId(),
    updateId: uuid('update_id').notNull(),
    email: text('email').notNull(),
    /** SUBSCRIBER or MEMBER. */
    audience: text('audience').$type<'SUBSCRIBER' | 'MEMBER'>().notNull(),
    customerId: uuid('customer_id'),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.updateId, t.email] })],
);
