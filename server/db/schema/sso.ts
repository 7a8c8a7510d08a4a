import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, organizationId, updatedAt } from './columns';

/** What the organisation's identity provider needs (OIDC issuer and client, or the SAML IdP's metadata). */
export interface SsoSettings {
  issuer?: string;
  client_id?: string;
  metadata_url?: string;
  idp_entity_id?: string;
  idp_sso_url?: string;
  idp_certs?: string[];
}

/**
 * An organisation's own identity provider (portal §2 Settings → Integrations). Saved by an IT Admin as
 * IN_REVIEW; a platform operator makes it ACTIVE (or REJECTED). E-mail domains route sign-in to it.
 * At most one per protocol per organisation. Owned by server/modules/sso.
 */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    organizationId: organizationId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    protocol: text('protocol').notNull(),
    status: text('status').notNull(),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    settings: jsonb('settings').$type<SsoSettings>().notNull().default({}),
    /** OIDC client secret; never sent back to the browser. */
    clientSecret: text('client_secret'),
    jitEnabled: boolean('jit_enabled').notNull().default(false),
    jitRoleId: uuid('jit_role_id'),
    ssoRequired: boolean('sso_required').notNull().default(false),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), uniqueIndex('sso_connections_org_protocol_key').on(t.organizationId, t.protocol)],
);

/** Platform operators: people who run the installation (review SSO requests). Outside every tenant; created by the CLI. */
export const platformOperators = pgTable(
  'platform_operators',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('platform_operators_email_key').on(sql`lower(${t.email})`)],
);

/** The organisation's own host name for its public Trust Center, proven by a DNS TXT record. */
export const customDomains = pgTable(
  'custom_domains',
  {
    organizationId: organizationId(),
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), uniqueIndex('custom_domains_org_key').on(t.organizationId)],
);
