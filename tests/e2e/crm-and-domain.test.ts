import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startDnsServer } from '../support/dns-server';
import { startFakeSalesforce } from '../support/fake-salesforce';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const HOST = 'trust.acme.example';
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/crm-${name}.png`, fullPage: true });

describe.skipIf(!run)('Salesforce accounts and a custom domain, in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let sf: Awaited<ReturnType<typeof startFakeSalesforce>>;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  beforeAll(async () => {
    sf = await startFakeSalesforce();
    sf.state.accounts.push(
      { Id: '001W', Name: 'Wayne Enterprises', Website: 'https://wayne.example', MRR__c: 25000, Domains__c: 'wayne.example' },
      { Id: '001S', Name: 'Stark Industries', Website: 'stark.example', MRR__c: 8000, Domains__c: 'stark.example, starkindustries.example' },
      { Id: '001O', Name: 'Oscorp', Website: null, MRR__c: null, Domains__c: null },
    );
    sf.state.opportunities.push(
      { Id: '006W1', AccountId: '001W', Amount: 30000, IsClosed: true, IsWon: true },
      { Id: '006W2', AccountId: '001W', Amount: 5000, IsClosed: false, IsWon: false },
      { Id: '006W3', AccountId: '001W', Amount: 90000, IsClosed: true, IsWon: false },
    );
    dns = await startDnsServer();
    server = await startServer({ DNS_SERVERS: dns.server, SALESFORCE_TEST_ORIGIN: sf.base });
    // The custom domain resolves to this machine in the browser, as DNS would send it to the server.
    browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`] });
    page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, 'admin@acme.test');
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sf?.close();
    await dns?.close();
  });

  /** Reloads until the customer list shows the account with this MRR (the import runs as a job). */
  async function customerMrr(name: string, expected: string) {
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/customer-management?search=${encodeURIComponent(name)}`);
          const row = page.locator('tr', { hasText: name });
          await row
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(() => {});
          return (await row.count()) ? row.first().getByTestId('customer-mrr').textContent() : null;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(expected);
  }

  it('connects Salesforce with OAuth, imports the accounts, and shows them as customers with MRR (from a field, then from opportunities)', async () => {
    await page.goto(`${server.url}/admin-functions/settings?tab=integrations`);
    await page.getByRole('button', { name: 'Connect with Salesforce' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('crm-status').textContent()).toBe('Not connected');
    await shot(page, 'connect');
    await page.getByLabel('Login URL').fill(sf.base);
    await page.getByLabel('Consumer key').fill('sf-client');
    await page.getByLabel('Consumer secret').fill('sf-secret');
    await page.getByRole('button', { name: 'Connect with Salesforce' }).click();
    // Salesforce (fake) allows access and sends the browser back to the settings.
    await page.waitForURL((u) => u.origin === server.url && u.searchParams.get('crm') === 'connected', { timeout: 30_000 });
    await page.getByText('Salesforce is connected').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('crm-status').textContent()).toBe('Connected');

    // Choose the fields: domains from Domains__c, MRR from MRR__c.
    await page.getByRole('combobox', { name: 'Domains from' }).click();
    await page.getByRole('option', { name: 'E-mail domains (Domains__c)' }).click();
    await page.getByRole('combobox', { name: 'MRR field' }).click();
    await page.getByRole('option', { name: 'MRR (MRR__c)' }).click();
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await page.getByText('Mapping saved; importing with it now').waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('crm-last-import').textContent({ timeout: 30_000 });
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toMatch(/\(3 accounts\)/);
    await shot(page, 'connected');

    await customerMrr('Wayne Enterprises', '$25,000');
    const wayne = page.locator('tr', { hasText: 'Wayne Enterprises' });
    expect(await wayne.textContent()).toContain('wayne.example');
    expect(await wayne.getByText('CRM', { exact: true }).count()).toBe(1);
    await customerMrr('Stark Industries', '$8,000');
    await customerMrr('Oscorp', '—');
    await page.goto(`${server.url}/customer-management?sort_by=-mrr`);
    await page.locator('tr', { hasText: 'Wayne Enterprises' }).waitFor();
    await shot(page, 'customers');

    // MRR from the sum of open and won opportunities instead (the closed-lost 90,000 does not count).
    await page.goto(`${server.url}/admin-functions/settings?tab=integrations`);
    await page.getByText("The sum of each account's open and won opportunity amounts").click();
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await page.getByText('Mapping saved; importing with it now').waitFor();
    await customerMrr('Wayne Enterprises', '$35,000');
    await customerMrr('Stark Industries', '—');
  }, 240_000);

  it('verifies a custom domain through DNS, and the public Trust Center answers on that host', async () => {
    await page.goto(`${server.url}/admin-functions/settings?tab=domain`);
    await page.getByLabel('Custom domain').fill(HOST);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await page.getByTestId('custom-domain-status').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('custom-domain-status').textContent()).toBe('Waiting for DNS');
    // The record the page asks for, added at "the DNS provider" (the test's DNS server).
    const codes = await page.locator('code').allTextContents();
    const name = codes.find((c) => c.startsWith('_trustroom-challenge.'))!;
    const value = codes.find((c) => c.startsWith('trustroom-verification='))!;
    expect(name).toBe(`_trustroom-challenge.${HOST}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`We found no TXT record at ${name} yet`).first().waitFor({ timeout: 30_000 });
    dns.setTxt(name, [value]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('custom-domain-status').textContent(), { timeout: 30_000 }).toBe('Verified');
    await shot(page, 'domain-verified');

    // The public site on the custom host (the browser sends Host: trust.acme.example).
    const publicPage = await (await browser.newContext()).newPage();
    const res = await publicPage.goto(`http://${HOST}:${new URL(server.url).port}/`);
    expect(res?.status()).toBe(200);
    expect(await publicPage.title()).toContain('Acme Cloud');
    await shot(publicPage, 'custom-host');
    // The slug address keeps working and names the custom domain as canonical; an unknown host gets nothing.
    const slugPath = await page.locator('a[href^="/trust/"]').first().getAttribute('href');
    const slug = await fetch(`${server.url}${slugPath}`);
    expect(slug.status).toBe(200);
    expect(await slug.text()).toContain(`<link rel="canonical" href="https://${HOST}/`);
    const check = await fetch(`${server.url}/api/v1/public/custom-domain-check/?domain=${HOST}`);
    expect(check.status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/public/custom-domain-check/?domain=other.example`)).status).toBe(404);
  }, 180_000);
});
