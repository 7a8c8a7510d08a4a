import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { onlyRemovalDeadline } from './intervals';

/**
 * "Backups expire within 35 days" says how long backups last at most; it does not say they are kept for at least
 * 30 days, though the words "30 days" may stand in the sentence before it.
 */
describe('a deadline for removal asked as a keeping period', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Deadline Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'retention.md',
      '# Retention and deletion\n\nWhen a contract ends, customer data is deleted from production systems within 30 days. Backups that still hold it expire within a further 35 days.\n',
    );
  });
  afterAll(() => t.close());

  it('is told from a keeping period', () => {
    expect(onlyRemovalDeadline('Backups that still hold it expire within a further 35 days.')).toBe(true);
    expect(onlyRemovalDeadline('Customer data is deleted from production systems within 30 days.')).toBe(true);
    expect(onlyRemovalDeadline('Backups are retained for 35 days and then deleted.')).toBe(false);
    expect(onlyRemovalDeadline('Logs are kept for one year.')).toBe(false);
  });

  it('does not confirm that a thing is kept at least that long', async () => {
    const d = await draftYesNo(t, org, 'Are backups kept for at least 30 days?', null);
    expect(d.flagged ? 'flagged' : `${d.answerChoice} ${d.confidence}`, d.reason).not.toMatch(/high|medium/);
  });

  it('still answers the deadline it states', async () => {
    const d = await draftYesNo(t, org, 'Is customer data deleted within 30 days after a contract ends?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
  });
});
