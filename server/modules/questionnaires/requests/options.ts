import { sql } from 'drizzle-orm';
import type { FormOptions } from '../../../../shared/contracts/questionnaires';
import { rows, type Tx } from '../../../db/client';
import type { AuthContext } from '../../../lib/context';

/** What the request form offers: customers, products and people of the organisation (active ones). */
export async function formOptions(tx: Tx, auth: AuthContext, search?: string): Promise<FormOptions> {
  const org = auth.organizationId;
  const like = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const customerRows = await rows<{ id: string; name: string }>(
    tx,
    sql`select id, name from customers where organization_id = ${org} and is_active ${like ? sql`and name ilike ${like}` : sql``} order by lower(name) limit 500`,
  );
  const productRows = await rows<{ id: string; name: string }>(tx, sql`select id, name from products where organization_id = ${org} and is_active order by lower(name) limit 500`);
  const userRows = await rows<{ id: string; full_name: string; team_name: string; role: string; role_slug: string }>(
    tx,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as full_name, u.team_name, r.name as role, r.slug as role_slug
        from users u join roles r on r.id = u.role_id and r.organization_id = u.organization_id
        where u.organization_id = ${org} and u.is_active
        order by lower(u.first_name), lower(u.last_name) limit 1000`,
  );
  return { customers: customerRows, products: productRows, users: userRows };
}
