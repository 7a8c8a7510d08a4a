import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema/index';

/**
 * Small helpers shared by the Trust Center content modules (topics, reports, certifications,
 * announcements, security domains).
 */

/** `{ id, name }` of the user who created a row, or null; use with a left join on users. */
export const createdByJson: SQL<{ id: string; name: string } | null> = sql`case when ${users.id} is null then null else json_build_object(
  'id', ${users.id},
  'name', coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})
) end`;

/**
 * Serialises rule checks ("at least 2 active", "at most 4") per organisation and area for the rest of
 * the transaction, so two concurrent changes cannot both pass a count.
 */
export async function lockArea(tx: Tx, organizationId: string, area: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${area}:${organizationId}`}, 0))`);
}

/** ISO string for a timestamp that may arrive as a Date or a string. */
export const iso = (v: Date | string | null | undefined): string | null => (v == null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());
