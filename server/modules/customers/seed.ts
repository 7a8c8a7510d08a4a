import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activityLogs, customers } from '../../db/schema/index';
import type { SeededOrg } from '../../db/seed';

const daysAgo = (n: number, hour = 10) => {
  const d = new Date(Date.now() - n * 86400_000);
  d.setUTCHours(hour, (n * 7) % 60, 0, 0);
  return d;
};

const demoCustomers = [
  { name: 'Northwind Health', domains: ['northwindhealth.com', 'nwh-care.org'], crm: '0018d00000NWH4AAQ', active: true, source: 'MANUAL', age: 62 },
  { name: 'Globex Financial', domains: ['globexfinancial.com'], crm: '0018d00000GLX7BBQ', active: true, source: 'CRM', age: 55 },
  { name: 'Initech', domains: ['initech.com'], crm: null, active: true, source: 'MANUAL', age: 41 },
  { name: 'Umbrella Retail', domains: ['umbrella-retail.com', 'umbrellastores.co.uk'], crm: '0018d00000UMB2CCQ', active: true, source: 'MANUAL', age: 33 },
  { name: 'Hooli', domains: ['hooli.xyz'], crm: null, active: true, source: 'MANUAL', age: 20 },
  { name: 'Vandelay Industries', domains: ['vandelay.io'], crm: '0018d00000VDL9DDQ', active: true, source: 'MANUAL', age: 9 },
  { name: 'Contoso Pharma', domains: ['contosopharma.com'], crm: null, active: false, source: 'MANUAL', age: 120 },
  { name: 'Wayne Logistics', domains: ['waynelogistics.com'], crm: null, active: false, source: 'MANUAL', age: 95 },
] as const;

/** Acme Cloud's customer accounts (Globex stays empty); fills in accounts another seeder created by name. */
export async function seedCustomers(tx: Tx, org: SeededOrg) {
  if (org.slug !== 'acme-cloud') return;
  const actorId = org.userIds['admin@acme.test'] ?? null;
  for (const c of demoCustomers) {
    const values = {
      whitelistedDomains: [...c.domains],
      crmAccountId: c.crm,
      isActive: c.active,
      source: c.source,
      createdAt: daysAgo(c.age),
      updatedAt: daysAgo(Math.min(c.age, 5)),
    };
    const [found] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.organizationId, org.id), sql`lower(${customers.name}) = lower(${c.name})`));
    const id = found
      ? (await tx.update(customers).set(values).where(eq(customers.id, found.id)).returning({ id: customers.id }))[0]!.id
      : (
          await tx
            .insert(customers)
            .values({ organizationId: org.id, name: c.name, ...values })
            .returning({ id: customers.id })
        )[0]!.id;
    const log = { organizationId: org.id, actorId, actorName: 'Ada Admin', group: 'other', objectType: 'customer', objectId: id, objectName: c.name };
    await tx.insert(activityLogs).values({
      ...log,
      action: 'created',
      description: c.source === 'CRM' ? `Imported customer account "${c.name}" from the CRM` : `Created customer account "${c.name}"`,
      metadata: { whitelisted_domains: c.domains },
      createdAt: daysAgo(c.age),
    });
    if (!c.active) {
      await tx
        .insert(activityLogs)
        .values({ ...log, action: 'deactivated', description: `Marked customer account "${c.name}" as inactive`, createdAt: daysAgo(c.age - 30, 15) });
    }
  }
}
