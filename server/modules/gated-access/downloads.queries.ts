import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';
import { documentDownloads } from '../../db/schema/index';

export async function insertDownload(tx: Tx, v: typeof documentDownloads.$inferInsert) {
  await tx.insert(documentDownloads).values(v);
}

export async function customerExists(tx: Tx, organizationId: string, customerId: string) {
  const found = await rows(tx, sql`select 1 from customers where organization_id = ${organizationId} and id = ${customerId}`);
  return found.length > 0;
}

export interface DownloadListRow {
  id: string;
  member_id: string;
  full_name: string | null;
  email: string | null;
  document_name: string;
  document_kind: string;
  stamped: boolean;
  created_at: Date | string;
  total: number;
}

/** A page of downloads (of one customer account's members, or all), newest first, with the member's name and the total. */
export function selectDownloadPage(tx: Tx, organizationId: string, customerId: string | null, limit: number, offset: number) {
  return rows<DownloadListRow>(
    tx,
    sql`select d.*, m.full_name, m.email, count(*) over ()::int as total from document_downloads d
        left join customer_members m on m.organization_id = d.organization_id and m.id = d.member_id
        where d.organization_id = ${organizationId} ${customerId ? sql`and d.customer_id = ${customerId}` : sql``}
        order by d.created_at desc, d.id limit ${limit} offset ${offset}`,
  );
}
