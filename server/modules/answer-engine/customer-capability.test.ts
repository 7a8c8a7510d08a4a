import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, addLibraryAnswer, addProduct, draftYesNo } from '@tests/support/knowledge';
import { asksAboutProduct } from './subject';

describe('what customers may do is a capability of the product', () => {
  it('reads "allow the customer to…", "can the institution…" and "do you support…" as questions about the product', () => {
    expect(asksAboutProduct('Do you allow the customer to specify attribute mappings beyond a user identifier?')).toBe(true);
    expect(asksAboutProduct('Can the Institution extract a full or partial backup of data?')).toBe(true);
    expect(asksAboutProduct('Do you support differentiation between email address and user identifier?')).toBe(true);
    expect(asksAboutProduct('Do you perform background checks on employees?')).toBe(false);
  });
});

/**
 * Failure types 2 and 3 of issue 13: another product's "Yes" to a capability its customers have, with only the
 * company's general documents behind it, is not this product's "Yes".
 */
describe("another product's answer to a customer capability", () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  let beta: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Capability Org');
    admin = await t.createUser(org, 'admin');
    const alpha = await addProduct(t, admin, 'Alpha Suite');
    beta = await addProduct(t, admin, 'Beta Studio');
    await addLibraryAnswer(t, admin, {
      question: 'Can the institution extract a full or partial backup of its data?',
      answer_choice: 'Yes',
      answer_text: 'Alpha administrators can export a full course archive or a partial export at any time from the admin console.',
      all_products: false,
      product_ids: [alpha],
    });
    await addDocument(
      t,
      admin,
      'backup-standard.md',
      '# Backup standard\n\nProduction data receives a full backup every day, and backups are kept for 30 days in a second region.\n',
    );
  });
  afterAll(() => t.close());

  it('is flagged for a person when only company-wide documents speak of backups', async () => {
    const d = await draftYesNo(t, org, 'Can the institution extract a full or partial backup of its data?', beta);
    expect(d.flagged, `${d.answerChoice} ${d.reason}`).toBe(true);
    expect(d.reason).toContain('Alpha Suite');
  });
});
