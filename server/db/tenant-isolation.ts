import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from './types';

/**
 * Tables without organization_id that tenant code may read (reference data shipped with the product).
 * Every other table without organization_id is a system table the app_user role cannot touch.
 */
export const sharedReadOnlyTables: string[] = [];

const tenantPredicate = `organization_id = nullif(current_setting('app.org_id', true), '')::uuid`;

/**
 * Row-level security for every tenant table, applied after migrations on every start.
 * Idempotent, and automatic: a table with an organization_id column cannot be forgotten.
 */
export async function applyTenantIsolation(db: Db): Promise<void> {
  await retryOnRace(() =>
    db.execute(
      sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN CREATE ROLE app_user NOLOGIN; END IF;
    END $$;`),
    ),
  );
  await retryOnRace(() =>
    db.execute(
      sql.raw(`DO $$ BEGIN
      IF NOT pg_has_role(current_user, 'app_user', 'MEMBER') THEN EXECUTE 'GRANT app_user TO ' || quote_ident(current_user); END IF;
    END $$;`),
    ),
  );
  await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO app_user`));
  const res = (await db.execute(
    sql.raw(`
    SELECT c.relname AS table_name,
           EXISTS (SELECT 1 FROM information_schema.columns col
                   WHERE col.table_schema = 'public' AND col.table_name = c.relname AND col.column_name = 'organization_id') AS has_org
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT LIKE '\\_\\_%'`),
  )) as unknown as {
    rows: { table_name: string; has_org: boolean }[];
  };
  const statements: string[] = [];
  for (const { table_name: t, has_org } of res.rows) {
    const q = `"${t}"`;
    if (t === 'organizations') {
      statements.push(
        `ALTER TABLE ${q} ENABLE ROW LEVEL SECURITY`,
        `ALTER TABLE ${q} FORCE ROW LEVEL SECURITY`,
        `DROP POLICY IF EXISTS tenant_isolation ON ${q}`,
        `CREATE POLICY tenant_isolation ON ${q} USING (id = nullif(current_setting('app.org_id', true), '')::uuid)`,
        `GRANT SELECT, UPDATE ON ${q} TO app_user`,
      );
    } else if (has_org) {
      statements.push(
        `ALTER TABLE ${q} ENABLE ROW LEVEL SECURITY`,
        `ALTER TABLE ${q} FORCE ROW LEVEL SECURITY`,
        `DROP POLICY IF EXISTS tenant_isolation ON ${q}`,
        `CREATE POLICY tenant_isolation ON ${q} USING (${tenantPredicate}) WITH CHECK (${tenantPredicate})`,
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ${q} TO app_user`,
      );
    } else if (sharedReadOnlyTables.includes(t)) {
      statements.push(`GRANT SELECT ON ${q} TO app_user`);
    }
  }
  statements.push(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user`);
  await db.transaction(async (tx) => {
    for (const s of statements) await tx.execute(sql.raw(s));
  });
}

async function retryOnRace<T>(fn: () => Promise<T>): Promise<T | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const msg = String((err as Error).message ?? err);
      if (attempt < 5 && /concurrently|already exists|duplicate/.test(msg)) {
        await new Promise((r) => setTimeout(r, 50 * (attempt + 1)));
        continue;
      }
      throw err;
    }
  }
}

export interface TenantScope {
  organizationId: string;
  userId?: string | null;
}

type CommitHook = (db: Db) => void;
const commitHooks = new WeakMap<object, CommitHook[]>();

/** Runs `fn` once the transaction `tx` (of withTenant or withSystem) has committed; never after a rollback. */
export function afterCommit(tx: Executor, fn: CommitHook) {
  const list = commitHooks.get(tx);
  if (list) list.push(fn);
  else commitHooks.set(tx, [fn]);
}

async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let current: Tx | null = null;
  const result = await db.transaction(async (tx) => {
    current = tx;
    return fn(tx);
  });
  const hooks = current ? commitHooks.get(current) : undefined;
  if (hooks) for (const hook of hooks) hook(db);
  return result;
}

/**
 * Runs fn in a transaction as the non-superuser app_user role, with the tenant fixed for the
 * transaction: row-level security then hides and protects every other organisation's rows. The tenant,
 * the user and the role are set in one statement (`set_config('role', …)` is `SET LOCAL ROLE`).
 */
export async function withTenant<T>(db: Db, scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('app.org_id', ${scope.organizationId}, true), set_config('app.user_id', ${scope.userId ?? ''}, true), set_config('role', 'app_user', true)`,
    );
    return fn(tx);
  });
}

/** System work that spans tenants (sign-in lookup, seeding, public slug lookup). Use sparingly. */
export async function withSystem<T>(db: Db, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => fn(tx));
}
