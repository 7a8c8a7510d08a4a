import type { CacheProvider } from '@node-saml/node-saml';
import type { Db } from '../../db/client';
import { deletePayload, selectPayload, upsertPayload } from './state.queries';

/**
 * Short-lived sign-in state kept in the provider's system table (any instance can finish what another
 * started): a pending redirect to an organisation's identity provider, and SAML request ids.
 */
export async function putState(db: Db, type: string, id: string, payload: Record<string, unknown>, ttlSeconds: number) {
  await upsertPayload(db, type, id, payload, new Date(Date.now() + ttlSeconds * 1000));
}

/** Reads and deletes in one statement: a state can be used once. */
export async function takeState<T>(db: Db, type: string, id: string): Promise<T | null> {
  if (!id) return null;
  return ((await deletePayload(db, type, id)) as T | null) ?? null;
}

/** node-saml's store of the AuthnRequest ids we issued: a response must answer one, once (replays fail). */
export function samlRequestCache(db: Db, ttlSeconds: number): CacheProvider {
  const type = 'SamlRequest';
  return {
    async saveAsync(key, value) {
      await putState(db, type, key, { value }, ttlSeconds);
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      const payload = await selectPayload(db, type, key);
      return (payload?.value as string | undefined) ?? null;
    },
    async removeAsync(key) {
      if (!key) return null;
      const found = await takeState<{ value: string }>(db, type, key);
      return found?.value ?? null;
    },
  };
}
