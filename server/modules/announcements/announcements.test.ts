import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { announcementMessages } from '@shared/contracts/announcements';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { withTenant } from '../../db/tenant-isolation';
import { countActiveAnnouncements, listPublicAnnouncements } from './service';

const wentLive = vi.hoisted(() => vi.fn(async (..._args: unknown[]) => {}));
// The public site registers its listener at start; this test watches the call itself instead.
vi.mock('./notify', () => ({ announcementWentLive: wentLive, onAnnouncementWentLive: () => {} }));

const url = '/api/v1/tc-config/announcement/';
const today = () => new Date().toISOString().slice(0, 10);

describe('announcements', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('News Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user = admin) => t.app.inject({ method: 'POST', url, headers: user.headers, payload: body });
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: url + query, headers: admin.headers })).json();

  it('posts an active announcement, newest first, and tells subscribers once', async () => {
    const first = await create({
      heading: 'SOC 2 Type II renewed',
      description: 'Our 2025 report is available.',
      announcement_url: 'https://example.com/soc2',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ heading: 'SOC 2 Type II renewed', is_active: true, announcement_url: 'https://example.com/soc2' });
    expect(first.json().data.created_by.name).toBe('admin User');
    expect(wentLive).toHaveBeenCalledTimes(1);
    expect(wentLive.mock.calls[0]![2]).toMatchObject({ heading: 'SOC 2 Type II renewed' });
    await create({ heading: 'New sub-processor', description: 'We added a CDN.' });
    expect((await list()).data.announcements.map((a: { heading: string }) => a.heading)).toEqual(['New sub-processor', 'SOC 2 Type II renewed']);
  });

  it('tells subscribers when an inactive announcement is first activated, not again after', async () => {
    wentLive.mockClear();
    const draft = (await create({ heading: 'Planned maintenance', description: 'Sunday 02:00 UTC.', is_active: false })).json().data;
    expect(wentLive).not.toHaveBeenCalled();
    const on = await t.app.inject({ method: 'PATCH', url: `${url}${draft.id}/`, headers: admin.headers, payload: { is_active: true } });
    expect(on.json().data.is_active).toBe(true);
    expect(wentLive).toHaveBeenCalledTimes(1);
    await t.app.inject({ method: 'PATCH', url: `${url}${draft.id}/`, headers: admin.headers, payload: { is_active: false } });
    await t.app.inject({ method: 'PATCH', url: `${url}${draft.id}/`, headers: admin.headers, payload: { is_active: true } });
    expect(wentLive).toHaveBeenCalledTimes(1);
  });

  it('validates the heading, description and URL', async () => {
    expect((await create({ heading: '', description: 'x' })).json().errors[0]).toMatchObject({ attr: 'heading' });
    expect((await create({ heading: 'x', description: ' ' })).json().errors[0]).toMatchObject({ attr: 'description' });
    expect((await create({ heading: 'x', description: 'y', announcement_url: 'javascript:alert(1)' })).json().errors[0]).toMatchObject({
      attr: 'announcement_url',
    });
  });

  it('filters by active state and created date', async () => {
    const first = (await list()).data.announcements[2];
    await t.app.inject({ method: 'PATCH', url: `${url}${first.id}/`, headers: admin.headers, payload: { is_active: false } });
    expect((await list('?is_active=0')).data.announcements.map((a: { id: string }) => a.id)).toEqual([first.id]);
    expect((await list(`?created_at=${today()}`)).pagination.total_count).toBe(3);
    expect((await list(`?created_at=${today()},${today()}`)).pagination.total_count).toBe(3);
    expect((await list('?created_at=2001-01-01')).pagination.total_count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${url}?created_at=yesterday`, headers: admin.headers })).json().errors[0].detail).toContain(
      announcementMessages.badDate,
    );
  });

  it('gives the public site active announcements only', async () => {
    const pub = await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicAnnouncements(tx, org.id));
    expect(pub.map((a) => a.heading)).toEqual(['Planned maintenance', 'New sub-processor']);
    expect(await withTenant(t.database.db, { organizationId: org.id }, (tx) => countActiveAnnouncements(tx, org.id))).toBe(2);
  });

  it('deletes an announcement and records it', async () => {
    const a = (await list()).data.announcements[0];
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${a.id}/`, headers: admin.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${url}${a.id}/`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('keeps another organisation from seeing or changing the announcements', async () => {
    const other = await t.createOrg('Other');
    const intruder = await t.createUser(other, 'admin');
    const a = (await list()).data.announcements[0];
    expect((await t.app.inject({ method: 'GET', url, headers: intruder.headers })).json().data.announcements).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${url}${a.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${url}${a.id}/`, headers: intruder.headers, payload: { heading: 'Hacked' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${a.id}/`, headers: intruder.headers })).statusCode).toBe(404);
  });
});
