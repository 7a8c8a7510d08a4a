import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';

export type SequencedTable =
  'certifications' | 'security_reports' | 'security_topics' | 'announcements' | 'security_domains' | 'security_controls' | 'tc_trusted_by';

/** The display order of each ordered list (the order change-sequence renumbers). */
function displayOrder(table: SequencedTable) {
  return table === 'announcements' ? sql`sequence asc, created_at desc, id asc` : sql`sequence asc, created_at asc, id asc`;
}

/** The domain of a security control, or null when the id is not a control's. */
export async function selectControlDomainId(tx: Tx, organizationId: string, controlId: string) {
  const [control] = await rows<{ domain_id: string }>(
    tx,
    sql`select domain_id from security_controls where organization_id = ${organizationId} and id = ${controlId}`,
  );
  return control?.domain_id ?? null;
}

/** Every id of a list in display order, locked for the rest of the transaction (controls: those of one domain). */
export async function lockListIds(tx: Tx, organizationId: string, table: SequencedTable, domainId: string | null) {
  const scope = domainId ? sql` and domain_id = ${domainId}` : sql``;
  const found = await rows<{ id: string }>(
    tx,
    sql`select id from ${sql.identifier(table)} where organization_id = ${organizationId}${scope} order by ${displayOrder(table)} for update`,
  );
  return found.map((r) => r.id);
}

/** One statement renumbers the list; rows whose number does not change are not touched. */
export async function renumberList(tx: Tx, organizationId: string, table: SequencedTable, order: { id: string; seq: number }[]) {
  await tx.execute(sql`update ${sql.identifier(table)} t set sequence = v.seq
    from (select * from unnest(${`{${order.map((c) => c.id).join(',')}}`}::uuid[], ${`{${order.map((c) => c.seq).join(',')}}`}::int[]) as x(id, seq)) v
    where t.organization_id = ${organizationId} and t.id = v.id and t.sequence is distinct from v.seq`);
}
