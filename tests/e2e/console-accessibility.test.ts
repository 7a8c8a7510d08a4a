import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../support/axe';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const shots = process.env.SCREENSHOT_DIR;

/** Every path of the console's route table (web/console/routes.tsx), read from its source. */
const routePaths = ['/', ...[...fs.readFileSync('web/console/routes.tsx', 'utf8').matchAll(/\{ path: '([^'*]+)'/g)].map((m) => `/${m[1]}`)];

/** Where the id of a route parameter comes from: the first row of the list the console reads. */
const listOf: Record<string, string> = {
  securityTopicId: '/api/v1/tc-config/security-topic/',
  securityReportId: '/api/v1/document/security-reports/',
  complianceId: '/api/v1/document/certification/',
  announcementId: '/api/v1/tc-config/announcement/',
  eventId: '/api/v1/security-event/',
  questionnaireId: '/api/v1/questionnaire/request/',
  customerId: '/api/v1/customer/',
  userId: '/api/v1/iam/user-manage/',
  roleId: '/api/v1/iam/roles/',
};

/** The first object with an id in a JSON answer, looking into arrays under keys that pass `key`. */
function firstId(value: unknown, key: (k: string) => boolean = () => true): string | null {
  if (Array.isArray(value)) {
    for (const v of value) if (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string') return (v as { id: string }).id;
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (Array.isArray(v) && !key(k)) continue;
      const id = firstId(v, key);
      if (id) return id;
    }
  }
  return null;
}

describe.skipIf(!run)('the console meets WCAG 2.1 A and AA (axe-core) on every route, as the admin', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let token = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // axe-core is injected as a script: the console's Content-Security-Policy would refuse it.
    admin = await (await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true })).newPage();
    admin.setDefaultTimeout(20_000);
    admin.on('request', (r) => {
      const auth = r.headers().authorization;
      if (auth?.startsWith('Bearer ')) token = auth;
    });
    await signIn(admin, server.url, 'admin@acme.test');
    for (let i = 0; i < 120 && !token; i++) await new Promise((r) => setTimeout(r, 250));
    if (!token) throw new Error('the console sent no access token');
    const get = async (path: string) => (await (await fetch(server.url + path, { headers: { authorization: token } })).json()) as { data: unknown };
    for (const [param, path] of Object.entries(listOf)) {
      const id = firstId((await get(path)).data);
      if (id) ids[param] = id;
    }
    // The review page needs a request with a file: the first request that has one.
    const requests = ((await get('/api/v1/questionnaire/request/?length=50')).data as { requests?: { id: string }[] }).requests ?? [];
    for (const r of requests) {
      const files = ((await get(`/api/v1/questionnaire/request/${r.id}/`)).data as { files?: { id: string }[] }).files ?? [];
      if (files[0]) {
        ids.questionnaireId = r.id;
        ids.fileId = files[0].id;
        break;
      }
    }
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Waits until the page has loaded its data: no loader, no skeleton, and the transitions are over. */
  async function settle(page: Page) {
    await page.waitForLoadState('networkidle').catch(() => {});
    await expect
      .poll(() => page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible').count(), { timeout: 20_000 })
      .toBe(0)
      .catch(() => {});
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  }

  for (const route of routePaths) {
    it(`finds no violation on ${route}`, async () => {
      const path = route.replace(/:(\w+)/g, (_m, p: string) => ids[p] ?? `missing-${p}`);
      expect(path, `no demo data for ${route}`).not.toContain('missing-');
      await admin.goto(server.url + path);
      await settle(admin);
      expect(new URL(admin.url()).pathname, 'the admin stays on the page').toBe(path.split('?')[0]);
      if (shots) await admin.screenshot({ path: `${shots}/axe${route.replace(/[/:]+/g, '-')}.png`, fullPage: true });
      const violations = await axeViolations(admin);
      if (violations.length) console.log(`axe ${route}: ${violations.length} rules\n${describeViolations(violations)}`);
      expect(describeViolations(violations)).toBe('');
    });
  }
});
