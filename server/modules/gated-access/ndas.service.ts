import { sql } from 'drizzle-orm';
import type { NdaVersion, SignedNda } from '@shared/contracts/gated-access';
import { accessMessages as msg } from '@shared/contracts/gated-access';
import type { AppDeps } from '../../deps';
import { rows, type Executor, type Tx } from '../../db/client';
import { signedNdas } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import { iso } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { sanitizeRichText } from '../../lib/rich-text';
import * as tcConfig from '../tc-config/index';
import { memberActivity } from './activity';
import { sha256 } from './mails';
import type { SignedInMember } from './member-auth';
import { readSettings, writeSettings } from './settings';

/** The current NDA (latest version) and the latest version that was a material change. */
async function ndaState(ex: Executor, org: string) {
  const [row] = await rows<{ id: string; version: number; text: string; material_version: number | null }>(
    ex,
    sql`select id, version, text, (select max(version) from nda_texts where organization_id = ${org} and is_material)::int as material_version
        from nda_texts where organization_id = ${org} order by version desc limit 1`,
  );
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
    const [signed] = await rows<{ v: number | null }>(
      tx,
      sql`select max(n.version)::int as v from signed_ndas s join nda_texts n on n.organization_id = s.organization_id and n.id = s.nda_id
          where s.organization_id = ${member.organizationId} and s.member_id = ${member.id}`,
    );
    const last = signed?.v == null ? null : Number(signed.v);
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
    await tx.insert(signedNdas).values({
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

const sortable = ['company', 'created_at', 'version'] as const;

/** Signed NDA records (questionnaires §2.4). */
export function listSignedNdas(
  deps: AppDeps,
  auth: AuthContext,
  q: { page: number; length: number; sort_by?: string | undefined; search?: string | undefined },
) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const sort = parseSort(q.sort_by, sortable, 'created_at', true);
    const col = { company: 'lower(s.company_name)', created_at: 's.created_at', version: 'n.version' }[sort.field];
    const parts = [sql`s.organization_id = ${org}`];
    if (q.search?.trim()) {
      const like = `%${q.search.trim().replace(/[%_\\]/g, '\\$&')}%`;
      parts.push(sql`(s.signer_name ilike ${like} or s.email ilike ${like} or s.company_name ilike ${like} or c.name ilike ${like})`);
    }
    const where = sql.join(parts, sql` and `);
    const list = await rows<Record<string, unknown>>(
      tx,
      sql`select s.*, n.version as nda_number, c.name as customer_name, count(*) over ()::int as total
          from signed_ndas s join nda_texts n on n.organization_id = s.organization_id and n.id = s.nda_id
          left join customers c on c.organization_id = s.organization_id and c.id = s.customer_id
          where ${where} order by ${sql.raw(`${col} ${sort.desc ? 'desc' : 'asc'}`)}, s.id limit ${q.length} offset ${(q.page - 1) * q.length}`,
    );
    const signed: SignedNda[] = list.map((r) => ({
      id: r.id as string,
      created_at: iso(r.created_at as Date)!,
      actor: {
        company: { id: (r.customer_name ? r.customer_id : null) as string | null, name: (r.customer_name as string | null) ?? (r.company_name as string) },
        full_name: r.signer_name as string,
      },
      actor_email: r.email as string,
      signed_nda: { id: r.nda_id as string, version: Number(r.nda_number), version_display: `v${Number(r.nda_number)}` },
      ip: r.ip as string,
      user_agent: r.user_agent as string,
      text_hash: r.text_hash as string,
    }));
    return { data: { signed_ndas: signed }, pagination: pagination(q.page, q.length, Number(list[0]?.total ?? 0)) };
  });
}

async function versions(tx: Tx, org: string, version?: number): Promise<NdaVersion[]> {
  const list = await rows<Record<string, unknown>>(
    tx,
    sql`select n.*, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as author,
          (select count(*)::int from signed_ndas s where s.organization_id = n.organization_id and s.nda_id = n.id) as signed_count,
          (select max(version) from nda_texts x where x.organization_id = n.organization_id) as latest
        from nda_texts n left join users u on u.organization_id = n.organization_id and u.id = n.created_by
        where n.organization_id = ${org} ${version ? sql`and n.version = ${version}` : sql``} order by n.version desc`,
  );
  return list.map((r) => ({
    id: r.id as string,
    version: Number(r.version),
    version_display: `v${Number(r.version)}`,
    is_material: Boolean(r.is_material),
    is_current: Number(r.version) === Number(r.latest),
    created_at: iso(r.created_at as Date)!,
    created_by: (r.author as string | null) ?? null,
    signed_count: Number(r.signed_count),
    text: r.text as string,
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

/** Saves a new version from the rich-text editor (sanitized); earlier versions stay as they were. */
export async function saveNdaVersion(deps: AppDeps, auth: AuthContext, input: { text: string; is_material: boolean }) {
  const text = input.text.trim().startsWith('<') ? sanitizeRichText(input.text) : input.text.trim();
  const saved = await tcConfig.saveNda(deps, auth, text, { isMaterial: input.is_material });
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
