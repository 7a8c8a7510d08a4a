import { limits } from '@shared/limits';
import {
  controlFileField,
  domainMessages,
  domainSortFields,
  selectCountMessage,
  type CatalogueDomainView,
  type SecurityHeading,
} from '@shared/contracts/security-controls';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import type { securityDomains } from '../../db/schema/index';
import { recordActivity } from '../../lib/activity';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound, validation } from '../../lib/errors';
import { pagination, parseSort } from '../../lib/http';
import { fileView, withUploads, type CheckedFile, type StoredFile } from '../../lib/uploads';
import { catalogue, catalogueDomain, requiredCount } from './catalogue';
import {
  countDomains,
  deleteControlRows,
  deleteDomainRow,
  insertControlRows,
  insertDomainRow,
  nextDomainSequence,
  selectControl,
  selectControls,
  selectDomain,
  selectDomains,
  selectPublicDomains,
  selectUsedCatalogueKeys,
  setDomainsActive,
  updateControlRow,
  updateDomainRow,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const base = '/api/v1/tc-config/security-control';
export const controlFileUrl = (domainId: string, controlId: string) => `${base}/${domainId}/controls/${controlId}/download/`;

type DomainRow = NonNullable<Awaited<ReturnType<typeof selectDomain>>>;
type ControlRow = Awaited<ReturnType<typeof selectControls>>[number];

function toHeading(d: DomainRow, controls: ControlRow[]): SecurityHeading {
  return {
    id: d.id,
    heading: d.heading,
    name: d.heading,
    catalogue_key: d.catalogueKey,
    is_active: d.isActive,
    sensitivity: d.sensitivity,
    sequence: d.sequence,
    required_count: requiredCount(d.catalogueKey),
    security_controls: controls
      .filter((c) => c.domainId === d.id)
      .map((c) => ({ id: c.id, heading: c.heading, catalogue_key: c.catalogueKey, file: fileView(c.file, controlFileUrl(d.id, c.id)) })),
    created_by: d.createdBy,
    created_at: iso(d.createdAt)!,
    modified_at: iso(d.modifiedAt)!,
  };
}

const NOT_FOUND = 'This security domain does not exist or was deleted.';
const activity = (action: string, r: { id: string | null; heading: string }, description: string, metadata?: Record<string, unknown>) => ({
  group: 'trust_center' as const,
  action,
  objectType: 'security_domain',
  objectId: r.id,
  objectName: r.heading,
  description,
  ...(metadata ? { metadata } : {}),
});

export interface DomainListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

export function listDomains(deps: AppDeps, auth: AuthContext, q: DomainListQuery) {
  return deps.tenant(auth, async (tx) => {
    const org = auth.organizationId;
    const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', search: q.search };
    const sort = parseSort(q.sort_by, domainSortFields, 'sequence');
    const [rows, counts] = await Promise.all([selectDomains(tx, org, filter, sort, q.length, (q.page - 1) * q.length), countDomains(tx, org, filter)]);
    const controls = await selectControls(
      tx,
      org,
      rows.map((r) => r.id),
    );
    return {
      data: { security_headings: rows.map((r) => toHeading(r, controls)) },
      pagination: pagination(q.page, q.length, counts.matching, {
        total_domains_count: counts.total,
        total_active_count: counts.active,
        total_inactive_count: counts.inactive,
        min_count: limits.securityDomainsMin,
      }),
    };
  });
}

async function loadDomain(tx: Tx, org: string, id: string) {
  const row = await selectDomain(tx, org, id);
  if (!row) throw notFound(NOT_FOUND);
  return { row, controls: await selectControls(tx, org, [id]) };
}

export function getDomain(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const { row, controls } = await loadDomain(tx, auth.organizationId, id);
    return toHeading(row, controls);
  });
}

export function getCatalogue(deps: AppDeps, auth: AuthContext): Promise<CatalogueDomainView[]> {
  return deps.tenant(auth, async (tx) => {
    const used = new Set(await selectUsedCatalogueKeys(tx, auth.organizationId));
    return catalogue.map((d) => ({ ...d, controls: d.controls.map((c) => ({ ...c })), in_use: used.has(d.key) }));
  });
}

interface ControlChoice {
  catalogue_key: string;
  remove_file?: boolean | undefined;
}

