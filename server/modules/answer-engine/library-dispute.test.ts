import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addLibraryAnswer, addProduct, draftYesNo } from '@tests/support/knowledge';

/**
 * A library answer to the very question, imported from an old questionnaire, is not reused at face value when the
 * current documents for the product say otherwise: the draft is a flag that names both sources.
 */
describe('a library answer to the same question that a current document contradicts', () => {
  let t: TestApp;
  let org: TestOrg;
  let desk: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Harbor Org');
    const admin = await t.createUser(org, 'admin');
    desk = await addProduct(t, admin, 'Harbor Desk');
    const answer = (question: string, answer_choice: string, answer_text: string) =>
      addLibraryAnswer(t, admin, { question, answer_choice, answer_text, all_products: false, product_ids: [desk] });
    await answer('Are hardware security keys optional for administrators?', 'Yes', 'Hardware security keys are optional for administrators.');
    await answer('Are customer backups stored in Canada?', 'Yes', 'Customer backups are kept in ca-central-1.');
    await answer(
      'Are support chat transcripts erased within 14 days of a deletion request?',
      'No',
      'Support chat transcripts are erased within 45 days of a deletion request.',
    );
    await answer('Is every administrator action written to the audit log?', 'Yes', 'Every administrator action is written to the audit log.');
    await answer('Are invoices kept in the United Kingdom?', 'Yes', 'Invoices are kept in London.');
    await addDocument(
      t,
      admin,
      'harbor-desk-security.md',
      '# Administrator sign-in\n\nHardware security keys are mandatory for every administrator account, with no exceptions.\n\n' +
        '# Audit log\n\nEvery administrator action is written to the audit log and kept for a year.\n',
      [desk],
    );
    await addDocument(
      t,
      admin,
      'harbor-desk-privacy.md',
      '# Where data is kept\n\nCustomer backups are stored only in Australia, in the Sydney region.\n\nInvoices are kept in the United Kingdom, in London.\n\n' +
        '# Deletion requests\n\nSupport chat transcripts are erased within 14 days of a deletion request.\n',
      [desk],
    );
  });
  afterAll(() => t.close());

  const expectDisputed = async (question: string, document: string) => {
    const d = await draftYesNo(t, org, question, desk);
    expect(d.flagged, `${d.answerChoice} ${d.confidence}: ${d.reason}`).toBe(true);
    expect(d.reason).toContain('The sources disagree');
    expect(d.reason).toContain('the library answers the same question');
    expect(d.reason).toContain(document);
    expect(d.sources.map((s) => s.kind).sort()).toEqual(['document', 'library']);
    return d;
  };

  it('flags an answer of one choice when the document states the opposite one', async () => {
    const d = await expectDisputed('Are hardware security keys optional for administrators?', 'harbor-desk-security');
    expect(d.reason).toContain('mandatory for every administrator account');
  });

  it('flags an answer that names one region when the document names another', async () => {
    const d = await expectDisputed('Are customer backups stored in Canada?', 'harbor-desk-privacy');
    expect(d.reason).toContain('only in Australia');
  });

  it('flags a "No" resting on one deadline when the document states one that meets the question, and keeps answers it agrees with', async () => {
    const d = await expectDisputed('Are support chat transcripts erased within 14 days of a deletion request?', 'harbor-desk-privacy');
    expect(d.reason).toContain('within 14 days');
    for (const question of ['Is every administrator action written to the audit log?', 'Are invoices kept in the United Kingdom?']) {
      const agreed = await draftYesNo(t, org, question, desk);
      expect(agreed, agreed.reason).toMatchObject({ flagged: false, answerChoice: 'Yes' });
      expect(agreed.reason).toContain('Answered from the library');
    }
  });
});
