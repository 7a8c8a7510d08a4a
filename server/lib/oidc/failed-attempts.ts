import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/client';

/**
 * Failed sign-ins allowed within the window (successful ones never count), three ways so that neither a
 * new address nor a new account name gets around them:
 * - per address and account: a person who mistypes;
 * - per account, from any address: guessing one account's password through many addresses. An address from which the
 *   account signed in during the last `knownForMs` is exempt from this one (OWASP's "known device", by address), so
 *   that someone failing on purpose from elsewhere cannot lock the person out of their usual place;
 * - per address, over all accounts: trying one password on many accounts.
 * The address is the socket's unless TRUST_PROXY names the proxy that forwards it.
 * A `realm` keeps another kind of password sign-in apart ("member:{organisation}" for the Trust Center's
 * members): its own counts, so a member's failures never lock a staff account of the same address, or back.
 */
export const failedSignInLimit = { max: 10, perAccount: 30, perAddress: 50, windowMs: 15 * 60_000, knownForMs: 30 * 86400_000 };

const norm = (email: string) => email.trim().toLowerCase();
const pre = (realm: string) => (realm ? `${realm}|` : '');
const knownKey = (ip: string, email: string, realm: string) => `signin-ok:${pre(realm)}${ip}:${norm(email)}`;
const keysFor = (ip: string, email: string, realm: string) => [
  { key: `signin-failed:${pre(realm)}${ip}:${norm(email)}`, max: failedSignInLimit.max },
  { key: `signin-failed-account:${pre(realm)}${norm(email)}`, max: failedSignInLimit.perAccount },
  { key: `signin-failed-address:${pre(realm)}${ip}`, max: failedSignInLimit.perAddress },
];

/**
 * Counts failed password attempts in PostgreSQL (rate_limit_hits), so every app instance sees the same
 * count. Returns the seconds to wait when a limit is reached, else null.
 */
export async function blockedFor(db: Db, ip: string, email: string, realm = ''): Promise<number | null> {
  const keys = keysFor(ip, email, realm);
  const known = knownKey(ip, email, realm);
  const found = await rows<{ key: string; count: number; ttl: number }>(
    db,
    sql`select key, count::int as count, greatest(0, ceil(extract(epoch from (reset_at - now()))))::int as ttl
        from rate_limit_hits where key in (${sql.join(
          keys.map((k) => sql`${k.key}`),
          sql`, `,
        )}, ${known}) and reset_at > now()`,
  );
  const isKnown = found.some((r) => r.key === known);
  let wait: number | null = null;
  for (const row of found) {
    if (row.key === known || (isKnown && row.key === keys[1]!.key)) continue;
    const max = keys.find((k) => k.key === row.key)?.max ?? failedSignInLimit.max;
    if (row.count >= max) wait = Math.max(wait ?? 0, Math.max(1, row.ttl));
  }
  return wait;
}

export async function recordFailure(db: Db, ip: string, email: string, realm = ''): Promise<void> {
  for (const { key } of keysFor(ip, email, realm)) {
    await db.execute(sql`insert into rate_limit_hits (key, count, reset_at)
      values (${key}, 1, now() + ${failedSignInLimit.windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.count + 1 end,
        reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end`);
  }
}

/** The account signed in from this address: the per-account limit spares it for `knownForMs`. */
export async function recordSuccess(db: Db, ip: string, email: string, realm = ''): Promise<void> {
  await db.execute(sql`insert into rate_limit_hits (key, count, reset_at)
    values (${knownKey(ip, email, realm)}, 1, now() + ${failedSignInLimit.knownForMs} * interval '1 millisecond')
    on conflict (key) do update set reset_at = excluded.reset_at`);
}
