import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { reportsFlaw } from './flaw-report';

describe('a sentence that reports a flaw found in a test or audit', () => {
  it('is told from a sentence that states a control', () => {
    const q = 'Are API requests authenticated?';
    expect(reportsFlaw('An API endpoint did not fully validate tenant ownership of a requested object.', q)).toBe(true);
    expect(reportsFlaw('One high-severity issue and several lower-severity issues were identified.', q)).toBe(true);
    expect(reportsFlaw('API requests are authenticated with scoped API keys.', q)).toBe(false);
    // Protection against exploits is a control; an auditor's clean result is not a flaw.
    expect(reportsFlaw('A web application firewall protects the application from potential exploits.', q)).toBe(false);
    expect(reportsFlaw('No exceptions noted.', q)).toBe(false);
    // A question about findings themselves is answered by them.
    expect(reportsFlaw('One high-severity issue was identified.', 'Were any findings identified in the last penetration test?')).toBe(false);
  });

  describe('when drafting', () => {
    let t: TestApp;
    let org: TestOrg;
    let admin: TestUser;
    beforeAll(async () => {
      t = await createTestApp();
      org = await t.createOrg('Flaw Report Org');
      admin = await t.createUser(org, 'admin');
      const pentest = [
        '# Penetration Test Summary',
        '## Finding H-01',
        "An API request endpoint did not fully validate tenant ownership of an object, so an authenticated request could read another tenant's object.",
      ].join('\n\n');
      await addDocument(t, admin, 'pentest-summary.md', pentest);
      await addDocument(t, admin, 'api-security.md', '# API security\n\nEvery API request is authenticated with a scoped API key over TLS.');
    });
    afterAll(() => t.close());

    it('quotes the control, not the finding', async () => {
      const d = await draftYesNo(t, org, 'Are API requests authenticated?', null);
      expect(d, d.reason).toMatchObject({ answerChoice: 'Yes', flagged: false });
      expect(d.answerText).toContain('scoped API key');
      expect(d.answerText).not.toContain('did not fully validate');
    });
  });
});
