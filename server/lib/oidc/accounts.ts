import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import { signInMessages } from '@shared/contracts/iam';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema/index';
import { withSystem } from '../../db/tenant-isolation';

export const messages = { incorrect: signInMessages.incorrect, deactivated: signInMessages.deactivated } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Candidate {
  id: string;
  organizationId: string;
  organizationName: string;
  isActive: boolean;
}

export type CredentialCheck =
  | { kind: 'ok'; user: Candidate }
  /** The same email and password open accounts in several organisations: the person picks one. */
  | { kind: 'choose'; users: Candidate[] }
  | { kind: 'inactive' }
  | { kind: 'invalid' };

let dummyHash: Promise<string> | null = null;
/** Unknown emails cost one argon2 verification too, so response times do not reveal who has an account. */
const dummy = () => (dummyHash ??= hash('not-a-real-password', { memoryCost: 19456, timeCost: 2, parallelism: 1 }));

/**
 * Checks an email and password against every organisation's users. An email may exist in several
 * organisations (it is unique per organisation only): the password decides which account opens.
 */
export async function checkCredentials(db: Db, email: string, password: string): Promise<CredentialCheck> {
  const normalized = email.trim().toLowerCase();
  const rows = normalized
    ? await withSystem(db, (tx) =>
        tx
          .select({
            id: users.id,
            organizationId: users.organizationId,
            organizationName: organizations.name,
            isActive: users.isActive,
            passwordHash: users.passwordHash,
          })
          .from(users)
          .innerJoin(organizations, eq(organizations.id, users.organizationId))
          .where(sql`lower(${users.email}) = ${normalized}`)
          .orderBy(organizations.name),
      )
    : [];
  const withPassword = rows.filter((r) => r.passwordHash);
  if (withPassword.length === 0) {
    await verify(await dummy(), password).catch(() => false);
    return { kind: 'invalid' };
  }
  const matched: Candidate[] = [];
  for (const r of withPassword) {
    const ok = await verify(r.passwordHash!, password).catch(() => false);
    if (ok) matched.push({ id: r.id, organizationId: r.organizationId, organizationName: r.organizationName, isActive: r.isActive });
  }
  const active = matched.filter((m) => m.isActive);
  if (active.length === 1) return { kind: 'ok', user: active[0]! };
  if (active.length > 1) return { kind: 'choose', users: active };
  return matched.length > 0 ? { kind: 'inactive' } : { kind: 'invalid' };
}

/** An active user by id (the provider's account id is our user id). */
export async function findActiveUser(db: Db, userId: string) {
  if (!UUID.test(userId)) return null;
  const [row] = await withSystem(db, (tx) => tx.select().from(users).where(eq(users.id, userId)));
  return row && row.isActive ? row : null;
}

/** oidc-provider's findAccount: a deactivated user's provider session stops working at once. */
export async function findAccount(db: Db, sub: string): Promise<Account | undefined> {
  const user = await findActiveUser(db, sub);
  if (!user) return undefined;
  return {
    accountId: user.id,
    claims: () => ({
      sub: user.id,
      email: user.email,
      email_verified: true,
      given_name: user.firstName,
      family_name: user.lastName,
      name: `${user.firstName} ${user.lastName}`.trim(),
    }),
  };
}
