import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { topicMessages } from '@shared/contracts/security-topics';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { withTenant } from '../../db/tenant-isolation';
import { countActiveTopics, listPublicTopics } from './service';

const url = '/api/v1/tc-config/security-topic/';

describe('security topics', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Topics Org');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, user = admin) => t.app.inject({ method: 'POST', url, headers: user.headers, payload: body });
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: url + query, headers: admin.headers })).json();

  it('creates topics with a sanitized description and lists them in order with who made them', async () => {
    const res = await create({
      heading: 'Encryption',
      description:
        '<p onclick="steal()">Data is <strong>encrypted</strong> at rest.<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    const topic = res.json().data;
    expect(topic.description).toBe('<p>Data is <strong>encrypted</strong> at rest.<a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');
    expect(topic.created_by.name).toBe('admin User');
    expect(topic.sequence).toBe(1);
    await create({ heading: 'Access control', description: '<p>Least privilege.</p>' });
    const body = await list();
    expect(body.data.security_topics.map((x: { heading: string }) => x.heading)).toEqual(['Encryption', 'Access control']);
    expect(body.pagination).toMatchObject({ total_count: 2, total_topics_count: 2, total_active_count: 2, max_count: 4 });
  });

  it('refuses a description with no visible text', async () => {
    const res = await create({ heading: 'Empty', description: '<p><script>x</script></p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ detail: topicMessages.descriptionRequired, attr: 'description' });
  });

  it('refuses to deactivate or delete below 2 active topics, with the spec message', async () => {
    const topics = (await list()).data.security_topics;
    const off = await t.app.inject({ method: 'PATCH', url: `${url}${topics[0].id}/`, headers: admin.headers, payload: { is_active: false } });
    expect(off.statusCode).toBe(409);
    expect(off.json().errors[0].detail).toBe(topicMessages.minimum);
    const del = await t.app.inject({ method: 'DELETE', url: `${url}${topics[0].id}/`, headers: admin.headers });
    expect(del.json().errors[0].detail).toBe(topicMessages.minimum);
    expect((await list()).pagination.total_active_count).toBe(2);
  });

  it('allows deactivating once a third topic is active, and filters by active state', async () => {
    await create({ heading: 'Network security', description: '<p>Firewalls.</p>' });
    const topics = (await list()).data.security_topics;
    const off = await t.app.inject({ method: 'PATCH', url: `${url}${topics[2].id}/`, headers: admin.headers, payload: { is_active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.is_active).toBe(false);
    expect((await list('?is_active=0')).data.security_topics.map((x: { heading: string }) => x.heading)).toEqual(['Network security']);
    expect((await list('?is_active=1')).pagination.total_count).toBe(2);
  });

  it('refuses a fifth topic with the limit message, and sorts by heading', async () => {
    expect((await create({ heading: 'Monitoring', description: '<p>24/7.</p>', is_active: false })).statusCode).toBe(201);
    const res = await create({ heading: 'One too many', description: '<p>No.</p>' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].detail).toBe(topicMessages.limit);
    const sorted = (await list('?sort_by=-heading')).data.security_topics.map((x: { heading: string }) => x.heading);
    expect(sorted).toEqual(['Network security', 'Monitoring', 'Encryption', 'Access control']);
  });

  it('deletes an inactive topic and writes the activity log', async () => {
    const inactive = (await list('?is_active=0')).data.security_topics[0];
    const del = await t.app.inject({ method: 'DELETE', url: `${url}${inactive.id}/`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    const get = await t.app.inject({ method: 'GET', url: `${url}${inactive.id}/`, headers: admin.headers });
    expect(get.statusCode).toBe(404);
    const logs = await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.execute(sql`select action, "group" from activity_logs where object_type = 'security_topic' order by created_at`),
    );
    const rows = (logs as unknown as { rows: { action: string; group: string }[] }).rows;
    expect(rows.every((r) => r.group === 'trust_center')).toBe(true);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['created', 'deactivated', 'deleted']));
  });

  it('gives the public site only active topics in sequence order', async () => {
    const topics = await withTenant(t.database.db, { organizationId: org.id }, (tx) => listPublicTopics(tx, org.id));
    expect(topics.map((x) => x.heading)).toEqual(['Encryption', 'Access control']);
    expect(await withTenant(t.database.db, { organizationId: org.id }, (tx) => countActiveTopics(tx, org.id))).toBe(2);
  });

  it('lets a sales user read but not change topics', async () => {
    const sales = await t.createUser(org, 'sales');
    expect((await t.app.inject({ method: 'GET', url, headers: sales.headers })).statusCode).toBe(200);
    expect((await create({ heading: 'X', description: '<p>y</p>' }, sales)).statusCode).toBe(403);
  });

  it('keeps another organisation from seeing or changing the topics', async () => {
    const other = await t.createOrg('Other Org');
    const intruder = await t.createUser(other, 'admin');
    const mine = (await list()).data.security_topics[0];
    const theirs = await t.app.inject({ method: 'GET', url, headers: intruder.headers });
    expect(theirs.json().data.security_topics).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${url}${mine.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${url}${mine.id}/`, headers: intruder.headers, payload: { heading: 'Hacked' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}${mine.id}/`, headers: intruder.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${url}${mine.id}/`, headers: admin.headers })).json().data.heading).toBe('Encryption');
  });
});
