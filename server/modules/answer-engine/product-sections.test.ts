import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';

/** A company-wide document with a section per product: each section speaks for its product only. */
describe('sections of a company-wide document headed with a product name', () => {
  let t: TestApp;
  let org: TestOrg;
  let ledger: string;
  let relay: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Pennant Works');
    const admin = await t.createUser(org, 'admin');
    ledger = await addProduct(t, admin, 'Pennant Ledger');
    relay = await addProduct(t, admin, 'Pennant Relay');
    await addDocument(
      t,
      admin,
      'continuity.md',
      '# Continuity targets\n\n## Pennant Ledger\n\nThe recovery time objective is 2 hours and the recovery point objective is 15 minutes. Nightly snapshots are retained for 60 days.\n\n' +
        '## Pennant Relay\n\nThe recovery time objective is 24 hours and the recovery point objective is 12 hours. Snapshots are retained for 7 days.\n',
    );
  });
  afterAll(async () => t?.close());

  it("answers each product from its own section, not the other product's figures", async () => {
    const ledgerRto = await draftYesNo(t, org, 'Is the recovery time objective 4 hours or less?', ledger);
    expect(ledgerRto.flagged, ledgerRto.reason).toBe(false);
    expect(ledgerRto.answerChoice).toBe('Yes');
    const relayRto = await draftYesNo(t, org, 'Is the recovery time objective 4 hours or less?', relay);
    expect(relayRto.flagged, relayRto.reason).toBe(false);
    expect(relayRto.answerChoice).toBe('No');
    expect(relayRto.answerText).toContain('24 hours');
    const relayBackups = await draftYesNo(t, org, 'Are snapshots retained for at least 30 days?', relay);
    expect(relayBackups.answerChoice, relayBackups.reason).toBe('No');
    expect(relayBackups.sources.every((s) => !s.name.includes('Pennant Ledger'))).toBe(true);
  });
});
