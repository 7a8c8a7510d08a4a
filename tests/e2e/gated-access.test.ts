import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfPages } from '@server/modules/gated-access/testing';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';
import { startInbox } from '../support/mail';

const run = browserAvailable();
const shots = process.env.SCREENSHOT_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

describe.skipIf(!run)('gated access: request, approval, invitation, NDA and the stamped download', journey, () => {
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof startInbox>>;
  let browser: Browser;
  let staff: Page;

  beforeAll(async () => {
    smtp = await startInbox();
    server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    browser = await launchBrowser();
    staff = await (await browser.newContext({ viewport: { width: 1400, height: 950 } })).newPage();
    staff.setDefaultTimeout(20_000);
    await signIn(staff, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  async function waitForMail(to: string) {
    for (let i = 0; i < 80; i++) {
      const m = smtp.received.find((x) => x.to.includes(to));
      if (m) return m.raw;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no mail to ${to}`);
  }

  it('lets an anonymous visitor request the SOC 2 report, staff approve it for a new customer, and the member download it stamped', async () => {
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const visitor = await visitorContext.newPage();
    visitor.setDefaultTimeout(20_000);
    await visitor.goto(`${server.url}/trust/acme-cloud`);
    await visitor.getByRole('link', { name: 'Request access to SOC 2 Type II Report 2025' }).click();
    await visitor.getByRole('heading', { name: 'Request access' }).waitFor();
    await visitor.getByLabel('First name').fill('Dana');
    await visitor.getByLabel('Last name').fill('Reviewer');
    await visitor.getByLabel('Work e-mail').fill('dana@wayfarer-health.example');
    await visitor.getByLabel('Company').fill('Wayfarer Health');
    await visitor.getByLabel('Reason (optional)').fill('Vendor security review');
    expect(await visitor.getByRole('checkbox', { name: /SOC 2 Type II Report 2025/ }).isChecked()).toBe(true);
    await shot(visitor, 'request-access-form');
    await visitor.waitForTimeout(2100);
    await visitor.getByRole('button', { name: 'Send request' }).click();
    await visitor.getByRole('heading', { name: 'Request sent' }).waitFor();

    await staff.goto(`${server.url}/trust-center/requests`);
    await staff.getByText('dana@wayfarer-health.example').waitFor();
    await shot(staff, 'access-requests');
    await staff.getByRole('button', { name: 'Approve dana@wayfarer-health.example' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Give access to a customer account' });
    await dialog.waitFor();
    await dialog.getByText('Create a customer').click();
    expect(await dialog.getByLabel('Customer name').inputValue()).toBe('Wayfarer Health');
    await shot(staff, 'approve-customer-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await staff.getByText('Invitation sent successfully').waitFor();

    const mail = await waitForMail('dana@wayfarer-health.example');
    const link = /http:\/\/localhost:\d+\/trust\/acme-cloud\/member\/set-password\?token=[\w-]+/.exec(mail)![0];
    await staff.goto(`${server.url}/admin-functions/outbox`);
    await staff.getByText('You have access to the Acme Cloud Trust Center').first().waitFor();

    await visitor.goto(link);
    await visitor.getByLabel('New password').fill('wayfarer-secret-42');
    await visitor.getByRole('button', { name: 'Set password and sign in' }).click();
    await visitor.getByRole('heading', { name: 'Confidential documents' }).waitFor();
    await shot(visitor, 'member-documents');
    await visitor.getByRole('link', { name: 'Download SOC 2 Type II Report 2025' }).click();
    await visitor.getByRole('heading', { name: 'Non-disclosure agreement' }).waitFor();
    await shot(visitor, 'nda');
    await visitor.getByLabel('Type your full name to sign').fill('Dana Reviewer');
    await visitor.getByRole('checkbox', { name: /I have read the agreement/ }).check();
    const [download] = await Promise.all([visitor.waitForEvent('download'), visitor.getByRole('button', { name: 'Accept and continue' }).click()]);
    const pages = await pdfPages(fs.readFileSync((await download.path())!));
    expect(pages.length).toBeGreaterThan(0);
    for (const p of pages) expect(p).toContain('Confidential - downloaded by Dana Reviewer (Wayfarer Health) on');
    // Reloading the documents list downloads nothing a second time.
    let again = false;
    visitor.on('download', () => (again = true));
    await visitor.reload();
    await visitor.getByText('You can download the documents below.').waitFor();
    await visitor.waitForTimeout(2000);
    expect(again, 'a second download after reloading').toBe(false);

    // Back on the public Trust Center, the signed-in member's "Request access" links are downloads.
    await visitor.goto(`${server.url}/trust/acme-cloud`);
    const unlocked = visitor.getByRole('link', { name: 'Download SOC 2 Type II Report 2025' });
    await unlocked.waitFor();
    await visitor.getByRole('link', { name: 'My documents' }).waitFor();
    await shot(visitor, 'public-page-signed-in-member');
    // The same link in another browser is refused.
    const href = await unlocked.getAttribute('href');
    expect(href).toContain('/member/documents/report/');
    const other = await (await browser.newContext()).newPage();
    const res = await other.goto(`${server.url}${href}`);
    expect(res!.status()).toBe(401);

    await staff.goto(`${server.url}/admin-functions/signed-ndas`);
    await staff.getByText('dana@wayfarer-health.example').waitFor();
    await shot(staff, 'signed-ndas');
    await staff.getByRole('link', { name: 'Wayfarer Health' }).click();
    await staff.getByText('Latest confidential downloads').waitFor();
    await staff.getByText('Dana Reviewer (dana@wayfarer-health.example)').waitFor();
    await shot(staff, 'customer-access-tab');
  }, 180_000);

  it('approves a requester from a whitelisted domain at once and makes them a member of that customer', async () => {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/trust/acme-cloud/request-access`);
    await page.getByLabel('First name').fill('Ivan');
    await page.getByLabel('Last name').fill('Tech');
    await page.getByLabel('Work e-mail').fill('ivan@initech.com');
    await page.getByLabel('Company').fill('Initech');
    await page.getByRole('checkbox', { name: /SOC 2 Type II Report 2025/ }).check();
    await page.waitForTimeout(2100);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { name: 'Request sent' }).waitFor();
    expect(await waitForMail('ivan@initech.com')).toContain('/member/set-password?token=');
    await staff.goto(`${server.url}/trust-center/requests?search=ivan`);
    await staff.getByText('approved (auto)').waitFor();
    await staff.goto(`${server.url}/customer-management`);
    await staff.getByRole('link', { name: 'Initech' }).first().click();
    await staff.getByText('ivan@initech.com').waitFor();
  }, 120_000);
});
