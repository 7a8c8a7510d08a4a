import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, addLibraryAnswer, addProduct, drafter, draftYesNo } from '@tests/support/knowledge';
import type { DraftRequest } from './index';

/** A draft that rests on another product's answer is explained with the answer to its own question, not a neighbour's. */
describe("another product's answer as a draft's explanation", () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let beta: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Lead Org');
    admin = await t.createUser(org, 'admin');
    const alpha = await addProduct(t, admin, 'Alpha');
    beta = await addProduct(t, admin, 'Beta');
    const answer = (question: string, answer_text: string) =>
      addLibraryAnswer(t, admin, { question, answer_choice: 'Yes', answer_text, all_products: false, product_ids: [alpha] });
    await answer('Are access controls for customer accounts based on structured rules such as roles?', 'Customers assign roles to their own users.');
    await answer('Are access controls for staff accounts based on structured rules such as roles?', '');
    await addDocument(
      t,
      admin,
      'access-notes.md',
      '# Access notes\n\nStaff access to production follows documented access rules, reviewed every quarter by the security team.\n',
    );
  });
  afterAll(() => t.close());

  const batch = (requests: DraftRequest[]) => drafter(t, org)(requests);

  it("never quotes a neighbouring question's answer when the same question's answer has no words", async () => {
    const [d] = await batch([
      {
        question: 'Are access controls for staff accounts based on structured rules such as roles?',
        answerOptions: ['Yes', 'No'],
        productId: beta,
        selectedDocumentIds: null,
      },
    ]);
    expect(d!.flagged, d!.reason).toBe(false);
    expect(d!.answerText).not.toContain('Customers assign roles');
    expect(d!.answerText).toContain('Staff access to production');
  });

  it('says so, and is never high, when a reused answer sends the reader to an item of the questionnaire it came from', async () => {
    await addLibraryAnswer(t, admin, {
      question: 'Do you publish a contact for reporting security issues?',
      answer_choice: 'Yes',
      answer_text: 'See SEC-04 for the address.',
      all_products: false,
      product_ids: [beta],
    });
    await t.app.deps.jobs.runUntilIdle();
    const [d] = await batch([
      { question: 'Do you publish a contact for reporting security issues?', answerOptions: ['Yes', 'No'], productId: beta, selectedDocumentIds: null },
    ]);
    expect(d).toMatchObject({ flagged: false, answerChoice: 'Yes', answerText: 'See SEC-04 for the address.' });
    expect(d!.confidence).not.toBe('high');
    expect(d!.reason).toContain('refers to “SEC-04” of the questionnaire it came from');
  });
});

/** General evidence that shares the question's words is explained by the same question's answer, which states the fact. */
describe("another product's answer beside general evidence that only shares the question's words", () => {
  let t: TestApp;
  let org: TestOrg;
  let beta: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Near Org');
    const admin = await t.createUser(org, 'admin');
    const alpha = await addProduct(t, admin, 'Alpha');
    beta = await addProduct(t, admin, 'Beta');
    const answer = (question: string, answer_text: string) =>
      addLibraryAnswer(t, admin, { question, answer_choice: 'Yes', answer_text, all_products: false, product_ids: [alpha] });
    await answer(
      'Do you have a dedicated information security staff or office?',
      'Near Org has a dedicated security function led by a Chief Information Security Officer, with security engineers and compliance managers.',
    );
    await answer(
      'Do you have a documented process for reporting and tracking accessibility issues?',
      'Accessibility issues found in Alpha are filed in our tracker. Once filed, they are triaged by the accessibility team. These issues are tracked to resolution.',
    );
    await addDocument(
      t,
      admin,
      'premises.md',
      '# Premises\n\nProfessional security staff at our offices control every entrance, and information on each visitor is kept in visitor logs.\n',
    );
    await addDocument(t, admin, 'support.md', '# Support\n\nCustomers report accessibility issues to our support desk.\n');
    await t.app.deps.jobs.runUntilIdle();
  });
  afterAll(() => t.close());

  const draft = (question: string) => draftYesNo(t, org, question, beta);

  it('quotes the answer that states the fact asked, and says whose it is', async () => {
    const d = await draft('Do you have a dedicated information security staff or office?');
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.answerText).toContain('dedicated security function');
    expect(d.answerText).not.toContain('visitor logs');
    expect(d.reason).toContain('quoted from the answer to the same question for Alpha');
  });

  it("leaves out the other product's sentences and those that lean on them", async () => {
    const d = await draft('Do you have a documented process for reporting and tracking accessibility issues?');
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerText ?? '').not.toMatch(/Alpha|Once filed, they|These issues/);
  });
});
