import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';
import { namedThings } from './named-things';

describe('the things a question names', () => {
  it('reads capitalised words inside a sentence as names, not the first word nor a Title Case question', () => {
    expect(namedThings('Is a hosting region available in Canada?')).toEqual(['Canada']);
    expect(namedThings('If so, is the software supported on Linux servers?')).toEqual(['Linux']);
    expect(namedThings('Do you subscribe to a DDoS service such as AWS Shield Advanced?')).toEqual(['DDoS', 'AWS Shield Advanced']);
    expect(namedThings('Is customer data encrypted at rest?')).toEqual([]);
    expect(namedThings('Do You Encrypt Customer Data At Rest?')).toEqual([]);
  });

  it('does not read the asker speaking of itself by its role ("the University", "our Trust") as a name', () => {
    expect(namedThings('Will you notify the University within 72 hours of a breach?')).toEqual([]);
    expect(namedThings('Can our Council export its data from the Azure region?')).toEqual(['Azure']);
    expect(namedThings('Is the service used by Stanford University?')).toEqual(['Stanford University']);
  });
});

/**
 * A question about a named thing (a country, an operating system, a provider's service) that the knowledge base never
 * names is not answered "Yes" from a passage that matches the rest of its words (issue 13, failure type 3).
 */
describe('drafting a question about a thing the documents never name', () => {
  let t: TestApp;
  let org: TestOrg;
  let ledger: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Tallyhouse');
    const admin = await t.createUser(org, 'admin');
    ledger = await addProduct(t, admin, 'Tallyhouse Ledger');
    await addDocument(
      t,
      admin,
      'ledger-architecture.md',
      '# Hosting and regions\n\nTallyhouse Ledger runs on Amazon Web Services in the United States and in Germany. Within a hosting region, the application runs across three availability zones, so the loss of one data centre does not interrupt the service.\n\n' +
        '# Risk\n\nWe assess risk every year and before we open a new hosting region.\n',
      [ledger],
    );
  });
  afterAll(async () => t?.close());

  it('flags a region the documents never name instead of answering "Yes" from the hosting passage', async () => {
    const canada = await draftYesNo(t, org, 'Is a hosting region available in Canada?', ledger);
    expect(canada.answerChoice, canada.reason).not.toBe('Yes');
  });

  it('still answers "Yes" for a region they name', async () => {
    const germany = await draftYesNo(t, org, 'Is a hosting region available in Germany?', ledger);
    expect(germany.answerChoice, germany.reason).toBe('Yes');
  });
});
