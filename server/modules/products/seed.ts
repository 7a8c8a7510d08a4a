import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activityLogs, products } from '../../db/schema/index';
import type { SeededOrg } from '../../db/seed';

const demoProducts = [
  { name: 'Acme Cloud Platform', age: 70 },
  { name: 'Acme Analytics', age: 70 },
  { name: 'Acme Mobile SDK', age: 45 },
  { name: 'Acme Identity', age: 12 },
];

/** Acme Cloud's product line (Globex stays empty); keeps products another seeder already made. */
export async function seedProducts(tx: Tx, org: SeededOrg) {
  if (org.slug !== 'acme-cloud') return;
  const actorId = org.userIds['admin@acme.test'] ?? null;
  for (const p of demoProducts) {
    const at = new Date(Date.now() - p.age * 86400_000);
    const [found] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.organizationId, org.id), sql`lower(${products.name}) = lower(${p.name})`));
    const id =
      found?.id ??
      (await tx.insert(products).values({ organizationId: org.id, name: p.name, createdAt: at, updatedAt: at }).returning({ id: products.id }))[0]!.id;
    await tx.insert(activityLogs).values({
      organizationId: org.id,
      actorId,
      actorName: 'Ada Admin',
      group: 'other',
      action: 'created',
      objectType: 'product',
      objectId: id,
      objectName: p.name,
      description: `Added product "${p.name}"`,
      createdAt: at,
    });
  }
}
