import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, deleteEmptyResponses, journey, launchBrowser, type RunningServer, signIn, startServer } from '../support/browser';

const run = browserAvailable();
const shots = process.env.E2E_SCREENSHOTS ?? os.tmpdir();
const SME_ANSWER = 'Encryption keys live in a managed KMS and are rotated every 90 days by the platform team.';
const OWNER_EDIT = 'Temporary wording that the owner undoes straight away.';

/**
 * A whole questionnaire (questionnaires §2.8, §4, §6): the owner assigns questions to an SME, the SME
 * answers one and hands another back with a comment, the owner edits and undoes, approves everything,
 * approves and completes the file, and downloads the customer's file filled with the approved answers.
 */
describe.skipIf(!run)('questionnaire review in the browser', journey, () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let reviewUrl = '';

  const row = (page: Page, n: number) => page.locator(`[data-testid="question-row"][data-question="${n}"]`);
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `review-${name}.png`), fullPage: true });

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    owner = await ownerContext.newPage();
    await signIn(owner, server.url, 'admin@acme.test');
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the drafted file from the request and shows its sheets, progress and sources', async () => {
    await owner.goto(`${server.url}/questionnaires?search=Northwind`);
    await owner
      .getByRole('cell', { name: /Northwind Health/ })
      .first()
      .click();
    await owner.getByTestId('request-title').waitFor();
    await owner
      .getByTestId('file-card')
      .getByRole('button', { name: /^(View|Begin review)$/ })
      .click();
    await owner.waitForURL(/\/review\//);
    reviewUrl = owner.url().split('?')[0]!;
    await row(owner, 12).waitFor({ timeout: 30_000 });
    await expect.poll(() => owner.getByTestId('review-progress').textContent()).toBe('55%');
    await owner.getByRole('tab', { name: /Security Questions/ }).waitFor();
    await row(owner, 12).getByRole('button', { name: 'Sources of response 12' }).click();
    await owner.getByText('Information Security Policy', { exact: true }).last().waitFor();
    await shot(owner, 'owner');
    await owner.keyboard.press('Escape');

    // 'Mark as Approved' waits for every response to be approved.
    await expect(owner.getByRole('button', { name: 'Mark as Approved' }).isDisabled()).resolves.toBe(true);

    // A sheet that was not selected for AI responses is shown read-only, with the note.
    await owner.getByRole('tab', { name: 'Instructions' }).click();
    await owner.getByText('This sheet was not selected for AI responses.', { exact: false }).waitFor();
    await owner.getByTestId('sheet-grid').waitFor();
    await shot(owner, 'not-selected-sheet');
    await owner.getByRole('tab', { name: /Security Questions/ }).click();
    await row(owner, 12).waitFor();
  }, 180_000);

  it('fits every column, the status and assignee included, on a 1024-pixel wide screen', async () => {
    await owner.setViewportSize({ width: 1024, height: 900 });
    try {
      const assignee = row(owner, 18).getByRole('combobox', { name: 'Assignee of question 18' });
      await assignee.waitFor();
      const box = await assignee.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(1024);
      await shot(owner, 'narrow');
    } finally {
      await owner.setViewportSize({ width: 1440, height: 900 });
    }
  }, 60_000);

  it('assigns two questions to the SME', async () => {
    await row(owner, 12).getByRole('checkbox').check();
    await row(owner, 13).getByRole('checkbox').check();
    // Approved questions cannot be selected.
    await expect(row(owner, 1).getByRole('checkbox').isDisabled()).resolves.toBe(true);
    const bar = owner.getByTestId('bulk-bar');
    await bar.getByText('2 selected').waitFor();
    await bar.getByRole('button', { name: 'Assign' }).click();
    await owner.getByText('Assignee cannot be empty').waitFor();
    await bar.getByRole('combobox', { name: 'Assign selected questions to' }).click();
    await owner.getByRole('option', { name: 'Simon Expert' }).click();
    await shot(owner, 'bulk-assign');
    await bar.getByRole('button', { name: 'Assign' }).click();
    await owner.getByText('2 Question(s) assigned to Simon Expert').waitFor();
    await expect.poll(() => row(owner, 13).getByRole('combobox', { name: 'Assignee of question 13' }).inputValue()).toBe('Simon Expert');
  }, 180_000);

  it('lets the SME answer one question and hand another back with a comment', async () => {
    const smeContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const sme = await smeContext.newPage();
    await signIn(sme, server.url, 'sme@acme.test');
    await sme.goto(`${reviewUrl}?assigned_to_me=1`);
    await row(sme, 18).waitFor({ timeout: 30_000 });
    // Only their own questions, and no sheet that was not selected.
    await expect.poll(() => sme.getByTestId('question-row').count()).toBe(5);
    expect(await sme.getByRole('tab', { name: 'Instructions' }).count()).toBe(0);
    expect(await sme.getByRole('button', { name: 'Approve All', exact: true }).count()).toBe(0);
    expect(await sme.getByRole('checkbox').count()).toBe(0);

    const submit = row(sme, 18).getByRole('button', { name: 'Submit Response' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await row(sme, 18).getByRole('textbox', { name: 'Response to question 18' }).fill(SME_ANSWER);
    await submit.click();
    await sme.getByText('Response submitted').waitFor();
    await expect.poll(() => row(sme, 18).getByTestId('sme-status').textContent()).toBe('Submitted');
    await expect(submit.isDisabled()).resolves.toBe(true);

    await row(sme, 13).getByRole('button', { name: 'Re-assign question 13 to the owner' }).click();
    const dialog = sme.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Comment/ }).fill('This one is about our SSO roadmap; product management should answer it.');
    await shot(sme, 'sme-reassign');
    await dialog.getByRole('button', { name: 'Re-assign' }).click();
    await sme.getByText('1 Question(s) re-assigned to Sally Santos').waitFor();
    await expect.poll(() => sme.getByTestId('question-row').count()).toBe(4);
    await shot(sme, 'sme');
    await smeContext.close();
  }, 180_000);

  it('shows the owner the comment on the question handed back', async () => {
    await owner.reload();
    await row(owner, 13).waitFor({ timeout: 30_000 });
    await row(owner, 13).getByRole('button', { name: 'Comments on question 13' }).click();
    await owner.getByTestId('file-comments').getByText('This one is about our SSO roadmap', { exact: false }).waitFor();
    await owner.getByTestId('comment-target').getByText('On Q13', { exact: false }).waitFor();
    // A colleague is mentioned from the picker, without knowing the @-syntax.
    const drawer = owner.getByTestId('file-comments');
    await owner.getByRole('button', { name: 'Mention' }).click();
    await owner.getByRole('menuitem', { name: 'Simon Expert' }).click();
    const box = owner.getByRole('textbox', { name: 'New comment' });
    await expect.poll(() => box.inputValue()).toBe('@Simon Expert ');
    await box.pressSequentially('please double-check the SSO roadmap answer.');
    await owner.getByRole('button', { name: 'Comment', exact: true }).click();
    await drawer.getByText('@Simon Expert please double-check the SSO roadmap answer.').waitFor();
    await shot(owner, 'comments');
    await owner.keyboard.press('Escape');
    // The SME's answer is there for the owner to review.
    await expect.poll(() => row(owner, 18).getByRole('textbox', { name: 'Response to question 18' }).inputValue()).toBe(SME_ANSWER);
  }, 180_000);

  it('edits a response and undoes the edit with the keyboard', async () => {
    const box = row(owner, 12).getByRole('textbox', { name: 'Response to question 12' });
    const original = await box.inputValue();
    expect(original).not.toBe('');
    await box.fill(OWNER_EDIT);
    await row(owner, 12).getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Response saved').first().waitFor();
    await expect.poll(() => row(owner, 12).getByRole('button', { name: 'Undo response 12' }).isEnabled()).toBe(true);
    await shot(owner, 'edited');
    await box.focus();
    await owner.keyboard.press('Control+z');
    await expect.poll(() => box.inputValue()).toBe(original);
    await expect.poll(() => row(owner, 12).getByRole('button', { name: 'Redo response 12' }).isEnabled()).toBe(true);
    // The undo was saved: a fresh page shows the original response.
    await owner.reload();
    await expect.poll(() => row(owner, 12).getByRole('textbox', { name: 'Response to question 12' }).inputValue(), { timeout: 30_000 }).toBe(original);
  }, 180_000);

  it('saves typed text by itself when typing pauses, and shows the person who wrote it instead of the AI chip', async () => {
    const typed = 'Typed, then left without pressing Save.';
    const box = row(owner, 13).getByRole('textbox', { name: 'Response to question 13' });
    await box.fill(typed);
    await row(owner, 13).getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await row(owner, 13).getByText('Ada Admin', { exact: true }).waitFor();
    expect(await row(owner, 13).getByTestId('confidence').count()).toBe(0);
    await owner.reload();
    await expect.poll(() => row(owner, 13).getByRole('textbox', { name: 'Response to question 13' }).inputValue(), { timeout: 30_000 }).toBe(typed);
  }, 120_000);

  it('keeps a response, and says so, when regenerating finds no answer', async () => {
    // A question the knowledge hub says nothing about, answered by hand.
    await owner.getByRole('button', { name: 'Add question' }).click();
    await owner.getByRole('textbox', { name: 'New question' }).fill('Do you operate a data centre on the Moon?');
    await owner.getByTestId('new-question-row').getByRole('button', { name: 'Save' }).click();
    const box = row(owner, 21).getByRole('textbox', { name: 'Response to question 21' });
    await box.waitFor();
    await box.fill('Not at present.');
    await row(owner, 21).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row(owner, 21).getByRole('button', { name: 'Undo response 21' }).count()).toBe(1);
    const before = await box.inputValue();
    expect(before).toBe('Not at present.');
    await row(owner, 21).getByRole('button', { name: 'Regenerate response 21' }).click();
    await owner.getByRole('menuitem', { name: 'Make it shorter' }).click();
    const kb = owner.getByRole('dialog', { name: 'Choose knowledge-base documents' });
    const notice = owner.getByText('The AI found no answer in the chosen documents, so your response was kept.');
    await Promise.race([kb.waitFor({ timeout: 15_000 }), notice.waitFor({ timeout: 15_000 })]);
    if (await kb.isVisible()) await kb.getByRole('button', { name: 'Generate' }).click();
    await notice.waitFor({ timeout: 15_000 });
    await shot(owner, 'regenerate-no-answer');
    expect(await box.inputValue()).toBe(before);
    expect(await row(owner, 21).getByText('Needs input').count()).toBe(0);
    expect(await row(owner, 21).getByRole('button', { name: 'Undo response 21' }).count()).toBe(1);
  }, 90_000);

  it('approves everything, marks the file approved and complete, and downloads the filled file', async () => {
    await owner.getByRole('button', { name: 'Approve All', exact: true }).click();
    await owner.getByText('Some responses are missing. Continue anyway?').waitFor();
    await owner.getByRole('button', { name: 'Continue' }).click();
    await owner.getByText(/^\d+ Question\(s\) approved successfully$/).waitFor();
    // Empty responses are not approved: the file waits for them, and its button says why.
    await expect.poll(async () => Number((await owner.getByTestId('review-progress').textContent())?.replace('%', ''))).toBeGreaterThan(55);
    await expect(owner.getByRole('button', { name: 'Mark as Approved' }).isDisabled()).resolves.toBe(true);
    await deleteEmptyResponses(owner);
    await expect.poll(async () => (await owner.getByTestId('review-progress').textContent())?.trim()).toBe('100%');

    await owner.getByRole('button', { name: 'Mark as Approved' }).click();
    await owner.getByText('Just a quick check!').waitFor();
    await shot(owner, 'quick-check');
    await owner.getByRole('button', { name: 'Continue' }).click();
    await owner.getByRole('button', { name: 'Mark as Complete' }).waitFor();
    expect(await row(owner, 12).getByRole('textbox', { name: 'Response to question 12' }).count()).toBe(0);
    await shot(owner, 'approved');
    await owner.getByRole('button', { name: 'Mark as Complete' }).click();
    await owner.getByText('Great Work!').waitFor();
    await owner.getByText('Northwind Vendor Security Assessment.xlsx for Northwind Health is now complete').waitFor();
    await shot(owner, 'complete');
    await owner.getByRole('button', { name: 'Back to request' }).click();
    await owner.waitForURL((u) => /^\/questionnaires\/[0-9a-f-]{36}$/.test(u.pathname));

    const card = owner.getByTestId('file-card');
    const downloading = owner.waitForEvent('download');
    await card.getByRole('button', { name: 'Download result' }).click();
    // the question added by hand has no place in the customer's file: the download says so before it starts
    const dialog = owner.getByRole('dialog');
    await dialog.getByTestId('result-preview-message').waitFor();
    // every cell the download writes, old → new, and the answer that has no cell with its reason
    await dialog.getByTestId('result-changes').waitFor();
    await dialog
      .getByTestId('result-not-written')
      .getByText(/added in Trustroom/)
      .waitFor();
    await shot(owner, 'result-preview');
    await dialog.getByRole('radio', { name: /added sheet "Answers not written in place"/ }).check();
    await dialog.getByTestId('result-changes').getByText('appendix').first().waitFor();
    await shot(owner, 'result-place');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-review-')), download.suggestedFilename());
    await download.saveAs(saved);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(saved);
    const texts: string[] = [];
    wb.getWorksheet('Security Questions')!.eachRow((r) => r.eachCell((c) => texts.push(String(c.text ?? ''))));
    expect(texts).toContain(SME_ANSWER);
  }, 180_000);
});
