import net, { type AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { startInbox } from '@tests/support/mail';
import { jobs } from '../../db/schema/index';
import { publishedSite, visitor, type GatedSite } from './testing';

/** A free loopback port: nothing listens there until the test starts the mail server on it. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let t: TestApp;
let site: GatedSite;
let port: number;
let smtp: Awaited<ReturnType<typeof startInbox>> | null = null;
const inbox = () => smtp?.received ?? [];

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: 'true' });
  site = await publishedSite(t, 'Outage', 'outagebuyer.com');
}, 90_000);
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

const outbox = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/?search=dana%40newcustomer.com', headers: site.admin.headers })).json().data.messages as {
    subject: string;
    sent_at: string | null;
    error: string | null;
  }[];

describe('the invitation e-mail while the mail server is down', () => {
  it('is kept, shown as failed in the outbox, retried, and delivered once the mail server is back', async () => {
    const browser = visitor(t);
    const form = {
      first_name: 'Dana',
      last_name: 'Buyer',
      email: 'dana@newcustomer.com',
      company_name: 'New Customer',
      reason: 'Vendor review',
      documents: [`report:${site.ids['Outage SOC 2 Report']}`],
      started: String(Date.now() - 10_000),
    };
    expect((await browser.post(`/trust/${site.org.slug}/request-access`, form)).statusCode).toBe(201);
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: site.admin.headers, ...(payload ? { payload } : {}) });
    const request = (await api('GET', '/tc-config/access-request/?status=pending&search=dana%40newcustomer.com')).json().data.access_requests[0];
    expect((await api('POST', `/tc-config/access-request/${request.id}/action/`, { action: 'APPROVE' })).statusCode).toBe(200);
    expect((await api('POST', `/tc-config/access-request/${request.id}/customer/`, { customer_name: 'New Customer' })).statusCode).toBe(200);

    // The mail server is down: the delivery fails, the attempt is visible, the job waits to retry.
    await t.app.deps.jobs.runUntilIdle();
    const failed = await outbox();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ sent_at: null });
    expect(failed[0]!.error).toBeTruthy();
    const waiting = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.organizationId, site.org.id), eq(jobs.type, 'gated-access.mail')));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect(inbox()).toHaveLength(0);

    // The mail server comes back; the retry (its back-off elapsed) delivers the same invitation.
    smtp = await startInbox(port);
    await t.database.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.id, waiting[0]!.id));
    await t.app.deps.jobs.runUntilIdle();

    expect(inbox()).toHaveLength(1);
    expect(inbox()[0]!.to).toEqual(['dana@newcustomer.com']);
    expect(inbox()[0]!.raw).toContain('/member/set-password?token=');
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, waiting[0]!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    const after = await outbox();
    expect(after).toHaveLength(2);
    expect(after.filter((m) => m.sent_at !== null)).toHaveLength(1);
  });
});
