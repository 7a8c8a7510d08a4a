import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addProduct, draftYesNo } from '@tests/support/knowledge';
import { deniesTheRest } from './only-questions';

describe('a question that asks for a restriction ("only…")', () => {
  it('is stated by a denial of every other case, and denied by a source that widens it', () => {
    const q = 'Is customer data stored only in the European Union?';
    expect(deniesTheRest('Customer data is never stored outside the European Union.', q)).toBe(true);
    expect(deniesTheRest('No one outside the EU operations team can reach the stores.', q)).toBe(true);
    expect(deniesTheRest('Customer data is not limited to EU storage; backups may be kept in the US.', q)).toBe(false);
    expect(deniesTheRest('Data is stored in the EU and also replicated to Canada.', q)).toBe(false);
    expect(deniesTheRest('Customer data is never stored outside the European Union.', 'Is customer data stored in the EU?')).toBe(false);
    expect(deniesTheRest('It is not only stored in the EU.', 'Is it not only stored in the EU?')).toBe(false);
  });
});

describe('drafting a restriction stated by a denial of the rest', () => {
  let t: TestApp;
  let org: TestOrg;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Quarrystone Labs');
    const admin = await t.createUser(org, 'admin');
    agent = await addProduct(t, admin, 'Quarrystone Agent');
    await addDocument(
      t,
      admin,
      'agent-support.md',
      '# Quarrystone Agent: support access\n\n## Remote support\n\nQuarrystone support never connects to a Quarrystone Agent host on its own initiative. ' +
        "When an investigation needs it, the customer opens a support session from the agent's console and can end it at any time.\n",
      [agent],
    );
  });
  afterAll(async () => t?.close());

  it("does not answer 'No' from the denial of the other case", async () => {
    const d = await draftYesNo(t, org, 'Does vendor support connect to Quarrystone Agent hosts only through sessions the customer opens?', agent);
    expect(d.answerChoice, d.reason).not.toBe('No');
  });
});
