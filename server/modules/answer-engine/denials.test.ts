import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';

describe('drafting "No" from a source that denies the point without the words of a plain "not offered"', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Brightwell Analytics');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'support.md',
      '# Support\n\n## Remote assistance\n\nOur engineers join a screen-sharing session only when the customer opens it and stays present. Such sessions are not recorded by us.\n',
    );
    await addDocument(
      t,
      admin,
      'compliance.md',
      '# Compliance\n\n- PCI DSS: not applicable. None of our services store or transmit cardholder data.\n' +
        '- The ISO 27001 certificate covers the hosted platform; self-managed installations are outside the certificate.\n',
    );
    await addDocument(
      t,
      admin,
      'self-managed.md',
      "# Self-managed edition\n\n## Backups\n\nBackups of the self-managed database are the customer's responsibility. A backup script is included.\n\n" +
        '## Upgrades\n\nThe self-managed edition ships an upgrade checker that can be scheduled; we do not receive any of its reports.\n',
    );
    await addDocument(t, admin, 'staff.md', '# Staff accounts\n\n- Multi-factor authentication is required for all staff.\n');
    await addDocument(
      t,
      admin,
      'portal.md',
      '# Portal sign-in\n\nThe admin portal supports passwords with optional authenticator-app two-factor; each customer decides whether its users must enrol.\n',
    );
  });
  afterAll(async () => t?.close());

  const expectNo = async (question: string, quoted: string) => {
    const d = await draftYesNo(t, org, question, null);
    expect(d.answerChoice, `${question}: ${d.reason}`).toBe('No');
    expect(d.sources[0]?.excerpt).toContain(quoted);
  };

  it('reads the denial in the sentence beside the one that matches most words', async () => {
    await expectNo('Do you record remote assistance sessions?', 'not recorded');
  });

  it('reads "none of", "outside the certificate", a thing left to the customer and an optional control as denials', async () => {
    await expectNo('Do any of your services store cardholder data?', 'None of our services');
    await expectNo('Are self-managed installations covered by your ISO 27001 certificate?', 'outside the certificate');
    await expectNo('Does the vendor back up the self-managed database?', "customer's responsibility");
    await expectNo('Is two-factor authentication enforced for all portal users?', 'optional');
  });

  it('answers "No" to a question about the absence of a control that the source states outright', async () => {
    const d = await draftYesNo(t, org, 'Is multi-factor authentication optional for staff?', null);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.confidence).toBe('low');
  });

  it("does not answer 'No' from a semicolon's other part that denies something else", async () => {
    const d = await draftYesNo(t, org, 'Does the self-managed edition ship an upgrade checker that can be scheduled?', null);
    expect(d.answerChoice, d.reason).not.toBe('No');
  });

  it('keeps "Yes" where the same sources state what is asked', async () => {
    for (const question of [
      'Is the hosted platform covered by the ISO 27001 certificate?',
      'Can customers back up the self-managed database?',
      'Is two-factor authentication available for portal users?',
      'Is multi-factor authentication required for staff?',
    ]) {
      const d = await draftYesNo(t, org, question, null);
      expect(d.answerChoice, `${question}: ${d.reason}`).toBe('Yes');
    }
  });
});
