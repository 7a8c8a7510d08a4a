import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';

describe('drafting the "No"s a product overview writes in its plan table and its limits', () => {
  let t: TestApp;
  let org: TestOrg;
  let beacon: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Quillfeather Labs');
    const admin = await t.createUser(org, 'admin');
    beacon = await addProduct(t, admin, 'Quillfeather Beacon');
    await addProduct(t, admin, 'Quillfeather Vault');
    await addDocument(t, admin, 'identity.md', '# Identity\n\nAdministration consoles support SAML single sign-on through the customer identity provider.\n');
    await addDocument(
      t,
      admin,
      'beacon-overview.md',
      '# Quillfeather Beacon security overview\n\n## Plans\n\n| Feature | Starter | Growth | Enterprise |\n|---|---|---|---|\n' +
        '| SAML single sign-on | — | — | Included |\n| Audit log export | — | Included | Included |\n\n' +
        '## Keys\n\nCustomer-managed encryption keys are only available on the Enterprise plan.\n\n' +
        '## Logs\n\nForwarding of Beacon audit events to a customer SIEM is not supported.\n\n' +
        '## Console\n\nThe administration console does not support SAML single sign-on; administrators sign in with a password and TOTP.\n\n' +
        '## Agent\n\nThe Beacon agent contains no advertising or third-party analytics SDKs. The agent ships with a card reader driver and a signed installer.\n',
      [beacon],
    );
  });
  afterAll(async () => t?.close());

  it('answers a dash in the column of the plan asked "No"', async () => {
    const d = await draftYesNo(t, org, 'Is SAML single sign-on included in the Starter plan?', beacon);
    expect(d.answerChoice, d.reason).toBe('No');
  });

  it('answers "only on the Enterprise plan" "No" for another plan asked by name', async () => {
    const d = await draftYesNo(t, org, 'We plan to buy the Growth plan. Can we use customer-managed encryption keys on it?', beacon);
    expect(d.answerChoice, d.reason).toBe('No');
  });

  it('answers a denial whose subject is many words before it "No"', async () => {
    const d = await draftYesNo(t, org, 'Can Beacon audit events be streamed to our SIEM?', beacon);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.answerText).toMatch(/not supported/);
  });

  it("answers a denial in the product's own document 'No' over what a company-wide one says of the topic", async () => {
    const d = await draftYesNo(t, org, 'Does the administration console support SAML single sign-on?', beacon);
    expect(d.answerChoice, d.reason).toBe('No');
  });

  it('answers "Yes" to a question asking whether the thing is absent, from a source that denies it', async () => {
    const d = await draftYesNo(t, org, 'Is the Beacon agent free of advertising and third-party analytics SDKs?', beacon);
    expect(d.answerChoice, d.reason).toBe('Yes');
  });

  it('does not answer "Yes" to an attestation the source does not name', async () => {
    const d = await draftYesNo(t, org, 'Is the Beacon agent and its card reader driver covered by your PCI DSS Attestation of Compliance?', beacon);
    expect(d.answerChoice, d.reason).not.toBe('Yes');
  });
});
