import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BuiltinRoleSlug } from '@shared/permissions';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import type { Database } from '@server/db/client';
import { users } from '@server/db/schema/index';
import { createOrganization, hashPassword } from '@server/db/seed';
import { withTenant } from '@server/db/tenant-isolation';
import { startSession } from '@server/lib/auth/sessions';
import { createTestDatabase } from './db';

export interface TestUser {
  id: string;
  organizationId: string;
  email: string;
  role: BuiltinRoleSlug | string;
  token: string;
  /** Headers for app.inject(). */
  headers: { authorization: string };
}

export interface TestOrg {
  id: string;
  slug: string;
  roleIds: Record<BuiltinRoleSlug, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  createOrg(name?: string): Promise<TestOrg>;
  createUser(org: TestOrg, role: BuiltinRoleSlug, opts?: { email?: string; password?: string; isActive?: boolean; firstName?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/** A whole app on a fresh database, for route tests with app.inject(). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-test-'));
  const config = loadConfig({
    ...process.env,
    SSO_PRIVATE_NETWORK: 'allow',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
    DATABASE_URL: '',
  });
  const app = await buildApp(config, database, { logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async createOrg(name = `Org ${++counter}`) {
      const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}${counter}`;
      const org = await createOrganization(database.db, name, slug);
      return { id: org.id, slug, roleIds: org.roleIds };
    },
    async createUser(org, role, opts = {}) {
      const email = opts.email ?? `${role}-${++counter}@${org.slug}.test`;
      const [user] = await withTenant(database.db, { organizationId: org.id }, async (tx) =>
        tx
          .insert(users)
          .values({
            organizationId: org.id,
            email,
            firstName: opts.firstName ?? role,
            lastName: 'User',
            roleId: org.roleIds[role],
            passwordHash: opts.password ? await hashPassword(opts.password) : null,
            isActive: opts.isActive ?? true,
          })
          .returning(),
      );
      const { accessToken } = await startSession(database.db, app.deps.tokens, { id: user!.id, organizationId: org.id });
      if (opts.isActive === false)
        await withTenant(database.db, { organizationId: org.id }, (tx) => tx.update(users).set({ isActive: false }).where(eq(users.id, user!.id)));
      return { id: user!.id, organizationId: org.id, email, role, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