/** The chosen controls must come from the domain's catalogue, without repeats, exactly as many as required. */
function checkControls(domainKey: string, controls: ControlChoice[], files: Record<string, CheckedFile>) {
  const domain = catalogueDomain(domainKey)!;
  const allowed = new Map(domain.controls.map((c) => [c.key, c]));
  const keys = controls.map((c) => c.catalogue_key);
  if (keys.some((k) => !allowed.has(k)) || new Set(keys).size !== keys.length) throw validation(domainMessages.unknownControl, 'controls');
  if (keys.length !== domain.required_count) throw validation(selectCountMessage(domain.required_count), 'controls');
  for (const field of Object.keys(files)) {
    if (!keys.some((k) => controlFileField(k) === field)) throw validation('A file was sent for a security topic that is not selected.', field);
  }
  return controls.map((c) => ({ ...c, heading: allowed.get(c.catalogue_key)!.heading }));
}

export function createDomain(
  deps: AppDeps,
  auth: AuthContext,
  input: { catalogue_key: string; sensitivity: 'PUBLIC' | 'CONFIDENTIAL'; controls: ControlChoice[] },
  files: Record<string, CheckedFile>,
) {
  const org = auth.organizationId;
  const domain = catalogueDomain(input.catalogue_key);
  if (!domain) throw validation(domainMessages.unknownDomain, 'catalogue_key');
  const controls = checkControls(domain.key, input.controls, files);
  return withUploads(deps.storage, org, files, (stored) =>
    deps.tenant(auth, async (tx) => {
      await lockArea(tx, org, 'security_domains');
      if ((await selectUsedCatalogueKeys(tx, org)).includes(domain.key)) throw conflict(domainMessages.duplicate, 'catalogue_key');
      const { active } = await countDomains(tx, org);
      // Until the domains are published they stay drafts; once published, a new one goes live with them.
      const row = await insertDomainRow(tx, {
        organizationId: org,
        catalogueKey: domain.key,
        heading: domain.heading,
        sensitivity: input.sensitivity,
        isActive: active > 0,
        sequence: await nextDomainSequence(tx, org),
        createdBy: auth.userId,
      });
      await insertControlRows(
        tx,
        controls.map((c, i) => ({
          organizationId: org,
          domainId: row.id,
          catalogueKey: c.catalogue_key,
          heading: c.heading,
          sequence: i + 1,
          file: stored[controlFileField(c.catalogue_key)] ?? null,
        })),
      );
      await recordActivity(tx, auth, org, activity('created', row, `Added security domain "${row.heading}"`, { controls: controls.map((c) => c.heading) }));
      const loaded = await loadDomain(tx, org, row.id);
      return toHeading(loaded.row, loaded.controls);
    }),
  );
}

export function updateDomain(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  patch: { sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined; is_active?: boolean | undefined; controls?: ControlChoice[] | undefined },
  files: Record<string, CheckedFile>,
) {
  const org = auth.organizationId;
  return withUploads(deps.storage, org, files, (stored, released) =>
    deps.tenant(auth, async (tx) => {
      await lockArea(tx, org, 'security_domains');
      const { row: before, controls: existing } = await loadDomain(tx, org, id);
      const wanted = patch.controls ?? existing.map((c) => ({ catalogue_key: c.catalogueKey ?? c.id }));
      const controls = before.catalogueKey ? checkControls(before.catalogueKey, wanted, files) : [];
      const set: Partial<typeof securityDomains.$inferInsert> = { modifiedAt: new Date() };
      if (patch.sensitivity !== undefined) set.sensitivity = patch.sensitivity;
      if (patch.is_active !== undefined) set.isActive = patch.is_active;
      await updateDomainRow(tx, org, id, set);

      if (before.catalogueKey) {
        const keep = new Set(controls.map((c) => c.catalogue_key));
        const gone = existing.filter((c) => !c.catalogueKey || !keep.has(c.catalogueKey));
        if (gone.length) {
          await deleteControlRows(
            tx,
            org,
            gone.map((c) => c.id),
          );
          for (const c of gone) if (c.file) released.push(c.file);
        }
        for (const [i, c] of controls.entries()) {
          const current = existing.find((e) => e.catalogueKey === c.catalogue_key);
          const upload = stored[controlFileField(c.catalogue_key)];
          let file: StoredFile | null = current?.file ?? null;
          if (upload || c.remove_file) {
            if (current?.file) released.push(current.file);
            file = upload ?? null;
          }
          if (current) {
            await updateControlRow(tx, org, current.id, { sequence: i + 1, file });
          } else {
            await insertControlRows(tx, [{ organizationId: org, domainId: id, catalogueKey: c.catalogue_key, heading: c.heading, sequence: i + 1, file }]);
          }
        }
      }
      const after = await loadDomain(tx, org, id);
      await recordActivity(
        tx,
        auth,
        org,
        activity('updated', after.row, `Updated security domain "${after.row.heading}"`, { controls: after.controls.map((c) => c.heading) }),
      );
      return toHeading(after.row, after.controls);
    }),
  );
}

