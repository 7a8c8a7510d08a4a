import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import * as tcConfig from '../tc-config/index';
import { acknowledgePath, acknowledgeToken, asksForAcknowledgement } from './acknowledgements';
import { claimDelivery, releaseDelivery, selectConfirmedSubscribers, selectDeliveries, selectNotifiedCustomerIds } from './deliveries.queries';
import { securityUpdateMail } from './mails';
import { affectedMembers } from './members';
import { incidentPath } from './public';
import { selectActiveCustomers, selectEventRow, selectUpdateRow } from './queries';

/**
 * Telling people about a published update: the Trust Center's confirmed subscribers (public updates,
 * while the Trust Center is published) and the members of the affected customer accounts (every
 * update). Mail goes out from a retried job. Each address is claimed before it is mailed, so a retry
 * never mails anyone twice; a failed delivery (the mail server is down) gives its claim back and fails
 * the attempt, so the retry mails exactly the people not reached yet. Members get their
 * personal acknowledge link when the update asks for one. Each affected account's activity log records
 * that it was told.
 */
const JOB = 'security-events.update-mailing';

export async function enqueueUpdateMailing(deps: Pick<AppDeps, 'jobs'>, tx: Tx, organizationId: string, updateId: string) {
  await enqueueJob(tx, organizationId, JOB, { updateId }, { maxAttempts: 5 });
  setTimeout(() => deps.jobs.poke(), 50);
}

interface Recipient {
  email: string;
  audience: 'SUBSCRIBER' | 'MEMBER';
  subscriberId?: string;
  customerId?: string;
  memberId?: string;
}

async function plan(tx: Tx, org: string, updateId: string) {
  const update = await selectUpdateRow(tx, org, updateId);
  if (!update) return null;
  const event = await selectEventRow(tx, org, update.eventId);
  if (!event) return null;
  const cfg = await tcConfig.ensureConfig(tx, org);
  const customers = await selectActiveCustomers(tx, org, event.customerIds);
  const already = new Map((await selectDeliveries(tx, org, updateId)).map((d) => [d.email, d]));
  const recipients = new Map<string, Recipient>();
  for (const m of await affectedMembers(
    tx,
    org,
    customers.map((c) => c.id),
  )) {
    const email = m.email.toLowerCase();
    if (!recipients.has(email)) recipients.set(email, { email, audience: 'MEMBER', customerId: m.customerId, memberId: m.id });
  }
  if (update.isPublic && cfg.isPublished) {
    const subs = await selectConfirmedSubscribers(tx, org);
    for (const s of subs) {
      const email = s.email.toLowerCase();
      if (!recipients.has(email)) recipients.set(email, { email, audience: 'SUBSCRIBER', subscriberId: s.id });
    }
  }
  const loggedCustomers = new Set(await selectNotifiedCustomerIds(tx, org, updateId));
  const delivered = [...already.values()].filter((d) => d.customerId).map((d) => d.customerId!);
  return { update, event, cfg, customers, loggedCustomers, delivered, pending: [...recipients.values()].filter((r) => !already.has(r.email)) };
}

export function registerSecurityEventJobs(deps: AppDeps) {
  registerJobHandler(JOB, async ({ job }) => {
    const org = job.organizationId;
    const updateId = String(job.payload.updateId);
    const p = await withTenant(deps.db, { organizationId: org }, (tx) => plan(tx, org, updateId));
    if (!p) return { skipped: true };
    const key = await tcConfig.linkKey(deps.db);
    const site = `${deps.config.publicUrl}/trust/${encodeURIComponent(p.cfg.slug)}`;
    const incidentUrl = p.update.isPublic && p.cfg.isPublished ? `${deps.config.publicUrl}${incidentPath(p.cfg.slug, p.event.id)}` : null;
    const customerName = new Map(p.customers.map((c) => [c.id, c.name]));
    const sentPerCustomer = new Map<string, number>();
    let sent = 0;
    // Earlier attempts' deliveries count for the activity line too.
    for (const d of p.delivered) sentPerCustomer.set(d, (sentPerCustomer.get(d) ?? 0) + 1);
    const asksAck = asksForAcknowledgement(p.update);
    for (const r of p.pending) {
      const unsubscribeUrl = r.subscriberId ? `${site}/unsubscribe?token=${tcConfig.unsubscribeToken(key, r.subscriberId)}` : undefined;
      const acknowledgeUrl =
        asksAck && r.memberId ? `${deps.config.publicUrl}${acknowledgePath(p.cfg.slug, acknowledgeToken(key, updateId, r.memberId))}` : undefined;
      const claimed = await withTenant(deps.db, { organizationId: org }, (tx) =>
        claimDelivery(tx, { organizationId: org, updateId, email: r.email, audience: r.audience, customerId: r.customerId ?? null }),
      );
      if (!claimed) continue;
      try {
        await deps.mail.send(
          {
            organizationId: org,
            to: r.email,
            // Subscribers' mail clients offer one-click unsubscribe (RFC 8058): a POST to the same link.
            ...(unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
            ...securityUpdateMail({
              company: p.cfg.companyName,
              eventName: p.event.name,
              title: p.update.title,
              description: p.update.description,
              status: p.update.eventStatus,
              customerImpact: p.update.customerImpact,
              externalLink: p.update.externalLink,
              incidentUrl,
              customerName: r.customerId ? customerName.get(r.customerId) : undefined,
              unsubscribeUrl,
              acknowledgeUrl,
            }),
          },
          { throwOnFailure: true },
        );
      } catch (err) {
        // Not delivered: give the address back, so the job's retry mails it.
        await withTenant(deps.db, { organizationId: org }, (tx) => releaseDelivery(tx, org, updateId, r.email));
        throw err;
      }
      if (r.customerId) sentPerCustomer.set(r.customerId, (sentPerCustomer.get(r.customerId) ?? 0) + 1);
      sent++;
    }
    // The affected accounts' activity tabs record that they were told (once per update and account).
    await withTenant(deps.db, { organizationId: org }, async (tx) => {
      for (const c of p.customers) {
        if (p.loggedCustomers.has(c.id)) continue;
        const n = sentPerCustomer.get(c.id) ?? 0;
        const told = n > 0 ? `E-mailed ${n} member${n === 1 ? '' : 's'} of ${c.name}` : `${c.name} is affected (no members to e-mail)`;
        await recordActivity(tx, null, org, {
          group: 'other',
          action: 'customer_notified',
          objectType: 'security_event',
          objectId: p.event.id,
          objectName: p.event.name,
          description: `${told}: update "${p.update.title}" of security event "${p.event.name}"`,
          metadata: { customer_id: c.id, update_id: updateId, members_emailed: n },
        });
      }
    });
    return { sent };
  });
}
