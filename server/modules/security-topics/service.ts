import { limits } from '@shared/limits';
import { topicMessages, type SecurityTopic, type TopicInput, type TopicPatch, topicSortFields } from '@shared/contracts/security-topics';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { securityTopics } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import { countTopics, nextTopicSequence, selectPublicTopics, selectTopic, selectTopics, insertTopicRow, updateTopicRow, deleteTopicRow } from './queries';

type Row = NonNullable<Awaited<ReturnType<typeof selectTopic>>>;

function toTopic(r: Row): SecurityTopic {
  return {
    id: r.id,
    heading: r.heading,
    description: r.description,
    is_active: r.isActive,
    created_by: r.createdBy,
    created_at: iso(r.createdAt)!,
    modified_at: iso(r.modifiedAt)!,
    sequence: r.sequence,
  };
}

const NOT_FOUND = 'This security topic does not exist or was deleted.';
const activity = (action: string, r: { id: string; heading: string }, description: string) => ({
  group: 'trust_center' as const,
  action,
  objectType: 'security_topic',
  objectId: r.id,
  objectName: r.heading,
  description,
});

function cleanDescription(html: string): string {
  const clean = sanitizeRichText(html);
  if (!richTextToPlain(clean)) throw validation(topicMessages.descriptionRequired, 'description');
  return clean;
}

export interface TopicListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listTopics(deps: AppDeps, auth: AuthContext, q: TopicListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', search: q.search };
    const sort = parseSort(q.sort_by, topicSortFields, 'sequence');
    const [rows, counts] = await Promise.all([selectTopics(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countTopics(tx, org, filter)]);
    return {
      data: { security_topics: rows.map((r) => ({ ...toTopic(r), deactivate_refusal: deactivateRefusal(r, counts.active) })) },
      pagination: pagination(q.page, q.length, counts.matching, {
        total_topics_count: counts.total,
        total_active_count: counts.active,
        max_count: limits.securityTopicsMax,
        min_active_count: limits.securityTopicsMinActive,
      }),
    };
  });
}

export function getTopic(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const row = await selectTopic(tx, auth.organizationId, id);
    if (!row) throw notFound(NOT_FOUND);
    const { active } = await countTopics(tx, auth.organizationId);
    return { ...toTopic(row), deactivate_refusal: deactivateRefusal(row, active) };
  });
}

export function createTopic(deps: AppDeps, auth: AuthContext, input: Required<Pick<TopicInput, 'heading' | 'description'>> & { is_active: boolean }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'security_topics');
    const counts = await countTopics(tx, org);
    if (counts.total >= limits.securityTopicsMax) throw conflict(topicMessages.limit);
    const [created] = await insertTopicRow(tx, {
      organizationId: org,
      heading: input.heading,
      description: cleanDescription(input.description),
      isActive: input.is_active,
      sequence: await nextTopicSequence(tx, org),
      createdBy: auth.userId,
    });
    await recordActivity(tx, auth, org, activity('created', created!, `Created security topic "${created!.heading}"`));
    return toTopic((await selectTopic(tx, org, created!.id))!);
  });
}

/** Said up front (the list and detail carry it), so the console disables the switch with the reason instead of asking first. */
const deactivateRefusal = (r: { isActive: boolean }, active: number) =>
  r.isActive && active - 1 < limits.securityTopicsMinActive ? topicMessages.minimum : null;

/** Refuses a change that would leave fewer than the minimum of active topics (portal §5). */
async function assertActiveRemain(tx: Tx, organizationId: string, losing: number) {
  const { active } = await countTopics(tx, organizationId);
  if (active - losing < limits.securityTopicsMinActive) throw conflict(topicMessages.minimum);
}

export function updateTopic(deps: AppDeps, auth: AuthContext, id: string, patch: Omit<TopicPatch, 'is_active'> & { is_active?: boolean | undefined }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'security_topics');
    const before = await selectTopic(tx, org, id);
    if (!before) throw notFound(NOT_FOUND);
    if (before.isActive && patch.is_active === false) await assertActiveRemain(tx, org, 1);
    const set: Partial<typeof securityTopics.$inferInsert> = { modifiedAt: new Date() };
    if (patch.heading !== undefined) set.heading = patch.heading;
    if (patch.description !== undefined) set.description = cleanDescription(patch.description);
    if (patch.is_active !== undefined) set.isActive = patch.is_active;
    await updateTopicRow(tx, org, id, set);
    const after = (await selectTopic(tx, org, id))!;
    const toggled = patch.is_active !== undefined && patch.is_active !== before.isActive;
    const contentChanged = patch.heading !== undefined || patch.description !== undefined;
    if (toggled) {
      const verb = after.isActive ? 'activated' : 'deactivated';
      await recordActivity(tx, auth, org, activity(verb, after, `${after.isActive ? 'Activated' : 'Deactivated'} security topic "${after.heading}"`));
    }
    if (contentChanged || !toggled) await recordActivity(tx, auth, org, activity('updated', after, `Updated security topic "${after.heading}"`));
    return toTopic(after);
  });
}

export function deleteTopic(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    await lockArea(tx, org, 'security_topics');
    const row = await selectTopic(tx, org, id);
    if (!row) throw notFound(NOT_FOUND);
    if (row.isActive) await assertActiveRemain(tx, org, 1);
    await deleteTopicRow(tx, org, id);
    await recordActivity(tx, auth, org, activity('deleted', row, `Deleted security topic "${row.heading}"`));
  });
}

// ---- For the public site and the setup checklist (run inside the caller's tenant transaction) ----

/** Active topics in display order: what the public Trust Center shows. */
export async function listPublicTopics(tx: Tx, organizationId: string) {
  return selectPublicTopics(tx, organizationId);
}

export async function countActiveTopics(tx: Tx, organizationId: string): Promise<number> {
  return (await countTopics(tx, organizationId)).active;
}
