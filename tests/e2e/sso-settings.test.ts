import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startOidcIdp } from '../support/oidc-idp';
import { browserAvailable, launchBrowser, signIn, startServer, type RunningServer } from '../support/browser';

const run = browserAvailable();

describe.skipIf(!run)('single sign-on settings in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let idp: Awaited<ReturnType<typeof startOidcIdp>>;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    idp = await startOidcIdp(`${server.url}/sso/oidc/callback`);
  }, 180_000);
  afterAll(async () => {
    await idp?.close();
    await browser?.close();
    await server?.stop();
  });

  it("an IT Admin submits the organisation's OpenID Connect provider, checked live, and sees it Submitted for Review", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, 'itadmin@acme.test');
    await page.goto(`${server.url}/admin-functions/settings?tab=integrations`);
    await page.getByText('Your identity provider').waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Issuer', exact: true }).fill(idp.issuer);
    await page.getByRole('textbox', { name: 'Client ID', exact: true }).fill(idp.client.id);
    await page.locator('input[type="password"][autocomplete="off"]').first().fill(idp.client.secret);
    await page.getByRole('textbox', { name: 'E-mail domains' }).fill('sso.acme.test');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByTestId('sso-status-oidc').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('sso-status-oidc').textContent()).toBe('Submitted for Review');
    await page.screenshot({ path: '.tmp/shots/sso-settings.png', fullPage: true });
    await page.goto(`${server.url}/admin-functions/settings?tab=domain`);
    await page.getByText('Custom domain').first().waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '.tmp/shots/domain-tab.png', fullPage: true });
    await context.close();
  }, 120_000);
});
