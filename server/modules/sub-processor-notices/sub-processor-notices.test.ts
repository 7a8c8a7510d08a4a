import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subProcessorNoticeMessages as msg } from '@shared/contracts/sub-processor-notices';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { customerMembers, mailMessages, memberSessions, subProcessorNotices, tcSubscribers } from '../../db/schema/index';
import { withSystem, withTenant } from '../../db/tenant-isolation';
import { sha256 } from '../gated-access/index';
import { addContent, ndaText, orgInfo, publishableContent } from '../tc-config/testing';

const base = '/api/v1/tc-config/sub-processor-notice/';

describe('sub-processor changes announced with an objection window', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let northwind: string;
  let noticeId: string;
  const members: Record<string, string> = {};
  const cookie = { trustroom_member: 'member-session-of-dana-0123456789abcdef' };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Vendor Corp');
    admin = await t.createUser(org, 'admin');
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload });
    await call('PATCH', '/tc-config/site-configuration/', {
      ...orgInfo,
      company_name: 'Vendor Corp',
      sub_processors: [{ name: 'Amazon Web Services', purpose: 'Hosting', location: 'EU' }],
    });
    await addContent(t.database.db, org.id, publishableContent);
    await call('POST', '/nda/', { text: ndaText });
    // Not published yet: announcing is refused (members object on the public page).
    const early = await call('POST', '/tc-config/sub-processor-notice/', { title: 'New sub-processor', message: 'We add Mailgun.' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].detail).toBe(msg.notPublished);
    expect((await call('POST', '/tc-config/site-publish/', { is_published: true })).statusCode).toBe(200);
    northwind = (await call('POST', '/customer/', { name: 'Northwind Health' })).json().data.id;
    const contoso = (await call('POST', '/customer/', { name: 'Contoso Bank' })).json().data.id;
    await withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
      await tx.insert(tcSubscribers).values({ organizationId: org.id, email: 'reader@example.com', status: 'confirmed', confirmedAt: new Date() });
      const rows = await tx
        .insert(customerMembers)
        .values([
          { organizationId: org.id, customerId: northwind, email: 'dana@northwind.example', fullName: 'Dana North' },
          { organizationId: org.id, customerId: contoso, email: 'carl@contoso.example', fullName: 'Carl Stone' },
          { organizationId: org.id, customerId: contoso, email: 'gone@contoso.example', fullName: 'Gone', isActive: false },
        ])
        .returning();
      for (const r of rows) members[r.email] = r.id;
      await tx.insert(memberSessions).values({
        organizationId: org.id,
        memberId: members['dana@northwind.example']!,
        tokenHash: sha256(cookie.trustroom_member),
        expiresAt: new Date(Date.now() + 3600_000),
      });
    });
  }, 60_000);
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST', url: string, payload?: object, user = admin) =>
    t.app.inject({ method, url: `${base}${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const mailTo = (email: string) =>
    withSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.organizationId, org.id), eq(mailMessages.to, email))),
    );
  const page = () => `/trust/${org.slug}/sub-processor-changes/${noticeId}`;

  it('checks the objection window: 1 to 90 days, 30 when left out', async () => {
    for (const days of [0, 91, 'soon']) {
      const res = await api('POST', '', { title: 'Change', message: 'Text', objection_days: days });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].attr).toBe('objection_days');
      expect(res.json().errors[0].detail).toContain(msg.days);
    }
    expect((await api('POST', '', { title: ' ', message: 'Text' })).json().errors[0]).toMatchObject({ attr: 'title' });
  });

  it('announces the change: an announcement (subscribers, feed) and a mail to every active customer member, with the window', async () => {
    const res = await api('POST', '', {
      title: 'We are adding Mailgun as a sub-processor',
      message: 'Mailgun (EU) will send our transactional e-mail from 1 March.',
      objection_days: 14,
    });
    expect(res.statusCode).toBe(201);
    const notice = res.json().data;
    noticeId = notice.id;
    expect(notice).toMatchObject({ objection_days: 14, is_open: true, objection_count: 0, public_url: `http://localhost:3000${page()}` });
    expect(new Date(notice.objection_deadline).getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3600_000);
    await t.app.deps.jobs.runUntilIdle();

    for (const who of ['dana@northwind.example', 'carl@contoso.example']) {
      const mail = await mailTo(who);
      expect(mail, who).toHaveLength(1);
      expect(mail[0]!.subject).toContain('We are adding Mailgun as a sub-processor (objections until');
      expect(mail[0]!.text).toContain(page());
    }
    expect(await mailTo('gone@contoso.example')).toEqual([]);
    expect((await mailTo('reader@example.com')).map((m) => m.subject).join()).toContain('We are adding Mailgun as a sub-processor');
    const feed = await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/feed.xml` });
    expect(feed.body).toContain('We are adding Mailgun as a sub-processor');
    expect((await api('GET', '')).json().data.notices).toMatchObject([{ id: noticeId, members_emailed: 2 }]);
    // A retry of the job mails nobody twice.
    await t.app.deps.jobs.runUntilIdle();
    expect(await mailTo('dana@northwind.example')).toHaveLength(1);
  });

  it('lets a signed-in member object with a reason during the window; staff see it, with the account', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: page() });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).toContain('Amazon Web Services');
    expect(anonymous.body).toContain('member/sign-in');
    expect(anonymous.body).not.toContain('Submit objection');
    expect(
      (await t.app.inject({ method: 'POST', url: `${page()}/objection`, headers: form, payload: 'reason=We do not accept US-owned mail providers.' })).headers
        .location,
    ).toBe(`/trust/${org.slug}/member/sign-in?next=${encodeURIComponent(page())}`);

    const signedIn = await t.app.inject({ method: 'GET', url: page(), cookies: cookie });
    expect(signedIn.body).toContain('Object on behalf of Northwind Health');
    const short = await t.app.inject({ method: 'POST', url: `${page()}/objection`, headers: form, cookies: cookie, payload: 'reason=no' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(msg.reasonRequired);
    const done = await t.app.inject({
      method: 'POST',
      url: `${page()}/objection`,
      headers: form,
      cookies: cookie,
      payload: `reason=${encodeURIComponent('We do not accept US-owned mail providers.')}`,
    });
    expect(done.statusCode).toBe(303);
    const after = await t.app.inject({ method: 'GET', url: done.headers.location as string, cookies: cookie });
    expect(after.body).toContain(msg.objected);
    expect(after.body).toContain('We do not accept US-owned mail providers.');
    expect(after.body).not.toContain('Submit objection');
    await t.app.inject({ method: 'POST', url: `${page()}/objection`, headers: form, cookies: cookie, payload: 'reason=A second objection text.' });

    const staff = (await api('GET', `${noticeId}/`)).json().data;
    expect(staff.objection_count).toBe(1);
    expect(staff.objections).toMatchObject([
      {
        customer: { id: northwind, name: 'Northwind Health' },
        member_name: 'Dana North',
        member_email: 'dana@northwind.example',
        reason: 'We do not accept US-owned mail providers.',
      },
    ]);
    const log = await t.app.inject({ method: 'GET', url: `/api/v1/core/activity-log/?object_type=customer&object_id=${northwind}`, headers: admin.headers });
    expect(log.json().data.activity_logs.map((r: { description: string }) => r.description)).toContain(
      'Objected to the sub-processor change "We are adding Mailgun as a sub-processor" for Northwind Health',
    );
  });

  it('closes the window on its deadline', async () => {
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx
        .update(subProcessorNotices)
        .set({ objectionDeadline: new Date(Date.now() - 1000) })
        .where(and(eq(subProcessorNotices.organizationId, org.id), eq(subProcessorNotices.id, noticeId))),
    );
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx
        .update(customerMembers)
        .set({ customerId: northwind })
        .where(and(eq(customerMembers.organizationId, org.id), eq(customerMembers.id, members['carl@contoso.example']!))),
    );
    const carl = { trustroom_member: 'member-session-of-carl-0123456789abcdef' };
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.insert(memberSessions).values({
        organizationId: org.id,
        memberId: members['carl@contoso.example']!,
        tokenHash: sha256(carl.trustroom_member),
        expiresAt: new Date(Date.now() + 3600_000),
      }),
    );
    const closed = await t.app.inject({ method: 'GET', url: page(), cookies: carl });
    expect(closed.body).toContain('The objection window closed on');
    expect(closed.body).not.toContain('Submit objection');
    const late = await t.app.inject({
      method: 'POST',
      url: `${page()}/objection`,
      headers: form,
      cookies: carl,
      payload: 'reason=Too late but still objecting.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(msg.windowClosed);
    expect((await api('GET', '')).json().data.notices[0]).toMatchObject({ is_open: false, objection_count: 1 });
  });

  it("answers another organisation's, unknown and malformed ids with not-found", async () => {
    const other = await t.createOrg('Other Vendor');
    const intruder = await t.createUser(other, 'admin');
    expect((await api('GET', `${noticeId}/`, undefined, intruder)).statusCode).toBe(404);
    expect((await api('GET', '', undefined, intruder)).json().data.notices).toEqual([]);
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000', '1%27%20or%201=1']) {
      expect((await api('GET', `${id}/`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/sub-processor-changes/${id}` })).statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/trust/${org.slug}/sub-processor-changes/${id}/objection`,
            headers: form,
            cookies: cookie,
            payload: 'reason=Something long enough.',
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/trust/${other.slug}/sub-processor-changes/${noticeId}` })).statusCode).toBe(404);
  });
});
