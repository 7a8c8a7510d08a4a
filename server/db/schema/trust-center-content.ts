import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredFile } from '../../lib/uploads';
import { createdAt, id, organizationId } from './columns';

const sequence = () => integer('sequence').notNull().default(0);
const isActive = (dflt = true) => boolean('is_active').notNull().default(dflt);
const createdBy = () => uuid('created_by');
const modifiedAt = () => timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();
const sensitivity = () => text('sensitivity').$type<'PUBLIC' | 'CONFIDENTIAL'>().notNull().default('PUBLIC');

/** Security topics of the Trust Center (portal §3): 2–4, with a sanitized HTML description. */
export const securityTopics = pgTable(
  'security_topics',
  {
    id: id(),
    organizationId: organizationId(),
    heading: text('heading').notNull(),
    description: text('description').notNull().default(''),
    isActive: isActive(),
    sequence: sequence(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('security_topics_org_seq_idx').on(t.organizationId, t.sequence)],
);

/** Security reports (portal §3): an uploaded document, public or confidential. */
export const securityReports = pgTable(
  'security_reports',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    issuedBy: text('issued_by').notNull().default(''),
    file: jsonb('file').$type<StoredFile>().notNull(),
    sensitivity: sensitivity(),
    isActive: isActive(),
    sequence: sequence(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('security_reports_org_seq_idx').on(t.organizationId, t.sequence)],
);

/** Compliance certifications (portal §3), with a standard logo from the catalogue or an uploaded one. */
export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    auditorInfo: text('auditor_info').notNull().default(''),
    file: jsonb('file').$type<StoredFile>(),
    sensitivity: sensitivity(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    isActive: isActive(),
    sequence: sequence(),
    logo: jsonb('logo').$type<StoredFile>(),
    standardLogo: text('standard_logo'),
    industry: text('industry'),
    description: text('description').notNull().default(''),
    reportOverview: text('report_overview').notNull().default(''),
    showIndustry: boolean('show_industry').notNull().default(false),
    showValidity: boolean('show_validity').notNull().default(true),
    createdBy: createdBy(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('certifications_org_seq_idx').on(t.organizationId, t.sequence)],
);

/** Announcements (portal §3); new active ones are e-mailed to subscribers. */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    organizationId: organizationId(),
    heading: text('heading').notNull(),
    description: text('description').notNull().default(''),
    announcementUrl: text('announcement_url'),
    isActive: isActive(),
    sequence: sequence(),
    /** When subscribers were told about it (once, the first time it is active). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), index('announcements_org_created_idx').on(t.organizationId, t.createdAt)],
);

/** Security policies and practices: a domain picked from the catalogue (questionnaires §2.1, §3). */
export const securityDomains = pgTable(
  'security_domains',
  {
    id: id(),
    organizationId: organizationId(),
    catalogueKey: text('catalogue_key'),
    heading: text('heading').notNull(),
    isActive: isActive(false),
    sensitivity: sensitivity(),
    sequence: sequence(),
    createdBy: createdBy(),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('security_domains_org_seq_idx').on(t.organizationId, t.sequence),
    uniqueIndex('security_domains_org_heading_key').on(t.organizationId, sql`lower(${t.heading})`),
  ],
);

/** A control of a security domain, with an optional downloadable file. */
export const securityControls = pgTable(
  'security_controls',
  {
    id: id(),
    organizationId: organizationId(),
    domainId: uuid('domain_id').notNull(),
    catalogueKey: text('catalogue_key'),
    heading: text('heading').notNull(),
    file: jsonb('file').$type<StoredFile>(),
    sequence: sequence(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({
      name: 'security_controls_domain_fk',
      columns: [t.organizationId, t.domainId],
      foreignColumns: [securityDomains.organizationId, securityDomains.id],
    }).onDelete('cascade'),
    index('security_controls_org_domain_idx').on(t.organizationId, t.domainId, t.sequence),
  ],
);
