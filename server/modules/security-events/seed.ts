import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activityLogs, customerMembers, customers, products, securityEventAcknowledgements, securityEventUpdates, securityEvents } from '../../db/schema/index';
import type { SeededOrg } from '../../db/seed';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

/** Acme Cloud's security events: one open with updates, one closed with its report. */
export async function seedSecurityEvents(tx: Tx, org: SeededOrg) {
  if (org.slug !== 'acme-cloud') return;
  const [existing] = await tx.select({ id: securityEvents.id }).from(securityEvents).where(eq(securityEvents.organizationId, org.id)).limit(1);
  if (existing) return;
  const productIds = async (names: string[]) =>
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.organizationId, org.id), inArray(products.name, names)))
    ).map((r) => r.id);
  const customerIds = async (names: string[]) =>
    (
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.organizationId, org.id), inArray(customers.name, names)))
    ).map((r) => r.id);

  const actor = org.userIds['admin@acme.test'] ?? null;
  // Northwind Health's security contact, so the affected-customer e-mails have someone to reach.
  const [northwind] = await customerIds(['Northwind Health']);
  const [umbrella] = await customerIds(['Umbrella Retail']);
  let priya: string | null = null;
  if (northwind) {
    const [row] = await tx
      .insert(customerMembers)
      .values({ organizationId: org.id, customerId: northwind, email: 'priya.patel@northwindhealth.com', fullName: 'Priya Patel', createdBy: actor })
      .onConflictDoNothing()
      .returning({ id: customerMembers.id });
    priya = row?.id ?? null;
  }
  // Umbrella Retail's contact has not acknowledged the open event's updates yet (a reminder can go to them).
  if (umbrella) {
    await tx
      .insert(customerMembers)
      .values({ organizationId: org.id, customerId: umbrella, email: 'marcus.lee@umbrella-retail.com', fullName: 'Marcus Lee', createdBy: actor })
      .onConflictDoNothing();
  }
  const updateIds: string[] = [];
  const add = async (
    e: {
      name: string;
      description: string;
      status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED';
      opened: number;
      closed?: number;
      products: string[];
      customers: string[];
      report?: typeof securityEvents.$inferInsert.report;
    },
    updates: {
      title: string;
      description: string;
      status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED';
      at: number;
      impact?: boolean;
      isPublic?: boolean;
      link?: string;
    }[],
  ) => {
    const [row] = await tx
      .insert(securityEvents)
      .values({
        organizationId: org.id,
        name: e.name,
        internalDescription: e.description,
        status: e.status,
        productIds: await productIds(e.products),
        customerIds: await customerIds(e.customers),
        report: e.report ?? null,
        createdBy: actor,
        createdAt: hoursAgo(e.opened),
        modifiedAt: hoursAgo(e.closed ?? updates.at(-1)?.at ?? e.opened),
        closedAt: e.closed === undefined ? null : hoursAgo(e.closed),
      })
      .returning({ id: securityEvents.id });
    updateIds.length = 0;
    for (const u of updates) {
      const [inserted] = await tx
        .insert(securityEventUpdates)
        .values({
          organizationId: org.id,
          eventId: row!.id,
          title: u.title,
          description: u.description,
          externalLink: u.link ?? null,
          eventStatus: u.status,
          customerImpact: u.impact ?? false,
          isPublic: u.isPublic ?? true,
          createdBy: actor,
          createdAt: hoursAgo(u.at),
          modifiedAt: hoursAgo(u.at),
        })
        .returning({ id: securityEventUpdates.id });
      updateIds.push(inserted!.id);
    }
    await tx.insert(activityLogs).values({
      organizationId: org.id,
      actorId: actor,
      actorName: 'Ada Admin',
      group: 'trust_center',
      action: 'created',
      objectType: 'security_event',
      objectId: row!.id,
      objectName: e.name,
      description: `Opened security event "${e.name}"`,
      createdAt: hoursAgo(e.opened),
    });
    return row!.id;
  };

  await add(
    {
      name: 'Expired certificate on the EU file-delivery CDN',
      description: 'Renewal job failed silently after the DNS provider migration (INC-2291). Postmortem in Confluence SEC/PM-14.',
      status: 'CLOSED',
      opened: 24 * 41,
      closed: 24 * 41 - 5,
      products: ['Acme Cloud Platform'],
      customers: ['Umbrella Retail', 'Hooli'],
      report: {
        summary:
          'For 4 hours and 40 minutes, file downloads from our EU delivery network failed because a TLS certificate expired. No data was exposed: browsers refused the connection.',
        impact:
          'Customers in the EU could not download exported reports between 07:10 and 11:50 UTC. Uploads, the API and the web application were not affected.',
        root_cause: 'The automatic certificate renewal stopped after a change of DNS provider, and its failure did not raise an alert.',
        resolution:
          'The certificate was renewed and deployed. Renewal failures now page the on-call engineer, and certificates are checked daily 30 days ahead of expiry.',
        created_at: hoursAgo(24 * 40).toISOString(),
        created_by: 'Ada Admin',
      },
    },
    [
      {
        title: 'File downloads failing in the EU',
        description: 'Downloads of exported reports from our EU region fail with a certificate warning. We are investigating.',
        status: 'OPEN',
        at: 24 * 41 - 0.2,
      },
      {
        title: 'Cause found: expired certificate',
        description: 'A certificate on our EU delivery network expired. A new certificate is being deployed; downloads will work again within the hour.',
        status: 'IN_PROGRESS',
        at: 24 * 41 - 2,
        impact: true,
      },
      {
        title: 'Resolved',
        description: 'The new certificate is live and downloads work again. We have added monitoring so this cannot go unnoticed again.',
        status: 'CLOSED',
        at: 24 * 41 - 5,
      },
    ],
  );

  const openEvent = await add(
    {
      name: 'Elevated sign-in failures on Acme Identity',
      description: 'Credential-stuffing pattern from AS64500 and AS64511; WAF rule 9812 deployed at 09:40. Ticket SEC-318.',
      status: 'IN_PROGRESS',
      opened: 30,
      products: ['Acme Identity'],
      customers: ['Northwind Health', 'Umbrella Retail'],
    },
    [
      {
        title: 'Investigating failed sign-ins',
        description: 'Some users see repeated sign-in failures on Acme Identity. We are investigating; no data access has been observed.',
        status: 'OPEN',
        at: 29.5,
      },
      {
        title: 'Automated sign-in attempts blocked; some sessions reset',
        description:
          'We identified an automated campaign using passwords leaked elsewhere. We blocked it and reset the sessions of affected users, who must sign in again. Administrators of affected accounts have been contacted.',
        status: 'IN_PROGRESS',
        at: 26,
        impact: true,
        link: 'https://status.acme.example/incidents/318',
      },
      {
        title: 'List of affected users sent to your administrators',
        description: 'Your administrators received the list of users whose sessions were reset, with advice on enforcing multi-factor authentication.',
        status: 'IN_PROGRESS',
        at: 25,
        impact: true,
        isPublic: false,
      },
    ],
  );

  // Northwind Health acknowledged every update of the open event (Priya, from the e-mails); Umbrella Retail has not.
  if (northwind && priya) {
    const titles = [
      'Investigating failed sign-ins',
      'Automated sign-in attempts blocked; some sessions reset',
      'List of affected users sent to your administrators',
    ];
    const at = [28, 25.5, 24];
    for (const [i, updateId] of updateIds.entries()) {
      await tx.insert(securityEventAcknowledgements).values({
        organizationId: org.id,
        eventId: openEvent,
        updateId,
        customerId: northwind,
        memberId: priya,
        memberName: 'Priya Patel',
        memberEmail: 'priya.patel@northwindhealth.com',
        via: 'EMAIL',
        acknowledgedAt: hoursAgo(at[i] ?? 24),
      });
      await tx.insert(activityLogs).values({
        organizationId: org.id,
        actorName: 'Priya Patel',
        group: 'other',
        action: 'acknowledged',
        objectType: 'security_event',
        objectId: openEvent,
        objectName: 'Elevated sign-in failures on Acme Identity',
        description: `Acknowledged update "${titles[i]}" of security event "Elevated sign-in failures on Acme Identity" for Northwind Health (from the e-mail)`,
        metadata: { customer_id: northwind, update_id: updateId, member_id: priya, via: 'EMAIL' },
        createdAt: hoursAgo(at[i] ?? 24),
      });
    }
  }
}
