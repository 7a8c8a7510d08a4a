import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, journey, launchBrowser, type RunningServer, signedInPage, startServer } from '../support/browser';

const run = browserAvailable();

describe.skipIf(!run)('console messages', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, 'sales@acme.test');
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('leave the account menu visible and clickable while they show', async () => {
    // Sales is sent back from Settings with a message (portal §6).
    await page.goto(server.url + '/admin-functions/settings');
    const message = page.getByRole('alert').first();
    await message.waitFor();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    const box = (await message.boundingBox())!;
    const menu = (await page.getByTestId('user-menu').boundingBox())!;
    const overlaps = box.x < menu.x + menu.width && menu.x < box.x + box.width && box.y < menu.y + menu.height && menu.y < box.y + box.height;
    expect(overlaps).toBe(false);
    // No (empty) message container covers the page and catches its clicks.
    const heights = await page.$$eval('[data-testid="app-notifications"]', (roots) => roots.map((r) => r.getBoundingClientRect().height));
    expect(heights.every((h) => h < 200)).toBe(true);
    await page.getByTestId('user-menu').click({ timeout: 2000 });
    await expect(page.getByRole('menuitem', { name: /Profile/ }).isVisible()).resolves.toBe(true);
  });
});
