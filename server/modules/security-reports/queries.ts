import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { securityReports, users } from '../../db/schema/index';
import { createdByJson } from '../../lib/content-rows';
import { creatorOf, documentQueries } from '../../lib/trust-center-documents/queries';

const columns = {
  id: securityReports.id,
  name: securityReports.name,
  issuedBy: securityReports.issuedBy,
  file: securityReports.file,
  sensitivity: securityReports.sensitivity,
  isActive: securityReports.isActive,
  sequence: securityReports.sequence,
  createdAt: securityReports.createdAt,
  modifiedAt: securityReports.modifiedAt,
  createdBy: createdByJson,
};

/** Security reports are Trust Center documents (lib/trust-center-documents) with an issuer and a file they cannot be without. */
export const reportQueries = documentQueries(securityReports, {
  select: (tx: Tx) => tx.select(columns).from(securityReports).leftJoin(users, creatorOf(securityReports)).$dynamic(),
  search: [securityReports.name, securityReports.issuedBy],
  sort: {
    name: sql`lower(${securityReports.name})`,
    issued_by: sql`lower(${securityReports.issuedBy})`,
    modified_at: securityReports.modifiedAt,
    created_at: securityReports.createdAt,
    sequence: securityReports.sequence,
    report_sequence: securityReports.sequence,
  },
});
