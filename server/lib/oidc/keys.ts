import crypto from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from '../../db/client';
import { getOrCreateSecret, randomKey } from '../secrets';

export interface EmbeddedProviderSecrets {
  /** Private signing keys (JWK), RS256. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  clientSecret: string;
  /** Signs invitation (set-password) links and the organisation choice step. */
  linkKey: string;
}

function newSigningKey(): JWK {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomKey(12), alg: 'RS256', use: 'sig' };
}

/**
 * The embedded provider's secrets: generated on first start and stored in server_secrets, so nothing
 * lives in the repository and every app instance signs and verifies with the same keys.
 */
export async function loadProviderSecrets(db: Db): Promise<EmbeddedProviderSecrets> {
  const [jwks, cookieKeys, clientSecret, linkKey] = await Promise.all([
    getOrCreateSecret(db, 'oidc_jwks', () => ({ keys: [newSigningKey()] })),
    getOrCreateSecret(db, 'oidc_cookie_keys', () => [randomKey(32)]),
    getOrCreateSecret(db, 'oidc_client_secret', () => randomKey(32)),
    loadLinkKey(db),
  ]);
  return { jwks, cookieKeys, clientSecret, linkKey };
}

/** The public half of the signing keys (what /oidc/jwks publishes). */
export function publicJwks(jwks: { keys: JWK[] }) {
  return {
    keys: jwks.keys.map((k) => {
      const pub = crypto.createPublicKey({ key: k as crypto.JsonWebKeyInput['key'], format: 'jwk' }).export({ format: 'jwk' });
      return { ...pub, kid: k.kid, alg: k.alg, use: k.use };
    }),
  };
}

/** The key that signs invitation links and the organisation choice step. */
export const loadLinkKey = (db: Db) => getOrCreateSecret(db, 'oidc_link_key', () => randomKey(32));
