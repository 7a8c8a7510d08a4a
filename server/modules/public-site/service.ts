import type { PublicSiteData } from '@shared/contracts/tc-config';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import type { StoredFile } from '../../lib/uploads';
import * as securityEvents from '../security-events/index';
import * as tcConfig from '../tc-config/index';
import { PageCache, type RenderedPage } from './cache';
import { renderIncidentPage, renderSitePage } from './render';
import { renderFeed } from './feed';
import type { SiteRef } from './site';
import { selectSiteByHost, selectSiteBySlug, type SiteRow } from './site.queries';

export { renderAccessPage, renderMessagePage } from './render';
export {
  notifySubscribersOfAnnouncement,
  registerSubscriptionJobs,
  subscribe,
  confirmSubscription,
  unsubscribe,
  unsubscribeTarget,
  unsubscribeHeaders,
} from './subscriptions';

export type { SiteRef };

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Finds a Trust Center by slug. A system read (the visitor has no tenant): one indexed row with the
 * publication state and the content version that keys the page cache.
 */
export async function findSite(db: Db, slug: string): Promise<SiteRef | null> {
  const clean = slug.toLowerCase();
  if (!SLUG.test(clean)) return null;
  return toSite(await selectSiteBySlug(db, clean));
}

/** Finds a Trust Center by its verified custom domain (the visitor's Host). */
export async function findSiteByHost(db: Db, host: string): Promise<SiteRef | null> {
  const clean = host.toLowerCase().replace(/:\d+$/, '');
  if (!/^[a-z0-9.-]{1,253}$/.test(clean)) return null;
  return toSite(await selectSiteByHost(db, clean));
}

function toSite(row: SiteRow | null): SiteRef | null {
  return row
    ? {
        organizationId: row.organization_id,
        slug: row.slug,
        isPublished: row.is_published,
        version: Number(row.version),
        primaryColor: row.primary_color,
        companyName: row.company_name,
        customDomain: row.custom_domain,
      }
    : null;
}

/** Whether a visitor may see the site's images and documents: published, or a staff preview with a valid token. */
export async function mayView(deps: AppDeps, site: SiteRef, previewToken: string | undefined): Promise<boolean> {
  if (site.isPublished) return true;
  return tcConfig.verifyPreviewToken(await tcConfig.linkKey(deps.db), site.organizationId, previewToken);
}

export function publicSiteData(deps: AppDeps, site: SiteRef): Promise<PublicSiteData> {
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => ({
    ...(await tcConfig.buildSiteData(tx, site.organizationId, tcConfig.siteUrls(site.slug))),
    incidents: await securityEvents.publicIncidents(tx, site.organizationId, site.slug),
  }));
}

export type IncidentMember = NonNullable<Awaited<ReturnType<typeof securityEvents.signedInMember>>>;

/** The customer member behind the gated-access session cookie among the request's cookies, or null. */
export function incidentMember(deps: AppDeps, site: SiteRef, cookies: Record<string, string | undefined>) {
  const token = cookies[securityEvents.MEMBER_COOKIE];
  return token ? securityEvents.signedInMember(deps, site, token) : Promise.resolve(null);
}

/**
 * A security event's public page (its public updates only), or null when it has none. Published sites
 * only. For a signed-in member it also shows their account's acknowledgements and the buttons to give them.
 */
export async function incidentPage(
  deps: AppDeps,
  site: SiteRef,
  id: string,
  member: IncidentMember | null = null,
  notice: string | null = null,
): Promise<string | null> {
  const found = await withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const incident = await securityEvents.publicIncident(tx, site.organizationId, id);
    if (!incident) return null;
    const others = (await securityEvents.publicIncidentHistory(tx, site.organizationId, site.slug)).filter((o) => o.id !== id).slice(0, 10);
    return { incident, others };
  });
  if (!found) return null;
  const state = member ? await securityEvents.memberIncidentState(deps, site.organizationId, member, id) : null;
  return renderIncidentPage(
    { company_name: site.companyName, slug: site.slug, ...found, member: state, notice },
    site.primaryColor,
    `${canonicalUrl(deps, site.slug)}/incidents/${id}`,
  );
}

export const acknowledgeAsMember = (deps: AppDeps, site: SiteRef, member: IncidentMember, eventId: string, updateId: string) =>
  securityEvents.acknowledgeAsMember(deps, site.organizationId, member, eventId, updateId);
export const acknowledgeLinkTarget = (deps: AppDeps, site: SiteRef, token: string | undefined) =>
  securityEvents.acknowledgeLinkTarget(deps, site.organizationId, token);
export const acknowledgeWithLink = (deps: AppDeps, site: SiteRef, token: string | undefined) =>
  securityEvents.acknowledgeWithLink(deps, site.organizationId, token);

/** The Atom feed of public security-event updates and announcements, newest first. */
export function siteFeed(deps: AppDeps, site: SiteRef): Promise<string> {
  return withTenant(deps.db, { organizationId: site.organizationId }, async (tx) => {
    const updates = await securityEvents.publicFeedItems(tx, site.organizationId, site.slug);
    const announcements = await tcConfig.buildSiteData(tx, site.organizationId, tcConfig.siteUrls(site.slug)).then((d) => d.announcements);
    return renderFeed({ base: deps.config.publicUrl, site: canonicalUrl(deps, site.slug), company: site.companyName, updates, announcements });
  });
}

/** The custom domain once verified (TLS comes from the proxy in front), else /trust/{slug} on this server. */
export const canonicalUrl = (deps: AppDeps, slug: string, customDomain: string | null = null) =>
  customDomain ? `https://${customDomain}/` : `${deps.config.publicUrl}/trust/${encodeURIComponent(slug)}`;

/**
 * The rendered page of a published site, from the per-instance cache keyed by content version and day
 * (expiry marks change at midnight).
 */
export function publishedPage(deps: AppDeps, cache: PageCache, site: SiteRef): Promise<RenderedPage> {
  return cache.get(site.organizationId, pageKey(site), async () =>
    renderSitePage(await publicSiteData(deps, site), canonicalUrl(deps, site.slug, site.customDomain)),
  );
}

const pageKey = (site: SiteRef) => `${site.version}:${site.customDomain ?? ''}:${new Date().toISOString().slice(0, 10)}`;

/**
 * The same content as JSON (`{ data }`, serialized and gzipped once), from the same cache and under the
 * same key as the page: a content change bumps the version and both are built again on the next visit.
 */
export function publishedJson(deps: AppDeps, cache: PageCache, site: SiteRef): Promise<RenderedPage> {
  return cache.get(`json:${site.organizationId}`, pageKey(site), async () => JSON.stringify({ data: await publicSiteData(deps, site) }));
}

export type AssetKind = 'trusted-by' | 'certification';

/** A logo the page shows (trusted-by or an uploaded certification logo), or null. */
export function siteImage(deps: AppDeps, site: SiteRef, kind: AssetKind, id: string): Promise<StoredFile | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return Promise.resolve(null);
  return withTenant(deps.db, { organizationId: site.organizationId }, (tx) =>
    kind === 'trusted-by' ? tcConfig.trustedByLogo(tx, site.organizationId, id) : tcConfig.certificationLogo(tx, site.organizationId, id),
  );
}

/** A public document (report, certification, control file), or null for anything not public and active. */
export function siteDocument(deps: AppDeps, site: SiteRef, kind: tcConfig.DocumentKind, id: string): Promise<StoredFile | null> {
  return withTenant(deps.db, { organizationId: site.organizationId }, (tx) => tcConfig.publicDocument(tx, site.organizationId, kind, id));
}
