import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';
import { asksProductAttestation } from './product-attestation';

describe('a question about a report or certification for one product', () => {
  it('is one when it names the product or points at it, and names a report or certification', () => {
    expect(asksProductAttestation('Do you have a current SOC 2 Type 2 report for this product?', ['Studio'])).toBe(true);
    expect(asksProductAttestation('Is Helpdesk Cloud in scope of your PCI DSS attestation?', ['Helpdesk Cloud'])).toBe(true);
    expect(asksProductAttestation('Is the service covered by your ISO 27001 certificate?', ['Studio'])).toBe(true);
    expect(asksProductAttestation('Are you ISO 27001 certified?', ['Studio'])).toBe(false);
    expect(asksProductAttestation('Is data in this product encrypted at rest?', ['Studio'])).toBe(false);
    expect(asksProductAttestation('Do you have a SOC 2 report for this product?', [])).toBe(false);
  });
});

describe('drafting a report or certification for one product', () => {
  let t: TestApp;
  let org: TestOrg;
  let helpdesk: string;
  let studio: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Attest Org');
    const admin = await t.createUser(org, 'admin');
    helpdesk = await addProduct(t, admin, 'Helpdesk Cloud');
    studio = await addProduct(t, admin, 'Studio');
    await addDocument(
      t,
      admin,
      'company-profile.md',
      '# Company profile\n\nCompliance: the company holds a SOC 2 Type 2 report and an ISO 27001 certification, renewed every year.\n',
    );
    await addDocument(
      t,
      admin,
      'soc2-report.md',
      '# SOC 2 Type 2 report\n\nThis SOC 2 Type 2 report covers the Helpdesk Cloud system for the period January to December.\n',
      [helpdesk],
    );
  });
  afterAll(async () => t?.close());

  it('does not answer "Yes" for a product that only the company-wide list covers', async () => {
    const d = await draftYesNo(t, org, 'Do you have a current SOC 2 Type 2 report for this product?', studio);
    expect(d.flagged, `${d.answerChoice}: ${d.reason}`).toBe(true);
    expect(d.reason).toContain('covers Studio');
  });

  it('answers "Yes" from the report kept for the product asked about', async () => {
    const d = await draftYesNo(t, org, 'Do you have a current SOC 2 Type 2 report for this product?', helpdesk);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
  });
});
