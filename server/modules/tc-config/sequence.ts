import type { Permission } from '@shared/permissions';
import type { SequenceObjectType } from '@shared/contracts/tc-config';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { loadContent } from './content';
import { listTrustedBy } from './queries';
import { lockListIds, renumberList, selectControlDomainId, type SequencedTable } from './sequence.queries';

/** Each orderable object type of portal §7: its table, the permission that may reorder it, and what the page shows of it. */
export const sequenceTargets: Record<SequenceObjectType, { table: SequencedTable; permission: Permission; label: string }> = {
  SECURITY_CERTIFICATE: { table: 'certifications', permission: 'documents:edit', label: 'certifications' },
  SECURITY_REPORT: { table: 'security_reports', permission: 'documents:edit', label: 'security reports' },
  SECURITY_TOPIC: { table: 'security_topics', permission: 'security_topics:edit', label: 'security topics' },
  TRUSTED_BY: { table: 'tc_trusted_by', permission: 'tc_config:edit', label: 'trusted-by logos' },
  ANNOUNCEMENT: { table: 'announcements', permission: 'announcements:edit', label: 'announcements' },
  SECURITY_CONTROL: { table: 'security_domains', permission: 'security_control:edit', label: 'security policies' },
};

/** The ids the Trust Center shows for a type, in order (a control's list is the controls of its domain). */
async function shownIds(tx: Tx, organizationId: string, type: SequenceObjectType, controlDomainId: string | null): Promise<string[]> {
  if (type === 'TRUSTED_BY') return (await listTrustedBy(tx, organizationId)).map((t) => t.id);
  const c = await loadContent(tx, organizationId);
  switch (type) {
    case 'SECURITY_CERTIFICATE':
      return c.certifications.map((x) => x.id);
    case 'SECURITY_REPORT':
      return c.reports.map((x) => x.id);
    case 'SECURITY_TOPIC':
      return c.topics.map((x) => x.id);
    case 'ANNOUNCEMENT':
      return c.announcements.map((x) => x.id);
    case 'SECURITY_CONTROL':
      return controlDomainId ? (c.domains.find((d) => d.id === controlDomainId)?.controls.map((x) => x.id) ?? []) : c.domains.map((x) => x.id);
  }
}

/**
 * Moves one object to a new 1-based position among the items the Trust Center shows of its list (the
 * order the preview displays), then renumbers the whole list 1..n so hidden items keep their places.
 * For SECURITY_CONTROL the object is a security domain, or a control (ordered within its domain).
 */
export async function changeSequence(tx: Tx, organizationId: string, input: { object_type: SequenceObjectType; object_id: string; sequence: number }) {
  let table: SequencedTable = sequenceTargets[input.object_type].table;
  let domainId: string | null = null;
  if (input.object_type === 'SECURITY_CONTROL') {
    domainId = await selectControlDomainId(tx, organizationId, input.object_id);
    if (domainId) table = 'security_controls';
  }
  const all = await lockListIds(tx, organizationId, table, domainId);
  const from = all.indexOf(input.object_id);
  if (from < 0) throw notFound('The item to move was not found.');

  const shown = await shownIds(tx, organizationId, input.object_type, domainId);
  let to: number;
  if (shown.includes(input.object_id)) {
    const anchor = shown[Math.min(input.sequence, shown.length) - 1]!;
    to = all.indexOf(anchor);
  } else {
    to = Math.min(input.sequence, all.length) - 1;
  }
  const order = [...all];
  order.splice(from, 1);
  order.splice(to, 0, input.object_id);
  const changed = order.map((id, i) => ({ id, seq: i + 1 }));
  await renumberList(tx, organizationId, table, changed);
  return {
    object_id: input.object_id,
    object_type: input.object_type,
    sequence: order.indexOf(input.object_id) + 1,
    label: sequenceTargets[input.object_type].label,
  };
}
