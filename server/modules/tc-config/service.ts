import { EventEmitter } from 'node:events';
import {
  normalizeSectionOrder,
  pillarKinds,
  tcMessages,
  type NdaText,
  type SiteConfiguration,
  type TrustCenterStatus,
  type SequenceObjectType,
  type siteConfigurationPatch,
} from '@shared/contracts/tc-config';
import { can } from '@shared/permissions';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { markCitingStale } from '../knowledge-hub/index';
import type { AuthContext } from '../../lib/context';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import { discardFiles, storeUpload, type CheckedFile, type StoredFile } from '../../lib/uploads';
import { contentCounts } from './content';
import { linkKey, previewToken, siteUrls } from './links';
import {
  deleteTrustedByRow,
  ensureConfig,
  getTrustedBy,
  insertNda,
  insertTrustedBy,
  latestNda,
  listPillars,
  listSubProcessors,
  listTrustedBy,
  nextTrustedBySequence,
  replaceSubProcessors,
  tryUnique,
  uniqueViolation,
  updateConfig,
  updateTrustedByRow,
  upsertPillar,
  type ConfigRow,
} from './queries';
import { changeSequence as moveObject, sequenceTargets } from './sequence';
import { buildSiteData, stampOf } from './site-data';

export { buildSiteData } from './site-data';
export { ensureConfig } from './queries';
export { linkKey, previewToken, verifyPreviewToken, siteUrls, unsubscribeToken, readUnsubscribeToken } from './links';
export { publicDocument, certificationLogo, type DocumentKind } from './content';

const activity = (tx: Tx, auth: AuthContext, action: string, objectType: string, description: string, objectId: string | null = null, objectName = '') =>
  recordActivity(tx, auth, auth.organizationId, { group: 'trust_center', action, objectType, objectId, objectName, description });

/**
 * Tells this instance's public site, right after commit, that an organisation's Trust Center changed
 * (other instances, and changes made by other modules, learn it from the database notification).
 */
export const trustCenterChanges = new EventEmitter();
trustCenterChanges.setMaxListeners(0);
const changed = <T>(organizationId: string, value: T): T => {
  trustCenterChanges.emit('change', organizationId);
  return value;
};

export function publicUrl(deps: Pick<AppDeps, 'config'>, slug: string) {
  return `${deps.config.publicUrl}/trust/${encodeURIComponent(slug)}`;
}

async function previewLinks(deps: AppDeps, cfg: ConfigRow) {
  return siteUrls(cfg.slug, previewToken(await linkKey(deps.db), cfg.organizationId));
}

/** The site configuration screen, in a tenant transaction of its own. */
export function siteConfiguration(deps: AppDeps, auth: AuthContext): Promise<SiteConfiguration> {
  return deps.tenant(auth, (tx) => getSiteConfiguration(deps, tx, auth.organizationId));
}

export async function getSiteConfiguration(deps: AppDeps, tx: Tx, organizationId: string): Promise<SiteConfiguration> {
  const cfg = await ensureConfig(tx, organizationId);
  const urls = await previewLinks(deps, cfg);
  const pillars = await listPillars(tx, organizationId);
  return {
    is_published: cfg.isPublished,
    is_draft: cfg.isDraft,
    primary_color: cfg.primaryColor,
    company_name: cfg.companyName,
    company_overview_title: cfg.companyOverviewTitle,
    company_overview: cfg.companyOverview,
    uptime_enable: cfg.uptimeEnable,
    uptime_value: cfg.uptimeValue,
    uptime_redirect_url: cfg.uptimeRedirectUrl,
    public_contact_email: cfg.publicContactEmail,
    privacy_policy_url: cfg.privacyPolicyUrl,
    slug: cfg.slug,
    public_url: publicUrl(deps, cfg.slug),
    section_order: normalizeSectionOrder(cfg.sectionOrder),
    security_pillars: pillarKinds.map((kind) => {
      const p = pillars.find((x) => x.kind === kind);
      return { kind, title: p?.title ?? '', description: p?.description ?? '' };
    }),
    sub_processors: (await listSubProcessors(tx, organizationId)).map((s) => ({
      id: s.id,
      name: s.name,
      purpose: s.purpose,
      data_types_handled: s.dataTypesHandled,
      location: s.location,
      website_url: s.websiteUrl,
    })),
    trusted_by: (await listTrustedBy(tx, organizationId)).map((t) => ({
      id: t.id,
      name: t.name,
      website_url: t.websiteUrl,
      sequence: t.sequence,
      logo_url: t.logo ? urls.asset('trusted-by', t.id, stampOf(t.logo.key)) : null,
    })),
    published_at: cfg.publishedAt?.toISOString() ?? null,
    updated_at: cfg.updatedAt.toISOString(),
  };
}

type Patch = z.output<typeof siteConfigurationPatch>;

