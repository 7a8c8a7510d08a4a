import crypto from 'node:crypto';
import zlib from 'node:zlib';

export interface RenderedPage {
  html: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Rendered public pages (and their JSON), per organisation and content version (tc_configs.version, bumped in the
 * database on every change). Per instance and safe to lose: a miss renders again. Concurrent misses
 * for the same key share one render.
 */
export class PageCache {
  private readonly pages = new Map<string, { key: string; page: RenderedPage }>();
  private readonly pending = new Map<string, Promise<RenderedPage>>();

  constructor(private readonly maxEntries = 1000) {}

  async get(organizationId: string, key: string, render: () => Promise<string>): Promise<RenderedPage> {
    const hit = this.pages.get(organizationId);
    if (hit && hit.key === key) return hit.page;
    const inflight = this.pending.get(`${organizationId}|${key}`);
    if (inflight) return inflight;
    const job = render()
      .then((html) => {
        const page = toPage(html);
        if (this.pages.size >= this.maxEntries && !this.pages.has(organizationId)) {
          const oldest = this.pages.keys().next().value;
          if (oldest !== undefined) this.pages.delete(oldest);
        }
        this.pages.set(organizationId, { key, page });
        return page;
      })
      .finally(() => this.pending.delete(`${organizationId}|${key}`));
    this.pending.set(`${organizationId}|${key}`, job);
    return job;
  }

  forget(organizationId: string) {
    this.pages.delete(organizationId);
  }
}

export function toPage(html: string): RenderedPage {
  const buf = Buffer.from(html);
  const etag = `"${crypto.createHash('sha256').update(buf).digest('base64url').slice(0, 22)}"`;
  return { html: buf, gzip: zlib.gzipSync(buf, { level: 6 }), etag };
}
