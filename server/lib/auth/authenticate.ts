import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from '../context';
import type { AuthCache } from './auth-cache';
import { API_KEY_PREFIX, loadAuthContext, resolveApiKey } from './sessions';
import type { AccessTokens } from './tokens';

/**
 * Resolves `Authorization: Bearer …` (an access token or a personal API key) to the caller. A credential
 * seen in the last few seconds is answered from the instance's cache (see AuthCache for what forgets it).
 */
export async function authenticate(db: Db, tokens: AccessTokens, cache: AuthCache, request: FastifyRequest): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  const cached = cache.get(token);
  if (cached) return cached;
  const epoch = cache.begin();
  if (token.startsWith(API_KEY_PREFIX)) {
    const key = await resolveApiKey(db, token);
    if (!key) return null;
    const auth = await loadAuthContext(db, { userId: key.userId, organizationId: key.organizationId, sessionId: null, via: 'api_key' });
    if (auth) cache.set(token, auth, epoch);
    return auth;
  }
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const auth = await loadAuthContext(db, { userId: claims.sub, organizationId: claims.org, sessionId: claims.sid, via: 'session' });
  if (auth) cache.set(token, auth, epoch, claims.exp * 1000);
  return auth;
}
