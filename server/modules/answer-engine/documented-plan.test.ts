import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';
import { askedDocument, titled } from './documented-plan';

describe('a question asking whether a documented plan or policy exists', () => {
  it('names the document asked for, and only when the question asks whether it exists', () => {
    expect(askedDocument('Does your organization maintain a documented disaster recovery plan?')).not.toBeNull();
    expect(askedDocument('Is there a formal, written acceptable use policy?')).not.toBeNull();
    expect(askedDocument('Have you established a vendor risk management program?')).not.toBeNull();
    expect(askedDocument('Is the disaster recovery plan tested every year?')).toBeNull();
    expect(askedDocument('Do you have a documented disaster recovery plan that covers every region?')).toBeNull();
    expect(askedDocument('Are backups encrypted?')).toBeNull();
  });

  it('is answered by a title that names every word of it and a kind of document, not by one that names part of it', () => {
    const asked = askedDocument('Do you have a documented acceptable use policy?')!;
    expect(titled('Acceptable Use Policy', asked)).toBe(true);
    expect(titled('Acceptable Use of Company Devices — Policy', asked)).toBe(true);
    expect(titled('Use of Cookies', asked)).toBe(false);
    expect(titled('Acceptable Use', asked)).toBe(false);
  });
});

describe('drafting whether a documented plan exists', () => {
  let t: TestApp;
  let org: TestOrg;
  let app: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Pebblecourt Systems');
    const admin = await t.createUser(org, 'admin');
    app = await addProduct(t, admin, 'Pebblecourt Ledger');
    await addDocument(
      t,
      admin,
      'dr-plan.md',
      '# Disaster Recovery Plan\n\nOwner: Head of Infrastructure · Version 3 · Applies to every production system.\n\n' +
        '## Roles\n\nThe incident commander decides when to fail over. The communications lead keeps customers informed.\n\n' +
        '## Failover\n\nProduction fails over to the standby region; the runbook lists every step and who takes it.\n',
    );
    await addDocument(
      t,
      admin,
      'handbook.md',
      '# Employee Handbook\n\nDocumented expectations help everyone. Our documentation lives in the wiki, and each team keeps its own.\n\n' +
        '## Leave\n\nStaff plan their leave with their manager.\n',
    );
  });
  afterAll(async () => t?.close());

  it("answers 'Yes' from the document titled so, citing it", async () => {
    const d = await draftYesNo(t, org, 'Does your organization maintain a documented disaster recovery plan?', app);
    expect(d.answerChoice, d.reason).toBe('Yes');
    expect(d.sources[0]?.name).toMatch(/Disaster Recovery Plan/);
  });

  it('does not answer for a plan no document is titled as', async () => {
    const d = await draftYesNo(t, org, 'Do you have a documented insider threat program?', app);
    expect(d.answerChoice, d.reason).toBeNull();
  });
});
