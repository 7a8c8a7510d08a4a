/** What the benchmarks share: an organisation with its admin signed in, and the Northwind document set. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { builtinRoles } from '@shared/permissions';
import type { openDatabase } from '@server/db/client';
import { createOrganization } from '@server/db/seed';
import { withTenant } from '@server/db/tenant-isolation';
import { users } from '@server/db/schema/index';
import type { AuthContext } from '@server/lib/context';

type Database = Awaited<ReturnType<typeof openDatabase>>;

/** Creates an organisation and its admin, and returns the admin's context. */
export function benchSignIn(database: Database) {
  return async (name: string, slug: string): Promise<AuthContext> => {
    const org = await createOrganization(database.db, name, slug);
    const [user] = await withTenant(database.db, { organizationId: org.id }, (tx) =>
      tx
        .insert(users)
        .values({ organizationId: org.id, email: `admin@${slug}.test`, firstName: 'Bench', lastName: 'Admin', roleId: org.roleIds.admin })
        .returning(),
    );
    return {
      userId: user!.id,
      organizationId: org.id,
      email: user!.email,
      fullName: 'Bench Admin',
      roleId: org.roleIds.admin,
      roleSlug: 'admin',
      permissions: builtinRoles.admin.permissions,
      sessionId: null,
      via: 'session',
    };
  };
}

/** Northwind's profile, control catalog, policies and evidence, as paths under its folder. */
export function northwindDocumentFiles(dir: string): string[] {
  const markdown = (sub: string) =>
    readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${sub}/${f}`);
  return ['company_profile.md', 'control_catalog.csv', ...markdown('policies'), ...markdown('evidence')];
}
