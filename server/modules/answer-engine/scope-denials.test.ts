import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo, expectDraftedNo } from '@tests/support/knowledge';

describe('a product left out of a certificate or report scope', () => {
  let t: TestApp;
  let org: TestOrg;
  let ledger: string;
  let pulse: string;
  let relay: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Norvale');
    const admin = await t.createUser(org, 'admin');
    ledger = await addProduct(t, admin, 'Norvale Ledger');
    pulse = await addProduct(t, admin, 'Norvale Pulse');
    relay = await addProduct(t, admin, 'Norvale Relay');
    await addDocument(
      t,
      admin,
      'policy.md',
      '# Security policy\n\n## 4. Certifications\n\n' +
        '- Norvale holds an ISO/IEC 27001:2022 certificate. The certified scope is the development and operation of Norvale Ledger together with the corporate functions that support it. Norvale Pulse is not yet part of the certified scope; we plan to add it at the next surveillance audit.\n' +
        '- Norvale Relay is software that customers install and run in their own environment, so it falls outside the scope of our SOC 2 reports.\n',
    );
  });
  afterAll(async () => t?.close());

  it('answers "No" for the product the scope leaves out, with that sentence, and "Yes" for the one it names', async () => {
    await expectDraftedNo(
      t,
      org,
      'Is this product included in the scope of your ISO 27001 certification?',
      pulse,
      'Norvale Pulse is not yet part of the certified scope',
    );
    const d = await draftYesNo(t, org, 'Is this product included in the scope of your ISO 27001 certification?', ledger);
    expect(d.answerChoice, d.reason).toBe('Yes');
  });

  it('does not read a report scope as a denial of something else the sentence says', async () => {
    const d = await draftYesNo(t, org, "Is the software installed and operated in the customer's own environment?", relay);
    expect(d.answerChoice, d.reason).not.toBe('No');
  });
});
