import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { securityEventMessages as msg } from '@shared/contracts/security-events';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/security-events-${name}.png`, fullPage: true });
const EVENT = 'Ransomware note found on a build server';
const INTERNAL = 'INTERNAL-ONLY host build-07, ticket SEC-999';

describe.skipIf(!run)('major security events in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const go = (path: string) => page.goto(`${server.url}${path}`);
  const toast = (text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor();
  /** Subjects of the outbox mail to an address; mail goes out from a job, so wait for the expected count. */
  const outboxSubjects = async (to: string, count: number) => {
    await expect
      .poll(
        async () => {
          await go(`/admin-functions/outbox?search=${encodeURIComponent(to)}`);
          await page.locator('tbody tr').first().or(page.getByText('No mail matches')).waitFor();
          return page.locator('tbody tr', { hasText: to }).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(count);
    return page.locator('tbody tr', { hasText: to }).allInnerTexts();
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    ctx.setDefaultTimeout(15_000);
    page = await ctx.newPage();
    await signIn(page, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 120_000);

  it('shows the demo events: one open with updates, one closed with its report', async () => {
    await go('/trust-center/major-security-events');
    await page.getByText('Elevated sign-in failures on Acme Identity').waitFor();
    await page.getByText('Expired certificate on the EU file-delivery CDN').waitFor();
    await shot(page, 'list');
    // The open demo event: Northwind Health acknowledged its updates, Umbrella Retail has not (a reminder can go out).
    await page.getByRole('link', { name: 'Elevated sign-in failures on Acme Identity' }).click();
    await page.getByTestId('ack-row').filter({ hasText: 'Northwind Health' }).getByText('Acknowledged', { exact: true }).waitFor();
    await page.getByTestId('ack-row').filter({ hasText: 'Umbrella Retail' }).getByText('Not acknowledged').waitFor();
    await page.getByRole('button', { name: 'Remind Umbrella Retail' }).waitFor();
    await shot(page, 'demo-acknowledgements');
    await go('/trust-center/major-security-events');
    await page.getByRole('radio', { name: 'Closed' }).dispatchEvent('click');
    await page.waitForURL(/status=CLOSED/);
    await page.getByText('Elevated sign-in failures on Acme Identity').waitFor({ state: 'detached' });
    await go('/');
    await page.getByRole('heading', { name: 'Security events' }).waitFor();
    await page.getByRole('link', { name: 'Elevated sign-in failures on Acme Identity' }).waitFor();
    await shot(page, 'home');
  }, 120_000);

  it('creates an event, publishes two updates, and tells subscribers and the affected members', async () => {
    // A visitor subscribes on the Trust Center and confirms from the e-mail.
    const sub = await page.request.post(`${server.url}/trust/acme-cloud/subscribe`, {
      form: { email: 'reader@example.com' },
      headers: { accept: 'application/json' },
    });
    expect(sub.status()).toBe(200);
    await outboxSubjects('reader@example.com', 1);
    await page.locator('tbody tr', { hasText: 'reader@example.com' }).first().click();
    const confirm = await page
      .getByTestId('outbox-message')
      .getByRole('link', { name: /subscribe\/confirm|Confirm subscription/ })
      .first()
      .getAttribute('href');
    expect(await (await page.request.get(confirm!)).text()).toContain('You are subscribed');

    await go('/trust-center/major-security-events');
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByLabel('Name').fill(EVENT);
    await page.getByLabel('Internal description').fill(INTERNAL);
    await page.getByRole('combobox', { name: 'Affected products' }).click();
    await page.getByRole('option', { name: 'Acme Cloud Platform' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Affected customer accounts' }).click();
    await page.getByRole('option', { name: 'Northwind Health' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create event' }).click();
    await toast(msg.created);
    await page.getByRole('heading', { name: EVENT }).waitFor();

    await page.getByRole('button', { name: 'Publish update' }).click();
    await page.waitForURL(/publish=true/);
    await page.getByLabel('Title').fill('We are investigating a suspicious file');
    await page.getByLabel('Description').fill('A ransom note was found on one build server. Customer data is not stored there.');
    await shot(page, 'drawer');
    await page.getByRole('button', { name: 'Publish update' }).last().click();
    await toast(msg.published);
    await page.waitForURL((u) => !u.search.includes('publish'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Publish update' }).click();
    await page.getByLabel('Title').fill('Release downloads paused');
    await page.getByLabel('Description').fill('We paused release downloads while we verify every artefact. Customers cannot update agents today.');
    await page.getByLabel('Event status', { exact: true }).first().click();
    await page.getByRole('option', { name: 'In progress' }).click();
    await page.getByRole('switch', { name: 'Customer impact' }).dispatchEvent('click');
    await page.getByRole('button', { name: 'Publish update' }).last().click();
    await toast(msg.published);
    await page.waitForURL((u) => !u.search.includes('publish'));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('event-update').count()).toBe(2);
    await page.getByRole('radio', { name: 'Customer impact' }).dispatchEvent('click');
    await expect.poll(() => page.getByTestId('event-update').count()).toBe(1);
    await shot(page, 'details');

    const reader = await outboxSubjects('reader@example.com', 3);
    expect(reader.filter((s) => s.includes(EVENT))).toHaveLength(2);
    const member = await outboxSubjects('priya.patel@northwindhealth.com', 2);
    expect(member.every((s) => s.includes(EVENT))).toBe(true);
    await page.locator('tbody tr', { hasText: 'priya.patel@northwindhealth.com' }).first().click();
    const body = await page.getByTestId('outbox-message').innerText();
    expect(body).not.toContain(INTERNAL);
  }, 180_000);

  it('shows the public text only on the Trust Center banner and incident page, and the Activity tab records it', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${server.url}/trust/acme-cloud`);
    const banner = visitor.locator('.tc-incident-banner');
    await banner.getByText(EVENT, { exact: false }).waitFor();
    expect(await visitor.content()).not.toContain(INTERNAL);
    await visitor.screenshot({ path: '/tmp/security-events-public-banner.png' });
    await banner.getByRole('link', { name: new RegExp(EVENT) }).click();
    await visitor.getByRole('heading', { name: EVENT }).waitFor();
    const text = await visitor.locator('main').innerText();
    expect(text.indexOf('Release downloads paused')).toBeLessThan(text.indexOf('We are investigating a suspicious file'));
    expect(text).toContain('Customer impact');
    expect(await visitor.content()).not.toContain(INTERNAL);
    expect(await visitor.locator('script').count()).toBe(0);
    await visitor.screenshot({ path: '/tmp/security-events-public-incident.png', fullPage: true });
    const feed = await visitor.request.get(`${server.url}/trust/acme-cloud/feed.xml`);
    expect(await feed.text()).toContain('Release downloads paused');
    await visitor.close();

    // Northwind Health has two active members in the demo data (Priya Patel and Nora Patel).
    await go('/trust-center/major-security-events');
    await page.getByRole('link', { name: EVENT }).click();
    await page.getByTestId('acknowledgements').getByRole('link', { name: 'Northwind Health' }).click();
    await page.getByRole('tab', { name: 'Activity', selected: true }).waitFor();
    await page.getByText(`E-mailed 2 members of Northwind Health: update "Release downloads paused" of security event "${EVENT}"`).waitFor();
    await shot(page, 'customer-activity');
  }, 120_000);

  it('lets affected members acknowledge (signed in on the incident page, or from the e-mail), and staff see who did', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await ctx.newPage();
    await member.goto(`${server.url}/trust/acme-cloud/member/sign-in`);
    await member.locator('#f-email').fill('nora.patel@northwindhealth.com');
    await member.locator('#f-password').fill('trustroom-demo');
    await member.getByRole('button', { name: 'Sign in', exact: true }).click();
    await member.waitForURL(/\/member$/);
    await member.goto(`${server.url}/trust/acme-cloud`);
    await member
      .locator('.tc-incident-banner')
      .getByRole('link', { name: new RegExp(EVENT) })
      .click();
    await member.getByText('Nora Patel · Northwind Health').waitFor();
    await member.getByText('2 updates waiting for your acknowledgement').waitFor();
    await member
      .locator('.tc-incident-update', { hasText: 'Release downloads paused' })
      .getByRole('button', { name: 'Acknowledge for Northwind Health' })
      .click();
    await member.getByText('The update is acknowledged for Northwind Health.').waitFor();
    await member.locator('.tc-incident-update', { hasText: 'Release downloads paused' }).getByText('Acknowledged for Northwind Health by Nora Patel').waitFor();
    await member.screenshot({ path: '/tmp/security-events-member-incident.png', fullPage: true });
    await ctx.close();

    await go('/trust-center/major-security-events');
    await page.getByRole('link', { name: EVENT }).click();
    const row = page.getByTestId('ack-row').filter({ hasText: 'Northwind Health' });
    await row.getByText('1 of 2 acknowledged').waitFor();
    await row.getByText('Nora Patel').waitFor();

    // Priya acknowledges the first update from her e-mail: the link opens a page that asks first.
    await outboxSubjects('priya.patel@northwindhealth.com', 2);
    await page.locator('tbody tr', { hasText: 'We are investigating a suspicious file' }).filter({ hasText: 'priya.patel' }).first().click();
    const link = await page
      .getByTestId('outbox-message')
      .getByRole('link', { name: /\/acknowledge\?token=/ })
      .getAttribute('href');
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(link!);
    await visitor.getByRole('heading', { name: 'Acknowledge this update?' }).waitFor();
    await visitor.screenshot({ path: '/tmp/security-events-ack-confirm.png' });
    await visitor.getByRole('button', { name: 'Acknowledge for Northwind Health' }).click();
    await visitor.getByRole('heading', { name: 'Thank you' }).waitFor();
    await visitor.close();

    await go('/trust-center/major-security-events');
    await page.getByRole('link', { name: EVENT }).click();
    await page.getByTestId('ack-row').filter({ hasText: 'Northwind Health' }).getByText('Acknowledged', { exact: true }).waitFor();
    await page.getByText('1 of 1 customer acknowledged all 2 updates').waitFor();
    await page.getByTestId('acknowledgements').scrollIntoViewIfNeeded();
    await shot(page, 'acknowledged');
  }, 180_000);

  it("closes the event, then 'Event is closed' holds and the report PDF holds the timeline", async () => {
    await go('/trust-center/major-security-events');
    await page.getByRole('link', { name: EVENT }).click();
    await page.getByRole('button', { name: 'Close event' }).click();
    expect(await page.getByLabel('Title').inputValue()).toBe('Resolved');
    await page.getByLabel('Description').fill('Every artefact was verified; downloads are back. The build server was rebuilt from scratch.');
    await page.getByRole('button', { name: 'Publish and close' }).click();
    await toast(msg.closedNow);
    await page.locator('.mantine-Badge-root', { hasText: 'Closed' }).first().waitFor();
    const publish = page.getByRole('button', { name: 'Publish update' });
    expect(await publish.isDisabled()).toBe(true);
    await publish.locator('..').hover();
    await page.getByText(msg.closed, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Close event' }).count()).toBe(0);

    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/trust/acme-cloud`);
    expect(await visitor.locator('.tc-incident-banner').innerText()).not.toContain(EVENT);
    await visitor.close();

    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL(/create_report=true/);
    await page.getByLabel('Summary').fill('A ransom note was planted on one build server; no customer data was touched.');
    await page.getByLabel('Impact', { exact: true }).fill('Release downloads were paused for six hours.');
    await page.getByLabel('Root cause').fill('A leaked CI token with write access to the build host.');
    await page.getByLabel('Resolution and follow-up').fill('Tokens rotated, build hosts rebuilt, artefact signing enforced.');
    await shot(page, 'report-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save and download' }).click()]);
    expect(download.suggestedFilename()).toBe('security-incident-report-ransomware-note-found-on-a-build-server.pdf');
    const pdf = fs.readFileSync((await download.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const order = ['We are investigating a suspicious file', 'Release downloads paused', 'Resolved', 'Resolution and closure'].map((s) => text.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('A leaked CI token');
    expect(text).not.toContain(INTERNAL);
    await page.getByRole('button', { name: 'Download report' }).waitFor();
    await shot(page, 'closed');
  }, 120_000);

  it('shows the not-found view for an unknown or malformed event id', async () => {
    await go('/trust-center/major-security-events/not-an-id');
    await page.getByText('Oops! Page Not Found').waitFor();
    await go('/trust-center/major-security-events/00000000-0000-4000-8000-000000000000');
    await page.getByText('Oops! Page Not Found').waitFor();
  }, 60_000);
});
