import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { afterCommit } from '../../db/tenant-isolation';
import type { AuthContext } from '../context';

/** The notification channel of sign-in changes: its payload is the organisation whose callers changed. */
export const AUTH_CHANNEL = 'trustroom_auth_changed';

/** How long an instance may answer from what it remembers when a notification was missed (the bound across instances). */
export const AUTH_CACHE_TTL_MS = 5_000;

interface Entry {
  auth: AuthContext;
  /** Epoch ms: the end of the cache lifetime, never after the access token's own expiry. */
  until: number;
}

type Listener = (organizationId: string) => void;
/** The caches of this process, per database handle: a commit on a handle tells its own caches at once. */
const local = new WeakMap<object, Set<Listener>>();

/**
 * Who a bearer token is (user, role, permissions), remembered per instance for a few seconds so a request
 * costs no sign-in lookup. Keyed by the whole token (an access token or an API key), so a cached answer
 * is only ever given to the same credential the database accepted.
 *
 * Every change that can refuse or narrow a caller (sign-out, a revoked session or API key, a user's role,
 * activity, name or e-mail, a role's permissions, a deleted role) calls `authChanged(tx, org)` inside its
 * transaction. After the commit this instance forgets the organisation's entries at once; other instances
 * on the same database hear it through LISTEN/NOTIFY (sent on commit) a moment later. If a notification is
 * lost (a dropped listener connection), an entry still dies after AUTH_CACHE_TTL_MS; while no listener is
 * connected nothing is remembered at all.
 */
export class AuthCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every change: a lookup that started before a change does not store its (older) answer. */
  private epoch = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | null = null;
  private readonly onLocal: Listener = (org) => this.forget(org);

  constructor(private readonly opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {}

  private now() {
    return this.opts.now ? this.opts.now() : Date.now();
  }

  /** The current epoch; pass it back to `set` after the lookup. */
  begin(): number {
    return this.epoch;
  }

  get(token: string): AuthContext | undefined {
    if (!this.listening) return undefined;
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.auth;
  }

  /** Remembers a lookup unless something changed since `epoch`. `expiresAt`: the credential's own end (ms). */
  set(token: string, auth: AuthContext, epoch: number, expiresAt = Infinity) {
    if (!this.listening || epoch !== this.epoch) return;
    const max = this.opts.maxEntries ?? 10_000;
    if (this.entries.size >= max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { auth, until: Math.min(this.now() + (this.opts.ttlMs ?? AUTH_CACHE_TTL_MS), expiresAt) });
  }

  /** Forgets every caller of an organisation (and any lookup in flight anywhere). */
  forget(organizationId: string) {
    this.epoch++;
    for (const [token, entry] of this.entries) if (entry.auth.organizationId === organizationId) this.entries.delete(token);
  }

  get size() {
    return this.entries.size;
  }

  /**
   * Starts remembering: registers for this process's commits on `database.db` and listens for the other
   * instances' (PGlite in process, or a dedicated PostgreSQL connection). Without a listener it stays off.
   */
  async listen(database: Database, log: { warn(obj: unknown, msg?: string): void }): Promise<void> {
    const set = local.get(database.db) ?? new Set<Listener>();
    set.add(this.onLocal);
    local.set(database.db, set);
    const onNotify = (payload: string | undefined) => {
      if (payload) this.forget(payload);
      else this.forgetAll();
    };
    try {
      if (database.pglite) {
        const unsubscribe = await database.pglite.listen(AUTH_CHANNEL, onNotify);
        this.stopListening = async () => unsubscribe();
      } else {
        const connectionString =
          database.url ?? (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options?.connectionString;
        if (!connectionString) return;
        const client = new pg.Client({ connectionString });
        await client.connect();
        await client.query(`LISTEN ${AUTH_CHANNEL}`);
        client.on('notification', (n) => onNotify(n.payload));
        client.on('error', (err) => {
          log.warn({ err }, 'sign-in change listener lost; every request looks its caller up again');
          this.listening = false;
          this.forgetAll();
        });
        this.stopListening = () => client.end();
      }
      this.listening = true;
    } catch (err) {
      log.warn({ err }, 'sign-in change listener unavailable; every request looks its caller up again');
    }
  }

  forgetAll() {
    this.epoch++;
    this.entries.clear();
  }

  async close(database: Database) {
    local.get(database.db)?.delete(this.onLocal);
    this.listening = false;
    this.forgetAll();
    await this.stopListening?.().catch(() => undefined);
  }
}

/**
 * Marks a change of who may do what in an organisation, inside the transaction that makes it: on commit,
 * this process's caches forget the organisation's callers and the other instances are notified.
 */
export async function authChanged(tx: Executor, organizationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${organizationId})`);
  afterCommit(tx, (db) => {
    for (const l of local.get(db) ?? []) l(organizationId);
  });
}
