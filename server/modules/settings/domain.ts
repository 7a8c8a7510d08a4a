import crypto from 'node:crypto';
import { isDomainName } from '@shared/contracts/sso';
import { domainMessages, type CustomDomainInfo, type DomainInfo } from '@shared/contracts/settings';
import type { AppDeps } from '../../deps';
import { withSystem } from '../../db/tenant-isolation';
import { recordActivity } from '../../lib/activity';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { notFound, validation } from '../../lib/errors';
import { ensureConfig, publicUrl, trustCenterChanges } from '../tc-config/index';
import {
  deleteCustomDomain,
  domainVerifiedElsewhere,
  selectCustomDomain,
  updateCustomDomain,
  upsertCustomDomain,
  type CustomDomainRow,
} from './domain.queries';

/** The TXT record that proves an organisation controls a host name. */
export const txtName = (domain: string) => `_trustroom-challenge.${domain}`;
const txtValue = (token: string) => `trustroom-verification=${token}`;

function view(row: CustomDomainRow | null): CustomDomainInfo | null {
  if (!row) return null;
  return {
    domain: row.domain,
    status: row.verifiedAt ? 'VERIFIED' : 'PENDING',
    txt_record: { type: 'TXT', name: txtName(row.domain), value: txtValue(row.verificationToken) },
    verified_at: iso(row.verifiedAt),
    last_checked_at: iso(row.lastCheckedAt),
    last_error: row.lastError,
    url: `https://${row.domain}/`,
  };
}

/** Where the public Trust Center lives: /trust/{slug} on this server, and the organisation's own host once verified. */
export function readDomain(deps: AppDeps, auth: AuthContext): Promise<DomainInfo> {
  return deps.tenant(auth, async (tx) => {
    const cfg = await ensureConfig(tx, auth.organizationId);
    return {
      slug: cfg.slug,
      path: `/trust/${encodeURIComponent(cfg.slug)}`,
      trust_center_url: publicUrl(deps, cfg.slug),
      is_published: cfg.isPublished,
      custom_domain: view(await selectCustomDomain(tx, auth.organizationId)),
    };
  });
}

/** Starts (or restarts) a custom domain: a fresh TXT record to add; nothing is served there until it is verified. */
export async function setCustomDomain(deps: AppDeps, auth: AuthContext, input: string) {
  const domain = input.trim().toLowerCase().replace(/\.$/, '');
  const own = new URL(deps.config.publicUrl).hostname;
  if (!isDomainName(domain) || domain === own) throw validation(domainMessages.invalid, 'domain');
  if (await verifiedElsewhere(deps, auth.organizationId, domain)) throw validation(domainMessages.taken, 'domain');
  await deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const token = crypto.randomBytes(18).toString('base64url');
    await upsertCustomDomain(tx, org, domain, token);
    await recordActivity(tx, auth, org, {
      group: 'trust_center',
      action: 'updated',
      objectType: 'custom_domain',
      objectName: domain,
      description: `Set the custom domain ${domain} (waiting for DNS verification)`,
    });
  });
  trustCenterChanges.emit('change');
  return readDomain(deps, auth);
}

function verifiedElsewhere(deps: AppDeps, organizationId: string, domain: string) {
  return withSystem(deps.db, (tx) => domainVerifiedElsewhere(tx, organizationId, domain));
}

/** Looks the TXT record up (node's resolver, or the test's) and marks the domain verified when it is there. */
export async function verifyCustomDomain(deps: AppDeps, auth: AuthContext) {
  const row = await deps.tenant(auth, (tx) => selectCustomDomain(tx, auth.organizationId));
  if (!row) throw notFound(domainMessages.none);
  let records: string[] = [];
  let lookupError = '';
  try {
    records = (await deps.dns.resolveTxt(txtName(row.domain))).map((chunks) => chunks.join(''));
  } catch (err) {
    const code = (err as { code?: string }).code;
    lookupError = code === 'ENOTFOUND' || code === 'ENODATA' ? domainMessages.notFound(txtName(row.domain)) : domainMessages.lookupFailed;
  }
  const ok = records.includes(txtValue(row.verificationToken));
  const error = ok ? '' : lookupError || domainMessages.mismatch(txtName(row.domain));
  if (ok && (await verifiedElsewhere(deps, auth.organizationId, row.domain))) throw validation(domainMessages.taken, 'domain');
  await deps.tenant(auth, async (tx) => {
    await updateCustomDomain(tx, auth.organizationId, row.id, {
      verifiedAt: ok ? (row.verifiedAt ?? new Date()) : row.verifiedAt,
      lastCheckedAt: new Date(),
      lastError: error,
      updatedAt: new Date(),
    });
    await recordActivity(tx, auth, auth.organizationId, {
      group: 'trust_center',
      action: ok ? 'verified' : 'verification_failed',
      objectType: 'custom_domain',
      objectName: row.domain,
      description: ok ? `Verified the custom domain ${row.domain}: the Trust Center answers there` : `Checked the custom domain ${row.domain}: ${error}`,
    });
  });
  trustCenterChanges.emit('change');
  const info = await readDomain(deps, auth);
  if (!ok) throw validation(error, 'domain');
  return info;
}

export async function removeCustomDomain(deps: AppDeps, auth: AuthContext) {
  await deps.tenant(auth, async (tx) => {
    const row = await deleteCustomDomain(tx, auth.organizationId);
    if (!row) throw notFound(domainMessages.none);
    await recordActivity(tx, auth, auth.organizationId, {
      group: 'trust_center',
      action: 'deleted',
      objectType: 'custom_domain',
      objectName: row.domain,
      description: `Removed the custom domain ${row.domain}`,
    });
  });
  trustCenterChanges.emit('change');
  return readDomain(deps, auth);
}
