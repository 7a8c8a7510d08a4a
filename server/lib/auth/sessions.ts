import crypto from 'node:crypto';
import { and, eq, exists, gt, isNull, ne, sql } from 'drizzle-orm';
import { limits } from '@shared/limits';
import type { PermissionSet } from '@shared/permissions';
import type { Db, Executor } from '../../db/client';
import { apiKeys, roles, sessions, users } from '../../db/schema/index';
import { withSystem } from '../../db/tenant-isolation';
import type { AuthContext } from '../context';
import { randomKey, sha256 } from '../secrets';
import { authChanged } from './auth-cache';
import type { AccessTokens } from './tokens';

export const API_KEY_PREFIX = 'trk_';

/**
 * Refresh tokens name their session and carry our MAC: `<session id>.<random>.<mac>`. Only the current
 * one is stored (hashed); a genuine older one coming back means it was copied, so the whole session
 * (every token rotated from the same sign-in) is revoked. Two tabs refreshing at the same moment are
 * not reuse: a token rotated in the last few seconds is refused without revoking.
 */
const REUSE_GRACE_MS = 10_000;

function newRefreshToken(tokens: AccessTokens, sessionId: string) {
  const body = `${sessionId}.${randomKey(32)}`;
  return `${body}.${tokens.mac(body)}`;
}

/** The session a refresh token was genuinely issued for, or null (old format, forged, garbage). */
function issuedFor(tokens: AccessTokens, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(tokens.mac(body));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return /^[0-9a-f-]{36}$/i.test(parts[0]!) ? parts[0]! : null;
}

/** Creates a session for a user who has just proven who they are; returns the tokens. */
export async function startSession(db: Db, tokens: AccessTokens, user: { id: string; organizationId: string }, idToken?: string) {
  const sessionId = crypto.randomUUID();
  const refreshToken = newRefreshToken(tokens, sessionId);
  const [session] = await withSystem(db, async (tx) => {
    await tx
      .update(users)
      .set({ lastLogin: new Date() })
      .where(and(eq(users.organizationId, user.organizationId), eq(users.id, user.id)));
    return tx
      .insert(sessions)
      .values({
        id: sessionId,
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
      .innerJoin(users, and(eq(users.organizationId, sessions.organizationId), eq(users.id, sessions.userId)))
      .where(and(eq(sessions.refreshTokenHash, sha256(refreshToken)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
    if (!row) {
      await revokeOnReuse(tx, tokens, refreshToken);
      return null;
    }
    if (!row.user.isActive) return null;
    const next = newRefreshToken(tokens, row.session.id);
    await tx
      .update(sessions)
      .set({ refreshTokenHash: sha256(next), lastUsedAt: new Date() })
      .where(and(eq(sessions.organizationId, row.session.organizationId), eq(sessions.id, row.session.id)));
    const accessToken = await tokens.sign({ sub: row.user.id, org: row.user.organizationId, sid: row.session.id });
    return { sessionId: row.session.id, userId: row.user.id, accessToken, refreshToken: next };
  });
}

/** A genuine but already rotated token: revoke its session, unless it was rotated a moment ago (a race). */
async function revokeOnReuse(tx: Executor, tokens: AccessTokens, refreshToken: string) {
  const sessionId = issuedFor(tokens, refreshToken);
  if (!sessionId) return;
  const [s] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  if (!s || Date.now() - s.lastUsedAt.getTime() < REUSE_GRACE_MS) return;
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.organizationId, s.organizationId), eq(sessions.id, sessionId)));
  await authChanged(tx, s.organizationId);
}

export async function revokeSession(db: Db, organizationId: string, sessionId: string) {
  const [row] = await withSystem(db, async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.organizationId, organizationId), eq(sessions.id, sessionId)))
      .returning();
    await authChanged(tx, organizationId);
    return revoked;
  });
  return row ?? null;
}

/** Ends a user's sessions (all but `keep`, the caller's own): their tokens stop working on every instance at once. */
export async function endSessionsOf(tx: Executor, organizationId: string, userId: string, keep: string | null = null) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.organizationId, organizationId), eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
  await authChanged(tx, organizationId);
}

/** Revokes a user's API keys: they were handed to whoever held the account when they were made. */
export async function revokeApiKeysOf(tx: Executor, organizationId: string, userId: string) {
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.organizationId, organizationId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  await authChanged(tx, organizationId);
}

/**
 * Loads who the caller is from the user row: a deactivated user or a revoked session is refused at once.
 * One statement (the session's check is a subquery), outside any transaction: it only reads.
 */
export async function loadAuthContext(
  db: Executor,
  where: { userId: string; organizationId: string; sessionId: string | null; via: AuthContext['via'] },
): Promise<AuthContext | null> {
  const sessionLive = where.sessionId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(sessions)
          .where(
            and(
              eq(sessions.organizationId, where.organizationId),
              eq(sessions.id, where.sessionId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql`now()`),
            ),
          ),
      )
    : undefined;
  const [row] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      roleId: roles.id,
      roleSlug: roles.slug,
      permissions: roles.permissions,
    })
    .from(users)
    .innerJoin(roles, and(eq(roles.organizationId, users.organizationId), eq(roles.id, users.roleId)))
    .where(and(eq(users.id, where.userId), eq(users.organizationId, where.organizationId), sessionLive));
  if (!row || !row.isActive) return null;
  return {
    userId: row.id,
    organizationId: row.organizationId,
    email: row.email,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    roleId: row.roleId,
    roleSlug: row.roleSlug,
    permissions: row.permissions as PermissionSet,
    sessionId: where.sessionId,
    via: where.via,
  };
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
