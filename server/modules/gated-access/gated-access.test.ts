import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '@shared/contracts/gated-access';
import { createTestApp, type TestApp } from '@tests/support/app';
import { failedSignInLimit } from '@server/lib/oidc/failed-attempts';
import { linkIn, mailTo, pdfPages, publishedSite, visitor, type GatedSite } from './testing';

let t: TestApp;
let acme: GatedSite;
let globex: GatedSite;

const api = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  // Each test visitor comes from its own address (X-Forwarded-For from the test's 'proxy').
  t = await createTestApp({ TRUST_PROXY: 'true' });
  acme = await publishedSite(t, 'Acme', 'acmebuyer.com');
  globex = await publishedSite(t, 'Globex', 'globexbuyer.com');
}, 90_000);
afterAll(() => t.close());

const form = (site: GatedSite, email: string, extra: Record<string, string | string[]> = {}) => ({
  first_name: 'Rita',
  last_name: 'Buyer',
  email,
  company_name: 'Buyer Inc',
  reason: 'Vendor review',
  documents: [`report:${site.ids['Acme SOC 2 Report'] ?? site.ids['Globex SOC 2 Report']}`],
  started: String(Date.now() - 10_000),
  ...extra,
});

/** Approves a pending request for a new customer account and signs the requester in from the invitation. */
async function approveAndSignIn(site: GatedSite, email: string, customerName: string) {
  const browser = visitor(t);
  expect((await browser.post(`/trust/${site.org.slug}/request-access`, form(site, email))).statusCode).toBe(201);
  const list = await api(site.admin.headers, 'GET', `/tc-config/access-request/?status=pending&search=${encodeURIComponent(email)}`);
  const request = list.json().data.access_requests[0];
  const approved = await api(site.admin.headers, 'POST', `/tc-config/access-request/${request.id}/action/`, { action: 'APPROVE' });
  expect(approved.statusCode).toBe(200);
  const chosen = await api(site.admin.headers, 'POST', `/tc-config/access-request/${request.id}/customer/`, { customer_name: customerName });
  expect(chosen.statusCode).toBe(200);
  const [invitation] = await mailTo(t, email);
  const link = linkIn(invitation!.text, '/member/set-password');
  expect((await browser.get(link.pathname + link.search)).body).toContain('Set your password');
  const set = await browser.post(`/trust/${site.org.slug}/member/set-password`, { token: link.searchParams.get('token')!, password: 'correct horse battery' });
  expect(set.statusCode).toBe(303);
  expect(browser.cookie).toMatch(/^trustroom_member=/);
  return { browser, request, customer: chosen.json().data.customer as { id: string; name: string } };
}

async function downloadHref(browser: ReturnType<typeof visitor>, site: GatedSite, name: string) {
  const home = await browser.get(`/trust/${site.org.slug}/member`);
  expect(home.statusCode).toBe(200);
  const m = home.body.match(new RegExp(`href="([^"]+)"[^>]*aria-label="Download ${name}"`));
  expect(m).not.toBeNull();
  return m![1]!.replace(/&amp;/g, '&');
}

async function acceptNda(browser: ReturnType<typeof visitor>, site: GatedSite, href: string) {
  const first = await browser.get(href);
  expect(first.statusCode).toBe(303);
  expect(first.headers.location).toContain('/member/nda');
  const page = await browser.get(String(first.headers.location));
  const hash = page.body.match(/name="hash" value="([0-9a-f]+)"/)![1]!;
  const signed = await browser.post(`/trust/${site.org.slug}/member/nda`, { full_name: 'Rita Buyer', accept: 'yes', hash, next: href });
  expect(signed.statusCode).toBe(303);
  // Back on the documents list, told the NDA is accepted, while the document asked for downloads by itself.
  expect(signed.headers.location).toBe(`/trust/${site.org.slug}/member?nda=accepted`);
  const home = await browser.get(String(signed.headers.location));
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('Thank you: the NDA is accepted. Your download starts in a moment');
  expect(home.body).toContain(`<meta http-equiv="refresh" content="1;url=${href.replace(/&/g, '&amp;')}">`);
  expect(home.body).not.toContain('name="hash"');
  // Reloading the list (or coming back to it) does not download the document a second time.
  const again = await browser.get(String(signed.headers.location));
  expect(again.statusCode).toBe(200);
  expect(again.body).not.toContain('http-equiv="refresh"');
  expect(again.body).toContain('Thank you: the NDA is accepted. You can download the documents below.');
}

