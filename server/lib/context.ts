import type { PermissionSet, RoutePermission } from '@shared/permissions';

/** Who is calling: fixed by the server from the token, never chosen by the request. */
export interface AuthContext {
  userId: string;
  organizationId: string;
  email: string;
  fullName: string;
  roleId: string;
  roleSlug: string;
  permissions: PermissionSet;
  sessionId: string | null;
  via: 'session' | 'api_key';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** `resource:action`, 'authenticated' (any signed-in user) or 'public'. Every /api/v1 route declares one. */
    permission?: RoutePermission;
    /** Only for a person signed in to the console (a session), never an API key: the call hands out a lasting
     *  credential, so a leaked key cannot make itself another that outlives its revocation. */
    signedInOnly?: true;
  }
}
