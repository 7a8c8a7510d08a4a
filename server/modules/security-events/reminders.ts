import { acknowledgementMessages as ackMsg, type AcknowledgementStatus } from '@shared/contracts/security-events';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/context';
import { validation } from '../../lib/errors';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import * as tcConfig from '../tc-config/index';
import { acknowledgePath, acknowledgementStatus, acknowledgeToken } from './acknowledgements';
import { reminderMail } from './mails';
import { affectedMembers } from './members';
import { selectEventRow } from './queries';
import { claimReminderAddress, insertReminder, markReminderSent, releaseReminderAddress, selectReminder } from './reminders.queries';

/**
 * Reminding affected accounts that have not acknowledged every update: one reminder row per account,
 * its activity row on the account's Activity tab (same transaction), and a retried job that mails each
 * active member their personal acknowledge links. A member is marked as reached only once the mail went
 * out, so a retry after a mail-server failure reaches the rest and nobody twice.
 */
const JOB = 'security-events.reminder';

type Customer = AcknowledgementStatus['customers'][number];

export async function remindCustomers(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Tx,
  auth: AuthContext,
  event: { id: string; name: string; customerIds: string[] },
  customerIds: string[] | undefined,
) {
  const org = auth.organizationId;
  if (customerIds?.some((id) => !event.customerIds.includes(id))) throw validation(ackMsg.unknownCustomer, 'customer_ids');
  const status = await acknowledgementStatus(tx, org, event);
  const chosen = status.customers.filter(
    (c: Customer) => (customerIds ? customerIds.includes(c.id) : true) && c.pending_update_ids.length > 0 && c.member_count > 0,
  );
  if (chosen.length === 0) throw validation(ackMsg.nothingToRemind, customerIds ? 'customer_ids' : null);
  for (const c of chosen) {
    const reminderId = await insertReminder(tx, {
      organizationId: org,
      eventId: event.id,
      customerId: c.id,
      createdBy: auth.userId,
      createdByName: auth.fullName,
    });
    const n = c.pending_update_ids.length;
    await recordActivity(tx, auth, org, {
      group: 'other',
      action: 'reminder_sent',
      objectType: 'security_event',
      objectId: event.id,
      objectName: event.name,
      description: `Reminded ${c.name} to acknowledge ${n} update${n === 1 ? '' : 's'} of security event "${event.name}" (${c.member_count} member${c.member_count === 1 ? '' : 's'} e-mailed)`,
      metadata: { customer_id: c.id, reminder_id: reminderId, update_ids: c.pending_update_ids },
    });
    await enqueueJob(tx, org, JOB, { reminderId }, { maxAttempts: 5 });
  }
  setTimeout(() => deps.jobs.poke(), 50);
  return { reminded: chosen.map((c) => ({ id: c.id, name: c.name, pending_update_count: c.pending_update_ids.length })) };
}

export function registerReminderJob(deps: AppDeps) {
  registerJobHandler(JOB, async ({ job }) => {
    const org = job.organizationId;
    const reminderId = String(job.payload.reminderId);
    const plan = await withTenant(deps.db, { organizationId: org }, async (tx) => {
      const reminder = await selectReminder(tx, org, reminderId);
      if (!reminder) return null;
      const event = await selectEventRow(tx, org, reminder.eventId);
      if (!event) return null;
      const status = await acknowledgementStatus(tx, org, event);
      const customer = status.customers.find((c) => c.id === reminder.customerId);
      if (!customer) return null;
      const pending = status.updates.filter((u) => customer.pending_update_ids.includes(u.id));
      const members = (await affectedMembers(tx, org, [customer.id])).filter((m) => !reminder.sentTo.includes(m.email.toLowerCase()));
      const cfg = await tcConfig.ensureConfig(tx, org);
      return { event, customer, pending, members, cfg };
    });
    if (!plan || plan.pending.length === 0) return { skipped: true };
    const key = await tcConfig.linkKey(deps.db);
    let sent = 0;
    for (const m of plan.members) {
      const email = m.email.toLowerCase();
      const claimed = await withTenant(deps.db, { organizationId: org }, (tx) => claimReminderAddress(tx, org, reminderId, email));
      if (!claimed) continue;
      try {
        await deps.mail.send(
          {
            organizationId: org,
            to: m.email,
            ...reminderMail({
              company: plan.cfg.companyName,
              eventName: plan.event.name,
              customerName: plan.customer.name,
              memberName: m.fullName,
              updates: plan.pending.map((u) => ({
                title: u.title,
                date: u.created_at,
                url: `${deps.config.publicUrl}${acknowledgePath(plan.cfg.slug, acknowledgeToken(key, u.id, m.id))}`,
              })),
            }),
          },
          { throwOnFailure: true },
        );
      } catch (err) {
        await withTenant(deps.db, { organizationId: org }, (tx) => releaseReminderAddress(tx, org, reminderId, email));
        throw err;
      }
      sent++;
    }
    await withTenant(deps.db, { organizationId: org }, (tx) => markReminderSent(tx, org, reminderId));
    return { sent };
  });
}
