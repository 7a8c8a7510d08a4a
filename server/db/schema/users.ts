import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, updatedAt } from './columns';

/** A role: a named set of permissions (resource -> actions). Built-in roles have a fixed slug. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    permissions: jsonb('permissions').$type<Record<string, string[]>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] }), uniqueIndex('roles_org_slug_key').on(t.organizationId, t.slug)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    teamName: text('team_name').notNull().default(''),
    roleId: uuid('role_id').notNull(),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('users_org_email_key').on(t.organizationId, sql`lower(${t.email})`),
    index('users_org_role_idx').on(t.organizationId, t.roleId),
  ],
);

/** A signed-in session: the refresh token (hashed) that keeps the access token fresh. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    index('sessions_org_user_idx').on(t.organizationId, t.userId),
    uniqueIndex('sessions_org_refresh_key').on(t.organizationId, t.refreshTokenHash),
    // Refreshing finds the session by its token alone (system lookup, see docs/scaling.md).
    index('sessions_refresh_lookup_idx').on(t.refreshTokenHash),
  ],
);

/** Personal API keys: shown once, stored hashed, acting with the owner's permissions. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    uniqueIndex('api_keys_org_hash_key').on(t.organizationId, t.keyHash),
    // A request with a key finds it by its hash alone (system lookup, see docs/scaling.md).
    index('api_keys_hash_lookup_idx').on(t.keyHash),
    index('api_keys_org_user_idx').on(t.organizationId, t.userId),
  ],
);