/** Edits any subset of the configuration; the overview is sanitized here, on write. */
export async function updateSiteConfiguration(deps: AppDeps, auth: AuthContext, patch: Patch): Promise<SiteConfiguration> {
  const result = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const cfg = await ensureConfig(tx, org);
    if (patch.base && Object.keys(patch.base).length) {
      const current = (await getSiteConfiguration(deps, tx, org)) as unknown as Record<string, unknown>;
      const changed = Object.entries(patch.base).find(([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value));
      if (changed) throw conflict(tcMessages.changedMeanwhile, changed[0]);
    }
    const values: Parameters<typeof updateConfig>[2] = {};
    if (patch.company_name !== undefined) values.companyName = patch.company_name;
    if (patch.company_overview_title !== undefined) values.companyOverviewTitle = patch.company_overview_title;
    if (patch.company_overview !== undefined) {
      const clean = sanitizeRichText(patch.company_overview);
      if (!richTextToPlain(clean)) throw invalid(tcMessages.overviewRequired, 'company_overview');
      values.companyOverview = clean;
    }
    if (patch.primary_color !== undefined) values.primaryColor = patch.primary_color;
    if (patch.uptime_enable !== undefined) values.uptimeEnable = patch.uptime_enable;
    if (patch.uptime_value !== undefined) values.uptimeValue = patch.uptime_value;
    if (patch.uptime_redirect_url !== undefined) values.uptimeRedirectUrl = patch.uptime_redirect_url;
    if (patch.public_contact_email !== undefined) values.publicContactEmail = patch.public_contact_email;
    if (patch.privacy_policy_url !== undefined) values.privacyPolicyUrl = patch.privacy_policy_url;
    if (patch.section_order !== undefined) values.sectionOrder = normalizeSectionOrder(patch.section_order);
    const uptimeOn = values.uptimeEnable ?? cfg.uptimeEnable;
    if (uptimeOn && !(values.uptimeValue ?? cfg.uptimeValue)) throw invalid('Enter the uptime to show, e.g. 99.95', 'uptime_value');
    if (patch.slug !== undefined && patch.slug !== cfg.slug) {
      const moved = await tryUnique(() => tx.transaction((sp) => updateConfig(sp, org, { slug: patch.slug })));
      if (moved === uniqueViolation) throw conflict(tcMessages.slugTaken, 'slug');
    }
    await updateConfig(tx, org, values);
    for (const p of patch.security_pillars ?? []) await upsertPillar(tx, org, p);
    if (patch.sub_processors) {
      const kept = new Set(patch.sub_processors.map((sp) => sp.id).filter(Boolean));
      const removed = (await listSubProcessors(tx, org)).filter((sp) => !kept.has(sp.id));
      await replaceSubProcessors(tx, org, patch.sub_processors);
      // Answers that name a sub-processor no longer used need review (issue 13).
      for (const sp of removed) await markCitingStale(tx, auth, { kind: 'sub_processor', name: sp.name, reason: `Sub-processor "${sp.name}" was removed` });
    }
    const fields = Object.keys(patch);
    await activity(tx, auth, 'update', 'tc_config', `Updated the Trust Center ${describeFields(fields)}`, null, 'Trust Center');
    return getSiteConfiguration(deps, tx, org);
  });
  return changed(auth.organizationId, result);
}

function describeFields(fields: string[]) {
  const names = fields.map((f) => f.replace(/_/g, ' ').replace('company overview title', 'overview title'));
  return names.length ? names.join(', ') : 'configuration';
}

/** The setup checklist, in a tenant transaction of its own. */
export function setupStatus(deps: AppDeps, auth: AuthContext): Promise<TrustCenterStatus> {
  return deps.tenant(auth, (tx) => getStatus(tx, auth.organizationId));
}

export async function getStatus(tx: Tx, organizationId: string): Promise<TrustCenterStatus> {
  const cfg = await ensureConfig(tx, organizationId);
  const counts = await contentCounts(tx, organizationId);
  const nda = await latestNda(tx, organizationId);
  return {
    is_org_info_filled: Boolean(cfg.companyName.trim() && richTextToPlain(cfg.companyOverview)),
    is_compliance_setup_done: counts.certifications >= 1,
    is_report_setup_done: counts.reports >= 1,
    is_security_topic_setup_done: counts.topics >= 2,
    is_nda_setup_done: Boolean(nda?.text.trim()),
  };
}

/** Publish (only when all five setup steps are done) or go offline. */
export async function setPublished(deps: AppDeps, auth: AuthContext, isPublished: boolean) {
  const result = await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const cfg = await ensureConfig(tx, org);
    if (isPublished) {
      const status = await getStatus(tx, org);
      if (!Object.values(status).every(Boolean)) throw invalid(tcMessages.publishRefused, 'is_published');
    }
    const row = await updateConfig(tx, org, isPublished ? { isPublished: true, isDraft: false, publishedAt: new Date() } : { isPublished: false });
    await activity(
      tx,
      auth,
      isPublished ? 'publish' : 'unpublish',
      'tc_config',
      isPublished ? 'Published the Trust Center' : 'Took the Trust Center offline',
      null,
      'Trust Center',
    );
    return {
      is_published: row.isPublished,
      is_draft: row.isDraft,
      public_url: publicUrl(deps, cfg.slug),
      published_at: row.publishedAt?.toISOString() ?? null,
    };
  });
  return changed(auth.organizationId, result);
}

