import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { isListedRequirement, statements } from './statements';

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
    // Verbs that also open plain statements as nouns count only under a clause number.
    expect(isListedRequirement('8.2.6 Set passwords for first-time use and upon reset to a unique value.')).toBe(true);
    expect(isListedRequirement('Change requests are reviewed by a second engineer.')).toBe(false);
  });

  it('is a statement of its own when a matrix runs its rows together on one line', () => {
    const rows = statements(
      'Passwords are hashed. x x 8.2.4 Change user passwords at least once every 90 days. x x 8.2.5 Do not allow a reused password. x 8.2.6 Set first-time passwords to a unique value. x x',
    );
    expect(rows).toEqual([
      'Passwords are hashed.',
      '8.2.4 Change user passwords at least once every 90 days.',
      '8.2.5 Do not allow a reused password.',
      '8.2.6 Set first-time passwords to a unique value.',
    ]);
    expect(rows.slice(1).every(isListedRequirement)).toBe(true);
    // A version or section number inside a sentence is not a row.
    expect(statements('We follow version 2.1 of the standard. Section 4.2 covers scope.')).toHaveLength(2);
  });

  it('alone makes at most a low-confidence answer that says what its source is', async () => {
    expect((await draftYesNo(t, org, question, null)).confidence).toBe('low');
    // Asked in the requirement's own words, it is answered, capped below medium, with the reason.
    const d = await draftYesNo(t, org, 'Is all remote network access to the cardholder environment secured with multi-factor authentication?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.confidence).toBe('low');
    expect(d.reason).toMatch(/requirement of a standard, not as something done/);
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
