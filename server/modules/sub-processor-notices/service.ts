import { subProcessorNoticeMessages as msg, type SubProcessorNotice } from '@shared/contracts/sub-processor-notices';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { AppError, conflict, validation } from '../../lib/errors';
import { enqueueJob, registerJobHandler } from '../../lib/jobs';
import { postAnnouncement } from '../announcements/index';
import { activeMembersOf } from '../gated-access/index';
import * as tcConfig from '../tc-config/index';
import { noticeMail } from './mails';
import {
  activeCustomerIds,
  claimDelivery,
  insertNoticeRow,
  insertObjection,
  releaseDelivery,
  selectDeliveredEmails,
  selectMemberObjection,
  selectNotice,
  selectNotices,
  selectObjections,
  setNoticeAnnouncement,
  type NoticeRow,
} from './queries';

/**
 * Announcing a change of the sub-processor list: an announcement on the Trust Center (and in its feed;
 * confirmed subscribers are mailed by the announcements area), a retried mail job to every active
 * customer member, and a public page where signed-in members object, with a reason, until the window
 * closes. Staff read the objections.
 */
const JOB = 'sub-processor-notices.mailing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = 24 * 3600_000;

export const noticePath = (slug: string, id: string) => `/trust/${encodeURIComponent(slug)}/sub-processor-changes/${id}`;
const missing = () => new AppError(404, 'not_found', msg.notFound);
const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

function toNotice(r: NoticeRow, publicUrl: string): SubProcessorNotice {
  return {
    id: r.id,
    title: r.title,
    message: r.message,
    objection_days: r.objectionDays,
    objection_deadline: iso(r.objectionDeadline)!,
    is_open: r.objectionDeadline.getTime() > Date.now(),
    created_at: iso(r.createdAt)!,
    created_by: r.createdBy,
    objection_count: Number(r.objectionCount),
    members_emailed: Number(r.membersEmailed),
    public_url: publicUrl,
  };
}

const urlOf = (deps: Pick<AppDeps, 'config'>, slug: string, id: string) => `${deps.config.publicUrl}${noticePath(slug, id)}`;

export function listNotices(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, async (tx) => {
    const cfg = await tcConfig.ensureConfig(tx, auth.organizationId);
    return { notices: (await selectNotices(tx, auth.organizationId)).map((r) => toNotice(r, urlOf(deps, cfg.slug, r.id))) };
  });
}

export function getNotice(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const row = UUID.test(id) ? await selectNotice(tx, org, id) : null;
    if (!row) throw missing();
    const cfg = await tcConfig.ensureConfig(tx, org);
    const objections = await selectObjections(tx, org, id);
    return {
      ...toNotice(row, urlOf(deps, cfg.slug, id)),
      objections: objections.map((o) => ({
        id: o.id,
        customer: { id: o.customer_id, name: o.customer_name },
        member_name: o.member_name,
        member_email: o.member_email,
        reason: o.reason,
        created_at: iso(o.created_at)!,
      })),
    };
  });
}

/** Announces the change: the notice, its announcement, the member mailing (queued) and the activity row, together. */
export function announceChange(deps: AppDeps, auth: AuthContext, input: { title: string; message: string; objection_days: number }) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const cfg = await tcConfig.ensureConfig(tx, org);
    if (!cfg.isPublished) throw conflict(msg.notPublished);
    const deadline = new Date(Date.now() + input.objection_days * DAY);
    const id = await insertNoticeRow(tx, {
      organizationId: org,
      title: input.title,
      message: input.message,
      objectionDays: input.objection_days,
      objectionDeadline: deadline,
      createdBy: auth.userId,
    });
    const url = urlOf(deps, cfg.slug, id);
    const announcement = await postAnnouncement(deps, tx, auth, {
      heading: input.title,
      description: `${input.message}\n\nCustomers may object until ${day(deadline)}.`,
      announcement_url: url,
      is_active: true,
    });
    await setNoticeAnnouncement(tx, org, id, announcement.id);
    await recordActivity(tx, auth, org, {
      group: 'trust_center',
      action: 'announced',
      objectType: 'sub_processor_notice',
      objectId: id,
      objectName: input.title,
      description: `Announced a sub-processor change "${input.title}" to subscribers and customer members (objections until ${day(deadline)})`,
    });
    await enqueueJob(tx, org, JOB, { noticeId: id }, { maxAttempts: 5 });
    setTimeout(() => deps.jobs.poke(), 50);
    return toNotice((await selectNotice(tx, org, id))!, url);
  });
}

