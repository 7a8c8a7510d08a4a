import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns every table shares. A tenant table's `id` is not its key on its own: the primary key is
 * `(organization_id, id)` (declare `primaryKey({ columns: [t.organizationId, t.id] })`), so the table can be
 * distributed by organisation (Citus) with every key and foreign key local to one shard.
 */
export const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);
/** The key of a table without tenant (organizations): id alone. */
export const rootId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const organizationId = () => uuid('organization_id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
