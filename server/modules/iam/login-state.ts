import { EncryptJWT, jwtDecrypt } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getOrCreateSecret, randomKey } from '../../lib/secrets';

/** One sign-in in progress: what the token exchange must check. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export const LOGIN_COOKIE = 'tr_login';
export const LOGIN_TTL_SECONDS = 10 * 60;
const COOKIE_PATH = '/api/v1/iam/';
/** A few tabs may sign in at once; each keeps its own entry. */
const MAX_PENDING = 5;

/**
 * The `tr_login` cookie: state, nonce and PKCE verifier of sign-ins in progress, sealed (encrypted and
 * authenticated, A256GCM) with a key kept in the database so any instance can read it. httpOnly,
 * SameSite=Lax (it must survive the return from the provider), Secure on https, 10 minutes.
 */
export class LoginState {
  private constructor(
    private readonly key: Uint8Array,
    private readonly secure: boolean,
  ) {}

  static async create(db: Db, config: Config) {
    const secret = await getOrCreateSecret(db, 'login_cookie_key', () => randomKey(32));
    return new LoginState(Buffer.from(secret, 'base64url').subarray(0, 32), config.publicUrl.startsWith('https:'));
  }

  async read(request: FastifyRequest): Promise<PendingLogin[]> {
    const raw = request.cookies[LOGIN_COOKIE];
    if (!raw) return [];
    try {
      const { payload } = await jwtDecrypt(raw, this.key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] });
      const now = Math.floor(Date.now() / 1000);
      return Array.isArray(payload.p) ? (payload.p as PendingLogin[]).filter((p) => p && typeof p.state === 'string' && p.expiresAt > now) : [];
    } catch {
      return [];
    }
  }

  async write(reply: FastifyReply, pending: PendingLogin[]) {
    const keep = pending.slice(0, MAX_PENDING);
    if (keep.length === 0) {
      reply.clearCookie(LOGIN_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure });
      return;
    }
    const value = await new EncryptJWT({ p: keep })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${LOGIN_TTL_SECONDS}s`)
      .encrypt(this.key);
    reply.setCookie(LOGIN_COOKIE, value, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: this.secure, maxAge: LOGIN_TTL_SECONDS });
  }
}

/**
 * A same-origin path to return to after sign-in; anything else (other sites, odd schemes) becomes '/'.
 * Normalized first (dot segments, encoded slashes), then checked: `/.//evil.example/x` normalizes to
 * `//evil.example/x`, which a browser reads as another site.
 */
export function safeReturnTo(value: string | undefined, publicUrl: string): string {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const base = new URL(publicUrl);
    const u = new URL(value, base);
    if (u.origin !== base.origin) return '/';
    let path = u.pathname;
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return '/';
    }
    if (path.startsWith('//') || decoded.startsWith('//') || decoded.includes('\\') || /^\/auth(\/|$)/.test(decoded)) return '/';
    // The result must read the same to a browser as to us.
    const again = new URL(path + u.search + u.hash, base);
    if (again.origin !== base.origin || again.pathname !== path) return '/';
    path = again.pathname;
    return path + again.search + again.hash;
  } catch {
    return '/';
  }
}
