import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { builtinRoles, builtinRoleSlugs, type BuiltinRoleSlug } from '@shared/permissions';
import type { Db, Tx } from './client';
import { organizations, roles, users } from './schema/index';
import { withTenant } from './tenant-isolation';

export const DEMO_PASSWORD = 'trustroom-demo';

export const demoAccounts: { email: string; firstName: string; lastName: string; role: BuiltinRoleSlug; org: 'acme' | 'globex' }[] = [
  { email: 'admin@acme.test', firstName: 'Ada', lastName: 'Admin', role: 'admin', org: 'acme' },
  { email: 'itadmin@acme.test', firstName: 'Ivan', lastName: 'Ito', role: 'itadmin', org: 'acme' },
  { email: 'power@acme.test', firstName: 'Priya', lastName: 'Power', role: 'poweruser', org: 'acme' },
  { email: 'sales@acme.test', firstName: 'Sam', lastName: 'Seller', role: 'sales', org: 'acme' },
  { email: 'salesadmin@acme.test', firstName: 'Sally', lastName: 'Santos', role: 'salesadmin', org: 'acme' },
  { email: 'sme@acme.test', firstName: 'Simon', lastName: 'Expert', role: 'sme', org: 'acme' },
  { email: 'admin@globex.test', firstName: 'Gina', lastName: 'Globex', role: 'admin', org: 'globex' },
  { email: 'itadmin@globex.test', firstName: 'Greta', lastName: 'Gordon', role: 'itadmin', org: 'globex' },
];

export const hashPassword = (password: string) => hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });

/** The built-in roles every organisation starts with. */
export async function createBuiltinRoles(tx: Tx, organizationId: string) {
  const created = await tx
    .insert(roles)
    .values(
      builtinRoleSlugs.map((slug) => ({
        organizationId,
        slug,
        name: builtinRoles[slug].name,
        description: builtinRoles[slug].description,
        isBuiltin: true,
        permissions: builtinRoles[slug].permissions as Record<string, string[]>,
      })),
    )
    .returning();
  return Object.fromEntries(created.map((r) => [r.slug, r.id])) as Record<BuiltinRoleSlug, string>;
}

export interface SeededOrg {
  id: string;
  name: string;
  slug: string;
  roleIds: Record<BuiltinRoleSlug, string>;
  userIds: Record<string, string>;
}

/** Creates an organisation with its built-in roles (used by seeding and by tests). */
export async function createOrganization(db: Db, name: string, slug: string): Promise<{ id: string; roleIds: Record<BuiltinRoleSlug, string> }> {
  const [org] = await db.insert(organizations).values({ name, slug }).returning();
  const roleIds = await withTenant(db, { organizationId: org!.id }, (tx) => createBuiltinRoles(tx, org!.id));
  return { id: org!.id, roleIds };
}

/** Each area's demo content for one organisation (the list is `server/demo/seeds.ts`, above the modules). */
export type DemoSeeder = (tx: Tx, org: SeededOrg) => Promise<void>;

/** Demo data: Acme Cloud with one user per role, and an empty Globex, then each seeder's content. Skipped when it exists. */
export async function seedDemoWith(
  db: Db,
  demoSeeders: DemoSeeder[],
  opts: { log?: (msg: string) => void } = {},
): Promise<{ created: boolean; orgs: SeededOrg[] }> {
  const existing = await db.select().from(organizations).where(eq(organizations.slug, 'acme-cloud'));
  if (existing.length > 0) return { created: false, orgs: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const orgs: SeededOrg[] = [];
  for (const [key, name, slug] of [
    ['acme', 'Acme Cloud', 'acme-cloud'],
    ['globex', 'Globex', 'globex'],
  ] as const) {
    const org = await createOrganization(db, name, slug);
    const userIds: Record<string, string> = {};
    await withTenant(db, { organizationId: org.id }, async (tx) => {
      for (const a of demoAccounts.filter((x) => x.org === key)) {
        const [u] = await tx
          .insert(users)
          .values({
            organizationId: org.id,
            email: a.email,
            firstName: a.firstName,
            lastName: a.lastName,
            teamName: builtinRoles[a.role].name,
            roleId: org.roleIds[a.role],
            passwordHash,
          })
          .returning();
        userIds[a.email] = u!.id;
      }
    });
    orgs.push({ id: org.id, name, slug, roleIds: org.roleIds, userIds });
  }
  for (const seeder of demoSeeders) {
    for (const org of orgs) {
      await withTenant(db, { organizationId: org.id }, (tx) => seeder(tx, org));
      opts.log?.(`seeded ${seeder.name} for ${org.name}`);
    }
  }
  return { created: true, orgs };
}
