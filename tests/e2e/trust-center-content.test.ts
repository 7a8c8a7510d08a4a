import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { announcementMessages } from '@shared/contracts/announcements';
import { domainMessages } from '@shared/contracts/security-controls';
import { reportMessages } from '@shared/contracts/security-reports';
import { topicMessages } from '@shared/contracts/security-topics';
import { makePdf } from '@server/db/demo/pdf';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/trust-center-content-${name}.png`, fullPage: true });

/** Mantine switches are visually hidden inputs: click them as the browser would. */
const flip = (page: Page, name: string) => page.getByRole('switch', { name }).dispatchEvent('click');

describe.skipIf(!run)('Trust Center content in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let acme: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    acme = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    acme.setDefaultTimeout(15_000);
    page = await acme.newPage();
    await signIn(page, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 120_000);

  it('keeps 2 to 4 security topics: Add is disabled at 4, and deactivating below 2 is refused and reverts', async () => {
    await page.goto(`${server.url}/trust-center/security-topics`);
    await page.getByText('Encryption everywhere').waitFor();
    expect(await page.getByRole('button', { name: 'Add Topic' }).isDisabled()).toBe(true);
    await page.getByText(topicMessages.limit).waitFor();
    await shot(page, 'topics-limit');

    for (const heading of ['Secure by design', 'Watching around the clock']) {
      await flip(page, `Deactivate ${heading}`);
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await page.getByRole('switch', { name: `Activate ${heading}` }).waitFor();
    }
    await flip(page, 'Deactivate Encryption everywhere');
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(topicMessages.minimum).waitFor();
    await page.getByRole('switch', { name: 'Deactivate Encryption everywhere' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Deactivate Encryption everywhere' }).isChecked()).toBe(true);
    await shot(page, 'topics-minimum');

    await page.getByRole('button', { name: 'Delete Secure by design' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(topicMessages.deleted).waitFor();
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await page.getByRole('textbox', { name: 'Heading' }).fill('Vendor security');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Every supplier is reviewed before it touches customer data.');
    await page.getByRole('button', { name: 'Add Topic' }).click();
    await page.getByText(topicMessages.created).waitFor();
    await page.getByText('Vendor security').waitFor();
    expect(await page.getByRole('button', { name: 'Add Topic' }).isDisabled()).toBe(true);
  }, 120_000);

  it('uploads a security report, refuses a disguised file, and filters by sensitivity', async () => {
    await page.goto(`${server.url}/trust-center/security-reports/new`);
    await page.getByLabel('Report name').fill('Fake report');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
    await page.getByRole('button', { name: 'Add Report' }).click();
    await page.getByText('This file type is not accepted', { exact: false }).waitFor();

    await page.getByLabel('Report name').fill('Red team exercise 2025');
    await page.getByLabel('Issued by').fill('Northwall Security');
    await page.getByRole('radio', { name: 'Confidential' }).dispatchEvent('click');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'red-team.pdf', mimeType: 'application/pdf', buffer: await makePdf({ title: 'Red team exercise' }) });
    await page.getByRole('button', { name: 'Add Report' }).click();
    await page.getByText(reportMessages.created).waitFor();
    await page.getByText('Red team exercise 2025').waitFor();

    await page.getByPlaceholder('Any sensitivity').click();
    await page.getByRole('option', { name: 'Confidential' }).click();
    await page.waitForURL(/sensitivity=CONFIDENTIAL/);
    await page.getByText('Red team exercise 2025').waitFor();
    await page.getByText('2025 Penetration Test Summary').waitFor({ state: 'detached' });
    const names = await page.locator('tbody tr').allInnerTexts();
    expect(names).toHaveLength(2);
    expect(names.join(' ')).toContain('SOC 2 Type II Report 2025');
    await shot(page, 'reports-confidential');
  }, 120_000);

  it('marks an expired certification as expired', async () => {
    await page.goto(`${server.url}/trust-center/compliance`);
    const row = page.locator('tbody tr', { hasText: 'CSA STAR Level 1' });
    await row.getByText('Expired', { exact: true }).waitFor();
    expect(await page.locator('tbody tr', { hasText: 'ISO/IEC 27001:2022' }).getByText('Expired', { exact: true }).count()).toBe(0);
    await page.getByText('1 active certification has expired').waitFor();
    await row.getByRole('link', { name: 'CSA STAR Level 1' }).click();
    await page.getByRole('heading', { name: 'Edit Compliance' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('CSA STAR Level 1');
    await page.goto(`${server.url}/trust-center/compliance/00000000-0000-4000-8000-000000000000/edit`);
    await page.getByText('Oops! Page Not Found').waitFor();
  }, 120_000);

  it('posts, filters and deletes an announcement', async () => {
    await page.goto(`${server.url}/trust-center/announcements/new`);
    await page.getByRole('textbox', { name: 'Heading' }).fill('Bug bounty programme launched');
    await page.getByLabel('Description').fill('Researchers can now report issues through our bug bounty programme.');
    await page.getByLabel('Link').fill('https://acme.example/security');
    await flip(page, 'Active');
    await page.getByRole('button', { name: 'Add Announcement' }).click();
    await page.getByText(announcementMessages.created).waitFor();
    await page.getByText('Bug bounty programme launched').waitFor();
    await page.getByRole('radio', { name: 'Inactive' }).dispatchEvent('click');
    await page.waitForURL(/is_active=0/);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${server.url}/trust-center/announcements?created_at=${today},${today}`);
    await page.getByText('Bug bounty programme launched').waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Bug bounty programme launched' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(announcementMessages.deleted).waitFor();
  }, 120_000);

  it('builds security policies in the drawer and publishes them all at once (a new organisation)', async () => {
    const globex = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    globex.setDefaultTimeout(15_000);
    const g = await globex.newPage();
    await signIn(g, server.url, 'admin@globex.test');
    await g.goto(`${server.url}/trust-center/policies-and-practices`);
    await g.getByText('No security domains yet').waitFor();
    await g.getByText(domainMessages.minHint).waitFor();

    const addDomain = async (domain: string, topics: string[]) => {
      await g.getByRole('button', { name: 'Add New' }).click();
      await g.waitForURL(/\?new/);
      await g.getByText(domainMessages.drawerTitle).waitFor();
      await g.getByPlaceholder('Choose a domain').click();
      await g.getByRole('option', { name: domain, exact: true }).click();
      for (const t of topics) await g.getByRole('checkbox', { name: t }).check();
      await g.getByRole('button', { name: 'Add Domain' }).click();
      await g.getByText(domainMessages.created).last().waitFor();
      await g.waitForURL((u) => !u.search.includes('new'));
    };

    // The drawer counts selections, stops at 3, and asks before throwing edits away.
    await g.getByRole('button', { name: 'Add New' }).click();
    await g.getByTestId('selection-count').waitFor();
    expect(await g.getByTestId('selection-count').textContent()).toBe('0 of 3 selected');
    await g.getByPlaceholder('Choose a domain').click();
    await g.getByRole('option', { name: 'Security Scores' }).click();
    expect(await g.getByTestId('selection-count').textContent()).toBe('0 of 1 selected');
    await g.getByPlaceholder('Choose a domain').click();
    await g.getByRole('option', { name: 'Data Security' }).click();
    await g.getByRole('checkbox', { name: 'Data encrypted at rest with AES-256' }).check();
    await g.getByRole('checkbox', { name: 'Data encrypted in transit with TLS 1.2 or higher' }).check();
    expect(await g.getByTestId('selection-count').textContent()).toBe('2 of 3 selected');
    await g.getByRole('checkbox', { name: 'Data classification policy' }).check();
    expect(await g.getByTestId('selection-count').textContent()).toBe('3 of 3 selected');
    await g.getByLabel('Complete').waitFor();
    expect(await g.getByRole('checkbox', { name: 'Data loss prevention controls' }).isDisabled()).toBe(true);
    await shot(g, 'drawer-complete');
    await g.getByRole('button', { name: 'Cancel' }).click();
    await g.getByText(domainMessages.discardTitle).waitFor();
    await g.getByText(domainMessages.discardText).waitFor();
    await g.getByRole('button', { name: 'No' }).click();
    expect(await g.getByTestId('selection-count').textContent()).toBe('3 of 3 selected');
    await g.getByRole('button', { name: 'Cancel' }).click();
    await g.getByRole('button', { name: 'Yes' }).click();
    await g.waitForURL((u) => !u.search.includes('new'));

    await addDomain('Data Security', ['Data encrypted at rest with AES-256', 'Data encrypted in transit with TLS 1.2 or higher', 'Data classification policy']);
    await addDomain('Network Security', [
      'Firewalls and security groups deny by default',
      'DDoS protection at the network edge',
      'Intrusion detection and prevention',
    ]);
    expect(await g.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await addDomain('Security Scores', ['BitSight security rating']);

    await g.getByText(domainMessages.publishHint).waitFor();
    await shot(g, 'policies-ready');
    await g.getByRole('button', { name: 'Publish' }).click();
    await g.getByText(domainMessages.publishTitle).waitFor();
    await g.getByText(domainMessages.publishConfirm).waitFor();
    await g.getByRole('button', { name: 'Publish' }).last().click();
    await g.getByText(domainMessages.published).waitFor();
    await g.getByText('Published', { exact: true }).waitFor();
    await expect.poll(() => g.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    await g.getByRole('button', { name: 'Delete Network Security' }).click();
    await g.getByRole('button', { name: 'Delete', exact: true }).click();
    await g.getByText(domainMessages.minimum).waitFor();
    await expect.poll(() => g.locator('tbody tr').count()).toBe(3);

    await g.getByRole('button', { name: 'Network Security', exact: true }).click();
    await g.waitForURL(/edit=/);
    await expect.poll(() => g.getByTestId('selection-count').textContent()).toBe('3 of 3 selected');
    expect(await g.getByRole('checkbox', { name: 'DDoS protection at the network edge' }).isChecked()).toBe(true);
    await shot(g, 'drawer-edit');
    await globex.close();
  }, 120_000);

  it('lists subscribers (none yet for the demo)', async () => {
    await page.goto(`${server.url}/trust-center/subscribers`);
    await page.getByRole('heading', { name: 'Subscribers', exact: true }).waitFor();
  });
});
