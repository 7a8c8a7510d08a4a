import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from '../context';
import { API_KEY_PREFIX, loadAuthContext, resolveApiKey } from './sessions';
import type { AccessTokens } from './tokens';

/** Resolves `Authorization: Bearer …` (an access token or a personal API key) to the caller. */
export async function authenticate(db: Db, tokens: AccessTokens, request: FastifyRequest): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  if (token.startsWith(API_KEY_PREFIX)) {
    const key = await resolveApiKey(db, token);
    if (!key) return null;
    return loadAuthContext(db, { userId: key.userId, organizationId: key.organizationId, sessionId: null, via: 'api_key' });
  }
  const claims = await tokens.verify(token);
  if (!claims) return null;
  return loadAuthContext(db, { userId: claims.sub, organizationId: claims.org, sessionId: claims.sid, via: 'session' });
}