describe('a visitor asks for a confidential report', () => {
  it('is approved by staff, sets a password, accepts the NDA and downloads a PDF stamped on every page', async () => {
    const { browser, customer } = await approveAndSignIn(acme, 'rita@newbuyer.com', 'New Buyer');
    expect(customer.name).toBe('New Buyer');
    const href = await downloadHref(browser, acme, 'Acme SOC 2 Report');
    await acceptNda(browser, acme, href);
    const file = await browser.get(href);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const pages = await pdfPages(file.rawPayload);
    expect(pages).toHaveLength(2);
    for (const p of pages) expect(p).toMatch(/Confidential - downloaded by Rita Buyer \(New Buyer\) on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

    const signed = (await api(acme.admin.headers, 'GET', '/nda/signed-logs/')).json().data.signed_ndas;
    expect(signed[0]).toMatchObject({
      actor: { full_name: 'Rita Buyer', company: { name: 'New Buyer' } },
      actor_email: 'rita@newbuyer.com',
      signed_nda: { version_display: 'v1' },
    });
    expect(signed[0].text_hash).toMatch(/^[0-9a-f]{64}$/);
    const downloads = (await api(acme.admin.headers, 'GET', `/customer/${customer.id}/download/`)).json().data.downloads;
    expect(downloads[0]).toMatchObject({ document_name: 'Acme SOC 2 Report', stamped: true, member: { email: 'rita@newbuyer.com' } });
    const activity = (await api(acme.admin.headers, 'GET', `/core/activity-log/?object_type=customer&object_id=${customer.id}`)).json();
    const descriptions = JSON.stringify(activity);
    expect(descriptions).toContain('accepted NDA v1');
    expect(descriptions).toContain('downloaded \\"Acme SOC 2 Report');
  });

  it("is e-mailed to the organisation's sales team when it waits for a decision", async () => {
    const receivers = await api(globex.admin.headers, 'POST', '/core/internal-notification-receivers/', {
      internal_notification_receivers: { sales_team_email: 'sales@globex.example', legal_team_email: '' },
    });
    expect(receivers.statusCode).toBe(200);
    expect(
      (await visitor(t).post(`/trust/${globex.org.slug}/request-access`, form(globex, 'nora@prospect.example', { reason: 'Due diligence for renewal' })))
        .statusCode,
    ).toBe(201);
    const [mail] = await mailTo(t, 'sales@globex.example');
    expect(mail!.subject).toBe('Access request from Rita Buyer (Buyer Inc)');
    expect(mail!.text).toContain('nora@prospect.example');
    expect(mail!.text).toContain('Globex SOC 2 Report');
    expect(mail!.text).toContain('Reason: Due diligence for renewal');
    expect(mail!.text).toContain('http://localhost:3000/trust-center/requests');
    // Auto-approved requests need no decision: no mail to the sales team.
    expect((await visitor(t).post(`/trust/${globex.org.slug}/request-access`, form(globex, 'kim@globexbuyer.com'))).statusCode).toBe(201);
    expect(await mailTo(t, 'sales@globex.example')).toHaveLength(1);
  });

  it('is approved at once when the e-mail domain is whitelisted for a customer account', async () => {
    const browser = visitor(t);
    const res = await browser.post(`/trust/${acme.org.slug}/request-access`, form(acme, 'sam@acmebuyer.com'));
    expect(res.statusCode).toBe(201);
    // The page says what it says to anyone: it does not tell a visitor which companies are customers.
    const stranger = await visitor(t).post(`/trust/${acme.org.slug}/request-access`, form(acme, 'lee@not-a-customer.example'));
    const answer = (body: string) => /<main[\s\S]*<\/main>/.exec(body)?.[0].replace(/\s+/g, ' ');
    expect(answer(res.body)).toBe(answer(stranger.body));
    expect(res.body).toContain(accessMessages.requestSent);
    const members = (await api(acme.admin.headers, 'GET', `/customer/${acme.customerId}/member/`)).json().data.members;
    expect(members.map((m: { email: string }) => m.email)).toContain('sam@acmebuyer.com');
    const [mail] = await mailTo(t, 'sam@acmebuyer.com');
    expect(mail!.text).toContain('/member/set-password?token=');
    const list = (await api(acme.admin.headers, 'GET', '/tc-config/access-request/?search=sam%40acmebuyer.com')).json().data.access_requests;
    expect(list[0]).toMatchObject({ status: 'approved', auto_approved: true, customer: { name: 'Acme Customer' } });
    // Asking again as a member: the same page, and an e-mail with a link to sign in.
    const again = await visitor(t).post(`/trust/${acme.org.slug}/request-access`, form(acme, 'sam@acmebuyer.com'));
    expect(answer(again.body)).toBe(answer(stranger.body));
    const mails = await mailTo(t, 'sam@acmebuyer.com');
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes('/member/sign-in-link?token='))).toBe(true);
  });

  it('shows field errors for malformed and oversized forms, and refuses documents that are not confidential or not published', async () => {
    const browser = visitor(t);
    const bad = await browser.post(`/trust/${acme.org.slug}/request-access`, form(acme, 'not-an-email', { first_name: 'x'.repeat(500), documents: [] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid email address');
    expect(bad.body).toContain('Keep this under 100 characters');
    expect(bad.body).toContain('Please choose at least one document');
    for (const doc of [`report:${acme.ids['Acme Whitepaper']}`, `report:${acme.ids['Acme Old Report']}`, `report:${globex.ids['Globex SOC 2 Report']}`]) {
      const res = await browser.post(`/trust/${acme.org.slug}/request-access`, form(acme, 'ok@elsewhere.com', { documents: [doc] }), {
        accept: 'application/json',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        attr: 'documents',
        detail: 'This document is not available on request: it is either public already or no longer published.',
      });
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: `/trust/${acme.org.slug}/request-access`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `reason=${'a'.repeat(40_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses free e-mail providers only when the organisation says so, and ignores bots', async () => {
    const browser = visitor(t);
    const gmail = form(acme, 'someone@gmail.com');
    expect((await browser.post(`/trust/${acme.org.slug}/request-access`, gmail)).statusCode).toBe(201);
    expect((await api(acme.admin.headers, 'PATCH', '/nda/settings/', { refuse_free_mail: true })).json().data.refuse_free_mail).toBe(true);
    const refused = await browser.post(`/trust/${acme.org.slug}/request-access`, form(acme, 'other@gmail.com'));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('free e-mail providers are not accepted');
    await api(acme.admin.headers, 'PATCH', '/nda/settings/', { refuse_free_mail: false });
    const bot = await browser.post(`/trust/${acme.org.slug}/request-access`, form(acme, 'bot@spam.example', { website: 'http://spam' }), {
      accept: 'application/json',
    });
    expect(bot.statusCode).toBe(201);
    const tooFast = await browser.post(`/trust/${acme.org.slug}/request-access`, form(acme, 'fast@spam.example', { started: String(Date.now()) }));
    expect(tooFast.statusCode).toBe(400);
    const search = (await api(acme.admin.headers, 'GET', '/tc-config/access-request/?search=spam.example')).json();
    expect(search.data.access_requests).toHaveLength(0);
  });

  it('limits requests per e-mail address and per IP address', async () => {
    const browser = visitor(t);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await browser.post(`/trust/${globex.org.slug}/request-access`, form(globex, 'repeat@limits.example'), { 'x-forwarded-for': '10.9.9.9' })).statusCode,
      );
    expect(codes).toEqual([201, 201, 201, 429]);
    // The refusal is the Trust Center's own page, with the way back to it.
    const refused = await visitor(t).post(`/trust/${globex.org.slug}/request-access`, form(globex, 'repeat@limits.example'), { 'x-forwarded-for': '10.9.9.8' });
    expect(refused.body).toContain('Please slow down');
    expect(refused.body).toContain(`href="/trust/${globex.org.slug}"`);
    expect(refused.body).toContain('<style>');
    // Five accepted requests per address: the one refused for its e-mail address does not count.
    const more: number[] = [];
    for (let i = 0; i < 3; i++)
      more.push(
        (await browser.post(`/trust/${globex.org.slug}/request-access`, form(globex, `n${i}@limits.example`), { 'x-forwarded-for': '10.9.9.9' })).statusCode,
      );
    expect(more).toEqual([201, 201, 429]);
  });

  it('does not count a mistyped form toward the limit: the visitor is shown the form again, then gets through', async () => {
    const browser = visitor(t);
    const ip = { 'x-forwarded-for': '10.7.7.7' };
    for (let i = 0; i < 8; i++) expect((await browser.post(`/trust/${globex.org.slug}/request-access`, form(globex, 'not-an-email'), ip)).statusCode).toBe(400);
    expect((await browser.post(`/trust/${globex.org.slug}/request-access`, form(globex, 'typo@limits.example'), ip)).statusCode).toBe(201);
  });
});

describe('member sessions', () => {
  it('are separate from staff sessions: a staff token never opens member pages and a member cookie never calls the API', async () => {
    const { browser } = await approveAndSignIn(acme, 'sep@separate.example', 'Separate Co');
    const staffOnMember = await t.app.inject({ method: 'GET', url: `/trust/${acme.org.slug}/member`, headers: acme.admin.headers });
    expect(staffOnMember.statusCode).toBe(303);
    expect(staffOnMember.headers.location).toContain('/member/sign-in');
    const token = browser.cookie.split('=')[1]!;
    expect((await api({ authorization: `Bearer ${token}` }, 'GET', '/customer/')).statusCode).toBe(401);
    expect((await api({ cookie: browser.cookie }, 'GET', '/customer/')).statusCode).toBe(401);
  });

  it('refuse an inactive member at once, the open session included', async () => {
    const { browser, customer } = await approveAndSignIn(acme, 'gone@inactive.example', 'Inactive Co');
    expect((await browser.get(`/trust/${acme.org.slug}/member`)).statusCode).toBe(200);
    const [member] = (await api(acme.admin.headers, 'GET', `/customer/${customer.id}/member/`)).json().data.members;
    expect((await api(acme.admin.headers, 'PATCH', `/customer/${customer.id}/member/${member.id}/`, { is_active: false })).statusCode).toBe(200);
    expect((await browser.get(`/trust/${acme.org.slug}/member`)).statusCode).toBe(303);
    const signIn = await browser.post(`/trust/${acme.org.slug}/member/sign-in`, { email: 'gone@inactive.example', password: 'correct horse battery' });
    expect(signIn.statusCode).toBe(401);
  });

  it('keep their address once they have signed in: staff cannot move it to another person', async () => {
    const { customer } = await approveAndSignIn(acme, 'nora@keeper.example', 'Keeper Co');
    const [member] = (await api(acme.admin.headers, 'GET', `/customer/${customer.id}/member/`)).json().data.members;
    expect(member.has_signed_in).toBe(true);
    const moved = await api(acme.admin.headers, 'PATCH', `/customer/${customer.id}/member/${member.id}/`, { email: 'nora@attacker.example' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0]).toMatchObject({ detail: accessMessages.memberEmailKept, attr: 'email' });
    expect((await api(acme.admin.headers, 'PATCH', `/customer/${customer.id}/member/${member.id}/`, { full_name: 'Nora Keeper' })).statusCode).toBe(200);
  });

  it('may have a pending invitation corrected, and the link sent to the mistyped address stops working', async () => {
    const added = await api(acme.admin.headers, 'POST', `/customer/${acme.customerId}/member/`, { full_name: 'Paul Pending', email: 'paul@acmebuyr.com' });
    expect(added.statusCode).toBe(201);
    const member = added.json().data;
    expect(member.has_signed_in).toBe(false);
    const [sent] = await mailTo(t, 'paul@acmebuyr.com');
    const link = linkIn(sent!.text, '/member/set-password');
    const fixed = await api(acme.admin.headers, 'PATCH', `/customer/${acme.customerId}/member/${member.id}/`, { email: 'paul@acmebuyer.com' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.email).toBe('paul@acmebuyer.com');
    expect((await visitor(t).get(link.pathname + link.search)).body).not.toContain('Set your password');
  });

  it("unlock the cached public page in place: the page script learns the member's personal download links", async () => {
    const anonymous = await visitor(t).get(`/trust/${acme.org.slug}/member/status.json`);
    expect(anonymous.json()).toEqual({ data: { member: null } });
    const { browser } = await approveAndSignIn(acme, 'page@unlock.example', 'Unlock Co');
    const status = await browser.get(`/trust/${acme.org.slug}/member/status.json`);
    expect(status.headers['cache-control']).toBe('private, no-store');
    const data = status.json().data;
    expect(data.member).toEqual({ full_name: 'Rita Buyer', customer_name: 'Unlock Co' });
    const href = data.downloads[`report:${acme.ids['Acme SOC 2 Report']}`];
    expect(href).toBe(await downloadHref(browser, acme, 'Acme SOC 2 Report'));
    // Only documents with a file, and never another organisation's.
    expect(Object.keys(data.downloads).every((k) => Object.values(acme.ids).includes(k.split(':')[1]!))).toBe(true);
  });

  it('return to the page they came from after signing in, and only to a page of this Trust Center', async () => {
    await approveAndSignIn(acme, 'back@return.example', 'Return Co');
    const signIn = (next: string) =>
      visitor(t).post(`/trust/${acme.org.slug}/member/sign-in`, { email: 'back@return.example', password: 'correct horse battery', next });
    const incident = `/trust/${acme.org.slug}/incidents/00000000-0000-4000-8000-000000000000`;
    expect((await signIn(incident)).headers.location).toBe(incident);
    for (const evil of [
      '//evil.example/x',
      'https://evil.example/',
      `/trust/${globex.org.slug}/member`,
      `/trust/${acme.org.slug}//evil.example`,
      `/trust/${acme.org.slug}/../../x`,
    ]) {
      expect((await signIn(evil)).headers.location).toBe(`/trust/${acme.org.slug}/member`);
    }
    const form = await visitor(t).get(`/trust/${acme.org.slug}/member/sign-in?next=${encodeURIComponent(incident)}`);
    expect(form.body).toContain(`name="next" value="${incident}"`);
  });

  it('cannot have their password guessed from many addresses: the account waits, except at an address it signed in from', async () => {
    await approveAndSignIn(acme, 'guessed@target.example', 'Guessed Co');
    const signIn = (browser: ReturnType<typeof visitor>, password: string) =>
      browser.post(`/trust/${acme.org.slug}/member/sign-in`, { email: 'guessed@target.example', password });
    const usual = visitor(t);
    expect((await signIn(usual, 'correct horse battery')).statusCode).toBe(303);
    // One wrong guess from each of many addresses: no address reaches its own limit.
    for (let i = 0; i < failedSignInLimit.perAccount; i++) expect((await signIn(visitor(t), `guess number ${i}`)).statusCode).toBe(401);
    const stranger = await signIn(visitor(t), 'correct horse battery');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.body).toContain('Too many failed sign-in attempts. Please wait 15 minutes and try again, or ask for a sign-in link.');
    expect(stranger.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^trustroom_member=[^;]/)]));
    // The person at their usual address still signs in.
    expect((await signIn(usual, 'correct horse battery')).statusCode).toBe(303);
  });

  it('get a few sign-in links per quarter hour, however many addresses ask for them, and the page says the same each time', async () => {
    await approveAndSignIn(acme, 'flooded@target.example', 'Flooded Co');
    const pages = [];
    for (let i = 0; i < 6; i++) pages.push(await visitor(t).post(`/trust/${acme.org.slug}/member/sign-in-link`, { email: 'flooded@target.example' }));
    expect(pages.every((p) => p.statusCode === 200 && p.body.includes('a sign-in link is on its way'))).toBe(true);
    // Every sign-in link of the last quarter hour, the one signing in may have used included.
    const links = (await mailTo(t, 'flooded@target.example')).filter((m) => m.text.includes('/member/sign-in-link?token='));
    expect(links).toHaveLength(3);
  });

  it('go with their deleted customer account: the session ends and the address can be invited to another account', async () => {
    const { browser, customer } = await approveAndSignIn(acme, 'moved@deleted.example', 'Deleted Co');
    const del = await api(acme.admin.headers, 'DELETE', `/customer/${customer.id}/`);
    expect(del.statusCode).toBe(204);
    expect((await browser.get(`/trust/${acme.org.slug}/member`)).statusCode).toBe(303);
    const again = await api(acme.admin.headers, 'POST', `/customer/${acme.customerId}/member/`, { full_name: 'Moved Buyer', email: 'moved@deleted.example' });
    expect(again.statusCode).toBe(201);
    const members = (await api(acme.admin.headers, 'GET', '/customer/all-member/?search=moved%40deleted.example')).json().data.members;
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ email: 'moved@deleted.example', customer: { id: acme.customerId } });
  });

  it('refuse a download URL copied to another browser or opened by another member', async () => {
    const rita = await approveAndSignIn(acme, 'copy@first.example', 'First Co');
    const href = await downloadHref(rita.browser, acme, 'Acme SOC 2 Report');
    const stranger = visitor(t);
    const anonymous = await stranger.get(href);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Sign in to download');
    const other = await approveAndSignIn(acme, 'copy@second.example', 'Second Co');
    const mismatch = await other.browser.get(href);
    expect(mismatch.statusCode).toBe(403);
  });

  it("keep a member of a Globex customer away from Acme's files", async () => {
    const g = await approveAndSignIn(globex, 'buyer@globexside.example', 'Globex Side');
    const acmeDoc = `/trust/${acme.org.slug}/member/documents/report/${acme.ids['Acme SOC 2 Report']}`;
    const res = await g.browser.get(acmeDoc);
    expect(res.statusCode).toBe(401);
    expect((await g.browser.get(`/trust/${acme.org.slug}/member`)).statusCode).toBe(303);
    const globexHome = await g.browser.get(`/trust/${globex.org.slug}/member`);
    expect(globexHome.body).toContain('Globex SOC 2 Report');
    expect(globexHome.body).not.toContain('Acme SOC 2 Report');
  });
});

