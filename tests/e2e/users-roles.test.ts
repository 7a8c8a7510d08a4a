import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();

describe.skipIf(!run)('administration in the browser: users, roles, settings, API keys', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await signIn(page, server.url, 'admin@acme.test');
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    await page?.screenshot({ path: `/tmp/e2e-users-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}.png` }).catch(() => {});
    // A dialog a failed journey left open would cover the next journey's page.
    await page?.keyboard.press('Escape').catch(() => {});
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * Navigates inside the single-page app (as a click on a link would), not with a reload: every reload
   * refreshes the session, and the refresh call is rate-limited per address.
   */
  const go = async (path: string) => {
    // A toast from the step before outlives a client-side navigation: closed first, so that it covers no button
    // or switch of the next page (seen on a loaded machine).
    for (const close of await page.locator('.mantine-Notification-root button').all()) await close.click({ force: true }).catch(() => undefined);
    await page
      .locator('.mantine-Notification-root')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL((u) => u.pathname + u.search === path);
  };
  const toast = (text: string) => page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor({ timeout: 15_000 });
  const row = (text: string) => page.locator('tbody tr').filter({ has: page.getByText(text, { exact: true }) });
  async function pick(label: string, option: string) {
    // Required fields carry an asterisk in their label ('Role *').
    const input = page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();
    await input.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.waitForFunction(([el, want]) => (el as HTMLInputElement).value === want, [await input.elementHandle(), option] as const);
  }

  it('lists users with the Admin icon and "Pending first login" for those who never signed in', async () => {
    await go('/admin-functions/user-management');
    await row('admin@acme.test').waitFor();
    expect(await row('admin@acme.test').getByTestId('admin-icon').count()).toBe(1);
    expect(await row('sme@acme.test').getByTestId('admin-icon').count()).toBe(0);
    await row('sme@acme.test').getByText('Pending first login').waitFor();
    expect(await row('admin@acme.test').getByText('Pending first login').count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-users.png', fullPage: true });
  });

  it('adds a user, who gets an invitation in the outbox, sets a password from its link and signs in', async () => {
    await go('/admin-functions/user-management');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Add user and send invitation' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill('nora@acme.test');
    await pick('Role', 'SME');
    await page.getByLabel('Team').fill('Security');
    await page.getByRole('button', { name: 'Add user and send invitation' }).click();
    await toast('User created and invitation sent to nora@acme.test');
    await row('nora@acme.test').waitFor();

    // The same e-mail again is refused on the field.
    await go('/admin-functions/user-management/new');
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Email').fill('NORA@acme.test');
    await pick('Role', 'Sales');
    await page.getByRole('button', { name: 'Add user and send invitation' }).click();
    await page.getByText('A user with this email address already exists in your organisation.').waitFor();

    await go('/admin-functions/outbox');
    await row('nora@acme.test').first().click();
    const link = await page.getByTestId('outbox-message').getByRole('link').first().getAttribute('href');
    expect(link).toContain('/oidc/set-password?token=');
    const nora = await browser.newContext();
    const np = await nora.newPage();
    await np.goto(link!);
    await np.fill('input[name="password"]', 'a-long-password-1');
    await np.fill('input[name="confirm"]', 'a-long-password-1');
    await np.click('button[type="submit"]');
    await np.getByText('Your password is set').waitFor();
    await signIn(np, server.url, 'nora@acme.test', 'a-long-password-1');
    expect(await np.getByTestId('user-menu').textContent()).toContain('Nora Newcomer');
    await nora.close();
  }, 120_000);

  it('edits a user', async () => {
    await go('/admin-functions/user-management');
    await row('nora@acme.test').getByRole('button', { name: 'Edit Nora Newcomer' }).click();
    await page.getByLabel('Team').fill('Security Engineering');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast('User updated successfully');
    await row('nora@acme.test').getByText('Security Engineering').waitFor();
  });

  it('filters by status and role, searches, and sorts', async () => {
    await go('/admin-functions/user-management');
    await pick('Filter by role', 'SME');
    await page.waitForURL(/group_id=/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    await row('nora@acme.test').waitFor();
    await row('sme@acme.test').waitFor();
    await pick('Filter by status', 'Inactive');
    await page.getByText('No users match').waitFor();
    await go('/admin-functions/user-management');
    await page.getByLabel('Search users').fill('newcomer');
    await page.waitForURL(/search=newcomer/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await go('/admin-functions/user-management?sort_by=first_name');
    await row('admin@acme.test').waitFor();
    expect(await page.locator('tbody tr').first().textContent()).toContain('Ada Admin');
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await page.waitForURL(/sort_by=-first_name/);
    await page.waitForFunction(() => document.querySelector('tbody tr')?.textContent?.includes('Simon Expert'));
  });

  it('deactivates a user after confirmation, disables their resend invitation, and reactivates them', async () => {
    await go('/admin-functions/user-management?search=nora');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    const sw = row('nora@acme.test').getByRole('switch');
    await sw.click({ force: true });
    await page.getByRole('dialog').getByText('Mark User as Inactive').waitFor();
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await toast('User deactivated');
    await page.waitForFunction(() => !(document.querySelector('tbody tr [role="switch"]') as HTMLInputElement)?.checked);
    expect(await row('nora@acme.test').getByRole('button', { name: 'Resend invitation to nora@acme.test' }).isDisabled()).toBe(true);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await sw.click({ force: true });
    await page.getByRole('dialog').getByText('Mark User as Active').waitFor();
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await toast('User activated');
    await page.waitForFunction(() => (document.querySelector('tbody tr [role="switch"]') as HTMLInputElement)?.checked);
  });

  it('resends an invitation with the success message', async () => {
    await go('/admin-functions/user-management?search=sme%40acme');
    await row('sme@acme.test').getByRole('button', { name: 'Resend invitation to sme@acme.test' }).click();
    await toast('Invitation sent successfully');
  });

  it('refuses up front to deactivate the only active admin: the switch is disabled and says why', async () => {
    await go('/admin-functions/user-management?search=admin%40acme');
    const sw = row('admin@acme.test').getByRole('switch');
    await sw.waitFor();
    expect(await sw.isChecked()).toBe(true);
    expect(await sw.isDisabled()).toBe(true);
    await sw.hover({ force: true });
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect((await tip.textContent())?.length).toBeGreaterThan(10);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: '/tmp/e2e-last-admin.png' });
  });

  it('creates a custom role from the permission matrix, gives it to a user, and deletes it by moving that user', async () => {
    await go('/admin-functions/user-roles');
    await row('SME').waitFor();
    expect(await row('SME').getByRole('button', { name: 'Delete SME' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add Role' }).click();
    await page.getByLabel('Name').fill('Compliance');
    await page.getByLabel('Description').fill('Keeps certificates current');
    await page.getByRole('checkbox', { name: 'Security reports and certifications: Edit' }).check();
    expect(await page.getByRole('checkbox', { name: 'Security reports and certifications: View' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Trust Center configuration: View' }).check();
    await page.screenshot({ path: '/tmp/e2e-role-form.png', fullPage: true });
    await page.getByRole('button', { name: 'Create role' }).click();
    await toast('Role created successfully');
    await row('Compliance').waitFor();

    await go('/admin-functions/user-management?search=nora');
    await row('nora@acme.test').getByRole('button', { name: 'Edit Nora Newcomer' }).click();
    await pick('Role', 'Compliance (custom)');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast('User updated successfully');
    await row('nora@acme.test').getByText('Compliance').waitFor();

    await go('/admin-functions/user-roles');
    await row('Compliance').getByRole('button', { name: 'Delete Compliance' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 user has this role').waitFor();
    await dialog.getByRole('button', { name: 'Move users and delete' }).click();
    await dialog.getByText('Choose the role its users move to').waitFor();
    await pick('Move users to', 'SME');
    await page.screenshot({ path: '/tmp/e2e-role-delete.png' });
    await dialog.getByRole('button', { name: 'Move users and delete' }).click();
    await toast('Role deleted successfully. 1 user was moved.');
    expect(await row('Compliance').count()).toBe(0);
    await go('/admin-functions/user-management?search=nora');
    await row('nora@acme.test').getByText('SME').waitFor();
  });

  it('shows built-in roles read-only', async () => {
    await go('/admin-functions/user-roles');
    await row('Sales Admin').getByRole('button', { name: 'View Sales Admin' }).click();
    await page.getByText('Built-in roles cannot be changed. Duplicate the role to make a custom one.').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Customer accounts: View' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
  });

  it('duplicates a built-in role, edits its name and permissions, and deletes it once unused', async () => {
    await go('/admin-functions/user-roles');
    await row('SME').waitFor();
    await page.getByLabel('Search roles').fill('sme');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await row('SME').getByRole('button', { name: 'Duplicate SME' }).click();
    await page.getByRole('heading', { name: 'Duplicate SME' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('SME (copy)');
    expect(await page.getByRole('checkbox', { name: 'Questionnaire questions: Edit' }).isChecked()).toBe(true);
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByText('Please enter a role name').waitFor();
    await page.getByLabel('Name').fill('SME');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByText('A role with this name already exists.').waitFor();
    await page.getByLabel('Name').fill('Reviewer');
    await page.getByRole('button', { name: 'Create role' }).click();
    await toast('Role created successfully');

    await go('/admin-functions/user-roles');
    await row('Reviewer').getByRole('button', { name: 'Edit Reviewer' }).click();
    await page.getByRole('heading', { name: 'Edit Reviewer' }).waitFor();
    await page.getByLabel('Name').fill('Senior Reviewer');
    await page.getByRole('checkbox', { name: 'Products: Create' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast('Role updated successfully');
    await row('Senior Reviewer').getByRole('button', { name: 'Edit Senior Reviewer' }).click();
    await page.getByRole('heading', { name: 'Edit Senior Reviewer' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Products: Create' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Products: View' }).isChecked()).toBe(true);

    await go('/admin-functions/user-roles');
    await row('Senior Reviewer').getByRole('button', { name: 'Delete Senior Reviewer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No one has this role.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete role' }).click();
    await toast('Role deleted successfully');
    await page.waitForFunction(() => ![...document.querySelectorAll('tbody tr')].some((r) => r.textContent?.includes('Senior Reviewer')));
  });

  it('pages the user list at the chosen size', async () => {
    await go('/admin-functions/user-management');
    await row('admin@acme.test').waitFor();
    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await size.click();
    await page.getByRole('option', { name: '25 / page' }).click();
    await page.waitForURL(/length=25/);
    await page.getByText(/^\d+ items$/).waitFor();
    await expect.poll(() => size.inputValue()).toBe('25 / page');
  });

  it('saves the notification receivers with validation and "settings updated"', async () => {
    await go('/admin-functions/settings');
    for (const tab of ['Integrations', 'Questionnaires', 'Trust Center', 'Domain', 'Notifications']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    const sales = page.getByLabel('Sales team email');
    await sales.fill('sales-team');
    await page.getByLabel('Legal team email').click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await sales.fill('sales-team@acme.test');
    await page.getByLabel('Legal team email').fill('legal@acme.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('settings updated');
    await page.reload();
    await page.getByLabel('Sales team email').waitFor();
    expect(await page.getByLabel('Sales team email').inputValue()).toBe('sales-team@acme.test');
    await page.screenshot({ path: '/tmp/e2e-notifications.png' });
  });

  it('shows single sign-on details and one way to connect Salesforce', async () => {
    await go('/admin-functions/settings?tab=integrations');
    await page.getByText('trustroom-console').first().waitFor();
    await page.getByRole('button', { name: 'Connect with Salesforce' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit details' }).count()).toBe(0);
    expect(await page.getByTestId('crm-status').textContent()).toBe('Not connected');
    await page.screenshot({ path: '/tmp/e2e-integrations.png', fullPage: true });
  });

  it('creates an API key shown once that works on the API, then revokes it', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Profile & API keys' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByLabel('Name').fill('Nightly export');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-api-key').textContent())!.trim();
    expect(key).toMatch(/^trk_/);
    const res = await fetch(`${server.url}/api/v1/iam/me/`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    await page.getByRole('button', { name: 'Done' }).click();
    await row('Nightly export').getByRole('button', { name: 'Revoke Nightly export' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await toast('API key revoked');
    expect((await fetch(`${server.url}/api/v1/iam/me/`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
  });

  for (const email of ['sales@acme.test', 'sme@acme.test']) {
    it(`sends ${email.split('@')[0]} back from Settings and hides it from the navigation`, async () => {
      const ctx = await browser.newContext();
      const p = await ctx.newPage();
      await signIn(p, server.url, email);
      await p.goto(server.url + '/admin-functions/settings');
      await p.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
      expect(await p.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      await ctx.close();
    }, 60_000);
  }

  it('shows a power user the users read-only and Access Denied on roles', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const p = await ctx.newPage();
    await signIn(p, server.url, 'power@acme.test');
    const visit = (to: string) => p.evaluate((path) => (window.history.pushState({}, '', path), window.dispatchEvent(new PopStateEvent('popstate'))), to);
    await visit('/admin-functions/user-management');
    const adminRow = p.locator('tbody tr').filter({ has: p.getByText('admin@acme.test', { exact: true }) });
    await adminRow.waitFor();
    expect(await p.getByRole('button', { name: 'Add User' }).count()).toBe(0);
    expect(await adminRow.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await adminRow.getByRole('switch').isDisabled()).toBe(true);
    await visit('/admin-functions/user-management/new');
    await p.waitForURL((u) => u.pathname === '/admin-functions/user-management');
    await adminRow.waitFor();
    // Roles are not theirs to view: the page says so, alone (no title or buttons around it).
    await visit('/admin-functions/user-roles');
    await p.getByTestId('access-denied').waitFor();
    expect(await p.getByRole('button', { name: /Add Role/i }).count()).toBe(0);
    await ctx.close();
  }, 60_000);

  it('shows an IT admin only the Integrations, Domain and Notifications tabs', async () => {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await signIn(p, server.url, 'itadmin@acme.test');
    await p.goto(server.url + '/admin-functions/settings');
    await p.getByRole('tab', { name: 'Notifications' }).waitFor();
    const tabs = await p.getByRole('tab').allTextContents();
    expect(tabs.map((t) => t.trim())).toEqual(['Integrations', 'Domain', 'Notifications']);
    await ctx.close();
  }, 60_000);
});
