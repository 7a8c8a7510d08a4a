import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../../db/client';

/** Active and not-yet-signed-in people per role (the Home dashboard's team section). */
export function selectTeamByRole(tx: Tx, organizationId: string) {
  return rows<{ role: string; active: number; pending: number }>(
    tx,
    sql`select r.name as role,
               count(u.id) filter (where u.is_active)::int as active,
               count(u.id) filter (where u.is_active and u.last_login is null)::int as pending
        from roles r left join users u on u.role_id = r.id and u.organization_id = r.organization_id
        where r.organization_id = ${organizationId}
        group by r.name order by r.name`,
  );
}
