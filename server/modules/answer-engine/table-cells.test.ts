import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo, expectDraftedNo } from '@tests/support/knowledge';

/**
 * A plan or feature table answers in the column the question names (issue 13, failure type 3): "Is X included with
 * the Basic plan?" is the Basic plan's cell, not another plan's "Yes" in the same row.
 */
describe('reading a plan table by the column the question names', () => {
  let t: TestApp;
  let org: TestOrg;
  let books: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Brightledger');
    const admin = await t.createUser(org, 'admin');
    books = await addProduct(t, admin, 'Brightledger Books');
    await addDocument(
      t,
      admin,
      'plans.md',
      '# Plans and security features\n\n| Feature | Basic plan | Business plan | Enterprise plan |\n|---|---|---|---|\n' +
        '| Test environment for integrations | No | Yes | Yes |\n| Audit log export | No | No | Yes |\n| Two-step verification for every user | Yes | Yes | Yes |\n',
      [books],
    );
  });
  afterAll(async () => t?.close());

  it("answers 'No' from the named plan's cell, citing it, though other plans have it", async () => {
    await expectDraftedNo(t, org, 'Is a test environment for integrations included with the Basic plan?', books, 'Basic plan: No');
  });

  it("does not read the first plan's 'No' as the answer when the question names no plan", async () => {
    const d = await draftYesNo(t, org, 'Can audit logs be exported?', books);
    expect(d.answerChoice, d.reason).not.toBe('No');
  });

  it("answers 'Yes' from the named plan's cell", async () => {
    const d = await draftYesNo(t, org, 'Is a test environment for integrations included with the Business plan?', books);
    expect(d.answerChoice, d.reason).toBe('Yes');
    expect(d.answerText ?? d.sources[0]?.excerpt).toContain('Business plan: Yes');
  });
});
