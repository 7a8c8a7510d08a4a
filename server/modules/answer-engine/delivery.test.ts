import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { asksDelivery, statesDelivery } from './delivery';

/**
 * "Will you share the results of your penetration tests with us?" asks that a thing is handed to the customer; a
 * source that only states the tests are done is on the topic, not the fact asked (failure type 3).
 */
describe('a question about what is given to the customer', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Delivery Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'testing.md',
      '# Penetration testing\n\nAn independent firm performs penetration tests of the platform every year, and the security team reviews the results and fixes the findings.\n',
    );
  });
  afterAll(() => t.close());

  it('is told from a question about the thing itself', () => {
    expect(asksDelivery('Will you share the results of your annual penetration test with our team?')).toBe(true);
    expect(asksDelivery('Can you provide a sandbox environment for evaluation?')).toBe(true);
    expect(asksDelivery('Could the vendor supply a copy of its SOC 2 report?')).toBe(false);
    expect(asksDelivery('Does the vendor supply a copy of its SOC 2 report on request?')).toBe(true);
    expect(asksDelivery('Do you perform annual penetration tests?')).toBe(false);
    expect(asksDelivery('Do you provide multi-factor authentication for administrators?')).toBe(false);
    const terms = ['pentest', 'result'];
    const none = new Set<string>();
    expect(statesDelivery('A summary letter of the latest penetration test is available to customers under NDA.', terms, none)).toBe(true);
    expect(statesDelivery('An independent firm performs penetration tests every year.', terms, none)).toBe(false);
    // Given out, but another thing: the results of scans are not those of penetration tests.
    expect(statesDelivery('The results of vulnerability scans are published online.', ['vulnscan', 'result'], new Set(['result']))).toBe(true);
    expect(statesDelivery('Penetration test results are published online every year.', ['vulnscan', 'result'], new Set(['result']))).toBe(false);
    // The sentence before names it: "the latest test" is that one.
    expect(
      statesDelivery(
        'An outside firm performs a penetration test every year. A summary of the latest test is available on request.',
        terms,
        new Set(['result']),
      ),
    ).toBe(true);
    expect(
      statesDelivery(
        'The team scans production for vulnerabilities every week. Penetration test results are published online.',
        ['vulnscan', 'result'],
        new Set(['result']),
      ),
    ).toBe(false);
  });

  it('answered from a source that only states the thing, is a low-confidence draft that says what to check', async () => {
    const d = await draftYesNo(t, org, 'Will you provide the results of your annual penetration tests to customers?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.confidence).toBe('low');
    expect(d.reason).toMatch(/none says it is provided to customers/);
    const plain = await draftYesNo(t, org, 'Do you have independent penetration tests performed annually?', null);
    expect(plain.flagged, plain.reason).toBe(false);
    expect(plain.confidence).not.toBe('low');
  });

  it('is answered as usual once a source says the thing is shared', async () => {
    const admin = await t.createUser(org, 'admin');
    await addDocument(t, admin, 'reports.md', '# Reports\n\nThe results of each annual penetration test are provided to customers as a summary letter.\n');
    const d = await draftYesNo(t, org, 'Will you provide the results of your annual penetration tests to customers?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.reason).not.toMatch(/none says it is provided/);
  });

  it('reads "share" in the source\'s own words for it ("available to customers on request")', async () => {
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'letters.md',
      '# Red team exercises\n\nAn outside firm runs a red team exercise against the platform at least once a year. A summary letter of the latest exercise is available to customers on request.\n',
    );
    const d = await draftYesNo(t, org, 'Will you share the results of your latest red team exercise with customers?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.answerText).toMatch(/available to customers on request/);
  });
});