export function deleteDomain(deps: AppDeps, auth: AuthContext, id: string) {
  const org = auth.organizationId;
  return withUploads(deps.storage, org, {}, (_stored, released) =>
    deps.tenant(auth, async (tx) => {
      await lockArea(tx, org, 'security_domains');
      const { row, controls } = await loadDomain(tx, org, id);
      const { total } = await countDomains(tx, org);
      if (total - 1 < limits.securityDomainsMin) throw conflict(domainMessages.minimum);
      await deleteDomainRow(tx, org, id);
      await recordActivity(tx, auth, org, activity('deleted', row, `Deleted security domain "${row.heading}"`));
      for (const c of controls) if (c.file) released.push(c.file);
    }),
  );
}

/** Bulk publish (is_active true: needs ≥ 3 domains, none active yet) or take all offline. */
export function setAllDomainsActive(deps: AppDeps, auth: AuthContext, isActive: boolean) {
  const org = auth.organizationId;
  return deps.tenant(auth, async (tx) => {
    await lockArea(tx, org, 'security_domains');
    const counts = await countDomains(tx, org);
    if (isActive) {
      if (counts.active > 0) throw conflict(domainMessages.alreadyPublished);
      if (counts.inactive < limits.securityDomainsMin) throw conflict(domainMessages.minimum);
    }
    const changed = await setDomainsActive(tx, org, isActive);
    await recordActivity(
      tx,
      auth,
      org,
      activity(
        isActive ? 'published' : 'unpublished',
        { id: null, heading: 'Security domains' },
        isActive ? `Published ${changed.length} security domains on the Trust Center` : `Took ${changed.length} security domains off the Trust Center`,
      ),
    );
    return { updated_count: changed.length, is_active: isActive };
  });
}

export function getControlFile(deps: AppDeps, auth: AuthContext, domainId: string, controlId: string): Promise<StoredFile> {
  return deps.tenant(auth, async (tx) => {
    const row = await selectControl(tx, auth.organizationId, domainId, controlId);
    if (!row?.control.file) throw notFound('This security topic has no file.');
    return row.control.file;
  });
}

// ---- For the public site and the setup checklist (run inside the caller's tenant transaction) ----

export interface PublicSecurityDomain {
  id: string;
  heading: string;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
  sequence: number;
  /**
   * `has_file` tells the page to offer a download (findPublicControlFile) — never for a confidential
   * domain; there `on_request` says a file exists, shared on request only (the page shows a lock).
   */
  controls: { id: string; heading: string; has_file: boolean; file_name: string | null; on_request: boolean }[];
}

/**
 * Published (active) domains in display order with their controls. By default only public ones;
 * with `includeConfidential` confidential domains come too, without their files.
 */
export async function listPublicSecurityDomains(tx: Tx, organizationId: string, opts: { includeConfidential?: boolean } = {}): Promise<PublicSecurityDomain[]> {
  const domains = await selectPublicDomains(tx, organizationId, Boolean(opts.includeConfidential));
  const controls = await selectControls(
    tx,
    organizationId,
    domains.map((d) => d.id),
  );
  return domains.map((d) => ({
    ...d,
    controls: controls
      .filter((c) => c.domainId === d.id)
      .map((c) => {
        const open = d.sensitivity === 'PUBLIC' && Boolean(c.file);
        return { id: c.id, heading: c.heading, has_file: open, file_name: open ? c.file!.name : null, on_request: !open && Boolean(c.file) };
      }),
  }));
}

/** The file of a control in a published, public domain (for a public download route), else null. */
export async function findPublicControlFile(tx: Tx, organizationId: string, domainId: string, controlId: string): Promise<StoredFile | null> {
  if (!UUID.test(domainId) || !UUID.test(controlId)) return null;
  const row = await selectControl(tx, organizationId, domainId, controlId);
  return row && row.domainActive && row.domainSensitivity === 'PUBLIC' ? row.control.file : null;
}

export async function countActiveSecurityDomains(tx: Tx, organizationId: string): Promise<number> {
  return (await countDomains(tx, organizationId)).active;
}
