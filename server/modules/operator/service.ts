import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { getOrCreateSecret, randomKey } from '../../lib/secrets';
import { insertOperator, selectOperatorByEmail, selectOperatorId, setOperatorPassword } from './queries';

export interface OperatorSession {
  id: string;
  email: string;
  /** Echoed by every form of the operator screen (with the SameSite=Strict cookie, against forged posts). */
  csrf: string;
}

const AUDIENCE = 'trustroom-operator';
export const OPERATOR_COOKIE = 'tr_operator';
export const OPERATOR_SESSION_SECONDS = 8 * 3600;

/** Creates (or resets the password of) a platform operator: a person outside every tenant. Used by the CLI. */
export async function upsertOperator(db: Db, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const existing = await selectOperatorByEmail(db, normalized);
  if (existing) {
    await setOperatorPassword(db, existing.id, passwordHash);
    return { id: existing.id, email: normalized, created: false };
  }
  const row = await insertOperator(db, { email: normalized, passwordHash });
  return { id: row.id, email: normalized, created: true };
}

let dummy: Promise<string> | null = null;

export async function checkOperator(db: Db, email: string, password: string) {
  const row = await selectOperatorByEmail(db, email.trim().toLowerCase());
  if (!row) {
    dummy ??= hash('not-a-real-password', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await verify(await dummy, password).catch(() => false);
    return null;
  }
  return (await verify(row.passwordHash, password).catch(() => false)) ? { id: row.id, email: row.email } : null;
}

async function key(db: Db) {
  return new TextEncoder().encode(await getOrCreateSecret(db, 'operator_session_key', () => randomKey(32)));
}

export async function issueOperatorSession(db: Db, op: { id: string; email: string }) {
  return new SignJWT({ email: op.email, csrf: randomKey(16) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(op.id)
    .setAudience(AUDIENCE)
    .setExpirationTime(`${OPERATOR_SESSION_SECONDS}s`)
    .sign(await key(db));
}

/** The operator behind a session cookie, if the operator still exists. */
export async function readOperatorSession(db: Db, token: string | undefined): Promise<OperatorSession | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await key(db), { audience: AUDIENCE, algorithms: ['HS256'] });
    const row = await selectOperatorId(db, String(payload.sub));
    return row ? { id: row.id, email: String(payload.email), csrf: String(payload.csrf) } : null;
  } catch {
    return null;
  }
}
