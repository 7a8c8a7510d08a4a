import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One round trip to the database (the health check). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