export async function changeSequence(deps: AppDeps, auth: AuthContext, input: { object_type: SequenceObjectType; object_id: string; sequence: number }) {
  if (!can(auth.permissions, sequenceTargets[input.object_type].permission)) throw forbidden();
  const result = await deps.tenant(auth, async (tx) => {
    const moved = await moveObject(tx, auth.organizationId, input);
    await activity(tx, auth, 'reorder', input.object_type.toLowerCase(), `Reordered the ${moved.label} of the Trust Center`, input.object_id);
    return { object_id: moved.object_id, object_type: moved.object_type, sequence: moved.sequence };
  });
  return changed(auth.organizationId, result);
}

export async function getPreviewSiteData(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, async (tx) => {
    const cfg = await ensureConfig(tx, auth.organizationId);
    return buildSiteData(tx, auth.organizationId, await previewLinks(deps, cfg), cfg);
  });
}

/* Trusted-by logos */

export async function createTrustedBy(deps: AppDeps, auth: AuthContext, fields: { name: string; website_url: string }, logo: CheckedFile | undefined) {
  const stored = logo ? await storeUpload(deps.storage, auth.organizationId, logo) : null;
  try {
    const id = await deps.tenant(auth, async (tx) => {
      await ensureConfig(tx, auth.organizationId);
      const sequence = await nextTrustedBySequence(tx, auth.organizationId);
      const id = await insertTrustedBy(tx, { organizationId: auth.organizationId, name: fields.name, websiteUrl: fields.website_url, logo: stored, sequence });
      await activity(tx, auth, 'create', 'trusted_by', `Added ${fields.name} to Trusted by`, id, fields.name);
      return id;
    });
    return changed(auth.organizationId, id);
  } catch (err) {
    await discardFiles(deps.storage, [stored]);
    throw err;
  }
}

export async function updateTrustedBy(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  fields: { name?: string | undefined; website_url?: string | undefined; remove_logo?: boolean | undefined },
  logo: CheckedFile | undefined,
) {
  const stored = logo ? await storeUpload(deps.storage, auth.organizationId, logo) : null;
  let released: StoredFile | null = null;
  try {
    await deps.tenant(auth, async (tx) => {
      const row = await getTrustedBy(tx, auth.organizationId, id);
      if (!row) throw notFound('This logo no longer exists.');
      const nextLogo = stored ?? (fields.remove_logo ? null : row.logo);
      if (row.logo && nextLogo !== row.logo) released = row.logo;
      await updateTrustedByRow(tx, auth.organizationId, id, {
        name: fields.name ?? row.name,
        websiteUrl: fields.website_url ?? row.websiteUrl,
        logo: nextLogo,
        updatedAt: new Date(),
      });
      await activity(tx, auth, 'update', 'trusted_by', `Updated ${fields.name ?? row.name} in Trusted by`, id, fields.name ?? row.name);
    });
  } catch (err) {
    await discardFiles(deps.storage, [stored]);
    throw err;
  }
  changed(auth.organizationId, null);
  await discardFiles(deps.storage, [released]);
}

export async function deleteTrustedBy(deps: AppDeps, auth: AuthContext, id: string) {
  const logo = await deps.tenant(auth, async (tx) => {
    const row = await getTrustedBy(tx, auth.organizationId, id);
    if (!row) throw notFound('This logo no longer exists.');
    await deleteTrustedByRow(tx, auth.organizationId, id);
    await activity(tx, auth, 'delete', 'trusted_by', `Removed ${row.name} from Trusted by`, id, row.name);
    return row.logo;
  });
  changed(auth.organizationId, null);
  await discardFiles(deps.storage, [logo]);
}

/** A trusted-by logo for the staff console (any state of the Trust Center). */
export async function trustedByLogo(tx: Tx, organizationId: string, id: string) {
  return (await getTrustedBy(tx, organizationId, id))?.logo ?? null;
}

/* NDA text */

const ndaView = (row: { text: string; version: number; createdAt: Date } | null): NdaText | null =>
  row ? { text: row.text, version: row.version, created_at: row.createdAt.toISOString() } : null;

export async function getNda(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, async (tx) => ndaView(await latestNda(tx, auth.organizationId)));
}

/**
 * Saves a new NDA version (older ones stay as they were); `isMaterial` false means members need not accept it again.
 * HTML (what starts with a tag, as the pages that show it read it) is sanitized here, whichever call sent it.
 */
export async function saveNda(deps: AppDeps, auth: AuthContext, input: string, opts: { isMaterial?: boolean } = {}) {
  const text = input.trim().startsWith('<') ? sanitizeRichText(input) : input.trim();
  return deps.tenant(auth, async (tx) => {
    const current = await latestNda(tx, auth.organizationId);
    if (current && current.text === text) return ndaView(current);
    const row = await insertNda(tx, auth.organizationId, text, auth.userId, opts.isMaterial ?? true);
    await activity(tx, auth, current ? 'update' : 'create', 'nda_text', `Saved NDA version ${row.version}`, row.id, `NDA v${row.version}`);
    return ndaView(row);
  });
}
