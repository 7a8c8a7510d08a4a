import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';

describe('the mail outbox without SMTP', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Acme');
    admin = await t.createUser(org, 'admin');
  });
  afterAll(() => t.close());

  it('keeps invitations readable with their link, newest first, and only for the organisation', async () => {
    for (const name of ['first', 'second']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/iam/user-manage/',
        headers: admin.headers,
        payload: { first_name: name, email: `${name}@acme.test`, group_id: org.roleIds.sme },
      });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { messages, transport } = res.json().data;
    expect(transport).toBe('outbox');
    expect(messages.map((m: { to: string }) => m.to)).toEqual(['second@acme.test', 'first@acme.test']);
    expect(messages[0].text).toContain('/oidc/set-password?token=');
    expect(messages[0]).toMatchObject({ transport: 'outbox', sent_at: null, error: null });
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/?search=first', headers: admin.headers });
    expect(search.json().pagination.total_count).toBe(1);
    const other = await t.createUser(await t.createOrg('Globex'), 'admin');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/', headers: other.headers });
    expect(theirs.json().data.messages).toEqual([]);
  });

  it('hides one-time links from a reader who does not hold every permission (the IT Admin)', async () => {
    const itadmin = await t.createUser(org, 'itadmin');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/?search=second', headers: itadmin.headers });
    expect(res.statusCode).toBe(200);
    const text: string = res.json().data.messages[0].text;
    expect(text).not.toContain('token=');
    expect(text).toContain('[personal link hidden: only an Admin sees it until mail is set up]');
  });

  it('hides every link that carries a token or signature from such a reader: an acknowledgement, an unsubscribe, a signed download', async () => {
    const site = 'http://localhost:3000/trust/acme';
    const links = [`${site}/acknowledge?token=ack.abc-123`, `${site}/unsubscribe?token=uns_456`, `${site}/files/report.pdf?expires=99&sig=f00d`];
    await t.app.deps.mail.send({
      organizationId: org.id,
      to: 'buyer@acmebuyer.test',
      subject: 'Security event',
      text: `Acknowledge: ${links.join('\n')}\nPublic page: ${site}`,
    });
    const read = async (u: TestUser) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/?search=buyer@acmebuyer', headers: u.headers })).json().data.messages[0].text as string;
    const hidden = await read(await t.createUser(org, 'itadmin'));
    for (const link of links) expect(hidden).not.toContain(link);
    expect(hidden).not.toMatch(/token=|sig=/);
    expect(hidden).toContain(`Public page: ${site}`);
    const shown = await read(admin);
    for (const link of links) expect(shown).toContain(link);
  });

  it('is closed to roles without the outbox permission', async () => {
    const power = await t.createUser(org, 'poweruser');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/', headers: power.headers })).statusCode).toBe(403);
  });
});

describe('the mail outbox with SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let body = '';
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => {
          received.push(body);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the invitation by e-mail and hides its set-password link from the outbox page', async () => {
    const org = await t.createOrg('Acme');
    const admin = await t.createUser(org, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/iam/user-manage/',
      headers: admin.headers,
      payload: { first_name: 'Sam', email: 'sam@acme.test', group_id: org.roleIds.sales },
    });
    expect(created.json().data.invitation).toEqual({ sent_to: 'sam@acme.test', transport: 'smtp' });
    expect(received.join('\n')).toContain('set-password');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/core/outbox/', headers: admin.headers });
    const [mail] = res.json().data.messages;
    expect(mail.transport).toBe('smtp');
    expect(mail.sent_at).not.toBeNull();
    expect(mail.text).not.toContain('token=');
    expect(mail.text).toContain('[personal link hidden: delivered by e-mail]');
  });
});
