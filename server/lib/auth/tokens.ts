import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { limits } from '@shared/limits';

export interface AccessClaims {
  sub: string;
  org: string;
  sid: string;
}

/** Short-lived access tokens (HS256), bound to a session that sign-out revokes. */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }
  sign(claims: AccessClaims, ttlSeconds: number = limits.accessTokenTtlSeconds): Promise<string> {
    return new SignJWT({ org: claims.org, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(this.issuer)
      .setAudience('trustroom-api')
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }
  /** A keyed digest (HMAC-SHA256, base64url): proves a value was issued by this server. */
  mac(value: string): string {
    return crypto.createHmac('sha256', this.key).update(value).digest('base64url');
  }
  /** The claims of a genuine, unexpired token, with its expiry (`exp`, seconds since the epoch). */
  async verify(token: string): Promise<(AccessClaims & { exp: number }) | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: this.issuer, audience: 'trustroom-api', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.sid !== 'string') return null;
      return { sub: payload.sub, org: payload.org, sid: payload.sid, exp: payload.exp ?? 0 };
    } catch {
      return null;
    }
  }
}
