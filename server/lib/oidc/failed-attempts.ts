import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/client';

/** Failed sign-ins allowed per IP address and email within the window; successful ones never count. */
export const failedSignInLimit = { max: 10, windowMs: 15 * 60_000 };

const keyFor = (ip: string, email: string) => `signin-failed:${ip}:${email.trim().toLowerCase()}`;

/**
 * Counts failed password attempts in PostgreSQL (rate_limit_hits), so every app instance sees the same
 * count. Returns the seconds to wait when the limit is reached, else null.
 */
export async function blockedFor(db: Db, ip: string, email: string): Promise<number | null> {
  const [row] = await rows<{ count: number; ttl: number }>(
    db,
    sql`select count::int as count, greatest(0, ceil(extract(epoch from (reset_at - now()))))::int as ttl
        from rate_limit_hits where key = ${keyFor(ip, email)} and reset_at > now()`,
  );
  return row && row.count >= failedSignInLimit.max ? Math.max(1, row.ttl) : null;
}

export async function recordFailure(db: Db, ip: string, email: string): Promise<void> {
  await db.execute(sql`insert into rate_limit_hits (key, count, reset_at)
    values (${keyFor(ip, email)}, 1, now() + ${failedSignInLimit.windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end`);
}
