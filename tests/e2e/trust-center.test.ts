import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';
import { PDFDocument } from 'pdf-lib';

const run = browserAvailable();
// A real one-page PDF: uploads are read and checked like any other PDF.
const evidence = await PDFDocument.create();
evidence.addPage([300, 200]).drawText('Evidence', { x: 40, y: 100 });
const pdf = { name: 'evidence.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await evidence.save()) };

async function step(page: Page, key: string) {
  return page.getByTestId(`setup-step-${key}`);
}
async function expectDone(page: Page, key: string) {
  await page.goto(`${baseUrl}/trust-center/preview`);
  await (await step(page, key)).getByText('Done').waitFor({ timeout: 20_000 });
}

let baseUrl = '';

/** Drags with real mouse moves (the preview only starts a drag after 8 px). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 12, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 25 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}

describe.skipIf(!run)('Trust Center setup, publishing and the public page', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let publicUrl = '';

  beforeAll(async () => {
    server = await startServer();
    baseUrl = server.url;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    await signIn(page, server.url, 'admin@globex.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('takes a new organisation from an empty checklist through every step to Publish', async () => {
    page.setDefaultTimeout(20_000);
    try {
      await setUp();
    } catch (err) {
      await page.screenshot({ path: '/tmp/trust-center-failure.png' });
      throw err;
    }
  }, 240_000);

  async function setUp() {
    await page.goto(`${server.url}/trust-center/preview`);
    await page.getByText('Set up your Trust Center').waitFor({ timeout: 30_000 });
    await page.getByText('0 of 5 done').waitFor();
    await page.screenshot({ path: '/tmp/trust-center-checklist.png' });

    // 1. Organisation information, from the checklist's link.
    await (await step(page, 'is_org_info_filled')).getByRole('link', { name: 'Add information' }).click();
    await page.getByRole('heading', { name: 'Edit Org Information' }).waitFor();
    await page.getByLabel('Company name').fill('Globex');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').first().waitFor();
    await page.getByRole('navigation', { name: 'Fields' }).getByText('Company overview').click();
    await page.getByLabel('Headline').fill('Security at Globex');
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Globex protects customer data with encryption, strict access control and constant monitoring.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved').first().waitFor();
    await expectDone(page, 'is_org_info_filled');

    // 2. A certification.
    await (await step(page, 'is_compliance_setup_done')).getByRole('link', { name: 'Add certification' }).click();
    await page.getByPlaceholder('e.g. SOC 2 Type II').fill('ISO/IEC 27001');
    await page.locator('input[type="file"][accept*="pdf"]').setInputFiles(pdf);
    await page.getByRole('button', { name: 'Add Compliance' }).click();
    await page.waitForURL((u) => u.pathname === '/trust-center/compliance', { timeout: 20_000 });
    await expectDone(page, 'is_compliance_setup_done');

    // 3. A security report.
    await (await step(page, 'is_report_setup_done')).getByRole('link', { name: 'Add report' }).click();
    await page.getByPlaceholder('e.g. 2025 Penetration Test Summary').fill('Globex Penetration Test 2026');
    await page.locator('input[type="file"][accept*="pdf"]').setInputFiles(pdf);
    await page.getByRole('button', { name: 'Add Report' }).click();
    await page.waitForURL((u) => u.pathname === '/trust-center/security-reports', { timeout: 20_000 });
    await expectDone(page, 'is_report_setup_done');

    // 4. Two security topics.
    for (const heading of ['Encryption everywhere', 'Least-privilege access']) {
      await page.goto(`${server.url}/trust-center/security-topics/new`);
      await page.getByPlaceholder('e.g. Encryption everywhere').fill(heading);
      await page.locator('.ProseMirror').click();
      await page.keyboard.type(`${heading} is how Globex works.`);
      await page.getByRole('button', { name: 'Add Topic' }).click();
      await page.waitForURL((u) => u.pathname === '/trust-center/security-topics', { timeout: 20_000 });
    }
    await expectDone(page, 'is_security_topic_setup_done');

    // 5. The NDA, in the checklist's dialog.
    await (await step(page, 'is_nda_setup_done')).getByRole('button', { name: 'Set up NDA' }).click();
    await page.getByLabel('Agreement text').fill('Globex and the recipient agree to keep shared security documents confidential.');
    await page.getByRole('button', { name: 'Save NDA' }).click();
    await page.getByText('NDA saved').waitFor();

    // All done: the preview replaces the checklist, then Publish opens the share dialog.
    await page.getByTestId('tc-preview').waitFor({ timeout: 20_000 });
    await page.getByTestId('tc-preview').getByRole('heading', { name: 'Security at Globex' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Your Trust Center is live').waitFor();
    publicUrl = await page.getByTestId('share-url').inputValue();
    expect(publicUrl).toBe(`${server.url}/trust/globex`);
    await page.getByRole('button', { name: 'Copy URL' }).click();
    await page.getByText('Copied to the clipboard').waitFor();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/trust-center-preview.png' });
  }

  it('shows the published content to a visitor in a fresh browser', async () => {
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(publicUrl);
    await v.getByRole('heading', { level: 1, name: 'Security at Globex' }).waitFor();
    for (const text of ['ISO/IEC 27001', 'Globex Penetration Test 2026', 'Encryption everywhere', 'Least-privilege access']) {
      await v.getByText(text, { exact: true }).first().waitFor();
    }
    await v.screenshot({ path: '/tmp/trust-center-public.png', fullPage: true });
    await visitor.close();
  }, 60_000);

  it('fits a phone, with the section links folded into a menu', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const v = await phone.newPage();
    await v.goto(publicUrl);
    await v.getByRole('heading', { level: 1, name: 'Security at Globex' }).waitFor();
    expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await v.locator('.tc-nav').isVisible()).toBe(false);
    const panel = v.locator('.tc-menu-panel');
    expect(await panel.isVisible()).toBe(false);
    await v.locator('summary', { hasText: 'Menu' }).click();
    await panel.waitFor();
    await v.screenshot({ path: '/tmp/trust-center-public-phone-menu.png' });
    await panel.getByRole('link', { name: 'Documents' }).click();
    await v.waitForURL((u) => u.hash === '#documents');
    await panel.waitFor({ state: 'hidden' });
    await v.getByRole('heading', { level: 2, name: 'Security reports' }).waitFor();
    await phone.close();
  }, 60_000);

  it('reorders a section in the preview and the public page follows', async () => {
    const sectionOrder = async () => {
      const html = await (await fetch(publicUrl)).text();
      return { topics: html.indexOf('id="security"'), compliance: html.indexOf('id="compliance"') };
    };
    const before = await sectionOrder();
    expect(before.compliance).toBeGreaterThan(0);
    expect(before.topics).toBeGreaterThan(before.compliance);

    await page.goto(`${server.url}/trust-center/preview`);
    const handle = page.getByRole('button', { name: 'Move the Security topics section' });
    const target = page.getByTestId('section:compliance');
    await handle.scrollIntoViewIfNeeded();
    await target.scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const h = (await handle.boundingBox())!;
    const t = (await target.boundingBox())!;
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/tc-config/site-configuration/') && r.request().method() === 'PATCH');
    await drag(page, { x: h.x + h.width / 2, y: h.y + h.height / 2 }, { x: h.x + h.width / 2, y: t.y + 20 });
    expect((await saved).status()).toBe(200);

    const after = await sectionOrder();
    expect(after.topics).toBeLessThan(after.compliance);
  }, 60_000);

  it('goes offline and the public page disappears', async () => {
    await page.goto(`${server.url}/trust-center/preview`);
    await page.getByRole('button', { name: 'Go Offline' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go Offline' }).click();
    await page.getByText('Your Trust Center is offline').waitFor();
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    const res = await v.goto(publicUrl);
    expect(res!.status()).toBe(404);
    await v.getByText('This Trust Center is not available').waitFor();
    expect(await v.content()).not.toContain('Globex Penetration Test 2026');
    await visitor.close();
  }, 60_000);
});
