import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/client';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** Rate-limit counters in PostgreSQL, so that every app instance counts the same hits. */
export function pgRateLimitStore(db: Db, namespace = 'global') {
  class PgStore {
    constructor(
      _options?: unknown,
      private readonly ns: string = namespace,
    ) {}
    incr(key: string, cb: Callback, timeWindow: number) {
      const fullKey = `${this.ns}:${key}`;
      rows<{ count: number; ttl: number }>(
        db,
        sql`insert into rate_limit_hits (key, count, reset_at)
            values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
              reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
            returning count::int as count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      ).then(
        (r) => cb(null, { current: r[0]!.count, ttl: r[0]!.ttl }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: { url?: string; method?: string | string[]; routeInfo?: { url?: string; method?: string | string[] } }) {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new PgStore(undefined, `${this.ns}:${String(route.method ?? '')}${route.url ?? ''}`);
    }
  }
  return PgStore;
}