describe('NDA versions', () => {
  it('ask for acceptance again only when the new version is a material change', async () => {
    const { browser } = await approveAndSignIn(globex, 'nda@versions.example', 'Versions Co');
    const href = await downloadHref(browser, globex, 'Globex SOC 2 Report');
    await acceptNda(browser, globex, href);
    expect((await browser.get(href)).statusCode).toBe(200);
    const minor = await api(globex.admin.headers, 'POST', '/nda/versions/', {
      text: '<p>The parties agree to keep shared information confidential (typo fixed).</p>',
      is_material: false,
    });
    expect(minor.statusCode).toBe(201);
    expect(minor.json().data).toMatchObject({ version: 2, is_material: false, is_current: true });
    expect((await browser.get(href)).statusCode).toBe(200);
    expect(
      (await api(globex.admin.headers, 'POST', '/nda/versions/', { text: '<p>New terms: 5 years.</p><script>alert(1)</script>', is_material: true }))
        .statusCode,
    ).toBe(201);
    const again = await browser.get(href);
    expect(again.statusCode).toBe(303);
    const page = await browser.get(String(again.headers.location));
    expect(page.body).toContain('The agreement changed (version 3)');
    expect(page.body).not.toContain('<script>');
    const v1 = (await api(globex.admin.headers, 'GET', '/nda/versions/1/')).json().data;
    expect(v1.text).toContain('keep shared information confidential');
    expect(v1.signed_count).toBe(1);
  });
});
