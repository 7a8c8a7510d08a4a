import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId } from './columns';

const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);

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
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    customerIds: uuid('customer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
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

/**
 * An affected customer account's acknowledgement of an update: the first member of the account who
 * acknowledges it (from the e-mailed link or the public incident page), and when. One per update and account.
 */
export const securityEventAcknowledgements = pgTable(
  'security_event_acknowledgements',
  {
    organizationId: organizationId(),
    id: id(),
    eventId: uuid('event_id').notNull(),
    updateId: uuid('update_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    memberId: uuid('member_id'),
    memberName: text('member_name').notNull(),
    memberEmail: text('member_email').notNull(),
    /** EMAIL (the signed link) or PAGE (signed in on the incident page). */
    via: text('via').$type<'EMAIL' | 'PAGE'>().notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('security_event_acks_org_update_customer_uq').on(t.organizationId, t.updateId, t.customerId),
    index('security_event_acks_org_event_idx').on(t.organizationId, t.eventId),
  ],
);

/**
 * A reminder sent to one affected account about the updates it has not acknowledged. Mailed by a retried
 * job; `sentTo` lists who got it so far, so a retry never mails anyone twice.
 */
export const securityEventReminders = pgTable(
  'security_event_reminders',
  {
    organizationId: organizationId(),
    id: id(),
    eventId: uuid('event_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    sentTo: text('sent_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('security_event_reminders_org_event_idx').on(t.organizationId, t.eventId, t.customerId, t.createdAt),
  ],
);

/**
 * A change of the Trust Center's sub-processor list, announced to subscribers (as an announcement) and to
 * every customer member, with a window in which members may object.
 */
export const subProcessorNotices = pgTable(
  'sub_processor_notices',
  {
    organizationId: organizationId(),
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    objectionDays: integer('objection_days').notNull(),
    objectionDeadline: timestamp('objection_deadline', { withTimezone: true }).notNull(),
    announcementId: uuid('announcement_id'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('sub_processor_notices_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** Who was e-mailed a notice (members): makes the mailing job safe to retry. */
export const subProcessorNoticeDeliveries = pgTable(
  'sub_processor_notice_deliveries',
  {
    organizationId: organizationId(),
    noticeId: uuid('notice_id').notNull(),
    email: text('email').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.noticeId, t.email] })],
);

/** A member's objection to a sub-processor change, with the reason; one per member and notice. */
export const subProcessorObjections = pgTable(
  'sub_processor_objections',
  {
    organizationId: organizationId(),
    id: id(),
    noticeId: uuid('notice_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    memberId: uuid('member_id').notNull(),
    memberName: text('member_name').notNull(),
    memberEmail: text('member_email').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('sub_processor_objections_org_notice_member_uq').on(t.organizationId, t.noticeId, t.memberId),
  ],
);
