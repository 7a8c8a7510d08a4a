import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMessages } from '@shared/contracts/roles';
import { builtinRoles } from '@shared/permissions';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let itadmin: TestUser;
let other: TestOrg;
let otherAdmin: TestUser;
const base = '/api/v1/iam/roles';

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Acme');
  admin = await t.createUser(org, 'admin');
  itadmin = await t.createUser(org, 'itadmin');
  other = await t.createOrg('Globex');
  otherAdmin = await t.createUser(other, 'admin');
});
afterAll(() => t.close());

const compliance = {
  name: 'Compliance',
  description: 'Keeps the certificates current',
  permissions: { documents: ['view', 'create', 'edit'], tc_config: ['view'] },
};

describe('roles', () => {
  it('lists the built-in roles of the organisation with their permissions and user counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { length: '50' } });
    expect(res.statusCode).toBe(200);
    const roles = res.json().data.roles as { slug: string; is_builtin: boolean; user_count: number; permissions: Record<string, string[]> }[];
    expect(roles.map((r) => r.slug).sort()).toEqual(['admin', 'itadmin', 'poweruser', 'sales', 'salesadmin', 'sme']);
    expect(roles.every((r) => r.is_builtin)).toBe(true);
    expect(roles.find((r) => r.slug === 'admin')!.user_count).toBe(1);
    expect(roles.find((r) => r.slug === 'sme')!.permissions).toEqual(builtinRoles.sme.permissions);
  });

  it('creates a custom role, keeps only the actions each resource supports, and records it', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: compliance });
    expect(res.statusCode).toBe(201);
    const role = res.json().data;
    expect(role).toMatchObject({
      name: 'Compliance',
      slug: 'compliance',
      is_builtin: false,
      user_count: 0,
      permissions: { tc_config: ['view'], documents: ['view', 'create', 'edit'] },
    });
    const { rows } = (await t.database.db.execute(`select "group", description from activity_logs where object_id = '${role.id}'`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([{ group: 'other', description: 'Created role "Compliance"' }]);
  });

  it('refuses an action a resource does not support, and an unknown resource', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: admin.headers,
      payload: { name: 'Odd', permissions: { activity_log: ['delete'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].detail).toContain('activity_log:delete');
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: admin.headers,
      payload: { name: 'Odd', permissions: { rockets: ['view'] } },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a second role with the same name, on the name field', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { ...compliance, name: 'compliance' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ detail: roleMessages.nameTaken, attr: 'name' });
    const builtin = await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { name: 'Admin' } });
    expect(builtin.statusCode).toBe(409);
  });

  it('edits the description and permissions of a custom role that has users', async () => {
    const role = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'compl' } })).json().data.roles[0];
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/v1/iam/user-manage/',
      headers: admin.headers,
      payload: { first_name: 'Carla', email: 'carla@acme.test', group_id: role.id },
    });
    expect(member.statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${role.id}/`,
      headers: admin.headers,
      payload: { description: 'Owns audits', permissions: { documents: ['view'], users: ['view'] } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ description: 'Owns audits', permissions: { users: ['view'], documents: ['view'] }, user_count: 1 });
    const got = await t.app.inject({ method: 'GET', url: `${base}/${role.id}/`, headers: admin.headers });
    expect(got.json().data.permissions).toEqual({ users: ['view'], documents: ['view'] });
  });

  it('keeps built-in roles read-only and undeletable', async () => {
    const patch = await t.app.inject({ method: 'PATCH', url: `${base}/${org.roleIds.sales}/`, headers: admin.headers, payload: { name: 'Sellers' } });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().errors[0].detail).toBe(roleMessages.builtinReadOnly);
    const del = await t.app.inject({ method: 'DELETE', url: `${base}/${org.roleIds.sales}/`, headers: admin.headers });
    expect(del.statusCode).toBe(409);
    expect(del.json().errors[0].detail).toBe(roleMessages.builtinDelete);
  });

  it('refuses to delete a role in use until its users are moved, then moves them and deletes it', async () => {
    const role = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'compl' } })).json().data.roles[0];
    const refused = await t.app.inject({ method: 'DELETE', url: `${base}/${role.id}/`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ detail: roleMessages.inUse(1), attr: 'move_users_to' });
    const self = await t.app.inject({ method: 'DELETE', url: `${base}/${role.id}/?move_users_to=${role.id}`, headers: admin.headers });
    expect(self.statusCode).toBe(400);
    const foreign = await t.app.inject({ method: 'DELETE', url: `${base}/${role.id}/?move_users_to=${other.roleIds.sales}`, headers: admin.headers });
    expect(foreign.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'DELETE', url: `${base}/${role.id}/?move_users_to=${org.roleIds.sme}`, headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ moved_users: 1 });
    const carla = (await t.app.inject({ method: 'GET', url: '/api/v1/iam/user-manage/', headers: admin.headers, query: { search: 'carla' } })).json().data
      .users[0];
    expect(carla.group.slug).toBe('sme');
    expect((await t.app.inject({ method: 'GET', url: `${base}/${role.id}/`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('deletes an unused custom role without asking where its users go', async () => {
    const created = (await t.app.inject({ method: 'POST', url: `${base}/`, headers: admin.headers, payload: { name: 'Temp' } })).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `${base}/${created.id}/`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ moved_users: 0 });
  });

  it('does not let an IT admin grant permissions they do not hold', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: itadmin.headers,
      payload: { name: 'Sneaky', permissions: { tc_config: ['edit'] } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ detail: roleMessages.beyondOwn, attr: 'permissions' });
    const fine = await t.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: itadmin.headers,
      payload: { name: 'Helpdesk', permissions: { users: ['view', 'edit'] } },
    });
    expect(fine.statusCode).toBe(201);
  });

  it('offers role names to anyone who may see users', async () => {
    const power = await t.createUser(org, 'poweruser');
    const res = await t.app.inject({ method: 'GET', url: `${base}/options/`, headers: power.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.roles[0]).toEqual({ id: org.roleIds.admin, name: 'Admin', slug: 'admin', is_builtin: true });
    expect((await t.app.inject({ method: 'GET', url: `${base}/`, headers: power.headers })).statusCode).toBe(403);
  });

  it('never shows or changes a role of another organisation', async () => {
    const helpdesk = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'helpdesk' } })).json().data.roles[0];
    const list = await t.app.inject({ method: 'GET', url: `${base}/`, headers: otherAdmin.headers, query: { length: '100' } });
    expect(list.json().data.roles.map((r: { id: string }) => r.id)).not.toContain(helpdesk.id);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${helpdesk.id}/`, headers: otherAdmin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${base}/${helpdesk.id}/`, headers: otherAdmin.headers, payload: { name: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${helpdesk.id}/`, headers: otherAdmin.headers })).statusCode).toBe(404);
  });
});
