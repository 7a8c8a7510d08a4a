import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { isListedRequirement } from './statements';

/**
 * A standard's requirement, as a responsibility matrix or checklist lists it under its clause number, says what
 * must be done, not that the vendor does it (failure types 3 and 5): it is weaker evidence than a statement.
 */
describe('a requirement listed by a standard', () => {
  let t: TestApp;
  let org: TestOrg;
  const matrix =
    '# Responsibility matrix\n\nResponsibility for each requirement: hosting provider, vendor, customer.\n\n' +
    '8.3 Secure all remote network access to the cardholder environment with multi-factor authentication. x x\n\n' +
    '8.4 Review user accounts and access privileges at least every six months. x\n';
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Matrix Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(t, admin, 'responsibility-matrix.md', matrix);
  });
  afterAll(() => t.close());

  const question = 'Is multi-factor authentication required for remote network access?';

  it('is told from a statement and from a policy sentence', () => {
    expect(isListedRequirement('8.3 Secure all remote network access with multi-factor authentication. x x')).toBe(true);
    expect(isListedRequirement('A1.2 Restrict each entity’s access to its own environment.')).toBe(true);
    expect(isListedRequirement('2.6 Shared hosting providers must protect each hosted environment.')).toBe(true);
    expect(isListedRequirement('3.1 Remote access requires multi-factor authentication.')).toBe(false);
    expect(isListedRequirement('Implement MFA for administrators.')).toBe(false);
    expect(isListedRequirement('2. Scope: all production systems must be covered.')).toBe(false);
  });

  it('alone never makes a high-confidence answer', async () => {
    const d = await draftYesNo(t, org, question, null);
    expect(d.confidence, `${d.flagged} ${d.score} ${d.answerText}`).not.toBe('high');
  });

  it('gives way to the statement that the thing is done, which explains the answer', async () => {
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'security-overview.md',
      '# Access\n\nRemote network access to production requires multi-factor authentication through the VPN.\n',
    );
    const d = await draftYesNo(t, org, question, null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.answerText).toMatch(/^Remote network access to production requires multi-factor authentication/);
    expect(d.sources[0]?.name).toContain('security-overview');
  });
});
