import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@shared/contracts/users';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';

let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let itadmin: TestUser;
let power: TestUser;
let other: TestOrg;
let otherAdmin: TestUser;

const base = '/api/v1/iam/user-manage';

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Acme');
  admin = await t.createUser(org, 'admin', { email: 'ada@acme.test', firstName: 'Ada' });
  itadmin = await t.createUser(org, 'itadmin', { email: 'ivan@acme.test', firstName: 'Ivan' });
  power = await t.createUser(org, 'poweruser', { email: 'priya@acme.test', firstName: 'Priya' });
  other = await t.createOrg('Globex');
  otherAdmin = await t.createUser(other, 'admin', { email: 'gina@globex.test' });
});
afterAll(() => t.close());

async function create(by: TestUser, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `${base}/`, headers: by.headers, payload: body });
}
async function patch(by: TestUser, id: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'PATCH', url: `${base}/${id}/`, headers: by.headers, payload: body });
}
async function outboxFor(email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/', headers: admin.headers, query: { search: email } });
  return res.json().data.messages as { to: string; subject: string; text: string }[];
}
async function activity(objectId: string) {
  const { rows } = (await t.database.db.execute(
    `select action, description, "group" from activity_logs where object_id = '${objectId}' order by created_at`,
  )) as unknown as {
    rows: { action: string; description: string; group: string }[];
  };
  return rows;
}

