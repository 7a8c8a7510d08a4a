import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgementMessages as ackMsg } from '@shared/contracts/security-events';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { readableMail } from '@tests/support/mail';
import { customerMembers, jobs, memberSessions, tcSubscribers } from '../../db/schema/index';
import { withSystem, withTenant } from '../../db/tenant-isolation';
import { sha256 } from '../gated-access/index';
import { addContent, ndaText, orgInfo, publishableContent } from '../tc-config/testing';

/**
 * Acknowledgements of published updates by the affected accounts, reminders, the Home figure, and mail
 * that survives a mail server being down. Mail is received over real SMTP on loopback.
 */
const inbox: { to: string; raw: string }[] = [];
/** Addresses the server refuses (temporarily) while in here: a mail server that is down for them. */
const refusing = new Set<string>();
let smtp: SMTPServer;
let t: TestApp;
let org: TestOrg;
let admin: TestUser;
let northwind: string;
let contoso: string;
let eventId: string;
let impactUpdate: string;
const members: Record<string, string> = {};

const received = (to: string) => inbox.filter((m) => m.to === to).map((m) => readableMail(m.raw));
const linkIn = (text: string, path: string) => {
  const m = new RegExp(`http://localhost:3000(/trust/[^\\s"<>]*${path}[^\\s"<>]*)`).exec(text);
  return m ? m[1]!.replace(/&amp;/g, '&') : null;
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusing.has(address.address) || refusing.has('*'))
        return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) inbox.push({ to: r.address, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  org = await t.createOrg('Ack Corp');
  admin = await t.createUser(org, 'admin');
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload });
  await call('PATCH', '/tc-config/site-configuration/', { ...orgInfo, company_name: 'Ack Corp' });
  await addContent(t.database.db, org.id, publishableContent);
  await call('POST', '/nda/', { text: ndaText });
  expect((await call('POST', '/tc-config/site-publish/', { is_published: true })).statusCode).toBe(200);
  northwind = (await call('POST', '/customer/', { name: 'Northwind Health' })).json().data.id;
  contoso = (await call('POST', '/customer/', { name: 'Contoso Bank' })).json().data.id;
  await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
    await tx.insert(tcSubscribers).values({ organizationId: org.id, email: 'reader@example.com', status: 'confirmed', confirmedAt: new Date() });
    const rows = await tx
      .insert(customerMembers)
      .values([
        { organizationId: org.id, customerId: northwind, email: 'dana@northwind.example', fullName: 'Dana North' },
        { organizationId: org.id, customerId: northwind, email: 'sam@northwind.example', fullName: 'Sam West' },
        { organizationId: org.id, customerId: contoso, email: 'carl@contoso.example', fullName: 'Carl Stone' },
      ])
      .returning();
    for (const r of rows) members[r.email] = r.id;
  });
  eventId = (await call('POST', '/security-event/', { name: 'Leaked API keys', customer_ids: [northwind, contoso] })).json().data.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const api = (method: 'GET' | 'POST', url: string, payload?: object, user = admin) =>
  t.app.inject({ method, url: `/api/v1/security-event/${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
const status = async () => (await api('GET', `${eventId}/acknowledgement/`)).json().data;
const customerOf = async (id: string) => (await status()).customers.find((c: { id: string }) => c.id === id);
/** Runs due jobs; failed attempts are made due again at once (instead of after their back-off). */
const runJobs = async () => {
  await t.app.deps.jobs.runUntilIdle();
  await withSystem(t.database.db, (tx) =>
    tx
      .update(jobs)
      .set({ runAfter: new Date() })
      .where(and(eq(jobs.organizationId, org.id), eq(jobs.status, 'queued'))),
  );
};
const activityOf = async (customerId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/core/activity-log/?object_type=customer&object_id=${customerId}&length=50`, headers: admin.headers }))
    .json()
    .data.activity_logs.map((r: { description: string }) => r.description);

