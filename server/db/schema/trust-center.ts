/**
 * Trust Center configuration (portal §3 "Trust Center config"), owned by server/modules/tc-config.
 *
 * NOTE for the subscribers list (server/modules/subscribers, `GET /api/v1/tc-config/subscriber/`):
 * `tc_subscribers` is written by the public site's double opt-in (server/modules/public-site).
 * A row is a subscriber once `status = 'confirmed'`; `subscribed_on` is `confirmed_at`. Pending rows
 * (confirmation e-mail sent, link not yet clicked) are not subscribers: list only confirmed ones.
 * Deleting a row unsubscribes the address (it may subscribe again). Announcement e-mails go to
 * confirmed rows only: call `notifySubscribersOfAnnouncement(deps, tx, announcement)` (exported by
 * server/modules/public-site/service.ts) in the transaction that creates an active announcement or first
 * activates one; it enqueues the mailing job (sent only while the Trust Center is published).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredFile } from '../../lib/uploads';
import { createdAt, id, organizationId, updatedAt } from './columns';

/** One row per organisation: what the public Trust Center shows and whether it is published. */
export const tcConfigs = pgTable(
  'tc_configs',
  {
    organizationId: organizationId().primaryKey(),
    /** The public address: /trust/{slug}. Unique across organisations. */
    slug: text('slug').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(true),
    primaryColor: text('primary_color').notNull().default('4263eb'),
    companyName: text('company_name').notNull().default(''),
    companyOverviewTitle: text('company_overview_title').notNull().default(''),
    /** Sanitized HTML (sanitize-html allow-list on write). */
    companyOverview: text('company_overview').notNull().default(''),
    uptimeEnable: boolean('uptime_enable').notNull().default(false),
    uptimeValue: text('uptime_value').notNull().default(''),
    uptimeRedirectUrl: text('uptime_redirect_url').notNull().default(''),
    publicContactEmail: text('public_contact_email').notNull().default(''),
    privacyPolicyUrl: text('privacy_policy_url').notNull().default(''),
    /** The order of the movable sections of the page (keys of shared/contracts/tc-config.ts). */
    sectionOrder: jsonb('section_order').$type<string[]>().notNull().default([]),
    /** Bumped on every change of anything the public page shows: the rendered-page cache key. */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tc_configs_slug_key').on(sql`lower(${t.slug})`)],
);

/** The three security pillars (SECURITY_PILLAR_1..3); empty ones are hidden. */
export const tcSecurityPillars = pgTable(
  'tc_security_pillars',
  {
    organizationId: organizationId(),
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);

export const tcSubProcessors = pgTable(
  'tc_sub_processors',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    purpose: text('purpose').notNull().default(''),
    dataTypesHandled: text('data_types_handled').notNull().default(''),
    location: text('location').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('tc_sub_processors_org_seq_idx').on(t.organizationId, t.sequence)],
);

/** Customers' logos shown under "Trusted by". The logo is a checked raster image in file storage. */
export const tcTrustedBy = pgTable(
  'tc_trusted_by',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    websiteUrl: text('website_url').notNull().default(''),
    logo: jsonb('logo').$type<StoredFile>(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('tc_trusted_by_org_seq_idx').on(t.organizationId, t.sequence)],
);

/** The NDA text visitors will sign (one row per saved version; the latest is current). */
export const ndaTexts = pgTable(
  'nda_texts',
  {
    id: id(),
    organizationId: organizationId(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** A material change asks members who signed an older version to accept again (gated access). */
    isMaterial: boolean('is_material').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), uniqueIndex('nda_texts_org_version_key').on(t.organizationId, t.version)],
);

/** People who subscribed to Trust Center updates by e-mail (double opt-in). See the note above. */
export const tcSubscribers = pgTable(
  'tc_subscribers',
  {
    id: id(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    status: text('status').$type<'pending' | 'confirmed'>().notNull().default('pending'),
    /** sha256 of the confirmation token e-mailed to the address (cleared once confirmed). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('tc_subscribers_org_email_key').on(t.organizationId, sql`lower(${t.email})`),
    index('tc_subscribers_org_status_idx').on(t.organizationId, t.status, t.confirmedAt),
  ],
);

/** Which subscriber was sent which announcement: makes the mailing job safe to retry. */
export const tcAnnouncementDeliveries = pgTable(
  'tc_announcement_deliveries',
  {
    organizationId: organizationId(),
    announcementId: uuid('announcement_id').notNull(),
    subscriberId: uuid('subscriber_id').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.announcementId, t.subscriberId] })],
);
