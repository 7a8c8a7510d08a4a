import type { Db } from '../../db/client';
import { withSystem, withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { domainsClaimedElsewhere, selectAllConnections, selectConnectionById, setReviewDecision } from './queries';

/** For the platform operator: every organisation's connections, the ones waiting for review first. */
export function listConnectionsForReview(db: Db) {
  return withSystem(db, (tx) => selectAllConnections(tx));
}

/**
 * The operator's decision: ACTIVE routes the domains at once (no restart), REJECTED keeps the note for the tenant.
 * A connection whose domains another organisation's active connection routes is not activated (`taken` names them).
 */
export async function reviewConnection(
  db: Db,
  operator: { email: string },
  organizationId: string,
  id: string,
  shown: { submittedAt: string },
  decision: 'ACTIVE' | 'REJECTED',
  note = '',
) {
  // The decision is about the submission the operator's page showed; one sent again since then waits for its own review.
  const submittedAt = new Date(shown.submittedAt);
  if (!shown.submittedAt || Number.isNaN(submittedAt.getTime())) return { changed: true as const };
  if (decision === 'ACTIVE') {
    const pending = await withTenant(db, { organizationId }, (tx) => selectConnectionById(tx, organizationId, id));
    const taken = pending ? await withSystem(db, (tx) => domainsClaimedElsewhere(tx, organizationId, pending.domains)) : [];
    if (taken.length) return { taken };
  }
  return withTenant(db, { organizationId }, async (tx) => {
    const row = await setReviewDecision(tx, organizationId, id, submittedAt, decision, note.slice(0, 1000));
    if (!row) {
      const now = await selectConnectionById(tx, organizationId, id);
      return now?.status === 'IN_REVIEW' ? { changed: true as const } : null;
    }
    const name = row.protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0';
    await recordActivity(tx, null, organizationId, {
      group: 'other',
      action: decision === 'ACTIVE' ? 'activated' : 'rejected',
      objectType: 'sso_connection',
      objectId: row.id,
      objectName: name,
      description:
        decision === 'ACTIVE'
          ? `Single sign-on (${name}) for ${row.domains.join(', ')} was activated by the Trustroom team (${operator.email})`
          : `Single sign-on (${name}) was rejected by the Trustroom team (${operator.email})${note ? `: ${note}` : ''}`,
    });
    return { row };
  });
}
