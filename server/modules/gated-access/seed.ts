import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  accessRequests,
  activityLogs,
  certifications,
  customerMembers,
  customers,
  documentDownloads,
  ndaTexts,
  securityReports,
  signedNdas,
} from '../../db/schema/index';
import { DEMO_PASSWORD, hashPassword, type SeededOrg } from '../../db/seed';

const ago = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * 86400_000);
  d.setUTCHours(hour, (days * 11) % 60, 0, 0);
  return d;
};
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * Acme Cloud's gated access: a second, material NDA version; two members who signed in (one signed v1
 * and downloaded, one signed v2); pending, approved (one automatically) and rejected access requests.
 */
export async function seedGatedAccess(tx: Tx, org: SeededOrg) {
  if (org.slug !== 'acme-cloud') return;
  const o = org.id;
  const admin = org.userIds['admin@acme.test'] ?? null;
  const [v1] = await tx
    .select()
    .from(ndaTexts)
    .where(and(eq(ndaTexts.organizationId, o), eq(ndaTexts.version, 1)));
  if (!v1) return;
  await tx
    .update(ndaTexts)
    .set({ createdAt: ago(60) })
    .where(eq(ndaTexts.id, v1.id));
  const v2Text = v1.text.replace(/\n*$/, '') + '\n\n9. Term. The obligations of this agreement last five (5) years from the last disclosure.';
  const [v2] = await tx
    .insert(ndaTexts)
    .values({ organizationId: o, version: 2, text: v2Text, isMaterial: true, createdBy: admin, createdAt: ago(12) })
    .returning();
  const byName = async (name: string) =>
    (
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.organizationId, o), eq(customers.name, name)))
    )[0]?.id;
  const northwind = await byName('Northwind Health');
  const globex = await byName('Globex Financial');
  const initech = await byName('Initech');
  const [report] = await tx
    .select()
    .from(securityReports)
    .where(and(eq(securityReports.organizationId, o), eq(securityReports.sensitivity, 'CONFIDENTIAL')));
  const [cert] = await tx
    .select()
    .from(certifications)
    .where(and(eq(certifications.organizationId, o), eq(certifications.sensitivity, 'CONFIDENTIAL')));
  if (!northwind || !globex || !initech || !report) return;
  const docs = [
    { kind: 'report' as const, id: report.id, name: report.name },
    ...(cert ? [{ kind: 'certification' as const, id: cert.id, name: cert.name }] : []),
  ];
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const members = [
    {
      customerId: northwind,
      customer: 'Northwind Health',
      email: 'nora.patel@northwindhealth.com',
      name: 'Nora Patel',
      source: 'ACCESS_REQUEST' as const,
      invited: 40,
      login: 3,
      nda: v1,
      signed: 39,
    },
    {
      customerId: globex,
      customer: 'Globex Financial',
      email: 'gus.grant@globexfinancial.com',
      name: 'Gus Grant',
      source: 'MANUAL_INVITE' as const,
      invited: 20,
      login: 1,
      nda: v2!,
      signed: 10,
    },
  ];
  for (const m of members) {
    const [row] = await tx
      .insert(customerMembers)
      .values({
        organizationId: o,
        customerId: m.customerId,
        email: m.email,
        fullName: m.name,
        passwordHash,
        invitationSource: m.source,
        invitedAt: ago(m.invited),
        lastLogin: ago(m.login, 15),
        createdBy: admin,
        createdAt: ago(m.invited),
      })
      .returning();
    await tx.insert(signedNdas).values({
      organizationId: o,
      memberId: row!.id,
      customerId: m.customerId,
      ndaId: m.nda.id,
      ndaVersion: String(m.nda.version),
      signerName: m.name,
      email: m.email,
      companyName: m.customer,
      ip: '203.0.113.24',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
      textHash: sha(m.nda.text),
      signedAt: ago(m.signed, 14),
    });
    await tx.insert(documentDownloads).values({
      organizationId: o,
      memberId: row!.id,
      customerId: m.customerId,
      documentKind: 'report',
      documentId: report.id,
      documentName: report.name,
      stamped: true,
      ip: '203.0.113.24',
      downloadedAt: ago(m.signed, 14),
    });
    const log = { organizationId: o, group: 'trust_center', objectType: 'customer', objectId: m.customerId, objectName: m.customer };
    await tx.insert(activityLogs).values([
      {
        ...log,
        actorId: admin,
        actorName: 'Ada Admin',
        action: 'member_added',
        description: `Added ${m.name} (${m.email}) as a member of "${m.customer}" and sent the invitation`,
        createdAt: ago(m.invited),
      },
      { ...log, actorName: m.name, action: 'nda_signed', description: `${m.name} (${m.email}) accepted NDA v${m.nda.version}`, createdAt: ago(m.signed, 14) },
      {
        ...log,
        actorName: m.name,
        action: 'document_downloaded',
        description: `${m.name} (${m.email}) downloaded "${report.name}"`,
        createdAt: ago(m.signed, 14),
      },
    ]);
    if (m.source === 'ACCESS_REQUEST') {
      await tx.insert(accessRequests).values({
        organizationId: o,
        firstName: 'Nora',
        lastName: 'Patel',
        email: m.email,
        companyName: 'Northwind Health',
        reason: 'Annual vendor risk review',
        documents: docs.slice(0, 1),
        status: 'APPROVED',
        autoApproved: true,
        customerId: m.customerId,
        memberId: row!.id,
        decisionDate: ago(m.invited),
        createdAt: ago(m.invited),
      });
    }
  }
  const requests = [
    {
      first: 'Priya',
      last: 'Raman',
      email: 'priya.raman@initech.com',
      company: 'Initech',
      status: 'APPROVED' as const,
      customerId: initech,
      days: 25,
      reason: 'Security review before renewal',
    },
    {
      first: 'Marco',
      last: 'Bellini',
      email: 'marco@bellini-consulting.it',
      company: 'Bellini Consulting',
      status: 'REJECTED' as const,
      customerId: null,
      days: 18,
      reason: 'Curious about your controls',
    },
    {
      first: 'Hannah',
      last: 'Okafor',
      email: 'hannah.okafor@stark-logistics.com',
      company: 'Stark Logistics',
      status: 'PENDING' as const,
      customerId: null,
      days: 2,
      reason: 'Vendor due diligence for a new contract',
    },
    {
      first: 'Leo',
      last: 'Schmidt',
      email: 'leo.schmidt@kessler-bank.de',
      company: 'Kessler Bank',
      status: 'PENDING' as const,
      customerId: null,
      days: 0,
      reason: 'DORA third-party risk assessment',
    },
  ];
  for (const r of requests) {
    await tx.insert(accessRequests).values({
      organizationId: o,
      firstName: r.first,
      lastName: r.last,
      email: r.email,
      companyName: r.company,
      reason: r.reason,
      documents: r.status === 'PENDING' ? docs : docs.slice(0, 1),
      status: r.status,
      customerId: r.customerId,
      decidedBy: r.status === 'PENDING' ? null : admin,
      decisionDate: r.status === 'PENDING' ? null : ago(r.days - 1),
      ip: '198.51.100.7',
      createdAt: ago(r.days, 9),
    });
  }
}
