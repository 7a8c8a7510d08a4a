import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { subProcessorNoticeMessages as msg } from '@shared/contracts/sub-processor-notices';
import { tcMessages } from '@shared/contracts/tc-config';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/sub-processor-notices-${name}.png`, fullPage: true });
const REASON = 'Our contract forbids mail providers outside the EU; please keep our mail with the current provider.';

describe.skipIf(!run)('sub-processor changes with an objection window, in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let publicUrl = '';
  const toast = (text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    ctx.setDefaultTimeout(15_000);
    page = await ctx.newPage();
    await signIn(page, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 120_000);

  it('staff change the list, then announce the change with a 14-day objection window', async () => {
    await page.goto(`${server.url}/trust-center/preview/edit-content?edit-field=sub_processors`);
    await page.getByRole('button', { name: 'Add sub-processor' }).click();
    const row = page.getByTestId('sub-processor-row').last();
    await row.getByLabel('Name').fill('Mailgun');
    await row.getByLabel('Purpose').fill('Transactional e-mail');
    await row.getByLabel('Location').fill('EU (Frankfurt)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(tcMessages.saved);
    const suggestion = page.getByRole('alert').filter({ hasText: 'You changed the sub-processor list' });
    await suggestion.waitFor();
    await shot(page, 'saved');
    expect(await suggestion.innerText()).toContain('We are adding Mailgun as a sub-processor.');
    await page.getByRole('button', { name: 'Announce a change' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('What changes').inputValue()).toContain('We are adding Mailgun as a sub-processor.');
    await dialog.getByLabel('What changes').fill('We are adding Mailgun (EU, Frankfurt) to send our transactional e-mail from 1 March.');
    await dialog.getByLabel('Objection window').fill('14');
    await shot(page, 'announce');
    await dialog.getByRole('button', { name: 'Announce' }).click();
    await toast(msg.announced);
    const notice = page.getByTestId('notice-row').first();
    await notice.getByText('Changes to our sub-processors').waitFor();
    await notice.getByText(/Open until/).waitFor();
    publicUrl = (await notice.getByRole('link').getAttribute('href'))!;
    expect(publicUrl).toMatch(/\/trust\/acme-cloud\/sub-processor-changes\//);
    await shot(page, 'list');
  }, 120_000);

  it('a signed-in customer member objects with a reason; staff read it', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await ctx.newPage();
    await member.goto(`${server.url}/trust/acme-cloud/member/sign-in`);
    await member.locator('#f-email').fill('nora.patel@northwindhealth.com');
    await member.locator('#f-password').fill('trustroom-demo');
    await member.getByRole('button', { name: 'Sign in', exact: true }).click();
    await member.waitForURL(/\/member$/);
    await member.goto(publicUrl);
    await member.getByRole('heading', { name: 'Changes to our sub-processors' }).waitFor();
    await member.getByText('Mailgun', { exact: true }).waitFor();
    await member.getByLabel('Why do you object?').fill(REASON);
    await member.screenshot({ path: '/tmp/sub-processor-notices-public.png', fullPage: true });
    await member.getByRole('button', { name: 'Submit objection' }).click();
    await member.getByText(msg.objected).waitFor();
    await member.getByText(REASON).waitFor();
    await member.screenshot({ path: '/tmp/sub-processor-notices-objected.png', fullPage: true });
    await ctx.close();

    await page.reload();
    const notice = page.getByTestId('notice-row').first();
    await notice.getByRole('button', { name: '1 objection' }).click();
    const objection = page.getByTestId('objection');
    await objection.getByText('Northwind Health').waitFor();
    await objection.getByText(REASON).waitFor();
    await shot(page, 'objections');
  }, 120_000);
});
