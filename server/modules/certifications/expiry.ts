import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { markCitingStale } from '../knowledge-hub/index';
import { certificationQueries } from './queries';

export const EXPIRY_JOB = 'certifications.expiry';

/** The first moment a certification no longer holds: the day after its expiry date (UTC, as `is_expired` reads the date). */
export const expiredFrom = (expiryDate: string) => new Date(Date.parse(`${expiryDate}T00:00:00Z`) + 86_400_000);

/**
 * A certification expires when its date passes, without anybody editing it (issue 13): the check is a job
 * due the day after the expiry date, queued whenever a certification is added with a future date or its
 * date changes. A later edit needs no cancelling: the job then finds another date and does nothing.
 */
export async function scheduleExpiryCheck(tx: Tx, organizationId: string, row: { id: string; expiryDate: string | null; isActive: boolean }) {
  if (!row.isActive || !row.expiryDate) return;
  const from = expiredFrom(row.expiryDate);
  if (from.getTime() <= Date.now()) return;
  await enqueueJob(tx, organizationId, EXPIRY_JOB, { certificationId: row.id, expiryDate: row.expiryDate }, { runAfter: from });
}

export function registerExpiryJob(deps: AppDeps) {
  registerJobHandler(EXPIRY_JOB, async ({ job }) => {
    const org = job.organizationId;
    const { certificationId, expiryDate } = job.payload;
    return withTenant(deps.db, { organizationId: org }, async (tx) => {
      const row = await certificationQueries.selectOne(tx, org, certificationId);
      // Deleted, deactivated or given another date since: that change marked or scheduled what follows.
      if (!row || !row.isActive || row.expiryDate !== expiryDate) return { marked: false };
      const marked = await markCitingStale(
        tx,
        { organizationId: org },
        {
          kind: 'certification',
          name: row.name,
          reason: `Certification "${row.name}" expired on ${expiryDate}`,
        },
      );
      return { marked: true, ...marked };
    });
  });
}
