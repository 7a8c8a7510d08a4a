import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { limits } from '../../../shared/limits';
import type { PermissionSet } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { apiKeys, roles, sessions, users } from '../../db/schema/index';
import { withSystem } from '../../db/tenant-isolation';
import type { AuthContext } from '../context';
import { randomKey, sha256 } from '../secrets';
import type { AccessTokens } from './tokens';

export const API_KEY_PREFIX = 'trk_';

/** Creates a session for a user who has just proven who they are; returns the tokens. */
export async function startSession(db: Db, tokens: AccessTokens, user: { id: string; organizationId: string }, idToken?: string) {
  const refreshToken = randomKey(32);
  const [session] = await withSystem(db, async (tx) => {
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, user.id));
    return tx
      .insert(sessions)
      .values({
        organizationId: user.organizationId,
        userId: user.id,
        refreshTokenHash: sha256(refreshToken),
        idToken: idToken ?? null,
        expiresAt: new Date(Date.now() + limits.refreshTokenTtlSeconds * 1000),
      })
      .returning();
  });
  const accessToken = await tokens.sign({ sub: user.id, org: user.organizationId, sid: session!.id });
  return { sessionId: session!.id, accessToken, refreshToken };
}

/** Exchanges a refresh token for new tokens (rotating the refresh token). */
export async function refreshSession(db: Db, tokens: AccessTokens, refreshToken: string) {
  return withSystem(db, async (tx) => {
    const [row] = await tx
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.refreshTokenHash, sha256(refreshToken)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    if (!row || !row.user.isActive) return null;
    const next = randomKey(32);
    await tx.update(sessions).set({ refreshTokenHash: sha256(next), lastUsedAt: new Date() }).where(eq(sessions.id, row.session.id));
    const accessToken = await tokens.sign({ sub: row.user.id, org: row.user.organizationId, sid: row.session.id });
    return { sessionId: row.session.id, userId: row.user.id, accessToken, refreshToken: next };
  });
}

export async function revokeSession(db: Db, sessionId: string) {
  const [row] = await withSystem(db, (tx) =>
    tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)).returning(),
  );
  return row ?? null;
}

/** Loads who the caller is from the user row: a deactivated user or a revoked session is refused at once. */
export async function loadAuthContext(
  db: Db,
  where: { userId: string; organizationId: string; sessionId: string | null; via: AuthContext['via'] },
): Promise<AuthContext | null> {
  return withSystem(db, async (tx) => {
    if (where.sessionId) {
      const [s] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, where.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      if (!s) return null;
    }
    const [row] = await tx
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, where.userId), eq(users.organizationId, where.organizationId)));
    if (!row || !row.user.isActive) return null;
    return {
      userId: row.user.id,
      organizationId: row.user.organizationId,
      email: row.user.email,
      fullName: `${row.user.firstName} ${row.user.lastName}`.trim(),
      roleId: row.role.id,
      roleSlug: row.role.slug,
      permissions: row.role.permissions as PermissionSet,
      sessionId: where.sessionId,
      via: where.via,
    };
  });
}

export async function resolveApiKey(db: Db, key: string) {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const [row] = await withSystem(db, (tx) =>
    tx
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
      .returning(),
  );
  return row ?? null;
}

export function newApiKey() {
  const key = API_KEY_PREFIX + randomKey(30);
  return { key, prefix: key.slice(0, 10), hash: sha256(key) };
}
