import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { customerMessages } from '@shared/contracts/customers';
import { productMessages } from '@shared/contracts/products';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();

describe.skipIf(!run)('customer accounts, products and activity in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(admin, server.url, 'admin@acme.test');
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail')
      await admin?.screenshot({ path: `/tmp/e2e-customers-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}.png` }).catch(() => {});
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const go = (page: Page, path: string) => page.goto(server.url + path);
  const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor({ timeout: 15_000 });
  const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  const confirm = async (page: Page, label: string) => {
    await page.getByRole('dialog').getByRole('button', { name: label }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  };

  it('creates a customer account, refusing a public email domain, and opens its page', async () => {
    await go(admin, '/customer-management');
    await admin.getByRole('button', { name: 'Add Customer' }).click();
    await admin.getByRole('textbox', { name: 'Customer Name' }).fill('Stark Medical');
    const domains = admin.getByRole('combobox', { name: 'Whitelisted Domains' });
    await domains.fill('gmail.com');
    await domains.press('Enter');
    await admin.getByText(customerMessages.publicDomain('gmail.com')).waitFor();
    await domains.fill('@StarkMedical.com');
    await domains.press('Enter');
    await domains.pressSequentially('stark-labs.io,');
    await admin.getByRole('textbox', { name: 'CRM Account ID' }).fill('0018d00000STK1AAQ');
    await admin.getByRole('button', { name: 'Add Customer' }).click();
    await toast(admin, customerMessages.created);
    await admin.getByRole('heading', { name: 'Stark Medical' }).waitFor();
    // The page's parts load on their own: wait for each instead of reading them at once.
    await admin.getByText('@starkmedical.com', { exact: true }).waitFor();
    await admin.getByText('@stark-labs.io', { exact: true }).waitFor();
    await admin.getByText('0018d00000STK1AAQ').waitFor();
    await admin.getByText('No members yet').waitFor();
  });

  it('edits the account with the pencil and shows the change on its Activity tab', async () => {
    await admin.getByRole('button', { name: 'Edit customer account' }).click();
    const name = admin.getByRole('textbox', { name: 'Customer Name' });
    await name.fill('Northwind Health');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText(customerMessages.nameTaken('Northwind Health')).waitFor();
    await name.fill('Stark Medical Group');
    await name.press('Enter');
    await toast(admin, customerMessages.updated);
    await admin.getByRole('heading', { name: 'Stark Medical Group' }).waitFor();
    await admin.getByRole('tab', { name: 'Activity' }).click();
    await admin.getByText('updated customer account "Stark Medical Group": name (was "Stark Medical")').waitFor();
    await admin.getByText('created customer account "Stark Medical"').waitFor();
  });

  it('searches, filters and sorts the list', async () => {
    await go(admin, '/customer-management');
    await admin.getByLabel('Search customers').fill('stark-labs');
    await admin.waitForURL(/search=stark-labs/);
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await row(admin, 'Stark Medical Group').waitFor();
    await admin.getByLabel('Search customers').fill('');
    await admin.waitForURL((u) => !u.search.includes('search='));
    await admin.getByText('Inactive', { exact: true }).click();
    await admin.waitForURL(/is_active=0/);
    await row(admin, 'Wayne Logistics').waitFor();
    await expect.poll(() => row(admin, 'Hooli').count()).toBe(0);
    await admin.getByText('All', { exact: true }).click();
    await admin.getByRole('button', { name: 'Sort by Customer Name' }).click();
    await admin.waitForURL(/sort_by=name/);
    await expect.poll(async () => (await admin.getByRole('row').nth(1).textContent()) ?? '').toContain('Contoso Pharma');
  });

  it('toggles an account inactive and back after confirming', async () => {
    const sw = row(admin, 'Stark Medical Group').getByRole('switch');
    expect(await sw.isChecked()).toBe(true);
    await sw.click({ force: true });
    await admin.getByRole('dialog').getByText('Mark Customer Account as Inactive').waitFor();
    await confirm(admin, 'Yes - Mark it Inactive');
    await toast(admin, customerMessages.deactivated);
    await expect.poll(() => sw.isChecked()).toBe(false);
    await sw.click({ force: true });
    await confirm(admin, 'Yes - Mark it Active');
    await expect.poll(() => sw.isChecked()).toBe(true);
  });

  it('opens the dedicated dialog and reverts the switch when the server refuses, for an account with open requests', async () => {
    const sw = row(admin, 'Northwind Health').getByRole('switch');
    await sw.click({ force: true });
    await admin.getByRole('dialog').getByRole('button', { name: 'Yes - Mark it Inactive' }).click();
    await admin.getByText('This customer account cannot be marked inactive').waitFor();
    await admin
      .getByRole('dialog')
      .getByText(/Northwind Health has .*open questionnaire request/)
      .waitFor();
    await admin.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => sw.isChecked()).toBe(true);
    await row(admin, 'Northwind Health').getByRole('link', { name: 'Northwind Health' }).click();
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('This customer account cannot be deleted').waitFor();
    await admin.getByRole('button', { name: 'Got it' }).click();
    await admin.getByRole('heading', { name: 'Northwind Health' }).waitFor();
  });

  it('deletes an account after the Delete Customer Account dialog, back on the list with a toast', async () => {
    await go(admin, '/customer-management');
    await row(admin, 'Stark Medical Group').getByRole('link').click();
    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(customerMessages.deleteTitle).waitFor();
    await dialog.getByText(customerMessages.deleteText).waitFor();
    await dialog.getByText(customerMessages.deleteKeeps).waitFor();
    await confirm(admin, 'Delete');
    await toast(admin, customerMessages.deleted);
    await admin.waitForURL((u) => u.pathname === '/customer-management');
    await row(admin, 'Hooli').waitFor();
    await expect.poll(() => row(admin, 'Stark Medical Group').count()).toBe(0);
  });

  it('shows the not-found page for a missing customer', async () => {
    await go(admin, '/customer-management/00000000-0000-4000-8000-000000000000');
    await admin.getByText('Oops! Page Not Found').waitFor();
  });

  it('adds, renames and deletes products with the spec messages', async () => {
    await go(admin, '/admin-functions/products');
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(productMessages.nameRequired).waitFor();
    await dialog.getByLabel('Product Name').fill('acme analytics');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText(productMessages.nameTaken('acme analytics')).waitFor();
    await dialog.getByLabel('Product Name').fill('  Acme Edge Gateway  ');
    await dialog.getByLabel('Product Name').press('Enter');
    await toast(admin, productMessages.created);
    await admin.getByText('Acme Edge Gateway', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Edit Acme Edge Gateway' }).click();
    await dialog.getByText('Edit Product').waitFor();
    await dialog.getByLabel('Product Name').fill('Acme Edge');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(admin, productMessages.updated);
    await admin.getByText('Acme Edge', { exact: true }).waitFor();
    await admin.getByLabel('Search products').fill('edge');
    await admin.waitForURL(/search=edge/);
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await admin.getByRole('button', { name: 'Delete Acme Edge' }).click();
    await confirm(admin, 'Delete');
    await toast(admin, productMessages.deleted);
    await admin.getByText('No products match').waitFor();
  });

  it('shows the three activity tabs to an admin, searches them and scrolls for more', async () => {
    await go(admin, '/admin-functions/user-activity');
    for (const tab of ['Trust Center', 'Questionnaires', 'Other Logs']) await admin.getByRole('tab', { name: tab }).waitFor();
    await admin.getByRole('tab', { name: 'Other Logs' }).click();
    await admin.getByText('deleted product "Acme Edge"').waitFor();
    const items = admin.getByTestId('activity-item');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(10);
    // The first page holds 10; scrolling to the end brings the next page.
    await admin
      .getByTestId('activity-feed')
      .locator('.mantine-ScrollArea-viewport')
      .evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBeGreaterThan(10);
    await admin.getByLabel('Search activity').fill('Stark');
    await expect.poll(async () => (await items.allTextContents()).every((t) => t.includes('Stark')), { timeout: 10_000 }).toBe(true);
    await admin.getByLabel('Search activity').fill('no such thing at all');
    await admin.getByText('No matching activity').waitFor();
  });

  it('keeps IT Admin to Other Logs', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, 'itadmin@acme.test');
    await go(page, '/admin-functions/user-activity');
    await page.getByRole('tab', { name: 'Other Logs' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(1);
    await page.context().close();
  });

  it('shows an IT admin customer accounts and products read-only', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signIn(page, server.url, 'itadmin@acme.test');
    await go(page, '/customer-management');
    const hooli = row(page, 'Hooli');
    await hooli.waitFor();
    expect(await page.getByRole('button', { name: 'Add Customer' }).count()).toBe(0);
    expect(await hooli.getByRole('button', { name: 'Edit Hooli' }).count()).toBe(0);
    expect(await hooli.getByRole('switch').isDisabled()).toBe(true);
    await hooli.getByRole('link', { name: 'Hooli' }).click();
    await page.getByRole('heading', { name: 'Hooli' }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit customer account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('switch').isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await page.getByText('created customer account "Hooli"').waitFor();

    await page.evaluate(() => (window.history.pushState({}, '', '/admin-functions/products'), window.dispatchEvent(new PopStateEvent('popstate'))));
    await page.getByText('Acme Analytics', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Product' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    await page.context().close();
  });

  it('sends an SME back from Customer Accounts, which they may not see', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, 'sme@acme.test');
    await go(page, '/customer-management');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByText('Customer Accounts').count()).toBe(0);
    await page.context().close();
  });

  it('sends Sales and Sales Admin back from Customer Accounts, without the menu entry', async () => {
    for (const email of ['sales@acme.test', 'salesadmin@acme.test']) {
      const page = await (await browser.newContext()).newPage();
      await signIn(page, server.url, email);
      await go(page, '/customer-management');
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByText('Good', { exact: false }).first().waitFor();
      // Nor by the address of the list's Add Customer form.
      await go(page, '/customer-management/new');
      await page.waitForURL((u) => u.pathname === '/');
      expect(await page.getByRole('navigation', { name: 'Main' }).getByText('Customer Accounts').count()).toBe(0);
      await page.context().close();
    }
  });
});
