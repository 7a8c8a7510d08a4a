import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { analyze } from './analyze';
import { synonymsOf } from './synonyms';

describe('a question word the knowledge base says in another word', () => {
  it('knows plain synonyms, and not words that only sit near each other', () => {
    const [erase] = analyze('erased');
    const [remove] = analyze('remove');
    expect(synonymsOf(erase!)).toEqual(expect.arrayContaining(analyze('deleted')));
    expect(synonymsOf(remove!)).toEqual(expect.arrayContaining(analyze('revoked')));
    expect(synonymsOf(analyze('encrypted')[0]!)).toEqual([]);
  });

  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Tallow Systems');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'vendors.md',
      '# Sub-processors\n\nWe tell customers about a new sub-processor at least 30 days before it starts processing their data, by email to the account owner.\n\n' +
        '# Offboarding\n\nWhen a contract ends, customer data is erased from production databases within 30 days.\n\n# Network\n\nAll public endpoints sit behind a load balancer.\n',
    );
  });
  afterAll(async () => t?.close());

  it('answers from the sentence that says it in its own words', async () => {
    const notice = await draftYesNo(t, org, "Do you give customers at least 30 days' notice before adding a sub-processor?", null);
    expect(notice.flagged, notice.reason).toBe(false);
    expect(notice.answerChoice).toBe('Yes');
    expect(notice.answerText).toContain('We tell customers about a new sub-processor');
    const deleted = await draftYesNo(t, org, 'Is customer data deleted from production within 30 days after the contract ends?', null);
    expect(deleted.answerChoice, deleted.reason).toBe('Yes');
    expect(deleted.answerText).toContain('erased from production databases');
  });
});
