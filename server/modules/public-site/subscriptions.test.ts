import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInbox } from '@tests/support/mail';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addContent, ndaText, orgInfo, publishableContent } from '../tc-config/testing';

/** Mail received over real SMTP on loopback. */
let smtp: Awaited<ReturnType<typeof startInbox>>;
let t: TestApp;
let org: TestOrg;
let admin: TestUser;

const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => m.raw);
const linkIn = (text: string, path: string) => {
  const m = new RegExp(`http://localhost:3000(/trust/[^\\s"<>]*${path}[^\\s"<>]*)`).exec(text);
  return m ? m[1]!.replace(/&amp;/g, '&') : null;
};

const subscribeForm = (slug: string, email: string, extra = '') =>
  t.app.inject({
    method: 'POST',
    url: `/trust/${slug}/subscribe`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `email=${encodeURIComponent(email)}${extra}`,
  });

beforeAll(async () => {
  smtp = await startInbox();
  const port = smtp.port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  org = await t.createOrg('Mailing Corp');
  admin = await t.createUser(org, 'admin');
  const call = (method: 'POST' | 'PATCH', url: string, payload: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload });
  await call('PATCH', '/tc-config/site-configuration/', { ...orgInfo, company_name: 'Mailing Corp' });
  await addContent(t.database.db, org.id, publishableContent);
  await call('POST', '/nda/', { text: ndaText });
  expect((await call('POST', '/tc-config/site-publish/', { is_published: true })).statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const announce = (heading: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/tc-config/announcement/',
    headers: admin.headers,
    payload: { heading, description: `${heading}: details for customers.`, is_active: true },
  });

describe('subscribing to Trust Center updates', () => {
  it('confirms by e-mail, then mails announcements with a one-click unsubscribe', async () => {
    const res = await subscribeForm(org.slug, 'Reader@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('check your inbox');
    await t.app.deps.jobs.runUntilIdle();

    const [confirmation] = mailTo('reader@example.com');
    expect(confirmation).toContain('Confirm your subscription');
    const confirmLink = linkIn(confirmation!, '/subscribe/confirm')!;
    expect(confirmLink).toBeTruthy();

    // Not confirmed yet: an announcement reaches nobody.
    expect((await announce('Before confirming')).statusCode).toBe(201);
    await t.app.deps.jobs.runUntilIdle();
    expect(mailTo('reader@example.com')).toHaveLength(1);

    const confirmed = await t.app.inject({ method: 'GET', url: confirmLink });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are subscribed');
    // Opened again (or first by a mail scanner): still says subscribed, never "expired".
    const again = await t.app.inject({ method: 'GET', url: confirmLink });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are subscribed');

    expect((await announce('New data region in Frankfurt')).statusCode).toBe(201);
    await t.app.deps.jobs.runUntilIdle();
    const mails = mailTo('reader@example.com');
    expect(mails).toHaveLength(2);
    const news = mails[1]!;
    expect(news).toContain('Subject: Mailing Corp: New data region in Frankfurt');
    expect(news).toContain('New data region in Frankfurt: details for customers.');

    // The staff list shows the confirmed subscriber.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/subscriber/', headers: admin.headers });
    expect(JSON.stringify(list.json())).toContain('reader@example.com');

    const unsubscribe = linkIn(news, '/unsubscribe')!;
    // Mail clients get one-click unsubscribe (RFC 8058).
    const headers = news.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <http://localhost:3000${unsubscribe}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Opening the link (a person, or a scanner pre-opening it) only asks.
    const ask = await t.app.inject({ method: 'GET', url: unsubscribe });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Unsubscribe from security updates?');
    expect(ask.body).toMatch(/<form action="[^"]*\/unsubscribe\?token=[^"]+" method="post">/);
    expect(JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/v1/tc-config/subscriber/', headers: admin.headers })).json())).toContain(
      'reader@example.com',
    );
    // The button, or the mail client's one-click POST, unsubscribes.
    const gone = await t.app.inject({
      method: 'POST',
      url: unsubscribe,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('You are unsubscribed');
    expect((await announce('After unsubscribing')).statusCode).toBe(201);
    await t.app.deps.jobs.runUntilIdle();
    expect(mailTo('reader@example.com')).toHaveLength(2);
  });

  it('answers the same for an address already subscribed, without revealing it', async () => {
    const first = await subscribeForm(org.slug, 'twice@example.com');
    await t.app.deps.jobs.runUntilIdle();
    const again = await subscribeForm(org.slug, 'twice@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    await t.app.deps.jobs.runUntilIdle();
    expect(mailTo('twice@example.com')).toHaveLength(1); // no second mail within a minute
  });

  it('answers in JSON for the page script and checks the address', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `/trust/${org.slug}/subscribe`,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ detail: 'Please enter a valid email address', attr: 'email' });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/trust/${org.slug}/subscribe`,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { email: 'json@example.com' },
    });
    expect(ok.json().data.message).toContain('check your inbox');
  });

  it('ignores bots that fill the hidden field', async () => {
    await subscribeForm(org.slug, 'bot@example.com', '&website=spam');
    await t.app.deps.jobs.runUntilIdle();
    expect(mailTo('bot@example.com')).toHaveLength(0);
  });

  it('rate-limits the subscribe form', async () => {
    const slug = org.slug.toUpperCase(); // the same Trust Center; counted per visitor and site
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await subscribeForm(slug, `burst${i}@example.com`)).statusCode);
    expect(codes).toContain(429);
    const limited = await subscribeForm(slug, 'late@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
  });

  it("refuses subscriptions to an unpublished Trust Center, and another organisation's links do nothing here", async () => {
    const other = await t.createOrg('Quiet Corp');
    const res = await subscribeForm(other.slug, 'someone@example.com');
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/trust/${other.slug}/subscribe/confirm?token=abc` })).statusCode).toBe(404);
  });
});
