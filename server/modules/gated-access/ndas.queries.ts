import { sql } from 'drizzle-orm';
import { rows, type Executor, type Tx } from '../../db/client';
import { signedNdas } from '../../db/schema/index';

/** The latest NDA version, with the latest version that was a material change (null when none was). */
export async function selectCurrentNda(ex: Executor, organizationId: string) {
  const [row] = await rows<{ id: string; version: number; text: string; material_version: number | null }>(
    ex,
    sql`select id, version, text, (select max(version) from nda_texts where organization_id = ${organizationId} and is_material)::int as material_version
        from nda_texts where organization_id = ${organizationId} order by version desc limit 1`,
  );
  return row ?? null;
}

/** The newest NDA version a member accepted, or null. */
export async function selectLastSignedVersion(ex: Executor, organizationId: string, memberId: string) {
  const [signed] = await rows<{ v: number | null }>(
    ex,
    sql`select max(n.version)::int as v from signed_ndas s join nda_texts n on n.organization_id = s.organization_id and n.id = s.nda_id
        where s.organization_id = ${organizationId} and s.member_id = ${memberId}`,
  );
  return signed?.v == null ? null : Number(signed.v);
}

export async function insertSignedNda(tx: Tx, v: typeof signedNdas.$inferInsert) {
  await tx.insert(signedNdas).values(v);
}

const signedSort = { company: 'lower(s.company_name)', created_at: 's.created_at', version: 'n.version' } as const;
export type SignedNdaSortField = keyof typeof signedSort;

export interface SignedNdaRow {
  id: string;
  created_at: Date | string;
  customer_id: string | null;
  customer_name: string | null;
  company_name: string;
  signer_name: string;
  email: string;
  nda_id: string;
  nda_number: number;
  ip: string;
  user_agent: string;
  text_hash: string;
  total: number;
}

/** A page of signed NDA records with the version number and the customer account's name, searched and sorted; each row has the total. */
export function selectSignedNdaPage(
  tx: Tx,
  organizationId: string,
  search: string | undefined,
  sort: { field: SignedNdaSortField; desc: boolean },
  limit: number,
  offset: number,
) {
  const parts = [sql`s.organization_id = ${organizationId}`];
  if (search?.trim()) {
    const like = `%${search.trim().replace(/[%_\\]/g, '\\$&')}%`;
    parts.push(sql`(s.signer_name ilike ${like} or s.email ilike ${like} or s.company_name ilike ${like} or c.name ilike ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  return rows<SignedNdaRow>(
    tx,
    sql`select s.*, n.version as nda_number, c.name as customer_name, count(*) over ()::int as total
        from signed_ndas s join nda_texts n on n.organization_id = s.organization_id and n.id = s.nda_id
        left join customers c on c.organization_id = s.organization_id and c.id = s.customer_id
        where ${where} order by ${sql.raw(`${signedSort[sort.field]} ${sort.desc ? 'desc' : 'asc'}`)}, s.id limit ${limit} offset ${offset}`,
  );
}

export interface NdaVersionRow {
  id: string;
  version: number;
  is_material: boolean;
  created_at: Date | string;
  author: string | null;
  signed_count: number;
  latest: number;
  text: string;
}

/** The NDA versions (or one of them), newest first, with their author's name, how many signed each, and the latest version number. */
export function selectNdaVersions(tx: Tx, organizationId: string, version?: number) {
  return rows<NdaVersionRow>(
    tx,
    sql`select n.*, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as author,
          (select count(*)::int from signed_ndas s where s.organization_id = n.organization_id and s.nda_id = n.id) as signed_count,
          (select max(version) from nda_texts x where x.organization_id = n.organization_id) as latest
        from nda_texts n left join users u on u.organization_id = n.organization_id and u.id = n.created_by
        where n.organization_id = ${organizationId} ${version ? sql`and n.version = ${version}` : sql``} order by n.version desc`,
  );
}
