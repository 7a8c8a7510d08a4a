import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { certifications, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';
import { creatorOf, documentQueries } from '../../lib/trust-center-documents/queries';

const isExpired = sql<boolean>`coalesce(${certifications.expiryDate} < current_date, false)`;

const columns = {
  id: certifications.id,
  name: certifications.name,
  auditorInfo: certifications.auditorInfo,
  file: certifications.file,
  sensitivity: certifications.sensitivity,
  expiryDate: certifications.expiryDate,
  isExpired,
  isActive: certifications.isActive,
  sequence: certifications.sequence,
  logo: certifications.logo,
  standardLogo: certifications.standardLogo,
  industry: certifications.industry,
  description: certifications.description,
  reportOverview: certifications.reportOverview,
  showIndustry: certifications.showIndustry,
  showValidity: certifications.showValidity,
  createdAt: certifications.createdAt,
  modifiedAt: certifications.modifiedAt,
  createdBy: createdByJson,
};

/** Certifications are Trust Center documents (lib/trust-center-documents) with an expiry date, a logo and more text. */
export const certificationQueries = documentQueries(certifications, {
  select: (tx: Tx) => tx.select(columns).from(certifications).leftJoin(users, creatorOf(certifications)).$dynamic(),
  search: [certifications.name, certifications.auditorInfo],
  sort: {
    name: sql`lower(${certifications.name})`,
    expiry_date: certifications.expiryDate,
    modified_at: certifications.modifiedAt,
    created_at: certifications.createdAt,
    sequence: certifications.sequence,
  },
  counts: { expired: sql<number>`count(*) filter (where ${certifications.isActive} and ${isExpired})::int` },
});
