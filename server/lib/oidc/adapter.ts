import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/index';
import { withSystem } from '../../db/tenant-isolation';

/** Models whose rows belong to a grant (revoked together when the grant is). */
const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

/** Expired rows are removed now and then, from whichever instance happens to write. */
const PRUNE_EVERY = 200;

/**
 * oidc-provider's storage (sessions, interactions, codes, grants, …) in the oidc_payloads table, so
 * any app instance can continue a sign-in another one started. A system table: app_user cannot read it.
 */
export function createDbAdapter(db: Db) {
  let writes = 0;
  return class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        type: this.model,
        id,
        payload: payload as Record<string, unknown>,
        grantId: grantable.has(this.model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: this.model === 'Session' ? (payload.uid ?? null) : null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.type, oidcPayloads.id],
          set: { payload: row.payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt, consumedAt: null },
        });
      if (++writes % PRUNE_EVERY === 0) await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 hour'`));
    }

    async find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }

    private async findWhere(where: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.model), where, sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`))
        .limit(1);
      if (!row) return undefined;
      return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
    }
  };
}

/** Forgets the provider's sessions of an account, so a browser signed in before must give the password again. */
export async function endProviderSessionsOf(db: Db, accountId: string) {
  await withSystem(db, (tx) => tx.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`)));
}
