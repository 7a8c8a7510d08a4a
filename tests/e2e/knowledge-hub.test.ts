import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildAnsweredQuestionnaire } from '../fixtures/knowledge/answered-questionnaire';
import { browserAvailable, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';
import { tinyPng } from '../support/multipart';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `kh-${name}.png`), fullPage: true });

describe.skipIf(!run)('knowledge hub in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let dir: string;
  let hub: string;

  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-kh-'));
    fs.copyFileSync(path.resolve('tests/fixtures/knowledge/encryption-standard.txt'), path.join(dir, 'encryption-standard.txt'));
    fs.writeFileSync(path.join(dir, 'Vendor answers 2025.xlsx'), await buildAnsweredQuestionnaire());
    fs.writeFileSync(path.join(dir, 'scan.pdf'), tinyPng);
    fs.writeFileSync(path.join(dir, 'blank-notes.md'), '\n\n   \n');
    fs.writeFileSync(
      path.join(dir, 'encryption-standard-v2.txt'),
      'Encryption Standard\n\nCustomer-managed keys\nCustomer-managed encryption keys are supported on the Enterprise plan.\n',
    );
    server = await startServer();
    hub = `${server.url}/questionnaires/knowledge-hub`;
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.url, 'admin@acme.test');
  }, 180_000);
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `failed-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`).catch(() => undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the documents with owner, products, review date and status, reachable from the navigation', async () => {
    await page.goto(`${server.url}/questionnaires`);
    await page.getByRole('link', { name: 'Knowledge Hub' }).click();
    await page.getByRole('heading', { name: 'Knowledge Hub' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/questionnaires/knowledge-hub');
    await page.getByRole('button', { name: 'Information Security Policy', exact: true }).waitFor();
    const scoped = page.getByRole('row', { name: /Acme Identity – Product Security Overview/ });
    await scoped.getByText('Acme Identity', { exact: true }).waitFor();
    // The demo's data protection standard is past its review date.
    await page
      .getByRole('row', { name: /Encryption and Data Protection Standard/ })
      .getByTestId('review-overdue')
      .waitFor();
    await expect.poll(() => page.getByTestId('conflict-count').textContent()).toBe('1');
    await shot(page, 'documents');
  });

  it('shows statuses, products and overdue reviews whole on a 1024-pixel wide screen', async () => {
    await page.setViewportSize({ width: 1024, height: 900 });
    try {
      await page.getByTestId('document-status').first().waitFor();
      const cut = await page
        .locator('tbody .mantine-Badge-root')
        .evaluateAll((badges) => badges.filter((b) => [b, ...b.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth)).map((b) => b.textContent));
      expect(cut).toEqual([]);
      await shot(page, 'documents-1024');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it('refuses a file that is not a readable document with a clear message', async () => {
    await page.getByRole('button', { name: 'Upload document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog.getByTestId('document-file-input').setInputFiles(path.join(dir, 'scan.pdf'));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByTestId('file-error').getByText('This file type is not accepted', { exact: false }).waitFor({ timeout: 15_000 });
    await shot(page, 'upload-refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('uploads a document, shows it being read, then ready with passages that keep their headings', async () => {
    await page.getByRole('button', { name: 'Upload document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog.getByTestId('document-file-input').setInputFiles(path.join(dir, 'encryption-standard.txt'));
    await dialog.getByText('encryption-standard.txt').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Encryption Standard 2026');
    await shot(page, 'upload');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('Document uploaded. It is being read and will be used once ready.').waitFor();
    const row = page.getByRole('row', { name: /Encryption Standard 2026/ });
    await row.locator('[data-testid="document-status"][data-status="READY"]').waitFor({ timeout: 60_000 });
    await row.getByRole('button', { name: 'Encryption Standard 2026', exact: true }).click();
    const drawer = page.getByTestId('document-drawer');
    await drawer.getByTestId('passage').first().waitFor({ timeout: 15_000 });
    const byok = drawer.getByTestId('passage').filter({ hasText: 'Customer-managed encryption keys (BYOK) are not supported today.' });
    await byok.getByText('Customer-managed keys', { exact: false }).first().waitFor();
    await shot(page, 'document-drawer');

    // A new version replaces the old one's passages; the history keeps both.
    await drawer.getByRole('button', { name: 'New version' }).click();
    const replace = page.getByRole('dialog', { name: 'Upload a new version' });
    await replace.getByTestId('replace-file-input').setInputFiles(path.join(dir, 'encryption-standard-v2.txt'));
    await replace.getByRole('button', { name: 'Upload version 2' }).click();
    await page.getByText('New version uploaded. The previous version is no longer used for answers.').waitFor();
    await drawer.getByTestId('passage').filter({ hasText: 'supported on the Enterprise plan' }).waitFor({ timeout: 60_000 });
    await drawer.getByText('Versions').waitFor();
    await shot(page, 'document-v2');
    await page.getByRole('button', { name: 'Close drawer' }).click();
    await page
      .getByRole('row', { name: /Encryption Standard 2026/ })
      .getByText('v2', { exact: true })
      .waitFor();
  }, 90_000);

  it('marks a document that cannot be read as failed, with the reason', async () => {
    await page.getByRole('button', { name: 'Upload document' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    await dialog.getByTestId('document-file-input').setInputFiles(path.join(dir, 'blank-notes.md'));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const row = page.getByRole('row', { name: /blank-notes/ });
    await row.locator('[data-testid="document-status"][data-status="FAILED"]').waitFor({ timeout: 60_000 });
    await row.getByText('No text was found', { exact: false }).waitFor();
    await shot(page, 'document-failed');
  }, 90_000);

  it('imports an answered questionnaire and shows how many pairs were added, then finds them in the library', async () => {
    await page.getByRole('tab', { name: 'Answer library' }).click();
    await page.getByRole('button', { name: 'Import answered questionnaire' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import an answered questionnaire' });
    await dialog.getByTestId('import-file-input').setInputFiles(path.join(dir, 'Vendor answers 2025.xlsx'));
    await dialog.getByRole('button', { name: 'Import answers' }).click();
    const result = dialog.getByTestId('import-result');
    await result.getByText('5 question–answer pairs added to the library from Vendor answers 2025.xlsx').waitFor({ timeout: 30_000 });
    await shot(page, 'import-result');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('textbox', { name: 'Search the library' }).fill('BYOK');
    const row = page.getByRole('row', { name: /customer-managed encryption keys/i });
    await row.getByText('Not supported today.').waitFor({ timeout: 15_000 });
    await row.getByTestId('choice-badge').getByText('No').waitFor();
    await row.getByText('Vendor answers 2025.xlsx', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await shot(page, 'library');
    await page.getByRole('textbox', { name: 'Search the library' }).fill('');
  });

  it('tries a question and shows a cited draft with its confidence', async () => {
    await page.getByRole('tab', { name: 'Try a question' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('Is multi-factor authentication enforced for all employees?');
    await page.getByRole('button', { name: 'Draft an answer' }).click();
    const draft = page.getByTestId('draft');
    await draft.getByTestId('confidence').waitFor({ timeout: 30_000 });
    expect(await draft.getByTestId('confidence').textContent()).toMatch(/High confidence|Medium confidence/);
    expect(await draft.getByTestId('choice-badge').first().textContent()).toBe('Yes');
    expect(await draft.getByTestId('draft-source').count()).toBeGreaterThan(0);
    await page.getByTestId('search-results').getByTestId('source-link').first().waitFor();
    await shot(page, 'try-question');
    // A source opens where it came from, on this page.
    await draft.getByTestId('source-link').first().click();
    await page.locator('[data-testid="document-drawer"], [role="dialog"]').first().waitFor();
    await shot(page, 'draft-source-opened');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('document-drawer').waitFor({ state: 'hidden' });

    await page.getByRole('textbox', { name: 'Question' }).fill('Do you operate a bug bounty programme with a public hall of fame?');
    await page.getByRole('button', { name: 'Draft an answer' }).click();
    await draft.getByText('Needs input', { exact: true }).waitFor({ timeout: 30_000 });
    await shot(page, 'try-needs-input');
  }, 90_000);

  it('edits a library answer', async () => {
    await page.goto(`${hub}?tab=library&search=recovery`);
    const row = page.getByRole('row', { name: /recovery time and recovery point objectives/ });
    await row.getByRole('button', { name: 'What are your recovery time and recovery point objectives (RTO/RPO)?', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit answer' });
    const answer = dialog.getByRole('textbox', { name: 'Answer' });
    await answer.waitFor();
    await answer.fill('RTO 4 hours and RPO 1 hour, tested every year.');
    await dialog.getByRole('checkbox', { name: 'Mark as reviewed today' }).check();
    await shot(page, 'edit-entry');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Answer updated successfully').waitFor();
    await row.getByText('RTO 4 hours and RPO 1 hour, tested every year.').waitFor();
  }, 60_000);

  it('resolves the demo conflict by keeping one answer', async () => {
    await page.getByRole('tab', { name: /Conflicts/ }).click();
    const conflict = page.getByTestId('conflict').first();
    await conflict.getByTestId('conflict-answer').nth(1).waitFor();
    expect(await conflict.getByTestId('conflict-answer').count()).toBe(2);
    await shot(page, 'conflicts');
    const keep = conflict.getByTestId('conflict-answer').filter({ hasText: 'region selection is on the roadmap' });
    await keep.getByRole('button', { name: 'Keep this answer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Keep this answer' }).click();
    await page.getByText('Conflict resolved').waitFor();
    await page.getByText('No conflicting answers').waitFor();
    expect(await page.getByTestId('conflict-count').count()).toBe(0);
    await shot(page, 'conflicts-resolved');
  }, 60_000);

  it("offers the knowledge hub's readable documents when AI is started on a questionnaire", async () => {
    await page.goto(`${server.url}/questionnaires?search=Initech`);
    await page
      .getByRole('cell', { name: /Initech/ })
      .first()
      .click();
    await page.getByTestId('request-title').waitFor();
    const card = page.getByTestId('file-card');
    await card.getByRole('button', { name: 'Review sheet mapping' }).click({ timeout: 60_000 });
    const confirm = page.getByTestId('confirm-mapping');
    await expect.poll(async () => confirm.isEnabled(), { timeout: 30_000 }).toBe(true);
    await confirm.click();
    await card.getByRole('button', { name: 'Start AI' }).click({ timeout: 60_000 });
    const modal = page.getByRole('dialog', { name: 'Choose knowledge-base documents' });
    await modal.getByRole('checkbox', { name: /Encryption Standard 2026/ }).waitFor({ timeout: 15_000 });
    await modal.getByRole('checkbox', { name: /Acme Identity – Product Security Overview/ }).waitFor();
    expect(await modal.getByRole('checkbox', { name: /blank-notes/ }).count()).toBe(0);
    await shot(page, 'start-ai-documents');
    await modal.getByRole('button', { name: 'Cancel' }).click();
  }, 120_000);

  it('shows a view-only user the knowledge hub without upload, import or edit buttons', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const sales = await context.newPage();
    await signIn(sales, server.url, 'sales@acme.test');
    await sales.goto(hub);
    await sales.getByRole('button', { name: 'Information Security Policy', exact: true }).waitFor({ timeout: 30_000 });
    expect(await sales.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
    await sales.getByRole('button', { name: 'Actions for Information Security Policy' }).click();
    await sales.getByRole('menuitem', { name: 'Download' }).waitFor();
    expect(await sales.getByRole('menuitem', { name: 'Upload new version' }).count()).toBe(0);
    expect(await sales.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await sales.keyboard.press('Escape');
    await sales.getByRole('button', { name: 'Information Security Policy', exact: true }).click();
    await sales.getByTestId('document-drawer').getByTestId('passage').first().waitFor();
    expect(await sales.getByTestId('document-details-form').count()).toBe(0);
    await shot(sales, 'sales-drawer');
    await sales.getByRole('button', { name: 'Close drawer' }).click();

    await sales.goto(`${hub}?tab=library&search=${encodeURIComponent('documented information security policy')}`);
    const entry = sales.getByRole('row', { name: /Do you have a documented information security policy/ });
    await entry.waitFor({ timeout: 15_000 });
    expect(await sales.getByRole('button', { name: 'Import answered questionnaire' }).count()).toBe(0);
    expect(await sales.getByRole('button', { name: 'Add answer' }).count()).toBe(0);
    expect(await sales.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    await entry.click();
    const dialog = sales.getByRole('dialog', { name: 'Answer' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().waitFor();
    expect(await dialog.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    await shot(sales, 'sales-library');
    await context.close();
  }, 120_000);
});
