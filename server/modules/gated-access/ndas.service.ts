import type { NdaVersion, SignedNda } from '@shared/contracts/gated-access';
import { accessMessages as msg } from '@shared/contracts/gated-access';
import type { AppDeps } from '../../deps';
import type { Executor, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import * as tcConfig from '../tc-config/index';
import { memberActivity } from './activity';
import { sha256 } from './mails';
import type { SignedInMember } from './member-auth';
import { insertSignedNda, selectCurrentNda, selectLastSignedVersion, selectNdaVersions, selectSignedNdaPage, type SignedNdaSortField } from './ndas.queries';
import { readSettings, writeSettings } from './settings';

/** The current NDA (latest version) and the latest version that was a material change. */
async function ndaState(ex: Executor, org: string) {
  const row = await selectCurrentNda(ex, org);
  return row ? { id: row.id, version: Number(row.version), text: row.text, materialVersion: Number(row.material_version ?? 1) } : null;
}

/**
 * What a member must sign before a confidential download: null when nothing (no NDA set up, the setting
 * is off, or they accepted a version at least as new as the last material change).
 */
export async function ndaToSign(deps: AppDeps, member: SignedInMember) {
  return withTenant(deps.db, { organizationId: member.organizationId }, async (tx) => {
    const settings = await readSettings(tx, member.organizationId);
    const nda = await ndaState(tx, member.organizationId);
    if (!settings.require_nda || !nda?.text.trim()) return null;
    const last = await selectLastSignedVersion(tx, member.organizationId, member.id);
    if (last !== null && last >= nda.materialVersion) return null;
    return { id: nda.id, version: nda.version, text: nda.text, hash: sha256(nda.text), signedBefore: last !== null };
  });
}

/** Records the acceptance of the exact text shown (its hash must match the current version). */
export async function signNda(
  deps: AppDeps,
  member: SignedInMember,
  input: { full_name: string; accept: boolean; hash: string },
  client: { ip: string; userAgent: string },
) {
  const name = input.full_name.trim();
  if (!input.accept || name.length < 2 || name.length > 120) throw validation(msg.ndaRequired, 'full_name');
  return withTenant(deps.db, { organizationId: member.organizationId }, async (tx) => {
    const nda = await ndaState(tx, member.organizationId);
    if (!nda) throw notFound(msg.ndaMissing);
    if (sha256(nda.text) !== input.hash) throw conflict('The agreement was updated while you were reading it. Please read the new version and accept it.');
    await insertSignedNda(tx, {
      organizationId: member.organizationId,
      memberId: member.id,
      customerId: member.customerId,
      ndaId: nda.id,
      ndaVersion: String(nda.version),
      signerName: name,
      email: member.email,
      companyName: member.customerName,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 400),
      textHash: sha256(nda.text),
    });
    await memberActivity(
      tx,
      { fullName: member.fullName },
      member.organizationId,
      { id: member.customerId, name: member.customerName },
      'nda_signed',
      `${name} (${member.email}) accepted NDA v${nda.version}`,
      { member_id: member.id, nda_version: nda.version },
    );
  });
}

const sortable: SignedNdaSortField[] = ['company', 'created_at', 'version'];

/** Signed NDA records (questionnaires §2.4). */
export function listSignedNdas(
  deps: AppDeps,
  auth: AuthContext,
  q: { page: number; length: number; sort_by?: string | undefined; search?: string | undefined },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const sort = parseSort(q.sort_by, sortable, 'created_at', true);
    const list = await selectSignedNdaPage(tx, org, q.search, sort, q.length, (q.page - 1) * q.length);
    const signed: SignedNda[] = list.map((r) => ({
      id: r.id,
      created_at: iso(r.created_at)!,
      actor: {
        company: { id: r.customer_name ? r.customer_id : null, name: r.customer_name ?? r.company_name },
        full_name: r.signer_name,
      },
      actor_email: r.email,
      signed_nda: { id: r.nda_id, version: Number(r.nda_number), version_display: `v${Number(r.nda_number)}` },
      ip: r.ip,
      user_agent: r.user_agent,
      text_hash: r.text_hash,
    }));
    return { data: { signed_ndas: signed }, pagination: pagination(q.page, q.length, Number(list[0]?.total ?? 0)) };
  });
}

async function versions(tx: Tx, org: string, version?: number): Promise<NdaVersion[]> {
  const list = await selectNdaVersions(tx, org, version);
  return list.map((r) => ({
    id: r.id,
    version: Number(r.version),
    version_display: `v${Number(r.version)}`,
    is_material: Boolean(r.is_material),
    is_current: Number(r.version) === Number(r.latest),
    created_at: iso(r.created_at)!,
    created_by: r.author ?? null,
    signed_count: Number(r.signed_count),
    text: r.text,
  }));
}

export function listNdaVersions(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, async (tx) => ({ data: { versions: await versions(tx, auth.organizationId) } }));
}

export function getNdaVersion(deps: AppDeps, auth: AuthContext, version: number) {
  return deps.tenant(auth, async (tx) => {
    const [v] = await versions(tx, auth.organizationId, version);
    if (!v) throw notFound('This NDA version does not exist.');
    return v;
  });
}

/** Saves a new version from the rich-text editor (sanitized by tc-config); earlier versions stay as they were. */
export async function saveNdaVersion(deps: AppDeps, auth: AuthContext, input: { text: string; is_material: boolean }) {
  const saved = await tcConfig.saveNda(deps, auth, input.text, { isMaterial: input.is_material });
  return getNdaVersion(deps, auth, saved!.version);
}

export function getAccessSettings(deps: AppDeps, auth: AuthContext) {
  return deps.tenant(auth, (tx) => readSettings(tx, auth.organizationId));
}

export function updateAccessSettings(deps: AppDeps, auth: AuthContext, patch: { refuse_free_mail?: boolean | undefined; require_nda?: boolean | undefined }) {
  return deps.tenant(auth, async (tx) => {
    const next = await writeSettings(
      tx,
      auth.organizationId,
      { refuse_free_mail: patch.refuse_free_mail, require_nda: patch.require_nda } as never,
      auth.userId,
    );
    await memberActivity(
      tx,
      auth,
      auth.organizationId,
      null,
      'access_settings_updated',
      `Updated access settings: free e-mail ${next.refuse_free_mail ? 'refused' : 'accepted'}, NDA ${next.require_nda ? 'required' : 'not required'} before downloads`,
    );
    return next;
  });
}
