import type { Tx } from '../db/client';
import { activityLogs } from '../db/schema/index';
import type { AuthContext } from './context';

export type ActivityGroup = 'trust_center' | 'request' | 'other';

export interface ActivityEntry {
  group: ActivityGroup;
  action: string;
  objectType: string;
  objectId?: string | null;
  objectName?: string;
  description: string;
  metadata?: Record<string, unknown>;
}

/** Writes one activity row inside the caller's transaction: the change and its record land together. */
export async function recordActivity(
  tx: Tx,
  actor: Pick<AuthContext, 'userId' | 'organizationId' | 'fullName'> | null,
  organizationId: string,
  entry: ActivityEntry,
) {
  await tx.insert(activityLogs).values({
    organizationId,
    actorId: actor?.userId ?? null,
    actorName: actor?.fullName ?? 'System',
    group: entry.group,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId ?? null,
    objectName: entry.objectName ?? '',
    description: entry.description,
    metadata: entry.metadata ?? {},
  });
}
