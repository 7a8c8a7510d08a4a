import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { closedRequestStatuses, type Priority } from '@shared/contracts/questionnaires';
import { rows, type Tx } from '@server/db/client';
import { questionnairePriorityRules, questionnaireSettings } from '@server/db/schema/index';

export async function selectSettings(tx: Tx, org: string) {
  const [settings] = await tx.select().from(questionnaireSettings).where(eq(questionnaireSettings.organizationId, org));
  return settings;
}

export const selectRules = (tx: Tx, org: string) =>
  tx.select().from(questionnairePriorityRules).where(eq(questionnairePriorityRules.organizationId, org)).orderBy(asc(questionnairePriorityRules.position));

export interface FactRow {
  id: string;
  req_num: number;
  status: string;
  priority: Priority;
  priority_rule_id: string | null;
  customer_name: string | null;
  customer_type: string;
  source_relation_type: string;
  customer_mrr: number | null;
  product_ids: string[] | null;
  due_date: string | null;
  due_date_source: string;
  created_at: Date | string;
}

/**
 * The facts of the open requests (or of the given ones). The MRR is the one entered on the request, else the
 * customer account's (imported from the CRM).
 */
export async function loadFacts(tx: Tx, organizationId: string, requestIds?: string[]): Promise<FactRow[]> {
  const only = requestIds
    ? sql`and r.id in (${sql.join(
        requestIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`and r.status not in (${sql.join(
        closedRequestStatuses.map((s) => sql`${s}`),
        sql`, `,
      )})`;
  if (requestIds && requestIds.length === 0) return [];
  return rows<FactRow>(
    tx,
    sql`select r.id, r.req_num, r.status, r.priority, r.priority_rule_id, c.name as customer_name, r.customer_type, r.source_relation_type,
               coalesce(r.customer_mrr, c.mrr)::float8 as customer_mrr, r.due_date::text as due_date, r.due_date_source, r.created_at,
               (select array_agg(p.product_id::text) from questionnaire_request_products p where p.organization_id = r.organization_id and p.request_id = r.id) as product_ids
        from questionnaire_requests r left join customers c on c.id = r.customer_id and c.organization_id = r.organization_id
        where r.organization_id = ${organizationId} ${only}
        order by r.req_num`,
  );
}

type RuleValues = Omit<typeof questionnairePriorityRules.$inferInsert, 'organizationId' | 'id'>;

/** Saves the rules as given: rules not kept are deleted, known ones updated, new ones inserted. */
export async function replaceRules(tx: Tx, org: string, rules: { id?: string | null; values: RuleValues }[]) {
  const keep = rules.map((r) => r.id).filter((id): id is string => Boolean(id));
  const existing = await tx
    .select({ id: questionnairePriorityRules.id })
    .from(questionnairePriorityRules)
    .where(eq(questionnairePriorityRules.organizationId, org));
  const stale = existing.map((e) => e.id).filter((id) => !keep.includes(id));
  if (stale.length)
    await tx.delete(questionnairePriorityRules).where(and(eq(questionnairePriorityRules.organizationId, org), inArray(questionnairePriorityRules.id, stale)));
  for (const { id, values } of rules) {
    const known = id && existing.some((e) => e.id === id);
    if (known)
      await tx
        .update(questionnairePriorityRules)
        .set(values)
        .where(and(eq(questionnairePriorityRules.organizationId, org), eq(questionnairePriorityRules.id, id)));
    else await tx.insert(questionnairePriorityRules).values({ ...values, organizationId: org });
  }
}

export async function saveDefaultPriority(tx: Tx, org: string, defaultPriority: Priority) {
  await tx
    .insert(questionnaireSettings)
    .values({ organizationId: org, defaultPriority })
    .onConflictDoUpdate({ target: questionnaireSettings.organizationId, set: { defaultPriority, updatedAt: new Date() } });
}
