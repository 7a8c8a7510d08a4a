import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';

/** A question about one practice is answered by a source that states that practice, not by its programme's (failure type 3). */
describe('a practice asked about within a wider programme', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Practice Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(t, admin, 'training.md', '# Training\n\nAll personnel complete security awareness training at hire and annually.\n');
  });
  afterAll(() => t.close());

  const draft = (question: string) => draftYesNo(t, org, question, null);

  it('is not answered by evidence of the programme alone', async () => {
    const d = await draft('Are phishing simulations conducted?');
    expect(d.flagged, `${d.answerChoice} ${d.answerText}`).toBe(true);
  });

  it('is answered, with the sentence that states it, once a source does', async () => {
    const admin = await t.createUser(org, 'admin');
    await addDocument(t, admin, 'phishing.md', '# Phishing\n\nPhishing simulations are run every quarter for all staff.\n');
    const d = await draft('Are phishing simulations conducted?');
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.answerText).toContain('Phishing simulations are run every quarter');
  });
});
