import { API_KEYS_PER_USER, apiKeyMessages, type ApiKey, type CreatedApiKey } from '@shared/contracts/api-keys';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import { newApiKey } from '../../lib/auth/sessions';
import { iso, lockArea } from '../../lib/content-rows';
import type { AuthContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { countActiveKeys, insertKey, revokeKey, selectActiveKeys } from './queries';

type Row = Awaited<ReturnType<typeof selectActiveKeys>>[number];
const toKey = (r: Row): ApiKey => ({ id: r.id, name: r.name, prefix: r.prefix, created_at: iso(r.createdAt)!, last_used_at: iso(r.lastUsedAt) });

export function listKeys(deps: AppDeps, auth: AuthContext): Promise<ApiKey[]> {
  return deps.tenant(auth, async (tx) => (await selectActiveKeys(tx, auth.organizationId, auth.userId)).map(toKey));
}

/**
 * Mints a personal key for `owner` inside the caller's transaction: the full key is returned once,
 * only its hash is stored. Also used by the command line (`npm run cli -- api-key create`).
 */
export async function mintKey(
  tx: Tx,
  owner: Pick<AuthContext, 'userId' | 'organizationId' | 'fullName'>,
  name: string,
  via: 'console' | 'cli',
): Promise<CreatedApiKey> {
  await lockArea(tx, owner.organizationId, `api_keys:${owner.userId}`);
  if ((await countActiveKeys(tx, owner.organizationId, owner.userId)) >= API_KEYS_PER_USER) throw conflict(apiKeyMessages.limit(API_KEYS_PER_USER));
  const { key, prefix, hash } = newApiKey();
  const row = await insertKey(tx, { organizationId: owner.organizationId, userId: owner.userId, name, prefix, keyHash: hash });
  await recordActivity(tx, owner, owner.organizationId, {
    group: 'other',
    action: 'created',
    objectType: 'api_key',
    objectId: row.id,
    objectName: name,
    description: `Created API key "${name}" (${prefix}…)${via === 'cli' ? ' from the command line' : ''}`,
  });
  return { ...toKey(row), key };
}

export function createKey(deps: AppDeps, auth: AuthContext, name: string): Promise<CreatedApiKey> {
  return deps.tenant(auth, (tx) => mintKey(tx, auth, name, 'console'));
}

export function revokeOwnKey(deps: AppDeps, auth: AuthContext, id: string) {
  return deps.tenant(auth, async (tx) => {
    const row = await revokeKey(tx, auth.organizationId, auth.userId, id);
    if (!row) throw notFound(apiKeyMessages.notFound);
    await recordActivity(tx, auth, auth.organizationId, {
      group: 'other',
      action: 'revoked',
      objectType: 'api_key',
      objectId: row.id,
      objectName: row.name,
      description: `Revoked API key "${row.name}" (${row.prefix}…)`,
    });
  });
}