describe('organisation users', () => {
  it('creates a user, records it in the activity log and e-mails an invitation with a set-password link', async () => {
    const res = await create(admin, { first_name: ' Sam ', last_name: 'Seller', email: 'Sam@Acme.test', team_name: 'Sales EMEA', group_id: org.roleIds.sales });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      first_name: 'Sam',
      email: 'sam@acme.test',
      team_name: { name: 'Sales EMEA' },
      group: { name: 'Sales' },
      is_active: true,
      last_login: null,
      is_admin: false,
    });
    expect(user.invitation).toEqual({ sent_to: 'sam@acme.test', transport: 'outbox' });
    const [mail] = await outboxFor('sam@acme.test');
    expect(mail!.subject).toContain('invited you to Acme');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/oidc\/set-password\?token=\S+/);
    const link = /http:\/\/localhost:3000(\/oidc\/set-password\?token=\S+)/.exec(mail!.text)![1]!;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sam@acme.test');
    expect(await activity(user.id)).toEqual([{ action: 'created', description: 'Invited sam@acme.test as Sales', group: 'other' }]);
  });

  it('refuses a second user with the same e-mail in the organisation, with the error on the email field', async () => {
    const res = await create(admin, { first_name: 'Again', email: 'SAM@acme.test', group_id: org.roleIds.sales });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toEqual({ code: 'conflict', detail: userMessages.emailTaken, attr: 'email' });
  });

  it('lets another organisation use the same e-mail address', async () => {
    const res = await create(otherAdmin, { first_name: 'Sam', email: 'sam@acme.test', group_id: other.roleIds.sales });
    expect(res.statusCode).toBe(201);
  });

  it('explains a badly formed e-mail and a missing first name on their fields', async () => {
    const res = await create(admin, { first_name: '', email: 'not-an-email', group_id: org.roleIds.sales });
    expect(res.statusCode).toBe(400);
    const attrs = res.json().errors.map((e: { attr: string }) => e.attr);
    expect(attrs).toEqual(expect.arrayContaining(['first_name', 'email']));
    expect(res.json().errors.find((e: { attr: string }) => e.attr === 'email').detail).toContain(userMessages.emailInvalid);
  });

  it('lists users with filters, search, sorting, paging and the active admin count', async () => {
    await create(admin, { first_name: 'Zoe', last_name: 'Zed', email: 'zoe@acme.test', group_id: org.roleIds.sme });
    const all = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { length: '2', page: '1', sort_by: 'first_name' } });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data.users.map((u: { first_name: string }) => u.first_name)).toEqual(['Ada', 'Ivan']);
    expect(body.pagination).toMatchObject({ page: 1, length: 2, total_count: 5, totalCount: 5, total_active_admins_count: 1 });
    const desc = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { sort_by: '-first_name', length: '1' } });
    expect(desc.json().data.users[0].first_name).toBe('Zoe');
    const sme = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { group_id: org.roleIds.sme } });
    expect(sme.json().data.users.map((u: { email: string }) => u.email)).toEqual(['zoe@acme.test']);
    const found = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'zoe zed' } });
    expect(found.json().pagination.totalCount).toBe(1);
    const byTeam = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'emea' } });
    expect(byTeam.json().data.users.map((u: { email: string }) => u.email)).toEqual(['sam@acme.test']);
    const inactive = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { is_active: '0' } });
    expect(inactive.json().data.users).toEqual([]);
  });

  it('shows a user who never signed in as pending first login (empty last_login) and one who did with a date', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'ada@acme.test' } });
    expect(res.json().data.users[0].last_login).toMatch(/^\d{4}-/);
    const sam = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'sam@acme.test' } });
    expect(sam.json().data.users[0].last_login).toBeNull();
  });

  it('refuses to deactivate the only active admin with the exact message, and allows it once there is another', async () => {
    const refused = await patch(admin, admin.id, { is_active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toEqual({ code: 'conflict', detail: userMessages.lastAdmin, attr: 'is_active' });
    const second = await create(admin, { first_name: 'Second', email: 'second-admin@acme.test', group_id: org.roleIds.admin });
    const secondId = second.json().data.id;
    const list = await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers });
    expect(list.json().pagination.total_active_admins_count).toBe(2);
    const ok = await patch(admin, secondId, { is_active: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.is_active).toBe(false);
    expect((await activity(secondId)).map((a) => a.action)).toEqual(['created', 'deactivated']);
    // Now Ada is the only active admin again.
    const again = await patch(admin, admin.id, { is_active: false });
    expect(again.json().errors[0].detail).toBe(userMessages.lastAdmin);
  });

  it('refuses to move the only active admin to another role', async () => {
    const res = await patch(admin, admin.id, { group_id: org.roleIds.sales });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ detail: userMessages.lastAdminRole, attr: 'group_id' });
  });

  it('edits a user and changes their role, with one activity row per kind of change', async () => {
    const zoe = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'zoe@' } })).json().data.users[0];
    const res = await patch(admin, zoe.id, { first_name: 'Zoë', team_name: 'Security', group_id: org.roleIds.poweruser });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Zoë', team_name: { name: 'Security' }, group: { id: org.roleIds.poweruser, name: 'Power User' } });
    const got = await t.app.inject({ method: 'GET', url: `${base}/${zoe.id}/`, headers: admin.headers });
    expect(got.json().data.first_name).toBe('Zoë');
    expect((await activity(zoe.id)).map((a) => a.description)).toEqual([
      'Invited zoe@acme.test as SME',
      'Changed the role of zoe@acme.test from SME to Power User',
      'Updated first name, team of user Zoë Zed',
    ]);
  });

  it('refuses an e-mail change to an address another user has', async () => {
    const zoe = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'zoe@' } })).json().data.users[0];
    const res = await patch(admin, zoe.id, { email: 'ivan@acme.test' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].attr).toBe('email');
  });

  it('resends an invitation to an active user and refuses it for an inactive one', async () => {
    const sam = (await t.app.inject({ method: 'GET', url: `${base}/`, headers: admin.headers, query: { search: 'sam@' } })).json().data.users[0];
    const before = (await outboxFor('sam@acme.test')).length;
    const res = await t.app.inject({ method: 'POST', url: `${base}/${sam.id}/re-invite/`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sent_to).toBe('sam@acme.test');
    expect((await outboxFor('sam@acme.test')).length).toBe(before + 1);
    await patch(admin, sam.id, { is_active: false });
    const refused = await t.app.inject({ method: 'POST', url: `${base}/${sam.id}/re-invite/`, headers: admin.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].detail).toBe(userMessages.inviteInactive);
    await patch(admin, sam.id, { is_active: true });
  });

  it('signs a deactivated user out at once', async () => {
    const victim = await t.createUser(org, 'sales');
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: victim.headers });
    expect(before.statusCode).toBe(200);
    await patch(admin, victim.id, { is_active: false });
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: victim.headers });
    expect(after.statusCode).toBe(401);
  });

  it('does not let an IT admin hand out the Admin role, change an admin, or change their own role', async () => {
    const res = await create(itadmin, { first_name: 'Mallory', email: 'mallory@acme.test', group_id: org.roleIds.admin });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ detail: userMessages.beyondOwn, attr: 'group_id' });
    const onAdmin = await patch(itadmin, admin.id, { first_name: 'Hacked' });
    expect(onAdmin.statusCode).toBe(403);
    const self = await patch(itadmin, itadmin.id, { group_id: org.roleIds.poweruser });
    expect(self.statusCode).toBe(409);
    expect(self.json().errors[0].detail).toBe(userMessages.selfRole);
    // Built-in job roles are theirs to give.
    const ok = await create(itadmin, { first_name: 'Sally', email: 'sally@acme.test', group_id: org.roleIds.salesadmin });
    expect(ok.statusCode).toBe(201);
  });

  it('does not let an IT admin change the e-mail address of someone who can do more than they can (no account takeover)', async () => {
    const power = await create(admin, { first_name: 'Priya', email: 'priya.power@acme.test', group_id: org.roleIds.poweruser });
    const refused = await patch(itadmin, power.json().data.id, { email: 'priya@attacker.test' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ detail: userMessages.protectedEmail, attr: 'email' });
    // Their name is still the IT admin's to correct, and the admin may change the address.
    expect((await patch(itadmin, power.json().data.id, { first_name: 'Priyanka' })).statusCode).toBe(200);
    expect((await patch(admin, power.json().data.id, { email: 'priya.k.power@acme.test' })).statusCode).toBe(200);
    // A fellow IT admin holds nothing beyond theirs.
    const peer = await create(itadmin, { first_name: 'Ian', email: 'ian.peer@acme.test', group_id: org.roleIds.itadmin });
    expect((await patch(itadmin, peer.json().data.id, { email: 'ian.t.peer@acme.test' })).statusCode).toBe(200);
  });

  it('keeps the address of someone who has signed in, even when an IT admin first gives them a role the IT admin holds', async () => {
    const victim = await t.createUser(org, 'poweruser', { email: 'pat.power@acme.test' });
    expect((await patch(itadmin, victim.id, { group_id: org.roleIds.itadmin })).statusCode).toBe(200);
    const refused = await patch(itadmin, victim.id, { email: 'pat@attacker.test' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({ detail: userMessages.signedInEmail, attr: 'email' });
    expect((await patch(itadmin, victim.id, { group_id: org.roleIds.poweruser })).statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: `${base}/${victim.id}/`, headers: admin.headers });
    expect(got.json().data.email).toBe('pat.power@acme.test');
  });

  it("lets an admin change a signed-in account's address, which signs the account out and revokes its API keys", async () => {
    const moved = await t.createUser(org, 'itadmin', { email: 'sid.it@acme.test' });
    const key = await t.app.inject({ method: 'POST', url: '/api/v1/iam/api-keys/', headers: moved.headers, payload: { name: 'CRM sync' } });
    expect(key.statusCode).toBe(201);
    const keyHeaders = { authorization: `Bearer ${key.json().data.key}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: keyHeaders })).statusCode).toBe(200);
    expect((await patch(admin, moved.id, { email: 'sid.s.it@acme.test' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: moved.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/iam/me/', headers: keyHeaders })).statusCode).toBe(401);
  });

  it('lets an IT admin correct the address of an invitation not yet accepted, and the link sent to the wrong one stops working', async () => {
    const pending = await create(admin, { first_name: 'Pia', email: 'pia.typo@acme.test', group_id: org.roleIds.itadmin });
    const sent = (await outboxFor('pia.typo@acme.test'))[0]!.text.match(/http:\/\/localhost:3000(\/oidc\/set-password\?token=\S+)/)![1]!;
    expect((await t.app.inject({ method: 'GET', url: sent })).statusCode).toBe(200);
    expect((await patch(itadmin, pending.json().data.id, { email: 'pia@acme.test' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: sent })).statusCode).toBe(400);
  });

  it('refuses to let users deactivate themselves', async () => {
    const res = await patch(itadmin, itadmin.id, { is_active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].detail).toBe(userMessages.selfDeactivate);
  });

  it('lets a power user read the list but not change anyone', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${base}/`, headers: power.headers })).statusCode).toBe(200);
    expect((await patch(power, itadmin.id, { is_active: false })).statusCode).toBe(403);
    expect((await create(power, { first_name: 'X', email: 'x@acme.test', group_id: org.roleIds.sme })).statusCode).toBe(403);
  });

  it('offers active admins, sales admins and SMEs in the quick list with team names', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/quick-list/`,
      headers: power.headers,
      query: { length: '30', group: 'admin,salesadmin,sme' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; first_name: string; last_name: string; team_name: string }[];
    expect(list.map((u) => u.first_name).sort()).toEqual(['Ada', 'Sally']);
    expect(Object.keys(list[0]!).sort()).toEqual(['first_name', 'id', 'last_name', 'team_name']);
    const repeated = await t.app.inject({ method: 'GET', url: `${base}/quick-list/?group=admin&group=sme&length=1`, headers: power.headers });
    expect(repeated.json().data).toHaveLength(1);
  });

  it('never shows or changes a user of another organisation', async () => {
    const list = await t.app.inject({ method: 'GET', url: `${base}/`, headers: otherAdmin.headers });
    const emails = list.json().data.users.map((u: { email: string }) => u.email);
    expect(emails).not.toContain('ada@acme.test');
    expect(list.json().pagination.total_active_admins_count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${base}/${admin.id}/`, headers: otherAdmin.headers })).statusCode).toBe(404);
    expect((await patch(otherAdmin, itadmin.id, { is_active: false })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${base}/${itadmin.id}/re-invite/`, headers: otherAdmin.headers })).statusCode).toBe(404);
    // A role id of another organisation is not a role here.
    const foreignRole = await create(otherAdmin, { first_name: 'X', email: 'x@globex.test', group_id: org.roleIds.sales });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().errors[0].attr).toBe('group_id');
    const quick = await t.app.inject({ method: 'GET', url: `${base}/quick-list/`, headers: otherAdmin.headers, query: { group: 'admin' } });
    expect(quick.json().data.map((u: { id: string }) => u.id)).toEqual([otherAdmin.id]);
  });
});
