import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { getOrCreateSecret, randomKey } from '../../lib/secrets';
import type { SiteUrls } from './site-data';

/**
 * Links of the public page. Images and downloads of a published Trust Center are public; the staff
 * preview of an unpublished one uses the same URLs with a signed, expiring preview token.
 */
const keys = new WeakMap<Db, Promise<string>>();

export function linkKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, 'trust_center_link_key', () => randomKey(32));
    keys.set(db, key);
  }
  return key;
}

const hmac = (key: string, value: string) => crypto.createHmac('sha256', key).update(value).digest('base64url').slice(0, 32);

const HOUR = 3600_000;

/** A preview token for the organisation, stable for an hour (so the browser caches images) and valid for 1–2 hours. */
export function previewToken(key: string, organizationId: string, now = Date.now()): string {
  const exp = Math.ceil(now / HOUR) * HOUR + HOUR;
  return `${exp.toString(36)}.${hmac(key, `preview:${organizationId}:${exp}`)}`;
}

export function verifyPreviewToken(key: string, organizationId: string, token: string | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const [expRaw, sig] = token.split('.');
  const exp = parseInt(expRaw ?? '', 36);
  if (!sig || !Number.isFinite(exp) || exp < now) return false;
  const expected = hmac(key, `preview:${organizationId}:${exp}`);
  return expected.length === sig.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sig));
}

/** A token that identifies one subscriber for the one-click unsubscribe link (derived, never stored). */
export function unsubscribeToken(key: string, subscriberId: string): string {
  return `${subscriberId}.${hmac(key, `unsubscribe:${subscriberId}`)}`;
}

export function readUnsubscribeToken(key: string, token: string | undefined): string | null {
  const [id, sig] = (token ?? '').split('.');
  if (!id || !sig || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = hmac(key, `unsubscribe:${id}`);
  return expected.length === sig.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(sig)) ? id : null;
}

/** URLs of one Trust Center's page; with a preview token for the staff preview. */
export function siteUrls(slug: string, preview?: string): SiteUrls {
  const base = `/trust/${encodeURIComponent(slug)}`;
  const p = preview ? `p=${encodeURIComponent(preview)}` : '';
  return {
    asset: (kind, id, stamp) => `${base}/assets/${kind}/${encodeURIComponent(id)}?v=${stamp}${p ? `&${p}` : ''}`,
    document: (kind, id) => `${base}/documents/${kind}/${id}${p ? `?${p}` : ''}`,
  };
}
