/**
 * Gated access to confidential Trust Center documents (questionnaires §2.4–§2.6, §3), owned by
 * server/modules/gated-access: customer members (people of a customer account who sign in to the
 * public Trust Center), their sessions and e-mailed links, access requests, signed NDAs and the
 * download log.
 *
 * NOTE for other areas: to e-mail the members of a customer account, read `customer_members` rows with
 * `is_active = true` (columns email, full_name, customer_id), or call `activeMembersOf(tx, org, customerIds)`
 * exported by server/modules/gated-access/service.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, updatedAt } from './columns';

const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);

/** A person of a customer account with access to the confidential part of the public Trust Center. */
export const customerMembers = pgTable(
  'customer_members',
  {
    organizationId: organizationId(),
    id: id(),
    customerId: uuid('customer_id').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Set from the invitation link; members may also sign in with an e-mailed link. */
    passwordHash: text('password_hash'),
    /** MANUAL_INVITE: added by staff; ACCESS_REQUEST: approved (or auto-approved) request. */
    invitationSource: text('invitation_source').$type<'MANUAL_INVITE' | 'ACCESS_REQUEST'>().notNull().default('MANUAL_INVITE'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('customer_members_org_email_key').on(t.organizationId, sql`lower(${t.email})`),
    index('customer_members_org_customer_idx').on(t.organizationId, t.customerId, t.createdAt),
  ],
);

/** A member's signed-in session on the public Trust Center (a cookie; never a staff session). */
export const memberSessions = pgTable(
  'member_sessions',
  {
    organizationId: organizationId(),
    id: id(),
    memberId: uuid('member_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('member_sessions_org_token_key').on(t.organizationId, t.tokenHash),
    index('member_sessions_org_member_idx').on(t.organizationId, t.memberId),
  ],
);

/** Single-use links e-mailed to a member: the invitation (set a password) and e-mail sign-in. */
export const memberTokens = pgTable(
  'member_tokens',
  {
    organizationId: organizationId(),
    id: id(),
    memberId: uuid('member_id').notNull(),
    purpose: text('purpose').$type<'invite' | 'sign_in'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('member_tokens_org_token_key').on(t.organizationId, t.tokenHash),
    index('member_tokens_org_member_idx').on(t.organizationId, t.memberId),
  ],
);

export interface RequestedDocument {
  kind: 'report' | 'certification';
  id: string;
  name: string;
}

/** A visitor's request for confidential documents (questionnaires §2.5, §3). */
export const accessRequests = pgTable(
  'access_requests',
  {
    organizationId: organizationId(),
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    reason: text('reason').notNull().default(''),
    documents: jsonb('documents').$type<RequestedDocument[]>().notNull().default([]),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    autoApproved: boolean('auto_approved').notNull().default(false),
    customerId: uuid('customer_id'),
    memberId: uuid('member_id'),
    decidedBy: uuid('decided_by'),
    decisionDate: timestamp('decision_date', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('access_requests_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('access_requests_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/** One acceptance of an NDA version: who, when, from where, and a hash of the exact text shown. */
export const signedNdas = pgTable(
  'signed_ndas',
  {
    organizationId: organizationId(),
    id: id(),
    memberId: uuid('member_id').notNull(),
    customerId: uuid('customer_id'),
    ndaId: uuid('nda_id').notNull(),
    ndaVersion: text('nda_version').notNull(),
    signerName: text('signer_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** sha256 of the NDA text exactly as shown to the signer. */
    textHash: text('text_hash').notNull(),
    signedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('signed_ndas_org_signed_idx').on(t.organizationId, t.signedAt),
    index('signed_ndas_org_member_idx').on(t.organizationId, t.memberId, t.signedAt),
  ],
);

/** Every confidential download by a member (who, what, when). */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    organizationId: organizationId(),
    id: id(),
    memberId: uuid('member_id').notNull(),
    customerId: uuid('customer_id'),
    documentKind: text('document_kind').notNull(),
    documentId: uuid('document_id').notNull(),
    documentName: text('document_name').notNull(),
    stamped: boolean('stamped').notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    downloadedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('document_downloads_org_customer_idx').on(t.organizationId, t.customerId, t.downloadedAt),
    index('document_downloads_org_member_idx').on(t.organizationId, t.memberId, t.downloadedAt),
  ],
);

/** Per-organisation settings of gated access (the Settings button of the signed NDAs screen). */
export const accessSettings = pgTable('access_settings', {
  organizationId: organizationId().primaryKey(),
  /** Refuse access requests from free e-mail providers (gmail.com, outlook.com…). */
  refuseFreeMail: boolean('refuse_free_mail').notNull().default(false),
  /** Ask members to accept the NDA before their first confidential download. */
  requireNda: boolean('require_nda').notNull().default(true),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});
