import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEventMessages as msg } from '@shared/contracts/security-events';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { customerMembers, mailMessages, tcSubscribers } from '../../db/schema/index';
import { withSystem, withTenant } from '../../db/tenant-isolation';
import { addContent, ndaText, orgInfo, publishableContent } from '../tc-config/testing';

const base = '/api/v1/security-event/';

describe('major security events', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let customerId: string;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Incident Corp');
    admin = await t.createUser(org, 'admin');
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload });
    await call('PATCH', '/tc-config/site-configuration/', { ...orgInfo, company_name: 'Incident Corp' });
    await addContent(t.database.db, org.id, publishableContent);
    await call('POST', '/nda/', { text: ndaText });
    expect((await call('POST', '/tc-config/site-publish/', { is_published: true })).statusCode).toBe(200);
    customerId = (await call('POST', '/customer/', { name: 'Northwind Health' })).json().data.id;
    productId = (await call('POST', '/product/', { name: 'Billing API' })).json().data.id;
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.insert(tcSubscribers).values([
        { organizationId: org.id, email: 'reader@example.com', status: 'confirmed', confirmedAt: new Date() },
        { organizationId: org.id, email: 'pending@example.com', status: 'pending' },
      ]),
    );
    await withTenant(t.database.db, { organizationId: org.id }, (tx) =>
      tx.insert(customerMembers).values([
        { organizationId: org.id, customerId, email: 'dana@northwind.example', fullName: 'Dana North' },
        { organizationId: org.id, customerId, email: 'gone@northwind.example', fullName: 'Gone', isActive: false },
      ]),
    );
  }, 60_000);
  afterAll(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user = admin) =>
    t.app.inject({ method, url: `${base}${url}`, headers: user.headers, ...(payload ? { payload } : {}) });
  const mailTo = (email: string) =>
    withSystem(t.database.db, (tx) =>
      tx
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.organizationId, org.id), eq(mailMessages.to, email))),
    );
  let eventId: string;

  it('opens an event with affected products and customers, and lists it with status and date filters', async () => {
    const res = await req('POST', '', {
      name: 'Credential stuffing on the login page',
      internal_description: 'Attacker IPs in AS64500; see ticket SEC-42.',
      product_ids: [productId],
      customer_ids: [customerId],
    });
    expect(res.statusCode).toBe(201);
    const e = res.json().data;
    eventId = e.id;
    expect(e).toMatchObject({
      status: 'OPEN',
      is_editable: true,
      is_report_available: false,
      products: [{ id: productId, name: 'Billing API' }],
      customers: [{ id: customerId, name: 'Northwind Health' }],
    });
    expect((await req('POST', '', { name: 'Someone else', customer_ids: ['00000000-0000-4000-8000-000000000000'] })).json().errors[0]).toMatchObject({
      attr: 'customer_ids',
      detail: msg.unknownCustomer,
    });
    expect((await req('POST', '', { name: ' ' })).json().errors[0]).toMatchObject({ attr: 'name' });
    const today = new Date().toISOString().slice(0, 10);
    expect((await req('GET', `?status=OPEN&created_at=${today}`)).json().data.security_events.map((x: { id: string }) => x.id)).toEqual([eventId]);
    expect((await req('GET', '?status=CLOSED')).json().pagination.total_count).toBe(0);
    expect((await req('GET', '?created_at=2001-01-01,2001-01-31')).json().pagination.total_count).toBe(0);
    expect((await req('GET', '?status=DONE')).statusCode).toBe(400);
  });

  it('answers an unknown or malformed id with the not-found code, never a 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1%27%20or%201=1']) {
      const res = await req('GET', `${id}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ code: 'invalid', detail: msg.notFound });
      expect((await req('GET', `${id}/update/`)).statusCode).toBe(404);
      expect((await req('POST', `${id}/update/`, { title: 'x', description: 'y', event_status: 'OPEN' })).statusCode).toBe(404);
      expect((await req('POST', `${id}/report/download/`)).statusCode).toBe(404);
    }
    expect((await req('DELETE', `${eventId}/update/nope/`)).statusCode).toBe(404);
  });

  it('publishes updates: the event takes their status, subscribers and the affected account hear of it', async () => {
    const first = await req('POST', `${eventId}/update/`, {
      title: 'We are investigating failed logins',
      description: 'Some sign-ins fail; no data is affected.',
      event_status: 'IN_PROGRESS',
    });
    expect(first.statusCode).toBe(201);
    const second = await req('POST', `${eventId}/update/`, {
      title: 'Sessions of some customers were reset',
      description: 'Affected users must sign in again.',
      event_status: 'IN_PROGRESS',
      customer_impact: true,
      external_link: 'https://status.example.com/42',
    });
    expect(second.json().data).toMatchObject({ customer_impact: true, is_public: true });
    await req('POST', `${eventId}/update/`, {
      title: 'Private note to Northwind',
      description: 'Your tenant saw 3 resets.',
      event_status: 'IN_PROGRESS',
      is_public: false,
    });
    await t.app.deps.jobs.runUntilIdle();

    const event = (await req('GET', `${eventId}/`)).json().data;
    expect(event).toMatchObject({ status: 'IN_PROGRESS', update_count: 3, public_update_count: 2 });
    expect(event.public_url).toBe(`http://localhost:3000/trust/${org.slug}/incidents/${eventId}`);

    const mails = await mailTo('reader@example.com');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      '[In progress] Incident Corp: Credential stuffing on the login page — Sessions of some customers were reset',
      '[In progress] Incident Corp: Credential stuffing on the login page — We are investigating failed logins',
    ]);
    expect(mails[0]!.text).toContain(`/trust/${org.slug}/unsubscribe?token=`);
    expect(mails.some((m) => m.text.includes('AS64500'))).toBe(false);
    expect(await mailTo('pending@example.com')).toEqual([]);
    // The affected account's members hear of every update, the private one too, without an unsubscribe link.
    const member = await mailTo('dana@northwind.example');
    expect(member).toHaveLength(3);
    expect(member.map((m) => m.text).join('\n')).toContain('Your tenant saw 3 resets.');
    expect(member[0]!.text).toContain('Northwind Health is among the customers affected');
    expect(member[0]!.text).not.toContain('unsubscribe');
    expect(await mailTo('gone@northwind.example')).toEqual([]);

    const filtered = (await req('GET', `${eventId}/update/?customer_impact=1`)).json();
    expect(filtered.data.updates.map((u: { title: string }) => u.title)).toEqual(['Sessions of some customers were reset']);
    expect((await req('GET', `${eventId}/update/?event_status=CLOSED`)).json().pagination.total_count).toBe(0);

    const log = await t.app.inject({ method: 'GET', url: `/api/v1/core/activity-log/?object_type=customer&object_id=${customerId}`, headers: admin.headers });
    const lines = log.json().data.activity_logs.map((r: { description: string }) => r.description);
    expect(lines.filter((l: string) => l.startsWith('E-mailed 1 member of Northwind Health'))).toHaveLength(3);
  });

  it('shows public updates on the Trust Center only: banner, incident page and feed, never the internal description', async () => {
    const json = (await t.app.inject({ method: 'GET', url: `/api/v1/public/trust/${org.slug}/` })).json().data;
    expect(json.incidents).toEqual([
      expect.objectContaining({ id: eventId, name: 'Credential stuffing on the login page', latest_title: 'Sessions of some customers were reset' }),
    ]);
    const home = (await t.app.inject({ method: 'GET', url: `/trust/${org.slug}` })).body;
    expect(home).toContain('tc-incident-banner');
    const page = await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/incidents/${eventId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We are investigating failed logins');
    expect(page.body.indexOf('Sessions of some customers were reset')).toBeLessThan(page.body.indexOf('We are investigating failed logins'));
    expect(page.body).not.toContain('AS64500');
    expect(page.body).not.toContain('Private note');
    expect(page.body).not.toContain('<script');
    expect((await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/incidents/not-an-id` })).statusCode).toBe(404);
    const feed = await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/feed.xml` });
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain('Sessions of some customers were reset');
    expect(feed.body).not.toContain('Private note');
  });

  it("closes the event with a final update; then 'Event is closed' holds and the banner goes", async () => {
    expect((await req('POST', `${eventId}/report/`, { summary: 'Too early' })).json().errors[0].detail).toBe(msg.reportNotClosed);
    const updates = (await req('GET', `${eventId}/update/`)).json().data.updates;
    const close = await req('POST', `${eventId}/update/`, {
      title: 'Resolved',
      description: 'Rate limits and MFA prompts stopped the attack.',
      event_status: 'CLOSED',
    });
    expect(close.statusCode).toBe(201);
    const event = (await req('GET', `${eventId}/`)).json().data;
    expect(event).toMatchObject({ status: 'CLOSED', is_editable: false });
    expect(event.closed_at).toBeTruthy();
    for (const res of [
      await req('POST', `${eventId}/update/`, { title: 'One more', description: 'x', event_status: 'IN_PROGRESS' }),
      await req('PATCH', `${eventId}/`, { name: 'Renamed' }),
      await req('PATCH', `${eventId}/update/${updates[0].id}/`, { title: 'Changed' }),
      await req('DELETE', `${eventId}/update/${updates[0].id}/`),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].detail).toBe(msg.closed);
    }
    const json = (await t.app.inject({ method: 'GET', url: `/api/v1/public/trust/${org.slug}/` })).json().data;
    expect(json.incidents).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/trust/${org.slug}/incidents/${eventId}` })).body).toContain('Resolved');
  });

  it('creates the report of a closed event and downloads it as a PDF whose text holds the timeline', async () => {
    expect((await req('POST', `${eventId}/report/download/`)).json().errors[0].detail).toBe(msg.reportMissing);
    const saved = await req('POST', `${eventId}/report/`, {
      summary: 'A credential-stuffing wave hit the login page.',
      impact: 'Some sessions were reset.',
      root_cause: 'Reused passwords from a third-party breach.',
      resolution: 'Rate limiting and MFA prompts.',
    });
    expect(saved.statusCode).toBe(201);
    expect((await req('GET', `${eventId}/`)).json().data.is_report_available).toBe(true);
    const pdf = await req('POST', `${eventId}/report/download/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('security-incident-report-credential-stuffing-on-the-login-page.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    for (const s of [
      'Credential stuffing on the login page',
      'Summary',
      'Timeline of updates',
      'We are investigating failed logins',
      'Sessions of some customers were reset',
      'Private note to Northwind',
      'Resolved',
      'Reused passwords',
      'Resolution and closure',
    ]) {
      expect(text).toContain(s);
    }
    expect(text.indexOf('We are investigating failed logins')).toBeLessThan(text.indexOf('Sessions of some customers were reset'));
    expect(text).not.toContain('Northwind Health');
    expect(text).not.toContain('AS64500');
  });

  it('deletes an event with its updates, and records it', async () => {
    const e = (await req('POST', '', { name: 'False alarm' })).json().data;
    await req('POST', `${e.id}/update/`, { title: 'Looking into it', description: 'x', event_status: 'OPEN' });
    expect((await req('DELETE', `${e.id}/`)).statusCode).toBe(204);
    expect((await req('GET', `${e.id}/`)).statusCode).toBe(404);
    const log = await t.app.inject({ method: 'GET', url: '/api/v1/core/activity-log/?group=trust_center', headers: admin.headers });
    expect(log.json().data.activity_logs.map((r: { description: string }) => r.description)).toContain('Deleted security event "False alarm" and its 1 update');
  });

  it('lets each role do only what its permissions allow', async () => {
    const roles = ['itadmin', 'poweruser', 'sales', 'salesadmin', 'sme'] as const;
    const open = (await req('POST', '', { name: 'Role check' })).json().data;
    const upd = (await req('POST', `${open.id}/update/`, { title: 'First', description: 'x', event_status: 'OPEN' })).json().data;
    const expected: Record<(typeof roles)[number], { view: boolean; write: boolean; download: boolean }> = {
      itadmin: { view: false, write: false, download: false },
      poweruser: { view: true, write: true, download: true },
      sales: { view: true, write: false, download: true },
      salesadmin: { view: true, write: false, download: true },
      sme: { view: false, write: false, download: false },
    };
    for (const role of roles) {
      const u = await t.createUser(org, role);
      const want = expected[role];
      const code = (ok: boolean, good: number) => (ok ? good : 403);
      expect((await req('GET', '', undefined, u)).statusCode, role).toBe(code(want.view, 200));
      expect((await req('GET', `${open.id}/`, undefined, u)).statusCode, role).toBe(code(want.view, 200));
      expect((await req('GET', `${open.id}/update/`, undefined, u)).statusCode, role).toBe(code(want.view, 200));
      expect((await req('POST', '', { name: `By ${role}` }, u)).statusCode, role).toBe(code(want.write, 201));
      expect((await req('PATCH', `${open.id}/`, { name: 'Role check' }, u)).statusCode, role).toBe(code(want.write, 200));
      expect((await req('POST', `${open.id}/update/`, { title: `From ${role}`, description: 'x', event_status: 'OPEN' }, u)).statusCode, role).toBe(
        code(want.write, 201),
      );
      expect((await req('PATCH', `${open.id}/update/${upd.id}/`, { title: 'First' }, u)).statusCode, role).toBe(code(want.write, 200));
      expect((await req('POST', `${eventId}/report/`, { summary: 'Again' }, u)).statusCode, role).toBe(code(want.write, 201));
      expect((await req('POST', `${eventId}/report/download/`, undefined, u)).statusCode, role).toBe(code(want.download, 200));
      if (!want.write) {
        expect((await req('DELETE', `${open.id}/update/${upd.id}/`, undefined, u)).statusCode, role).toBe(403);
        expect((await req('DELETE', `${open.id}/`, undefined, u)).statusCode, role).toBe(403);
      }
    }
  }, 60_000);

  it('keeps another organisation from seeing or changing the events', async () => {
    const other = await t.createOrg('Other');
    const intruder = await t.createUser(other, 'admin');
    expect((await req('GET', '', undefined, intruder)).json().pagination.total_count).toBe(0);
    expect((await req('GET', `${eventId}/`, undefined, intruder)).statusCode).toBe(404);
    expect((await req('GET', `${eventId}/update/`, undefined, intruder)).statusCode).toBe(404);
    expect((await req('POST', `${eventId}/update/`, { title: 'x', description: 'y', event_status: 'OPEN' }, intruder)).statusCode).toBe(404);
    expect((await req('DELETE', `${eventId}/`, undefined, intruder)).statusCode).toBe(404);
    expect((await req('POST', `${eventId}/report/download/`, undefined, intruder)).statusCode).toBe(404);
    expect((await req('POST', '', { name: 'Cross', customer_ids: [customerId] }, intruder)).statusCode).toBe(400);
    expect((await req('GET', `${eventId}/`)).statusCode).toBe(200);
  });
});
