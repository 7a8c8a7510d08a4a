import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/db';
import { createDiskStorage } from '../lib/files';
import { listPublicCertifications } from '../modules/certifications/service';
import { listPublicAnnouncements } from '../modules/announcements/service';
import { listPublicReports } from '../modules/security-reports/service';
import { listPublicSecurityDomains } from '../modules/security-controls/service';
import { countActiveTopics } from '../modules/security-topics/service';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema/index';
import { EXPIRY_JOB } from '../modules/certifications/expiry';
import { createOrganization } from '../db/seed';
import { withTenant } from '../db/tenant-isolation';
import { seedTrustCenterContent } from './trust-center-content';

describe('Trust Center demo content', () => {
  let database: Database;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-demo-'));
  const storage = createDiskStorage(dir);
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives Acme Cloud a complete, realistic Trust Center with real PDF files, and Globex nothing', async () => {
    const acme = await createOrganization(database.db, 'Acme Cloud', 'acme-cloud');
    const globex = await createOrganization(database.db, 'Globex', 'globex');
    const seeded = (org: { id: string; roleIds: never }, name: string, slug: string) => ({ id: org.id, name, slug, roleIds: org.roleIds, userIds: {} });
    await withTenant(database.db, { organizationId: acme.id }, (tx) => seedTrustCenterContent(tx, seeded(acme as never, 'Acme Cloud', 'acme-cloud'), storage));
    await withTenant(database.db, { organizationId: globex.id }, (tx) => seedTrustCenterContent(tx, seeded(globex as never, 'Globex', 'globex'), storage));

    await withTenant(database.db, { organizationId: acme.id }, async (tx) => {
      expect(await countActiveTopics(tx, acme.id)).toBe(4);
      const reports = await listPublicReports(tx, acme.id, { includeConfidential: true });
      expect(reports).toHaveLength(4);
      expect(reports.filter((r) => r.sensitivity === 'CONFIDENTIAL')).toHaveLength(1);
      const certs = await listPublicCertifications(tx, acme.id, { includeConfidential: true });
      expect(certs).toHaveLength(6);
      expect(certs.filter((c) => c.is_expired).map((c) => c.name)).toEqual(['CSA STAR Level 1']);
      // Each certification still valid is checked the day after it expires, as when staff add one.
      const checks = await tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.organizationId, acme.id), eq(jobs.type, EXPIRY_JOB)));
      expect(checks.map((j) => j.payload.expiryDate).sort()).toEqual(
        certs
          .filter((c) => c.expiry_date && !c.is_expired)
          .map((c) => c.expiry_date)
          .sort(),
      );
      expect(certs.every((c) => c.standard_logo)).toBe(true);
      expect(await listPublicAnnouncements(tx, acme.id)).toHaveLength(3);
      const domains = await listPublicSecurityDomains(tx, acme.id);
      expect(domains.map((d) => d.heading)).toContain('Security Scores');
      expect(domains).toHaveLength(5);
      expect(domains.find((d) => d.heading === 'Security Scores')!.controls).toHaveLength(1);
    });
    const files = fs.readdirSync(path.join(dir, acme.id));
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(
      fs
        .readFileSync(path.join(dir, acme.id, files[0]!))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(fs.existsSync(path.join(dir, globex.id))).toBe(false);
    await withTenant(database.db, { organizationId: globex.id }, async (tx) => expect(await countActiveTopics(tx, globex.id)).toBe(0));
  });
});
