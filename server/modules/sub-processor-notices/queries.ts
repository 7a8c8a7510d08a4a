import { and, desc, eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { subProcessorNoticeDeliveries as deliveries, subProcessorNotices as notices, subProcessorObjections as objections, users } from '../../db/schema/index';

const columns = {
  id: notices.id,
  title: notices.title,
  message: notices.message,
  objectionDays: notices.objectionDays,
  objectionDeadline: notices.objectionDeadline,
  announcementId: notices.announcementId,
  createdAt: notices.createdAt,
  createdBy: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  objectionCount: sql<number>`(select count(*)::int from sub_processor_objections o where o.organization_id = ${notices.organizationId} and o.notice_id = ${notices.id})`,
  membersEmailed: sql<number>`(select count(*)::int from sub_processor_notice_deliveries d where d.organization_id = ${notices.organizationId} and d.notice_id = ${notices.id})`,
};
export type NoticeRow = Awaited<ReturnType<typeof selectNotices>>[number];

function base(tx: Tx) {
  return tx
    .select(columns)
    .from(notices)
    .leftJoin(users, and(eq(users.organizationId, notices.organizationId), eq(users.id, notices.createdBy)));
}

export function selectNotices(tx: Tx, org: string, limit = 50) {
  return base(tx).where(eq(notices.organizationId, org)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(limit);
}

export async function selectNotice(tx: Tx, org: string, id: string) {
  const [row] = await base(tx).where(and(eq(notices.organizationId, org), eq(notices.id, id)));
  return row ?? null;
}

export function selectObjections(tx: Tx, org: string, noticeId: string) {
  return rows<{ id: string; customer_id: string; customer_name: string; member_name: string; member_email: string; reason: string; created_at: string }>(
    tx,
    sql`select o.id, o.customer_id, coalesce(c.name, '') as customer_name, o.member_name, o.member_email, o.reason, o.created_at
        from sub_processor_objections o
        left join customers c on c.organization_id = o.organization_id and c.id = o.customer_id
        where o.organization_id = ${org} and o.notice_id = ${noticeId}
        order by o.created_at desc`,
  );
}

export async function selectMemberObjection(tx: Tx, org: string, noticeId: string, memberId: string) {
  const [row] = await tx
    .select()
    .from(objections)
    .where(and(eq(objections.organizationId, org), eq(objections.noticeId, noticeId), eq(objections.memberId, memberId)));
  return row ?? null;
}

/** Every active customer account's id (the notice goes to all their members). */
export async function activeCustomerIds(tx: Tx, org: string) {
  return (await rows<{ id: string }>(tx, sql`select id from customers where organization_id = ${org} and is_active`)).map((r) => r.id);
}

/** Records a notice; answers its id. */
export async function insertNoticeRow(tx: Tx, values: typeof notices.$inferInsert) {
  const [row] = await tx.insert(notices).values(values).returning({ id: notices.id });
  return row!.id;
}

export async function setNoticeAnnouncement(tx: Tx, org: string, id: string, announcementId: string) {
  await tx
    .update(notices)
    .set({ announcementId })
    .where(and(eq(notices.organizationId, org), eq(notices.id, id)));
}

/** Records a member's objection unless they objected already; answers false then. */
export async function insertObjection(tx: Tx, values: typeof objections.$inferInsert) {
  const [created] = await tx.insert(objections).values(values).onConflictDoNothing().returning({ id: objections.id });
  return Boolean(created);
}

// ---- The member mailing ----

/** The addresses a notice was mailed to already (earlier attempts of the job). */
export async function selectDeliveredEmails(tx: Tx, org: string, noticeId: string) {
  const found = await tx
    .select({ email: deliveries.email })
    .from(deliveries)
    .where(and(eq(deliveries.organizationId, org), eq(deliveries.noticeId, noticeId)));
  return found.map((d) => d.email);
}

/** Claims an address before it is mailed; answers false when it was claimed already. */
export async function claimDelivery(tx: Tx, org: string, noticeId: string, email: string) {
  const claimed = await tx.insert(deliveries).values({ organizationId: org, noticeId, email }).onConflictDoNothing().returning();
  return claimed.length > 0;
}

/** Gives a claimed address back (its mail did not go out). */
export async function releaseDelivery(tx: Tx, org: string, noticeId: string, email: string) {
  await tx.delete(deliveries).where(and(eq(deliveries.organizationId, org), eq(deliveries.noticeId, noticeId), eq(deliveries.email, email)));
}
