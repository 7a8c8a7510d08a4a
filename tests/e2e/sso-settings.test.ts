import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startOidcIdp } from '../support/oidc-idp';
import { TestSamlIdp } from '../support/saml-idp';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const OPERATOR = { email: 'ops@trustroom.test', password: 'operator-passphrase-1' };
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/sso-${name}.png`, fullPage: true });

/** E-mail first: the sign-in page asks for the address, then routes it (to a provider, or to the password form). */
async function continueWithEmail(page: Page, email: string) {
  await page.waitForSelector('input[name="email"]', { timeout: 30_000 });
  await page.fill('input[name="email"]', email);
  await page.click('button[type="submit"]');
}

describe.skipIf(!run)('single sign-on for Globex, in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let oidc: Awaited<ReturnType<typeof startOidcIdp>>;
  // The SAML provider answers inside the test (its sign-in page is served by the browser's request routing).
  const saml = new TestSamlIdp('https://idp.globex.test/saml', 'http://idp.globex.test/saml/sso');
  beforeAll(async () => {
    // The operator is created with the command line, as the README says, before the server holds the data.
    server = await startServer(
      // The test identity providers listen on this machine.
      { SSO_PRIVATE_NETWORK: 'allow' },
      {
        beforeStart: async (env) => {
          await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'operator', 'create', '--email', OPERATOR.email], {
            env: { ...env, OPERATOR_PASSWORD: OPERATOR.password },
          });
        },
      },
    );
    browser = await launchBrowser();
    oidc = await startOidcIdp(`${server.url}/sso/oidc/callback`);
  }, 240_000);
  afterAll(async () => {
    await oidc?.close();
    await browser?.close();
    await server?.stop();
  });

  it('an IT Admin sets up OpenID Connect and SAML, the operator activates both, and Globex people sign in through each', async () => {
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, server.url, 'itadmin@globex.test');
    await admin.goto(`${server.url}/admin-functions/settings?tab=integrations`);
    await admin.getByText('Your identity provider').waitFor({ timeout: 30_000 });
    const chooseSmeForNewUsers = async () => {
      await admin.getByLabel('Create users on their first sign-in').check();
      await admin.getByRole('combobox', { name: 'with the role' }).click();
      await admin.getByRole('option', { name: 'SME' }).click();
    };

    // OpenID Connect: discovery is read live when saved.
    await admin.getByRole('textbox', { name: 'Issuer', exact: true }).fill(oidc.issuer);
    await admin.getByRole('textbox', { name: 'Client ID', exact: true }).fill(oidc.client.id);
    await admin.getByLabel('Client secret').fill(oidc.client.secret);
    await admin.getByRole('textbox', { name: 'E-mail domains' }).fill('oidc.globex.test');
    await chooseSmeForNewUsers();
    await admin.getByRole('button', { name: 'Submit for review' }).click();
    await admin.getByTestId('sso-status-oidc').waitFor({ timeout: 30_000 });
    expect(await admin.getByTestId('sso-status-oidc').textContent()).toBe('Submitted for Review');

    // SAML 2.0: the provider's metadata pasted.
    await admin.getByText('SAML 2.0', { exact: true }).first().click();
    await admin.getByLabel('…or its metadata XML').fill(saml.metadata());
    await admin.getByRole('textbox', { name: 'E-mail domains' }).fill('saml.globex.test');
    await chooseSmeForNewUsers();
    await admin.getByRole('button', { name: 'Submit for review' }).click();
    await admin.getByTestId('sso-status-saml').waitFor({ timeout: 30_000 });
    expect(await admin.getByTestId('sso-status-saml').textContent()).toBe('Submitted for Review');
    await shot(admin, 'submitted');

    // The platform operator activates both on the operator screen.
    const ops = await (await browser.newContext()).newPage();
    await ops.goto(`${server.url}/operator`);
    await ops.getByLabel('Email').fill(OPERATOR.email);
    await ops.getByLabel('Password').fill(OPERATOR.password);
    await ops.getByRole('button', { name: 'Sign in' }).click();
    await ops.getByRole('heading', { name: 'Single sign-on reviews' }).waitFor();
    await shot(ops, 'operator');
    for (const protocol of ['OpenID Connect', 'SAML 2.0']) {
      const row = ops.locator('tr', { hasText: 'Globex' }).filter({ hasText: protocol });
      await row.getByRole('button', { name: 'Activate' }).click();
      await ops.getByText('Activated: the organisation can sign in with it now.').waitFor();
      expect(await row.locator('.badge').textContent()).toBe('Active');
    }
    await shot(ops, 'operator-done');

    // The tenant sees ACTIVE at once.
    await admin.reload();
    await admin.getByTestId('sso-status-saml').waitFor({ timeout: 30_000 });
    expect(await admin.getByTestId('sso-status-oidc').textContent()).toBe('Active');
    expect(await admin.getByTestId('sso-status-saml').textContent()).toBe('Active');
    await shot(admin, 'active');

    // A Globex person signs in through the OpenID Connect provider: e-mail first → provider → console.
    const olive = await (await browser.newContext()).newPage();
    await olive.goto(`${server.url}/`);
    await continueWithEmail(olive, 'olive@oidc.globex.test');
    await olive.waitForURL((u) => u.origin === oidc.issuer, { timeout: 30_000 });
    await olive.fill('input[name="login"]', 'olive@oidc.globex.test');
    await olive.fill('input[name="password"]', 'any');
    await olive.click('button[type="submit"]');
    await olive.waitForURL(
      (u) => u.origin === server.url && !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/auth/') && !u.pathname.startsWith('/sso/'),
      { timeout: 30_000 },
    );
    await olive.getByTestId('user-menu').waitFor({ timeout: 30_000 });
    // A new user made on first sign-in, with the default role chosen above.
    expect(await olive.getByTestId('user-menu').textContent()).toMatch(/olive.*SME/i);

    // And another through the SAML provider, whose page posts the signed answer back to our ACS URL.
    const sam = await browser.newContext();
    await sam.route('http://idp.globex.test/**', async (route) => {
      const answer = saml.answer(route.request().url(), { email: 'sam@saml.globex.test' });
      const fields = Object.entries(answer.form)
        .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
        .join('');
      await route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Globex IdP</title><form method="post" action="${answer.acsUrl}">${fields}</form><script>document.forms[0].submit()</script>`,
      });
    });
    const samPage = await sam.newPage();
    await samPage.goto(`${server.url}/`);
    await continueWithEmail(samPage, 'sam@saml.globex.test');
    await samPage.waitForURL(
      (u) => u.origin === server.url && !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/auth/') && !u.pathname.startsWith('/sso/'),
      { timeout: 30_000 },
    );
    await samPage.getByTestId('user-menu').waitFor({ timeout: 30_000 });
    expect(await samPage.getByTestId('user-menu').textContent()).toMatch(/Sam.*SME/);
    await shot(samPage, 'signed-in-saml');
  }, 240_000);

  it('keeps a deep link through sign-in (same origin only), and shows sentences instead of validator text', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/customer-management?search=north`);
    await continueWithEmail(page, 'admin@acme.test');
    await page.waitForSelector('input[name="password"]', { timeout: 30_000 });
    await page.fill('input[name="password"]', 'trustroom-demo');
    await page.click('button[type="submit"]');
    await page.waitForURL((u) => u.pathname === '/customer-management', { timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('?search=north');

    // (Return paths to another site are refused by the server: sign-in.test.ts and sign-in-hardening.test.ts.)

    await page.goto(`${server.url}/auth/redirect?code=bogus`);
    await page.getByText('Oops! Something went wrong').waitFor({ timeout: 30_000 });
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/Invalid input|expected string|received null/);

    await page.goto(`${server.url}/customer-management/not-an-id/edit`);
    await page.getByText('Oops! Page Not Found').waitFor({ timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toMatch(/Invalid UUID|Id:/);
  }, 120_000);

  it('gives an SME who opens a Trust Center address the no-access treatment, not an error box', async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, server.url, 'sme@acme.test');
    for (const path of [
      '/trust-center/security-topics',
      '/trust-center/compliance',
      '/trust-center/preview',
      '/trust-center/announcements',
      '/trust-center/requests',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.getByText('Access Denied').waitFor({ timeout: 30_000 });
      const text = await page.locator('body').innerText();
      expect(text, path).not.toContain('Could not load');
      expect(text, path).not.toContain('Something went wrong');
      // The refusal stands alone: no page title, filters or Add button around it.
      expect(await page.locator('main').getByRole('button').count(), path).toBe(0);
      expect(await page.locator('main').getByRole('heading').allTextContents(), path).toEqual(['Access Denied']);
    }
    await shot(page, 'sme-trust-center');
  }, 120_000);
});
