import type { RequestedDocument } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant-isolation';
import type { StoredFile } from '../../lib/uploads';
import * as certifications from '../certifications/index';
import * as reports from '../security-reports/index';

export type ConfidentialKind = 'report' | 'certification';

/** An active confidential report or certification, with its file (null when missing, public or inactive). */
export async function confidentialDocument(
  tx: Tx,
  organizationId: string,
  kind: ConfidentialKind,
  id: string,
): Promise<{ kind: ConfidentialKind; id: string; name: string; file: StoredFile | null } | null> {
  const doc =
    kind === 'report'
      ? await reports.findConfidentialReport(tx, organizationId, id)
      : await certifications.findConfidentialCertification(tx, organizationId, id);
  return doc ? { kind, id: doc.id, name: doc.name, file: doc.file } : null;
}

/** Resolves `kind:id` references; null when any of them is not requestable. */
export async function resolveRequested(tx: Tx, organizationId: string, refs: string[]): Promise<RequestedDocument[] | null> {
  const out: RequestedDocument[] = [];
  for (const ref of [...new Set(refs.map((r) => r.toLowerCase()))]) {
    const [kind, id] = ref.split(':') as [ConfidentialKind, string];
    const doc = await confidentialDocument(tx, organizationId, kind, id);
    if (!doc) return null;
    out.push({ kind, id: doc.id, name: doc.name });
  }
  return out;
}

/** Every confidential document a member may download, in display order. */
export async function listConfidential(tx: Tx, organizationId: string) {
  const [certs, reps] = await Promise.all([
    certifications.listPublicCertifications(tx, organizationId, { includeConfidential: true }),
    reports.listPublicReports(tx, organizationId, { includeConfidential: true }),
  ]);
  return [
    ...reps
      .filter((r) => r.sensitivity !== 'PUBLIC')
      .map((r) => ({ kind: 'report' as const, id: r.id, name: r.name, detail: r.issued_by ? `Issued by ${r.issued_by}` : 'Security report' })),
    ...certs
      .filter((c) => c.sensitivity !== 'PUBLIC')
      .map((c) => ({ kind: 'certification' as const, id: c.id, name: c.name, detail: c.auditor_info || 'Certification' })),
  ];
}

/** A Trust Center's confidential documents, for its public pages (a system read as that organisation). */
export function siteConfidentialDocuments(db: Db, organizationId: string) {
  return withTenant(db, { organizationId }, (tx) => listConfidential(tx, organizationId));
}

/** The same documents, each with whether it has a file to download. */
export function withAvailability<T extends { kind: ConfidentialKind; id: string }>(db: Db, organizationId: string, docs: T[]) {
  return withTenant(db, { organizationId }, (tx) =>
    Promise.all(docs.map(async (d) => ({ ...d, available: Boolean((await confidentialDocument(tx, organizationId, d.kind, d.id))?.file) }))),
  );
}
