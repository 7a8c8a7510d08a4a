import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { asksProviderAttestation } from './provider-statements';

/** The hosting provider's report is the provider's fact: the organisation's own report does not explain it (failure types 3 and 5). */
describe("a question about the hosting provider's attestation", () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Provider Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'trust-overview.md',
      '# Compliance\n\nOur own SOC 2 Type 2 report on the platform we build on our hosting provider is available every year.\n\n' +
        '# Hosting\n\nAWS maintains SOC 2 Type 2 reports for its data centres.\n',
    );
  });
  afterAll(() => t.close());

  it('is told from one about the organisation itself', () => {
    expect(asksProviderAttestation('Does the hosting provider have a SOC 2 Type 2 report available?')).toBe(true);
    expect(asksProviderAttestation('Is your cloud provider ISO 27001 certified?')).toBe(true);
    expect(asksProviderAttestation('Do you have a SOC 2 Type 2 report available?')).toBe(false);
    expect(asksProviderAttestation('Is the hosting provider located in the EU?')).toBe(false);
  });

  it("is explained by the provider's statement, not the organisation's report", async () => {
    const d = await draftYesNo(t, org, 'Does the hosting provider have a SOC 2 Type 2 report available?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.answerText).toMatch(/^AWS maintains SOC 2 Type 2 reports/);
    expect(d.answerText).not.toContain('Our own SOC 2');
    expect(d.reason).not.toContain("organisation's own report");
  });

  it("answered only by the organisation's own report, is at low confidence and the reason says why", async () => {
    const own = await t.createOrg('Own Report Org');
    const admin = await t.createUser(own, 'admin');
    await addDocument(
      t,
      admin,
      'compliance.md',
      '# Hosting and compliance\n\nThe SOC 2 Type 2 report for the platform we run at our hosting provider is available under NDA.\n',
    );
    const d = await draftYesNo(t, own, 'Does your hosting provider have a SOC 2 Type 2 report available?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.confidence).toBe('low');
    expect(d.reason).toContain("organisation's own report, not the hosting provider's");
  });

  it('reads a list of attestations with the sentence that says whose they are', async () => {
    const listed = await t.createOrg('Listed Attestations Org');
    const admin = await t.createUser(listed, 'admin');
    await addDocument(
      t,
      admin,
      'hosting.md',
      '# Hosting\n\nOur cloud host has been independently audited and holds the following attestations:\n\n- SOC 2 Type 2 report for its data centres\n- ISO/IEC 27001 certificate\n',
    );
    const d = await draftYesNo(t, listed, 'Does the hosting provider have a SOC 2 Type 2 report available?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerText).toBe('Our cloud host has been independently audited and holds the following attestations: SOC 2 Type 2 report for its data centres.');
    expect(d.reason).not.toContain("organisation's own report");
  });
});
