import { and, desc, eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { subProcessorNotices as notices, subProcessorObjections as objections, users } from '../../db/schema/index';

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
