import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, expectDraftedNo } from '@tests/support/knowledge';
import { denies } from './evidence';
import { analyzeQuestion } from './question';

/**
 * One denial of a series of things denies each of them (issue 13, failure type 4): "contains no A, B or C", and our
 * own "we do not use A, B or C to train models", whose purpose stands after the series.
 */
describe('reading one denial of a series of things', () => {
  let t: TestApp;
  let org: TestOrg;
  let notes: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Inkwell Apps');
    const admin = await t.createUser(org, 'admin');
    notes = await addProduct(t, admin, 'Inkwell Notes');
    await addDocument(
      t,
      admin,
      'notes-data.md',
      '# Diagnostics\n\nWhen the app fails, it can send a crash report with the app version and the device model, which contains no note text, file names or account details.\n\n' +
        "# What we never do\n\n- We do not use customers' notes, comments or usage history to train machine learning models, ours or anyone else's.\n- We do not sell personal data.\n",
      [notes],
    );
  });
  afterAll(async () => t?.close());

  it('reads "contains no A, B or C" as "No" to whether it includes any of them', async () => {
    await expectDraftedNo(t, org, 'Does any such crash report include note text, file names or account details?', notes, 'contains no note text');
  });

  it('reads "we do not use A, B or C to train models" as a denial of training on each', () => {
    const head = analyzeQuestion('Is our content used to train AI models?', ['Yes', 'No']).headTerms;
    expect(denies("We do not use customers' notes, comments or usage history to train machine learning models.", head)).toBe(true);
    expect(
      denies(
        "We do not use customers' notes, comments or usage history for anything but the service.",
        analyzeQuestion('Are machine learning models trained?', null).headTerms,
      ),
    ).toBe(false);
  });
});
