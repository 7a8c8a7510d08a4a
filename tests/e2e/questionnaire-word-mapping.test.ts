import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildWordStatementsForm, WORD_STATEMENTS } from '@server/lib/questionnaire-files/shapes.fixtures';
import { browserAvailable, journey, launchBrowser, type RunningServer, signedInPage, startServer, tempFile } from '../support/browser';

const run = browserAvailable();
const shots = process.env.SCREENSHOT_DIR ?? process.env.E2E_SCREENSHOTS ?? os.tmpdir();

describe.skipIf(!run)('a Word questionnaire mapped by hand in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let docPath: string;

  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    docPath = tempFile('Supplier assurance form.docx', await buildWordStatementsForm());
    server = await startServer();
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers the tables of a Word file whose questions are not found, and imports the statements of the table and columns chosen', async () => {
    await page.goto(`${server.url}/questionnaires`);
    await page.getByRole('button', { name: 'New request' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option', { name: 'Initech' }).click();
    await drawer.getByRole('textbox', { name: 'Requestor', exact: true }).fill('Peter Gibbons');
    await drawer.getByTestId('questionnaire-file-input').setInputFiles(docPath);
    await drawer.getByText('Supplier assurance form.docx').waitFor();
    await page.getByRole('button', { name: 'Create request' }).click();
    await page.getByTestId('request-title').waitFor({ timeout: 30_000 });

    const card = page.getByTestId('file-card');
    await card.getByRole('button', { name: 'Convert' }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByText('0 questions found.', { exact: false }).waitFor({ timeout: 30_000 });
    // nothing to convert by itself: the way on is choosing the columns
    expect(await dialog.getByRole('button', { name: 'Convert' }).count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'word-convert-nothing-found.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Choose the columns' }).click();

    const mapping = page.getByRole('dialog');
    await mapping.getByText('Column mapping').waitFor();
    await mapping.getByRole('checkbox', { name: 'Process Table 2' }).check();
    await mapping.getByText('Table 2').first().click();
    await page.getByTestId('mapping-preview').getByText(WORD_STATEMENTS[0]!).waitFor({ timeout: 30_000 });
    await mapping.getByRole('button', { name: 'Show the table' }).click();
    await page.getByTestId('sheet-grid').getByText('Control statement').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(shots, 'word-column-mapping.png'), fullPage: true });
    const confirm = page.getByTestId('confirm-mapping');
    await expect.poll(async () => confirm.textContent(), { timeout: 30_000 }).toBe('Import 8 questions');
    await confirm.click();
    await card.getByText('8 questions', { exact: false }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: path.join(shots, 'word-mapped-card.png'), fullPage: true });
  }, 180_000);
});
