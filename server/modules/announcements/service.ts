import { announcementSortFields, type Announcement } from '@shared/contracts/announcements';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { announcements } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { announcementWentLive } from './notify';
import {
  countAnnouncements,
  firstAnnouncementSequence,
  selectAnnouncement,
  selectAnnouncements,
  selectPublicAnnouncements,
  insertAnnouncementRow,
  updateAnnouncementRow,
  deleteAnnouncementRow,
} from './queries';

type Row = NonNullable<Awaited<ReturnType<typeof selectAnnouncement>>>;

function toAnnouncement(r: Row): Announcement {
  return {
    id: r.id,
    heading: r.heading,
    description: r.description,
    announcement_url: r.announcementUrl,
    created_at: iso(r.createdAt)!,
    modified_at: iso(r.modifiedAt)!,
    created_by: r.createdBy,
    is_active: r.isActive,
    sequence: r.sequence,
  };
}

const NOT_FOUND = 'This announcement does not exist or was deleted.';
const activity = (action: string, r: { id: string; heading: string }, description: string) => ({
  group: 'trust_center' as const,
  action,
  objectType: 'announcement',
  objectId: r.id,
  objectName: r.heading,
  description,
});

export interface AnnouncementListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  created_at?: string | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listAnnouncements(deps: AppDeps, auth: AuthContext, q: AnnouncementListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const [from, to] = (q.created_at ?? '').split(',');
    const filter = {
      isActive: q.is_active === undefined ? undefined : q.is_active === '1',
      createdFrom: from || undefined,
      createdTo: (q.created_at?.includes(',') ? to : from) || undefined,
      search: q.search,
    };
    const sort = parseSort(q.sort_by, announcementSortFields, 'created_at', true);
    const [rows, counts] = await Promise.all([
      selectAnnouncements(tx, org, filter, sort, q.length, (q.page - 1) * q.length),
      countAnnouncements(tx, org, filter),
    ]);
    return {
      data: { announcements: rows.map(toAnnouncement) },
      pagination: pagination(q.page, q.length, counts.matching, { total_active_count: counts.active }),
    };
  });
}

async function load(tx: Tx, org: string, id: string) {
  const row = await selectAnnouncement(tx, org, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export function getAnnouncement(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => toAnnouncement(await load(tx, auth.organizationId, id)));
}

/** Tells subscribers (once per announcement) when it goes live. */
async function goLive(deps: AppDeps, tx: Tx, org: string, row: Row) {
  if (!row.isActive || row.notifiedAt) return;
  await updateAnnouncementRow(tx, org, row.id, { notifiedAt: new Date() });
  await announcementWentLive(deps, tx, { id: row.id, heading: row.heading, description: row.description, announcement_url: row.announcementUrl });
}

export interface AnnouncementFields {
  heading: string;
  description: string;
  announcement_url: string | null;
  is_active: boolean;
}

export function createAnnouncement(deps: AppDeps, auth: AuthContext, input: AnnouncementFields) {
  return deps.tenant(auth, (tx) => postAnnouncement(deps, tx, auth, input));
}

/** Posts an announcement inside the caller's transaction (another area announcing something, e.g. a sub-processor change). */
export async function postAnnouncement(deps: AppDeps, tx: Tx, auth: AuthContext, input: AnnouncementFields) {
  const org = auth.organizationId;
  const [created] = await insertAnnouncementRow(tx, {
    organizationId: org,
    heading: input.heading,
    description: input.description,
    announcementUrl: input.announcement_url,
    isActive: input.is_active,
    sequence: await firstAnnouncementSequence(tx, org),
    createdBy: auth.userId,
  });
  const row = await load(tx, org, created!.id);
  await recordActivity(tx, auth, org, activity('created', row, `Posted announcement "${row.heading}"${row.isActive ? '' : ' (inactive)'}`));
  await goLive(deps, tx, org, row);
  return toAnnouncement(await load(tx, org, row.id));
}

export function updateAnnouncement(deps: AppDeps, auth: AuthContext, id: string, patch: Partial<AnnouncementFields>) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const before = await load(tx, org, id);
    const set: Partial<typeof announcements.$inferInsert> = { modifiedAt: new Date() };
    if (patch.heading !== undefined) set.heading = patch.heading;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.announcement_url !== undefined) set.announcementUrl = patch.announcement_url;
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    await updateAnnouncementRow(tx, org, id, set);
    const after = await load(tx, org, id);
    const toggled = patch.is_active !== undefined && patch.is_active !== before.isActive;
    if (toggled) {
      await recordActivity(
        tx,
        auth,
        org,
        activity(after.isActive ? 'activated' : 'deactivated', after, `${after.isActive ? 'Activated' : 'Deactivated'} announcement "${after.heading}"`),
      );
    }
    if (Object.keys(patch).some((k) => k !== 'is_active') || !toggled) {
      await recordActivity(tx, auth, org, activity('updated', after, `Updated announcement "${after.heading}"`));
    }
    await goLive(deps, tx, org, after);
    return toAnnouncement(await load(tx, org, id));
  });
}

export function deleteAnnouncement(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = await load(tx, org, id);
    await deleteAnnouncementRow(tx, org, id);
    await recordActivity(tx, auth, org, activity('deleted', row, `Deleted announcement "${row.heading}"`));
  });
}

// ---- For the public site and the setup checklist (run inside the caller's tenant transaction) ----

export interface PublicAnnouncement {
  id: string;
  heading: string;
  description: string;
  announcement_url: string | null;
  created_at: string;
  sequence: number;
}

/** Active announcements in display order (newest first unless reordered). */
export async function listPublicAnnouncements(tx: Tx, organizationId: string): Promise<PublicAnnouncement[]> {
  const rows = await selectPublicAnnouncements(tx, organizationId);
  return rows.map((r) => ({
    id: r.id,
    heading: r.heading,
    description: r.description,
    announcement_url: r.announcementUrl,
    created_at: iso(r.createdAt)!,
    sequence: r.sequence,
  }));
}

export async function countActiveAnnouncements(tx: Tx, organizationId: string): Promise<number> {
  return (await countAnnouncements(tx, organizationId)).active;
}
