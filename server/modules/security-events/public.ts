import type { PublicIncidentSummary, SecurityEventStatus } from '@shared/contracts/security-events';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { iso } from '../../lib/content-rows';
import * as tcConfig from '../tc-config/index';
import { selectPublicEvents, selectPublicUpdates, selectUpdates } from './queries';

/**
 * What the public Trust Center shows of security events: only events with a public update, only
 * public updates, never the internal description. Run inside the caller's tenant transaction.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const incidentPath = (slug: string, id: string) => `/trust/${encodeURIComponent(slug)}/incidents/${id}`;

export async function siteIdentity(tx: Tx, org: string) {
  const cfg = await tcConfig.ensureConfig(tx, org);
  return { slug: cfg.slug, isPublished: cfg.isPublished, companyName: cfg.companyName };
}

/** The public incident page of an event, when the Trust Center is published (null otherwise). */
export async function incidentPageUrl(deps: Pick<AppDeps, 'config'>, tx: Tx, org: string, id: string): Promise<string | null> {
  const site = await siteIdentity(tx, org);
  return site.isPublished ? `${deps.config.publicUrl}${incidentPath(site.slug, id)}` : null;
}

/** Open events with a public update: the incident banner. */
export async function publicIncidents(tx: Tx, org: string, slug: string): Promise<PublicIncidentSummary[]> {
  const list = await selectPublicEvents(tx, org, true);
  return list.map((e) => ({
    id: e.id,
    name: e.name,
    status: e.status,
    latest_title: e.latest_title,
    updated_at: iso(e.updated_at)!,
    url: incidentPath(slug, e.id),
  }));
}

export interface PublicIncident {
  id: string;
  name: string;
  status: SecurityEventStatus;
  created_at: string;
  closed_at: string | null;
  updates: {
    id: string;
    title: string;
    description: string;
    external_link: string | null;
    event_status: SecurityEventStatus;
    customer_impact: boolean;
    created_at: string;
  }[];
}

/** One event's public timeline, oldest first; null when it has no public update (or does not exist). */
export async function publicIncident(tx: Tx, org: string, id: string): Promise<PublicIncident | null> {
  if (!UUID.test(id)) return null;
  const events = await selectPublicEvents(tx, org, false);
  const event = events.find((e) => e.id === id);
  if (!event) return null;
  const updates = (await selectUpdates(tx, org, id, {}, 'oldest')).filter((u) => u.isPublic);
  return {
    id: event.id,
    name: event.name,
    status: event.status,
    created_at: iso(event.created_at)!,
    closed_at: iso(event.closed_at),
    updates: updates.map((u) => ({
      id: u.id,
      title: u.title,
      description: u.description,
      external_link: u.externalLink,
      event_status: u.eventStatus,
      customer_impact: u.customerImpact,
      created_at: iso(u.createdAt)!,
    })),
  };
}

/** The newest public updates of every event, for the Atom feed. */
export async function publicFeedItems(tx: Tx, org: string, slug: string, limit = 50) {
  const list = await selectPublicUpdates(tx, org, limit);
  return list.map((u) => ({
    id: u.id,
    event_id: u.event_id,
    event_name: u.event_name,
    title: u.title,
    description: u.description,
    external_link: u.external_link,
    event_status: u.event_status,
    created_at: iso(u.created_at)!,
    path: incidentPath(slug, u.event_id),
  }));
}

/** Past incidents (closed, with public updates) for the public list at the foot of the incident page. */
export async function publicIncidentHistory(tx: Tx, org: string, slug: string) {
  const list = await selectPublicEvents(tx, org, false);
  return list.map((e) => ({ id: e.id, name: e.name, status: e.status, updated_at: iso(e.updated_at)!, url: incidentPath(slug, e.id) }));
}
