import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformOperators } from '../../db/schema/index';

/** Platform operators sit outside every tenant: these run on the database handle itself, not in a tenant transaction. */
export async function selectOperatorByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(platformOperators)
    .where(sql`lower(${platformOperators.email}) = ${email}`);
  return row ?? null;
}

export async function selectOperatorId(db: Db, id: string) {
  const [row] = await db.select({ id: platformOperators.id }).from(platformOperators).where(eq(platformOperators.id, id));
  return row ?? null;
}

export async function insertOperator(db: Db, v: { email: string; passwordHash: string }) {
  const [row] = await db.insert(platformOperators).values(v).returning();
  return row!;
}

export async function setOperatorPassword(db: Db, id: string, passwordHash: string) {
  await db.update(platformOperators).set({ passwordHash }).where(eq(platformOperators.id, id));
}
