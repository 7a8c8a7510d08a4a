import crypto from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { sha256 } from '../../lib/secrets';
import { onAnnouncementWentLive } from '../announcements/index';
import * as tcConfig from '../tc-config/index';
import { announcementMail, confirmationMail } from './mails';
import type { SiteRef } from './site';
import {
  claimDelivery,
  deleteSubscriber,
  insertSubscriber,
  selectAnnouncement,
  selectAnnouncementOrganization,
  selectSiteConfig,
  selectSubscriberByConfirmToken,
  selectSubscriberByEmail,
  selectUnmailedSubscribers,
  setConfirmToken,
  updateSubscriber,
} from './subscriptions.queries';

/**
 * E-mail subscriptions to a Trust Center: double opt-in (a confirmation link), one-click unsubscribe,
 * and announcement mailings. Mail goes out from jobs, never inside a request.
 */
const CONFIRM_JOB = 'trust-center.subscription-confirmation';
const ANNOUNCEMENT_JOB = 'trust-center.announcement-mailing';
const CONFIRM_VALID_MS = 7 * 24 * 3600_000;
const RESEND_AFTER_MS = 60_000;

export const subscribeMessages = {
  sent: 'Almost done: check your inbox and click the link to confirm your subscription.',
  invalidEmail: 'Please enter a valid email address',
} as const;

export const isEmail = (v: string) => v.length <= 254 && /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/.test(v);

/**
 * Starts a subscription. The answer is the same whether the address is new, pending or already
 * confirmed, so the form reveals nothing about who subscribed.
 */
export async function subscribe(deps: AppDeps, site: SiteRef, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const org = site.organizationId;
    const existing = await selectSubscriberByEmail(tx, org, email);
    if (existing?.status === 'confirmed') return;
    if (existing?.confirmSentAt && Date.now() - existing.confirmSentAt.getTime() < RESEND_AFTER_MS) return;
    const id = existing?.id ?? (await insertSubscriber(tx, org, email));
    if (!id) return; // a concurrent request created it
    await updateSubscriber(tx, org, id, { confirmSentAt: new Date() });
    await enqueueJob(tx, org, CONFIRM_JOB, { subscriberId: id });
  });
  deps.jobs.poke();
}

/** Confirms a subscription from the e-mailed link; false when the link is unknown, used or expired. */
export async function confirmSubscription(deps: AppDeps, site: SiteRef, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const org = site.organizationId;
    const row = await selectSubscriberByConfirmToken(tx, org, sha256(token));
    // Opened again (by the person, or first by a mail scanner): the address is subscribed, say so.
    if (row?.status === 'confirmed') return true;
    if (!row || !row.confirmSentAt || Date.now() - row.confirmSentAt.getTime() > CONFIRM_VALID_MS) return false;
    await updateSubscriber(tx, org, row.id, { status: 'confirmed', confirmedAt: row.confirmedAt ?? new Date() });
    await recordActivity(tx, null, org, {
      group: 'trust_center',
      action: 'subscribe',
      objectType: 'subscriber',
      objectId: row.id,
      objectName: row.email,
      description: `${row.email} subscribed to Trust Center updates`,
    });
    return true;
  });
}

/** Whether an unsubscribe link is genuine (it names a subscriber, present or already gone). */
export async function unsubscribeTarget(deps: AppDeps, _site: SiteRef, token: string | undefined): Promise<boolean> {
  return Boolean(tcConfig.readUnsubscribeToken(await tcConfig.linkKey(deps.db), token));
}

/** The headers that let mail clients offer one-click unsubscribe (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/** One-click unsubscribe (a POST): the signed link identifies the subscriber; the row is removed. */
export async function unsubscribe(deps: AppDeps, site: SiteRef, token: string | undefined): Promise<boolean> {
  const id = tcConfig.readUnsubscribeToken(await tcConfig.linkKey(deps.db), token);
  if (!id) return false;
  await withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const gone = await deleteSubscriber(tx, site.organizationId, id);
    if (gone) {
      await recordActivity(tx, null, site.organizationId, {
        group: 'trust_center',
        action: 'unsubscribe',
        objectType: 'subscriber',
        objectId: gone.id,
        objectName: gone.email,
        description: `${gone.email} unsubscribed from Trust Center updates`,
      });
    }
  });
  return true;
}

/**
 * Called by the announcements area in the transaction where an announcement first goes live: enqueues
 * the mailing to confirmed subscribers (sent only while the Trust Center is published).
 */
export async function notifySubscribersOfAnnouncement(deps: Pick<AppDeps, 'jobs'>, tx: Tx, announcement: { id: string }): Promise<void> {
  const row = await selectAnnouncementOrganization(tx, announcement.id);
  if (!row) return;
  await enqueueJob(tx, row.organizationId, ANNOUNCEMENT_JOB, { announcementId: announcement.id });
  setTimeout(() => deps.jobs.poke(), 50);
}

const siteLink = (deps: AppDeps, slug: string, path = '') => `${deps.config.publicUrl}/trust/${encodeURIComponent(slug)}${path}`;

/** The background work of subscriptions; handlers are idempotent. */
export function registerSubscriptionJobs(deps: AppDeps) {
  onAnnouncementWentLive(notifySubscribersOfAnnouncement);
  registerJobHandler(CONFIRM_JOB, async ({ job }) => {
    const org = job.organizationId;
    const subscriberId = String(job.payload.subscriberId);
    const token = crypto.randomBytes(24).toString('base64url');
    const target = await withTenant(deps.db, { organizationId: org }, async (tx) => {
      const cfg = await selectSiteConfig(tx, org);
      const sub = await setConfirmToken(tx, org, subscriberId, sha256(token));
      return cfg && sub ? { cfg, sub } : null;
    });
    if (!target) return { skipped: true };
    const link = siteLink(deps, target.cfg.slug, `/subscribe/confirm?token=${token}`);
    await deps.mail.send({ organizationId: org, to: target.sub.email, ...confirmationMail(target.cfg.companyName, link) });
    return { sent: 1 };
  });

  registerJobHandler(ANNOUNCEMENT_JOB, async ({ job }) => {
    const org = job.organizationId;
    const announcementId = String(job.payload.announcementId);
    const key = await tcConfig.linkKey(deps.db);
    const plan = await withTenant(deps.db, { organizationId: org }, async (tx) => {
      const cfg = await selectSiteConfig(tx, org);
      const item = await selectAnnouncement(tx, org, announcementId);
      if (!cfg?.isPublished || !item?.isActive) return null;
      const pending = await selectUnmailedSubscribers(tx, org, announcementId);
      return { cfg, item, pending };
    });
    if (!plan) return { skipped: true };
    let sent = 0;
    for (const s of plan.pending) {
      // Claim the delivery first: a retry never mails the same person twice.
      const claimed = await withTenant(deps.db, { organizationId: org }, (tx) => claimDelivery(tx, org, announcementId, s.id));
      if (!claimed) continue;
      const unsubscribe = siteLink(deps, plan.cfg.slug, `/unsubscribe?token=${tcConfig.unsubscribeToken(key, s.id)}`);
      await deps.mail.send({
        organizationId: org,
        to: s.email,
        headers: unsubscribeHeaders(unsubscribe),
        ...announcementMail({
          company: plan.cfg.companyName,
          heading: plan.item.heading,
          description: plan.item.description,
          url: plan.item.announcementUrl,
          siteUrl: siteLink(deps, plan.cfg.slug),
          unsubscribeUrl: unsubscribe,
        }),
      });
      sent++;
    }
    return { sent };
  });
}
