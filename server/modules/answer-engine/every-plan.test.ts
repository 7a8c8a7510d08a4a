import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo, expectDraftedNo } from '@tests/support/knowledge';
import { askedOffering, asksEveryOffering, keptToOthers, keptToSome } from './every-plan';

describe('a question about every plan', () => {
  it('reads the questions that ask about every plan, and the statements that keep a thing to some', () => {
    expect(asksEveryOffering('Is single sign-on offered on all plans of the product?')).toBe(true);
    expect(asksEveryOffering('If so, is it available in every subscription tier?')).toBe(true);
    expect(asksEveryOffering('Is single sign-on available?')).toBe(false);
    expect(keptToSome('Audit trails are part of the Premium edition only.')).toBe(true);
    expect(keptToSome('Only customers on the Scale and Premium tiers can export audit trails.')).toBe(false);
    expect(keptToSome('Audit trails are available only in the Scale and Premium tiers.')).toBe(true);
    expect(keptToSome('Audit trails are not included in the Starter plan.')).toBe(true);
    expect(keptToSome('Audit trails are kept for a year.')).toBe(false);
  });

  it('reads "that same plan" as the plan the question before named, and a right granted to named plans as kept to them', () => {
    const before = 'We would buy the Growth plan. Does it include SAML single sign-on?';
    expect(askedOffering('On that same plan, are audit logs exported to our SIEM?', before)).toBe('growth');
    expect(askedOffering('Are audit logs exported to our SIEM?', before)).toBeNull();
    expect(keptToOthers('Customers on the Scale plan may request a dedicated encryption key.', 'growth')).toBe(true);
    expect(keptToOthers('Customers on the Growth and Scale plans can export audit logs.', 'growth')).toBe(false);
  });
});

/** "On every plan?" is "No" where the documents keep the thing to some plans (issue 13, failure type 4). */
describe('drafting whether a feature comes with every plan', () => {
  let t: TestApp;
  let org: TestOrg;
  let desk: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Quaywise');
    const admin = await t.createUser(org, 'admin');
    desk = await addProduct(t, admin, 'Quaywise Desk');
    await addDocument(
      t,
      admin,
      'desk-access.md',
      '# Signing in to Quaywise Desk\n\nAgents sign in with a password and a second factor. SAML single sign-on is available only in the Scale and Premium subscription tiers; it is not included in the Starter tier.\n',
      [desk],
    );
  });
  afterAll(async () => t?.close());

  it("answers 'No' to every tier, citing the sentence that keeps it to some", async () => {
    await expectDraftedNo(t, org, 'Is SAML single sign-on available in every subscription tier?', desk, 'only in the Scale and Premium subscription tiers');
  });

  it("still answers 'Yes' to whether it is offered at all", async () => {
    const d = await draftYesNo(t, org, 'Does the product support SAML single sign-on?', desk);
    expect(d.answerChoice, d.reason).toBe('Yes');
  });
});
