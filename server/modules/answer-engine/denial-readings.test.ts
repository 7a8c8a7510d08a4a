import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo, expectDraftedNo } from '@tests/support/knowledge';

/**
 * Denials an unseen vendor's documents wrote in ways the engine read as "Yes" (issue 13, failure type 4): a denial
 * naming the products it holds for, in a company-wide FAQ; a ban on a practice in a passage about more than it; a
 * feature only in beta; and "none … outside" a list of places, which is one set of places, not a choice.
 */
describe('reading denials written the way vendors write them', () => {
  let t: TestApp;
  let org: TestOrg;
  let notes: string;
  let hub: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Corvid Software');
    const admin = await t.createUser(org, 'admin');
    notes = await addProduct(t, admin, 'Corvid Notes');
    hub = await addProduct(t, admin, 'Corvid Hub');
    await addDocument(
      t,
      admin,
      'customer-faq.md',
      '# Compliance questions\n\n**Q: Do you sign a HIPAA Business Associate Agreement?**\n\nA: For Corvid Hub on the Premier plan. Corvid Notes and the Corvid desktop client are not covered by our BAA.\n\n' +
        '# Where data lives\n\nNone of our sub-processors stores customer files outside the United States, the European Union or the United Kingdom.\n',
    );
    await addDocument(
      t,
      admin,
      'privileged-access.md',
      '# Administration of production\n\nEngineers administer production systems through the access gateway with their own named accounts. ' +
        'Shared or generic accounts are prohibited, except for emergency accounts that are sealed in a vault and whose use raises an alert. ' +
        'Administrator sessions on production systems are recorded.\n',
    );
    await addDocument(
      t,
      admin,
      'notes-mobile.md',
      '# Corvid Notes\n\nCorvid Notes is our native mobile app for iOS and Android.\n\n# Device management\n\nManaged app configuration for MDM tools such as Intune is in beta for Corvid Notes.\n\n' +
        '# Handwriting recognition\n\nHandwriting recognition in Corvid Notes is an opt-in beta feature that an administrator turns on for the workspace.\n',
      [notes],
    );
    await addDocument(
      t,
      admin,
      'hub-assurance.md',
      '# Independent assurance\n\nCorvid Hub received its SOC 2 Type I report in May. The auditors began the Type II observation window in June, and we anticipate receiving the first Corvid Hub Type II report next spring.\n',
      [hub],
    );
  });
  afterAll(async () => t?.close());

  const expectNo = (question: string, productId: string | null, quoted: string) => expectDraftedNo(t, org, question, productId, quoted);

  it('reads a denial that names the product asked, in a company-wide FAQ, as "No" for that product', async () => {
    await expectNo('Is the mobile app covered by your HIPAA Business Associate Agreement?', notes, 'not covered by our BAA');
  });

  it('reads a ban on shared accounts as "No" to whether staff use them, though the passage also speaks of more', async () => {
    await expectNo('Do your staff use shared or generic accounts to administer production systems?', null, 'prohibited');
  });

  it('reads a feature in beta as "No" to whether it is generally available, and "Yes" to whether it is in beta', async () => {
    await expectNo('Is managed app configuration through MDM generally available for production use?', notes, 'is in beta');
    const beta = await draftYesNo(t, org, 'Is managed app configuration through MDM available as a beta?', notes);
    expect(beta.answerChoice, beta.reason).not.toBe('No');
  });

  it('reads "none … outside the US, the EU or the UK" as "No" to whether any keep files outside those places', async () => {
    await expectNo('Do any of your subcontractors keep our files outside the US, the EU or the UK?', hub, 'None of our sub-processors');
  });

  it('never answers "Yes" that a product has an attestation the vendor still expects to receive', async () => {
    const d = await draftYesNo(t, org, 'Does this product have a SOC 2 Type II report?', hub);
    expect(d.answerChoice, d.reason).not.toBe('Yes');
    await expectNo('Has a Type II report been issued for this product?', hub, 'anticipate receiving');
  });

  it('does not answer "Yes" to whether an opt-in beta feature is generally available', async () => {
    const d = await draftYesNo(t, org, 'If so, is handwriting recognition generally available (i.e. not beta or preview)?', notes);
    expect(d.answerChoice, d.reason).not.toBe('Yes');
  });
});
