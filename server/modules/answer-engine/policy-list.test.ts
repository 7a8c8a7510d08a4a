import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, drafter } from '@tests/support/knowledge';
import type { DraftRequest } from './index';

describe('a list of the organisation’s policies as evidence', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Policy List Org');
    admin = await t.createUser(org, 'admin');
    const doc = '# Internal policies\n\n* Clean Desk Policy\n* Records Retention Policy\n* Travel Security Standard\n* Visitor Escort Procedure\n';
    await addDocument(t, admin, 'policy-index.md', doc);
  });
  afterAll(() => t.close());

  const ask = (question: string): DraftRequest => ({ question, answerOptions: ['Yes', 'No'], productId: null, selectedDocumentIds: null });
  const batch = (requests: DraftRequest[]) => drafter(t, org)(requests);

  it('reads a policy title as saying the policy exists, past the approval and ownership words a questionnaire adds', async () => {
    const [exists, approval] = await batch([
      ask(
        'Is there a records retention policy that has been approved by management, communicated to appropriate personnel, and has an owner to maintain and review the policy?',
      ),
      ask('Is the records retention policy approved by management?'),
    ]);
    expect(exists, exists!.reason).toMatchObject({ answerChoice: 'Yes', flagged: false });
    expect(exists!.sources[0]!.name).toContain('policy-index');
    // Approval and ownership are not in a title: never "high", and the reason says what to check.
    expect(exists!.confidence).not.toBe('high');
    expect(exists!.reason).toContain('“approved by management”');
    // The explanation quotes the item that names the policy, not the whole list.
    expect(exists!.answerText).toContain('Records Retention Policy');
    expect(exists!.answerText).not.toContain('Clean Desk');
    // When the approval is what is asked, a title does not answer it.
    expect(approval!.flagged).toBe(true);
  });
});
