import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/index';

/**
 * Server secrets (token signing key, cookie keys, OIDC JWKS) are generated on first start and kept in
 * the database, so no secret lives in the repository and every app instance shares them.
 */
export async function getOrCreateSecret<T>(db: Db, name: string, create: () => T | Promise<T>): Promise<T> {
  const found = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (found[0]) return found[0].value as T;
  const value = await create();
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value as T;
}

export const randomKey = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
