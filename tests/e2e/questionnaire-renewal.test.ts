import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildDemoQuestionnaire } from '@server/modules/questionnaires/demo-workbook';
import { browserAvailable, deleteEmptyResponses, journey, launchBrowser, type RunningServer, signedInPage, startServer, tempFile } from '../support/browser';

const run = browserAvailable();
const shots = process.env.SCREENSHOT_DIR ?? process.env.E2E_SCREENSHOTS ?? os.tmpdir();

describe.skipIf(!run)('a customer sends the same questionnaire again', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let workbookPath: string;

  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    workbookPath = tempFile('Northwind renewal.xlsx', await buildDemoQuestionnaire({ customer: 'Northwind Health' }));
    server = await startServer();
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('prefills the renewal from what Northwind received and shows what changed since', async () => {
    // last time: Northwind's questionnaire is approved (what they received)
    await page.goto(`${server.url}/questionnaires?search=Northwind`);
    await page
      .getByRole('cell', { name: /Northwind Health/ })
      .first()
      .click();
    await page.getByTestId('request-title').waitFor();
    await page
      .getByTestId('file-card')
      .getByRole('button', { name: /^(View|Begin review)$/ })
      .click();
    await page.waitForURL(/\/review\//);
    await page.getByRole('button', { name: 'Approve All', exact: true }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^\d+ Question\(s\) approved successfully$/).waitFor();
    await deleteEmptyResponses(page);
    await page.getByRole('button', { name: 'Mark as Approved' }).click();
    await page.getByText('Just a quick check!').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Mark as Complete' }).waitFor();

    // this year: the same template from the same customer
    await page.goto(`${server.url}/questionnaires`);
    await page.getByRole('button', { name: 'New request' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option', { name: 'Northwind Health' }).click();
    await drawer.getByRole('textbox', { name: 'Requestor', exact: true }).fill('Nora North');
    await drawer.getByTestId('questionnaire-file-input').setInputFiles(workbookPath);
    await drawer.getByText('Northwind renewal.xlsx').waitFor();
    await page.getByRole('button', { name: 'Create request' }).click();
    await page.getByTestId('request-title').waitFor({ timeout: 30_000 });
    const card = page.getByTestId('file-card');
    await card.getByRole('button', { name: 'Review sheet mapping' }).click({ timeout: 60_000 });
    const confirm = page.getByTestId('confirm-mapping');
    await expect.poll(async () => confirm.textContent(), { timeout: 30_000 }).toMatch(/^Import \d+ questions$/);
    await confirm.click();
    await card.getByRole('button', { name: /^(View|Begin review)$/ }).click({ timeout: 60_000 });
    await page.waitForURL(/\/review\//);
    const changed = page.getByTestId('changed-since-last-time');
    await changed.waitFor({ timeout: 30_000 });
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    await page.getByTestId('previously').getByText(`Previously sent to Northwind Health on ${today}`).first().waitFor();
    await page.screenshot({ path: path.join(shots, 'renewal-review.png'), fullPage: true });
    await changed.click();
    await page.screenshot({ path: path.join(shots, 'renewal-changed-only.png'), fullPage: true });
  }, 240_000);
});
