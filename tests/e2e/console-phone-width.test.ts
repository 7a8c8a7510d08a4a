import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();

/** Every path of the console's route table without a parameter, and the tabs a page opens by its address. */
const routePaths = [
  '/',
  ...[...fs.readFileSync('web/console/routes.tsx', 'utf8').matchAll(/\{ path: '([^':*]+)'/g)].map((m) => `/${m[1]}`),
  '/questionnaires/knowledge-hub?tab=library',
  '/questionnaires/knowledge-hub?tab=conflicts',
  '/questionnaires/knowledge-hub?tab=try',
];

describe.skipIf(!run)('on a phone (390 px wide), no console page runs off the right edge, as the admin', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, server.url, 'admin@acme.test');
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const route of routePaths) {
    it(`keeps every button of ${route} on screen, and the page does not scroll sideways`, async () => {
      await page.goto(server.url + route);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
      const outside = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        // A button inside something that scrolls sideways (a wide table) is reached by scrolling that, not the page.
        const scrolls = (el: Element) => {
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            const o = getComputedStyle(p).overflowX;
            if (o === 'auto' || o === 'scroll' || o === 'hidden') return true;
          }
          return false;
        };
        return [...document.querySelectorAll('main button, main a')]
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return r.width > 0 && r.right > width + 1 && !scrolls(b);
          })
          .map((b) => (b.textContent ?? '').trim() || b.getAttribute('aria-label') || b.tagName);
      });
      expect(outside, 'buttons past the right edge').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(1);
    });
  }
});
