import pg from 'pg';
import type { Database } from '../../db/client';
import type { SiteRef } from './site';

/**
 * Slug → Trust Center lookups, remembered per instance so a visit costs no database round trip.
 * Safe to lose and never shared: every change of a Trust Center (publish, edits, content — all bump
 * tc_configs) sends a `tc_site_changed` notification on commit (LISTEN/NOTIFY), and each instance
 * forgets what it remembered. When no notification channel can be opened, nothing is remembered.
 */
export class SiteDirectory {
  private readonly sites = new Map<string, { site: SiteRef | null; at: number }>();
  private listening = false;
  /** Bumped on every change: a lookup that raced a change is not remembered. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly lookup: (slug: string) => Promise<SiteRef | null>,
    /** A safety net should a notification ever be missed. */
    private readonly maxAgeMs = 30_000,
  ) {}

  async find(slug: string): Promise<SiteRef | null> {
    const key = slug.toLowerCase();
    if (this.listening) {
      const hit = this.sites.get(key);
      if (hit && Date.now() - hit.at < this.maxAgeMs) return hit.site;
    }
    const generation = this.generation;
    const site = await this.lookup(key);
    if (this.listening && generation === this.generation) {
      if (this.sites.size > 10_000) this.sites.clear();
      this.sites.set(key, { site, at: Date.now() });
    }
    return site;
  }

  forgetAll() {
    this.generation++;
    this.sites.clear();
  }

  /** Subscribes to change notifications (PGlite in process, or a dedicated PostgreSQL connection). */
  async listen(database: Database, log: { warn(obj: unknown, msg?: string): void }): Promise<void> {
    const onChange = () => this.forgetAll();
    try {
      if (database.pglite) {
        const unsubscribe = await database.pglite.listen('tc_site_changed', onChange);
        this.stopListening = async () => unsubscribe();
      } else {
        const connectionString = (database.db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options?.connectionString;
        if (!connectionString) return;
        const client = new pg.Client({ connectionString });
        await client.connect();
        await client.query('LISTEN tc_site_changed');
        client.on('notification', onChange);
        client.on('error', (err) => {
          log.warn({ err }, 'Trust Center change listener lost; public lookups go to the database');
          this.listening = false;
          this.forgetAll();
        });
        this.stopListening = () => client.end();
      }
      this.listening = true;
    } catch (err) {
      log.warn({ err }, 'Trust Center change listener unavailable; public lookups go to the database');
    }
  }

  async close() {
    this.listening = false;
    this.forgetAll();
    await this.stopListening?.().catch(() => undefined);
  }
}
