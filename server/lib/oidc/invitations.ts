import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { withSystem } from '../../db/tenant-isolation';
import { sha256 } from '../secrets';
import { loadLinkKey } from './keys';
import { OIDC_MOUNT } from './provider';

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
const AUDIENCE = 'trustroom-set-password';

/** Ties a link to the password it replaces and the address it was sent to: a new password or address ends older links. */
const linkFingerprint = (u: { passwordHash: string | null; email: string }) => sha256(`pw:${u.passwordHash ?? 'none'}:${u.email.toLowerCase()}`).slice(0, 24);

/**
 * The link an invited user opens to choose a password: `${PUBLIC_URL}/oidc/set-password?token=…`.
 * The token is signed, expires after 7 days (or `ttlSeconds`), and is single-use (it is bound to the
 * user's current password and address, which setting a password changes). Resending an invitation mints a new link.
 */
export async function createInvitationLink(
  deps: { config: Pick<Config, 'publicUrl'>; db: Db },
  user: { id: string; organizationId: string },
  opts: { ttlSeconds?: number } = {},
): Promise<string> {
  const [row] = await withSystem(deps.db, (tx) =>
    tx.select({ passwordHash: users.passwordHash, email: users.email, organizationId: users.organizationId }).from(users).where(eq(users.id, user.id)),
  );
  if (!row || row.organizationId !== user.organizationId) throw new Error('createInvitationLink: unknown user');
  const key = new TextEncoder().encode(await loadLinkKey(deps.db));
  const token = await new SignJWT({ org: user.organizationId, pw: linkFingerprint(row) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${opts.ttlSeconds ?? INVITATION_TTL_SECONDS}s`)
    .sign(key);
  return `${deps.config.publicUrl}${OIDC_MOUNT}/set-password?token=${encodeURIComponent(token)}`;
}

export type InvitationCheck = { ok: true; user: typeof users.$inferSelect } | { ok: false; reason: 'invalid' | 'inactive' };

/** Verifies an invitation token against the user as they are now. */
export async function checkInvitationToken(db: Db, token: string): Promise<InvitationCheck> {
  const key = new TextEncoder().encode(await loadLinkKey(db));
  let claims: { sub?: string; org?: unknown; pw?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] }));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.org !== 'string') return { ok: false, reason: 'invalid' };
  const [user] = await withSystem(db, (tx) => tx.select().from(users).where(eq(users.id, claims.sub!)));
  if (!user || user.organizationId !== claims.org || linkFingerprint(user) !== claims.pw) return { ok: false, reason: 'invalid' };
  if (!user.isActive) return { ok: false, reason: 'inactive' };
  return { ok: true, user };
}
