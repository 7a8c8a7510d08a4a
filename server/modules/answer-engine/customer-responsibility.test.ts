import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';

/**
 * A passage about a self-hosted product that lists what falls to the customer in passing ("several controls (patching,
 * backups, …) are the customer's responsibility"): a question whether the vendor does one of them is a "No", though the
 * sentence names many other things and the passage says more of the product than of the thing asked.
 */
describe('what a passage leaves to the customer among other things', () => {
  let t: TestApp;
  let org: TestOrg;
  let appliance: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Orrisford Data');
    const admin = await t.createUser(org, 'admin');
    appliance = await addProduct(t, admin, 'Orrisford Gateway');
    await addDocument(
      t,
      admin,
      'security-policy.md',
      "# Security Policy\n\n## Products in scope\n\nOrrisford Cloud: hosted by us in two regions.\n\nOrrisford Gateway: a virtual appliance installed on the customer's own servers, on premises.\n\n" +
        "Because the Gateway appliance runs on the customer's servers, several controls in this policy (operating system patching, backups, physical security, host monitoring) are the customer's responsibility for that product.\n\n" +
        '## Backups of hosted services\n\nOrrisford Cloud databases are backed up every night and copies are kept in a second region for 30 days.\n',
    );
  });
  afterAll(async () => t?.close());

  it("answers 'No' when the vendor is asked whether it backs up the self-hosted servers", async () => {
    const d = await draftYesNo(t, org, 'Does the vendor back up the on-premises appliance servers?', appliance);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.answerText).toMatch(/customer's responsibility/);
  });
});
