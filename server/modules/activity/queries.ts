import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityCursor } from '@shared/contracts/activity';
import type { Tx } from '../../db/client';
import { activityLogs, organizations, users } from '../../db/schema/index';

export interface ActivityFilter {
  groups: string[];
  search?: string | undefined;
  /** An object's log: rows about it, and rows whose metadata names it as their parent (`<type>_id`). */
  object?: { type: string; id: string } | undefined;
  /** Conditions of the areas on the rows this caller may read (access.ts `rowScopesFor`). */
  scopes?: SQL[] | undefined;
}

function where(organizationId: string, f: ActivityFilter): SQL {
  const parts: SQL[] = [eq(activityLogs.organizationId, organizationId), inArray(activityLogs.group, f.groups)];
  if (f.object) {
    parts.push(
      or(
        and(eq(activityLogs.objectType, f.object.type), eq(activityLogs.objectId, f.object.id)),
        sql`${activityLogs.metadata} ->> ${`${f.object.type}_id`} = ${f.object.id}`,
      )!,
    );
  }
  if (f.scopes) parts.push(...f.scopes);
  if (f.search?.trim()) {
    const like = `%${f.search.trim().replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(or(ilike(activityLogs.description, like), ilike(activityLogs.actorName, like), ilike(activityLogs.objectName, like))!);
  }
  return and(...parts)!;
}

/** The rows after a place in the log's order (created_at desc, id desc): a range of `activity_logs_org_group_created_idx`. */
const after = (c: ActivityCursor): SQL => sql`(${activityLogs.createdAt}, ${activityLogs.id}) < (${c.createdAt}::timestamptz, ${c.id}::uuid)`;

/**
 * Rows of the log newest first, from `start`: an offset (the spec's `page`), or the place a cursor names,
 * which costs the same however deep it is. `position` is the row's place for the next cursor (created_at to
 * the microsecond, which a JavaScript Date would round to the millisecond).
 */
export async function selectActivity(tx: Tx, organizationId: string, f: ActivityFilter, limit: number, start: number | ActivityCursor = 0) {
  if (f.groups.length === 0) return [];
  const filter = where(organizationId, f);
  return tx
    .select({
      id: activityLogs.id,
      group: activityLogs.group,
      action: activityLogs.action,
      description: activityLogs.description,
      objectType: activityLogs.objectType,
      objectId: activityLogs.objectId,
      objectName: activityLogs.objectName,
      actorId: activityLogs.actorId,
      actorName: activityLogs.actorName,
      actorEmail: users.email,
      metadata: activityLogs.metadata,
      createdAt: activityLogs.createdAt,
      position: sql<string>`to_char(${activityLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(activityLogs)
    .leftJoin(users, and(eq(users.organizationId, activityLogs.organizationId), eq(users.id, activityLogs.actorId)))
    .where(typeof start === 'number' ? filter : and(filter, after(start)))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(limit)
    .offset(typeof start === 'number' ? start : 0);
}

/**
 * How many rows match, counting no further than `upTo` (a log of millions of rows is never counted to the
 * end: the count of a large organisation's 33,000 questionnaire rows alone took ~20 ms).
 */
export async function countActivity(tx: Tx, organizationId: string, f: ActivityFilter, upTo: number) {
  if (f.groups.length === 0) return 0;
  const first = tx
    .select({ one: sql`1` })
    .from(activityLogs)
    .where(where(organizationId, f))
    .limit(upTo)
    .as('first');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(first);
  return Number(row?.n ?? 0);
}

/** Whether the organisation has the Trust Center feature (its activity groups depend on it). */
export async function selectTrustCenterEnabled(tx: Tx, organizationId: string): Promise<boolean> {
  const [org] = await tx.select({ on: organizations.featureTrustCenter }).from(organizations).where(eq(organizations.id, organizationId));
  return org?.on ?? false;
}
