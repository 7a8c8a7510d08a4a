import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildDemoQuestionnaire } from '@server/modules/questionnaires/demo-workbook';
import { browserAvailable, journey, launchBrowser, type RunningServer, signedInPage, signIn, startServer, tempFile } from '../support/browser';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();

describe.skipIf(!run)('questionnaires in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let workbookPath: string;

  beforeAll(async () => {
    workbookPath = tempFile('Contoso Security Review.xlsx', await buildDemoQuestionnaire({ customer: 'Contoso' }));
    server = await startServer();
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a request with an Excel file, confirms the proposed mapping, and shows the file card and the sheet', async () => {
    await page.goto(`${server.url}/questionnaires`);
    await page.getByRole('heading', { name: 'Questionnaire requests' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'q-list.png'), fullPage: true });
    await page.getByRole('button', { name: 'New request' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option', { name: 'Initech' }).click();
    await drawer.getByRole('textbox', { name: 'Requestor', exact: true }).fill('Peter Gibbons');
    await drawer.getByTestId('questionnaire-file-input').setInputFiles(workbookPath);
    await drawer.getByText('Contoso Security Review.xlsx').waitFor();
    await page.screenshot({ path: path.join(shots, 'q-new.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create request' }).click();
    await page.getByTestId('request-title').waitFor({ timeout: 30_000 });
    expect(page.url()).toMatch(/\/questionnaires\/[0-9a-f-]{36}$/);

    const card = page.getByTestId('file-card');
    await card.getByRole('button', { name: 'Review sheet mapping' }).click({ timeout: 60_000 });
    await page
      .getByTestId('mapping-preview')
      .getByText('Do you maintain a documented information security policy', { exact: false })
      .waitFor({ timeout: 30_000 });
    // Each question of the preview names its row as the sheet does ("Row 3"), not a bare number.
    await page
      .getByTestId('mapping-preview')
      .getByText(/^Row \d+$/)
      .first()
      .waitFor();
    await page.screenshot({ path: path.join(shots, 'q-mapping.png'), fullPage: true });
    const confirm = page.getByTestId('confirm-mapping');
    await expect.poll(async () => confirm.textContent(), { timeout: 30_000 }).toBe('Import 20 questions');
    await confirm.click();
    await card.getByText('20 questions', { exact: false }).waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: 'Start AI' }).waitFor();
    await page.screenshot({ path: path.join(shots, 'q-details.png'), fullPage: true });

    await card.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View sheets' }).click();
    const grid = page.getByTestId('sheet-grid');
    await grid.getByText('Vendor Security Assessment').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Instructions' }).click();
    await page.getByText('This sheet was not selected for AI responses.', { exact: false }).waitFor();
    await page.screenshot({ path: path.join(shots, 'q-sheet.png'), fullPage: true });
    await page.keyboard.press('Escape');
  }, 180_000);

  it('shows every status and due date whole in the list on a 1024-pixel wide screen', async () => {
    await page.setViewportSize({ width: 1024, height: 900 });
    try {
      await page.goto(`${server.url}/questionnaires`);
      await page.getByTestId('request-status').first().waitFor();
      const cut = await page
        .getByTestId('request-status')
        .evaluateAll((badges) => badges.filter((b) => [b, ...b.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth)).map((b) => b.textContent));
      expect(cut).toEqual([]);
      const dueHeights = await page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => (r.children[6] as HTMLElement).innerText.split('\n').length));
      expect(Math.max(...dueHeights)).toBe(1);
      await page.screenshot({ path: path.join(shots, 'q-list-1024.png'), fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('edits the due date from the information panel', async () => {
    await page.goto(`${server.url}/questionnaires?search=Northwind`);
    await page
      .getByRole('cell', { name: /Northwind Health/ })
      .first()
      .click();
    await page.getByTestId('request-title').waitFor();
    await page.getByTestId('due-date-input').click();
    const day = page.locator('button[class*="DateInput-day"]:not([data-disabled]):not([data-outside])').last();
    const label = await day.textContent();
    await day.click();
    await page.getByText(/^Due date set to /).waitFor({ timeout: 15_000 });
    expect(label).toBeTruthy();
    // Nothing else of the request changed.
    await page.getByText('New Customer', { exact: true }).waitFor();
    await page.getByText('Simon Expert').waitFor();
    await page.screenshot({ path: path.join(shots, 'q-due-date.png'), fullPage: true });
  });

  it('cancels a request from the request menu', async () => {
    await page.goto(`${server.url}/questionnaires?search=Globex`);
    await page
      .getByRole('cell', { name: /Globex Financial/ })
      .first()
      .click();
    await page.getByTestId('request-title').waitFor();
    await page.getByRole('button', { name: 'Request actions' }).click();
    await page.getByRole('menuitem', { name: 'Cancel Request' }).click();
    await page.getByRole('button', { name: 'Yes, cancel request' }).click();
    await page.getByText('Request cancelled').waitFor();
    await expect.poll(async () => page.getByTestId('request-status').first().textContent()).toBe('Cancelled');
    await page.getByRole('button', { name: 'Request actions' }).click();
    expect(await page.getByRole('menuitem', { name: 'Cancel Request' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('sends an SME away from a cancelled request with Access Denied', async () => {
    await page.goto(`${server.url}/questionnaires?search=Hooli`);
    await page.getByRole('cell', { name: /Hooli/ }).first().click();
    await page.getByTestId('request-title').waitFor();
    const cancelledUrl = page.url();
    const context = await browser.newContext();
    const sme = await context.newPage();
    await signIn(sme, server.url, 'sme@acme.test');
    await sme.goto(cancelledUrl);
    await sme.getByText('Access Denied').waitFor({ timeout: 15_000 });
    await sme.getByText('You don’t have permission to view this page').waitFor();
    await sme.waitForURL((u) => u.pathname === '/questionnaires');
    await sme.screenshot({ path: path.join(shots, 'q-sme-denied.png'), fullPage: true });
    await context.close();
  });
});