export function registerNoticeJobs(deps: AppDeps) {
  registerJobHandler(JOB, async ({ job }) => {
    const org = job.organizationId;
    const noticeId = String(job.payload.noticeId);
    const plan = await withTenant(deps.db, { organizationId: org }, async (tx) => {
      const notice = await selectNotice(tx, org, noticeId);
      if (!notice) return null;
      const cfg = await tcConfig.ensureConfig(tx, org);
      const members = await activeMembersOf(tx, org, await activeCustomerIds(tx, org));
      const done = new Set(await selectDeliveredEmails(tx, org, noticeId));
      const pending = new Map<string, (typeof members)[number]>();
      for (const m of members) if (!done.has(m.email.toLowerCase()) && !pending.has(m.email.toLowerCase())) pending.set(m.email.toLowerCase(), m);
      return { notice, cfg, pending: [...pending.values()] };
    });
    if (!plan) return { skipped: true };
    let sent = 0;
    for (const m of plan.pending) {
      const email = m.email.toLowerCase();
      const claimed = await withTenant(deps.db, { organizationId: org }, (tx) => claimDelivery(tx, org, noticeId, email));
      if (!claimed) continue;
      try {
        await deps.mail.send(
          {
            organizationId: org,
            to: m.email,
            ...noticeMail({
              company: plan.cfg.companyName,
              title: plan.notice.title,
              message: plan.notice.message,
              deadline: day(plan.notice.objectionDeadline),
              url: urlOf(deps, plan.cfg.slug, noticeId),
              memberName: m.full_name,
            }),
          },
          { throwOnFailure: true },
        );
      } catch (err) {
        // Not delivered: give the address back so the retry mails it.
        await withTenant(deps.db, { organizationId: org }, (tx) => releaseDelivery(tx, org, noticeId, email));
        throw err;
      }
      sent++;
    }
    return { sent };
  });
}

// ---- The public page (members) ----

export interface NoticeMember {
  id: string;
  customerId: string;
  customerName: string;
  fullName: string;
  email: string;
}

/** The notice as the public page shows it, with the signed-in member's objection if any; null when unknown. */
export async function publicNotice(deps: Pick<AppDeps, 'db'>, organizationId: string, id: string, member: NoticeMember | null) {
  if (!UUID.test(id)) return null;
  return withTenant(deps.db, { organizationId }, async (tx) => {
    const row = await selectNotice(tx, organizationId, id);
    if (!row) return null;
    const site = await tcConfig.buildSiteData(tx, organizationId, tcConfig.siteUrls(''));
    const mine = member ? await selectMemberObjection(tx, organizationId, id, member.id) : null;
    return {
      id: row.id,
      title: row.title,
      message: row.message,
      created_at: iso(row.createdAt)!,
      objection_deadline: iso(row.objectionDeadline)!,
      is_open: row.objectionDeadline.getTime() > Date.now(),
      sub_processors: site.sub_processors.map((s) => ({ name: s.name, purpose: s.purpose, location: s.location })),
      objection: mine ? { reason: mine.reason, created_at: iso(mine.createdAt)! } : null,
    };
  });
}

/** A signed-in member objects (once per notice) while the window is open; recorded on their account's Activity tab. */
export function objectToNotice(deps: Pick<AppDeps, 'db'>, organizationId: string, id: string, member: NoticeMember, reason: string) {
  return withTenant(deps.db, { organizationId }, async (tx: Tx) => {
    const row = UUID.test(id) ? await selectNotice(tx, organizationId, id) : null;
    if (!row) throw missing();
    if (row.objectionDeadline.getTime() <= Date.now()) throw conflict(msg.windowClosed);
    if (reason.length < 10) throw validation(msg.reasonRequired, 'reason');
    const created = await insertObjection(tx, {
      organizationId,
      noticeId: id,
      customerId: member.customerId,
      memberId: member.id,
      memberName: member.fullName,
      memberEmail: member.email,
      reason,
    });
    if (!created) return false;
    await recordActivity(tx, { userId: null as unknown as string, organizationId, fullName: member.fullName }, organizationId, {
      group: 'other',
      action: 'objected',
      objectType: 'sub_processor_notice',
      objectId: id,
      objectName: row.title,
      description: `Objected to the sub-processor change "${row.title}" for ${member.customerName}`,
      metadata: { customer_id: member.customerId, member_id: member.id },
    });
    return true;
  });
}
