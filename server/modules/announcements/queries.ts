import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { announcements, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';

const columns = {
  id: announcements.id,
  heading: announcements.heading,
  description: announcements.description,
  announcementUrl: announcements.announcementUrl,
  isActive: announcements.isActive,
  sequence: announcements.sequence,
  notifiedAt: announcements.notifiedAt,
  createdAt: announcements.createdAt,
  modifiedAt: announcements.modifiedAt,
  createdBy: createdByJson,
};

export const announcementSortColumns = {
  heading: sql`lower(${announcements.heading})`,
  created_at: announcements.createdAt,
  modified_at: announcements.modifiedAt,
  sequence: announcements.sequence,
} as const;

export interface AnnouncementFilter {
  isActive?: boolean | undefined;
  /** Inclusive days 'YYYY-MM-DD'. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  search?: string | undefined;
}

function where(organizationId: string, f: AnnouncementFilter): SQL {
  const parts: SQL[] = [eq(announcements.organizationId, organizationId)];
  if (f.isActive !== undefined) parts.push(eq(announcements.isActive, f.isActive));
  if (f.createdFrom) parts.push(gte(announcements.createdAt, sql`${f.createdFrom}::date`));
  if (f.createdTo) parts.push(lt(announcements.createdAt, sql`${f.createdTo}::date + 1`));
  if (f.search) parts.push(ilike(announcements.heading, `%${f.search.replace(/[%_\\]/g, '\\$&')}%`));
  return and(...parts)!;
}

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(announcements)
    .leftJoin(users, and(eq(users.organizationId, announcements.organizationId), eq(users.id, announcements.createdBy)));
}

export async function selectAnnouncements(
  tx: Tx,
  organizationId: string,
  f: AnnouncementFilter,
  sort: { field: keyof typeof announcementSortColumns; desc: boolean },
  limit: number,
  offset: number,
) {
  const order = sort.desc ? desc(announcementSortColumns[sort.field]) : asc(announcementSortColumns[sort.field]);
  return base(tx).where(where(organizationId, f)).orderBy(order, desc(announcements.createdAt), asc(announcements.id)).limit(limit).offset(offset);
}

export async function countAnnouncements(tx: Tx, organizationId: string, f: AnnouncementFilter = {}) {
  const [row] = await tx
    .select({
      matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${announcements.isActive})::int`,
    })
    .from(announcements)
    .where(eq(announcements.organizationId, organizationId));
  return { matching: Number(row?.matching ?? 0), total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

export async function selectAnnouncement(tx: Tx, organizationId: string, id: string) {
  const [row] = await base(tx).where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)));
  return row ?? null;
}

/** New announcements go first in the display order (the newest news on top). */
export async function firstAnnouncementSequence(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ first: sql<number>`coalesce(min(${announcements.sequence}), 1)::int - 1` })
    .from(announcements)
    .where(eq(announcements.organizationId, organizationId));
  return Number(row?.first ?? 0);
}

export async function selectPublicAnnouncements(tx: Tx, organizationId: string) {
  return tx
    .select({
      id: announcements.id,
      heading: announcements.heading,
      description: announcements.description,
      announcementUrl: announcements.announcementUrl,
      createdAt: announcements.createdAt,
      sequence: announcements.sequence,
    })
    .from(announcements)
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.isActive, true)))
    .orderBy(asc(announcements.sequence), desc(announcements.createdAt), asc(announcements.id));
}

export function insertAnnouncementRow(tx: Tx, values: typeof announcements.$inferInsert) {
  return tx.insert(announcements).values(values).returning({ id: announcements.id });
}

export async function updateAnnouncementRow(tx: Tx, organizationId: string, id: string, set: Partial<typeof announcements.$inferInsert>) {
  await tx
    .update(announcements)
    .set(set)
    .where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)));
}

export async function deleteAnnouncementRow(tx: Tx, organizationId: string, id: string) {
  await tx.delete(announcements).where(and(eq(announcements.organizationId, organizationId), eq(announcements.id, id)));
}
