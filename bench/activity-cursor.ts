import { sql } from 'drizzle-orm';
import { rows, type Executor } from '@server/db/client';
import { encodeActivityCursor } from '@shared/contracts/activity';

/** The `before` cursor of the row `rowsDown` rows into an organisation's request log ('' past its end), for the benches' deep page. */
export async function activityCursorAt(tx: Executor, organizationId: string, rowsDown: number): Promise<string> {
  const [row] = await rows<{ created_at: string; id: string }>(
    tx,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, id from activity_logs
        where organization_id = ${organizationId} and "group" = 'request' order by created_at desc, id desc
        offset ${Math.max(0, Math.floor(rowsDown))} limit 1`,
  );
  return row ? encodeActivityCursor({ createdAt: row.created_at, id: row.id }) : '';
}
