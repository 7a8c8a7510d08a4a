import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { isAim, statements } from './statements';

/**
 * A plan's list of objectives ("…aim to meet the following objectives: • Reduce risk to core operations.") says
 * what the plan aims at, not that it is done (failure type 3: a topic match instead of the fact asked).
 */
describe("an item of a plan's objectives", () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Objectives Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'continuity.md',
      '# Continuity\n\nOur continuity practices aim to meet the following objectives:\n\n• Restore customer-facing services within four hours of an outage.\n\n• Keep customers informed while an outage lasts.\n',
    );
  });
  afterAll(() => t.close());

  it('is told from an item of another list', () => {
    const aims = statements('The practices aim to meet the following objectives: • Reduce risk to core operations. • Keep customers informed.');
    expect(isAim(aims, 1)).toBe(true);
    expect(isAim(aims, 2)).toBe(true);
    expect(isAim(aims, 0)).toBe(false);
    const done = statements('We hold these certifications: • ISO 27001 • SOC 2 Type II');
    expect(isAim(done, 1)).toBe(false);
  });

  it('alone makes at most a low-confidence answer that says what its source is', async () => {
    const d = await draftYesNo(t, org, 'Are customer-facing services restored within four hours of an outage?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.confidence).toBe('low');
    expect(d.reason).toMatch(/a plan's objective, not as something done/);
  });

  it('gives way to a statement that the thing is done', async () => {
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'dr-test.md',
      '# Recovery\n\nCustomer-facing services are restored within four hours of an outage, as the yearly recovery test shows.\n',
    );
    const d = await draftYesNo(t, org, 'Are customer-facing services restored within four hours of an outage?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
    expect(d.confidence).not.toBe('low');
    expect(d.answerText).toMatch(/^Customer-facing services are restored within four hours/);
  });
});
