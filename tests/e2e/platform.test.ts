import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMessages } from '@shared/contracts/iam';
import type { Browser } from 'playwright-core';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();

describe.skipIf(!run)('platform in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in as the Acme admin through the embedded provider, lands on Home, and signs out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, 'admin@acme.test');
    await page.getByText('Good', { exact: false }).first().waitFor();
    expect(await page.getByTestId('org-name').textContent()).toBe('Acme Cloud');
    await page.getByTestId('user-menu').click();
    await page.getByText('Sign out').click();
    await page.getByText('You have signed out').waitFor({ timeout: 30_000 });
    // The provider session ended too: going back in asks for the password again.
    await page.goto(server.url + '/');
    await page.waitForSelector('input[name="email"]', { timeout: 30_000 });
    await context.close();
  });

  it('shows the sign-in error page for a denied login, with Try again and a support contact', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth/redirect?error=access_denied&error_description=${encodeURIComponent(signInMessages.deactivated)}`);
    await page.getByText('Oops! Something went wrong').waitFor();
    await page.getByText(signInMessages.deactivated).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.getByText('Need help?').waitFor();
    // Words a link brings along are not the product's: the page says its own sentence instead.
    const bait = 'Your account is locked. Call +1 555 0100 to unlock it.';
    await page.goto(`${server.url}/auth/redirect?error=server_error&error_description=${encodeURIComponent(bait)}`);
    await page.getByText('The sign-in could not be completed. Please try again.').waitFor();
    expect(await page.getByText(bait).count()).toBe(0);
    await page.close();
  });

  it('shows the not-found page for a bad route once signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, server.url, 'sales@acme.test');
    await page.goto(server.url + '/no/such/page');
    await page.getByText('Oops! Page Not Found').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Back to dashboard' }).waitFor();
    await context.close();
  });

  it('tells the user clearly when the password is wrong', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await page.waitForSelector('input[name="email"]', { timeout: 30_000 });
    await page.fill('input[name="email"]', 'admin@acme.test');
    await page.click('button[type="submit"]');
    await page.waitForSelector('input[name="password"]', { timeout: 30_000 });
    await page.fill('input[name="password"]', 'wrong-password');
    await page.click('button[type="submit"]');
    await page.getByText('Incorrect email or password.').waitFor({ timeout: 30_000 });
    await context.close();
  });
});