describe('acknowledgements of security-event updates', () => {
  it('loses no mail while the mail server is down: the job retries and everyone gets exactly one message', async () => {
    refusing.add('sam@northwind.example');
    const res = await api('POST', `${eventId}/update/`, {
      title: 'Keys rotated; please rotate yours',
      description: 'Rotate the API keys issued before Monday.',
      event_status: 'IN_PROGRESS',
      customer_impact: true,
    });
    expect(res.statusCode).toBe(201);
    impactUpdate = res.json().data.id;
    await runJobs();
    // Sam's mailbox refused: the attempt failed and the job waits for its retry; nobody is marked as told twice.
    const [job] = await withSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.organizationId, org.id), eq(jobs.type, 'security-events.update-mailing'))),
    );
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.error).toContain('Mail delivery failed');
    expect(received('sam@northwind.example')).toHaveLength(0);

    refusing.clear();
    await runJobs();
    for (const who of ['dana@northwind.example', 'sam@northwind.example', 'carl@contoso.example', 'reader@example.com'])
      expect(received(who), who).toHaveLength(1);
    const [done] = await withSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(jobs)
        .where(and(eq(jobs.organizationId, org.id), eq(jobs.type, 'security-events.update-mailing'))),
    );
    expect(done!.status).toBe('done');
    expect(await activityOf(northwind)).toContain(
      'E-mailed 2 members of Northwind Health: update "Keys rotated; please rotate yours" of security event "Leaked API keys"',
    );
    // Members get a personal acknowledge link; subscribers do not.
    expect(linkIn(received('dana@northwind.example')[0]!, '/acknowledge')).toBeTruthy();
    expect(linkIn(received('reader@example.com')[0]!, '/acknowledge')).toBeNull();
  });

  it('acknowledges from the e-mailed link only with the POST of its confirm page (a mail scanner opening it changes nothing)', async () => {
    const link = linkIn(received('dana@northwind.example')[0]!, '/acknowledge')!;
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acknowledge this update?');
    expect(page.body).toContain('method="post"');
    expect((await customerOf(northwind)).acknowledgements).toEqual([]);

    const done = await t.app.inject({ method: 'POST', url: link });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('is acknowledged for Northwind Health');
    const nw = await customerOf(northwind);
    expect(nw.acknowledgements).toMatchObject([{ update_id: impactUpdate, member_name: 'Dana North', member_email: 'dana@northwind.example', via: 'EMAIL' }]);
    expect(nw.pending_update_ids).toEqual([]);
    expect((await customerOf(contoso)).pending_update_ids).toEqual([impactUpdate]);
    expect(await activityOf(northwind)).toContain(
      'Acknowledged update "Keys rotated; please rotate yours" of security event "Leaked API keys" for Northwind Health (from the e-mail)',
    );

    // A colleague's link now says it is done; the first acknowledgement stands.
    const sams = await t.app.inject({ method: 'GET', url: linkIn(received('sam@northwind.example')[0]!, '/acknowledge')! });
    expect(sams.body).toContain('Already acknowledged');
    expect(sams.body).toContain('Dana North acknowledged');
    await t.app.inject({ method: 'POST', url: linkIn(received('sam@northwind.example')[0]!, '/acknowledge')! });
    expect((await customerOf(northwind)).acknowledgements).toHaveLength(1);
    const updates = (await api('GET', `${eventId}/update/`)).json().data.updates;
    expect(updates[0]).toMatchObject({ id: impactUpdate, acknowledged_count: 1 });
  });

  it('refuses a tampered, foreign or malformed link with a page, never a 500', async () => {
    const link = linkIn(received('carl@contoso.example')[0]!, '/acknowledge')!;
    const tampered = link.replace(members['carl@contoso.example']!, members['dana@northwind.example']!);
    for (const url of [
      tampered,
      `/trust/${org.slug}/acknowledge?token=nonsense`,
      `/trust/${org.slug}/acknowledge`,
      `/trust/${org.slug}/acknowledge?token=${'x'.repeat(290)}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
      expect((await t.app.inject({ method: 'POST', url })).statusCode, url).toBe(400);
    }
    const other = await t.createOrg('Other Corp');
    const foreign = link.replace(`/trust/${org.slug}/`, `/trust/${other.slug}/`);
    expect([400, 404]).toContain((await t.app.inject({ method: 'POST', url: foreign })).statusCode);
    expect((await customerOf(contoso)).acknowledgements).toEqual([]);
  });

  it('shows Home the open events and the accounts that have not acknowledged', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: admin.headers })).json().data;
    expect(home.security_events).toMatchObject({ open_count: 1, unacknowledged_customer_count: 1, open: [{ id: eventId, unacknowledged_count: 1 }] });
  });

  it('reminds the accounts that have not acknowledged, by a retried mail job, on their Activity tab', async () => {
    expect((await api('POST', `${eventId}/acknowledgement/remind/`, { customer_ids: [northwind] })).json().errors[0].detail).toBe(ackMsg.nothingToRemind);
    expect(
      (await api('POST', `${eventId}/acknowledgement/remind/`, { customer_ids: ['00000000-0000-4000-8000-000000000000'] })).json().errors[0],
    ).toMatchObject({ attr: 'customer_ids' });
    refusing.add('*');
    const res = await api('POST', `${eventId}/acknowledgement/remind/`, {});
    expect(res.statusCode).toBe(202);
    expect(res.json().data.reminded).toEqual([{ id: contoso, name: 'Contoso Bank', pending_update_count: 1 }]);
    await runJobs();
    expect(received('carl@contoso.example')).toHaveLength(1);
    refusing.clear();
    await runJobs();
    const mails = received('carl@contoso.example');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain('Nobody at Contoso Bank has acknowledged it yet.');
    expect(mails[1]).toContain('Keys rotated; please rotate yours');
    expect(received('dana@northwind.example')).toHaveLength(1);
    expect(await activityOf(contoso)).toContain('Reminded Contoso Bank to acknowledge 1 update of security event "Leaked API keys" (1 member e-mailed)');
    expect((await customerOf(contoso)).last_reminder).toMatchObject({ by: expect.any(String) });
    await runJobs();
    expect(received('carl@contoso.example')).toHaveLength(2);
  });

  it('lets a signed-in member acknowledge on the public incident page, for their own account only', async () => {
    const token = 'member-session-token-for-carl-0123456789';
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.insert(memberSessions).values({
        organizationId: org.id,
        memberId: members['carl@contoso.example']!,
        tokenHash: sha256(token),
        ip: '127.0.0.1',
        userAgent: 'test',
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    const cookie = { trustroom_member: token };
    const url = `/trust/${org.slug}/incidents/${eventId}`;
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.body).toContain('member/sign-in');
    expect(anonymous.body).not.toContain('Acknowledge for');
    const page = await t.app.inject({ method: 'GET', url, cookies: cookie });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Carl Stone · Contoso Bank');
    expect(page.body).toContain('1 update waiting for your acknowledgement');
    expect(page.body).toContain('Acknowledge for Contoso Bank');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await t.app.inject({ method: 'POST', url: `${url}/acknowledge`, headers: form, payload: `update_id=${impactUpdate}` })).headers.location).toBe(
      `/trust/${org.slug}/member/sign-in`,
    );
    expect((await t.app.inject({ method: 'POST', url: `${url}/acknowledge`, headers: form, cookies: cookie, payload: 'update_id=not-an-id' })).statusCode).toBe(
      404,
    );
    const done = await t.app.inject({ method: 'POST', url: `${url}/acknowledge`, headers: form, cookies: cookie, payload: `update_id=${impactUpdate}` });
    expect(done.statusCode).toBe(303);
    const after = await t.app.inject({ method: 'GET', url: done.headers.location as string, cookies: cookie });
    expect(after.body).toContain('The update is acknowledged for Contoso Bank');
    expect(after.body).toContain('Acknowledged for Contoso Bank by Carl Stone');
    expect((await customerOf(contoso)).acknowledgements).toMatchObject([{ member_name: 'Carl Stone', via: 'PAGE' }]);
    const home = (await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary/', headers: admin.headers })).json().data;
    expect(home.security_events.unacknowledged_customer_count).toBe(0);
  });

  it("answers another organisation's and malformed event ids with not-found", async () => {
    const other = await t.createOrg('Intruder Corp');
    const intruder = await t.createUser(other, 'admin');
    expect((await api('GET', `${eventId}/acknowledgement/`, undefined, intruder)).statusCode).toBe(404);
    expect((await api('POST', `${eventId}/acknowledgement/remind/`, {}, intruder)).statusCode).toBe(404);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', '1%27%20or%201=1']) {
      expect((await api('GET', `${id}/acknowledgement/`)).statusCode).toBe(404);
      expect((await api('POST', `${id}/acknowledgement/remind/`, {})).statusCode).toBe(404);
    }
    const sales = await t.createUser(org, 'sales');
    expect((await api('POST', `${eventId}/acknowledgement/remind/`, {}, sales)).statusCode).toBe(403);
    const count = await withSystem(t.database.db, (tx) =>
      tx.execute(sql`select count(*)::int as n from security_event_acknowledgements where organization_id = ${other.id}`),
    );
    expect(JSON.stringify(count)).toContain('0');
  });
});
