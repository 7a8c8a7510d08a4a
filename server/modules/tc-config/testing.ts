import type { Db } from '../../db/client';
import { announcements, certifications, securityControls, securityDomains, securityReports, securityTopics } from '../../db/schema/index';
import { withTenant } from '../../db/tenant-isolation';
import type { StoredFile } from '../../lib/uploads';

/** Test factories: Trust Center content rows written straight into the content areas' tables. */
const pdf = (name: string): StoredFile => ({ key: `test/${name}`, name, content_type: 'application/pdf', size: 10 });

export async function addContent(
  db: Db,
  organizationId: string,
  opts: {
    certifications?: { name: string; sensitivity?: 'PUBLIC' | 'CONFIDENTIAL'; isActive?: boolean; expiryDate?: string; file?: boolean }[];
    reports?: { name: string; sensitivity?: 'PUBLIC' | 'CONFIDENTIAL'; isActive?: boolean }[];
    topics?: { heading: string; description?: string; isActive?: boolean }[];
    announcements?: { heading: string; description?: string; isActive?: boolean }[];
    domains?: { heading: string; isActive?: boolean; sensitivity?: 'PUBLIC' | 'CONFIDENTIAL'; controls: string[] }[];
  },
) {
  return withTenant(db, { organizationId }, async (tx) => {
    const ids: Record<string, string> = {};
    let seq = 0;
    for (const c of opts.certifications ?? []) {
      const [row] = await tx
        .insert(certifications)
        .values({
          organizationId,
          name: c.name,
          sensitivity: c.sensitivity ?? 'PUBLIC',
          isActive: c.isActive ?? true,
          expiryDate: c.expiryDate ?? null,
          file: c.file === false ? null : pdf(`${c.name}.pdf`),
          sequence: ++seq,
          auditorInfo: 'Audited by Example LLP',
        })
        .returning();
      ids[c.name] = row!.id;
    }
    for (const r of opts.reports ?? []) {
      const [row] = await tx
        .insert(securityReports)
        .values({
          organizationId,
          name: r.name,
          sensitivity: r.sensitivity ?? 'PUBLIC',
          isActive: r.isActive ?? true,
          file: pdf(`${r.name}.pdf`),
          sequence: ++seq,
          issuedBy: 'Example LLP',
        })
        .returning();
      ids[r.name] = row!.id;
    }
    for (const t of opts.topics ?? []) {
      const [row] = await tx
        .insert(securityTopics)
        .values({
          organizationId,
          heading: t.heading,
          description: t.description ?? `<p>${t.heading} details</p>`,
          isActive: t.isActive ?? true,
          sequence: ++seq,
        })
        .returning();
      ids[t.heading] = row!.id;
    }
    for (const a of opts.announcements ?? []) {
      const [row] = await tx
        .insert(announcements)
        .values({ organizationId, heading: a.heading, description: a.description ?? `${a.heading} text`, isActive: a.isActive ?? true, sequence: ++seq })
        .returning();
      ids[a.heading] = row!.id;
    }
    for (const d of opts.domains ?? []) {
      const [row] = await tx
        .insert(securityDomains)
        .values({ organizationId, heading: d.heading, isActive: d.isActive ?? true, sensitivity: d.sensitivity ?? 'PUBLIC', sequence: ++seq })
        .returning();
      ids[d.heading] = row!.id;
      for (const [i, c] of d.controls.entries()) {
        const [ctl] = await tx
          .insert(securityControls)
          .values({ organizationId, domainId: row!.id, heading: c, sequence: i + 1, file: pdf(`${c}.pdf`) })
          .returning();
        ids[c] = ctl!.id;
      }
    }
    return ids;
  });
}

export const publishableContent = {
  certifications: [{ name: 'SOC 2 Type II' }],
  reports: [{ name: 'Penetration test 2026' }],
  topics: [{ heading: 'Encryption' }, { heading: 'Access control' }],
};

export const orgInfo = { company_name: 'Example Corp', company_overview: '<p>We keep your data safe.</p>' };
export const ndaText = 'The parties agree to keep shared information confidential.';
