import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/context';

/**
 * Activity of gated access. Rows about a customer account's members are filed under the account
 * (its Activity tab); actions of visitors and members are recorded with their name as the actor.
 */
export function memberActivity(
  tx: Tx,
  actor: AuthContext | { fullName: string } | null,
  organizationId: string,
  customer: { id: string; name: string } | null,
  action: string,
  description: string,
  metadata: Record<string, unknown> = {},
) {
  const who = actor && 'userId' in actor ? actor : actor ? { userId: null as unknown as string, organizationId, fullName: actor.fullName } : null;
  return recordActivity(tx, who, organizationId, {
    group: 'trust_center',
    action,
    objectType: customer ? 'customer' : 'access_request',
    objectId: customer?.id ?? (metadata.request_id as string | undefined) ?? null,
    objectName: customer?.name ?? '',
    description,
    metadata,
  });
}
