import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, drafter } from '@tests/support/knowledge';
import { analyze } from './analyze';
import { namesNoSubject } from './context';
import type { DraftRequest } from './index';

describe('a question that does not name its subject', () => {
  const bare = (q: string) => namesNoSubject(q, analyze(q));

  it('is told apart from one that does', () => {
    expect(bare('Is it tested at least annually?')).toBe(true);
    expect(bare('Is the plan reviewed and updated yearly?')).toBe(true);
    expect(bare('Is it enforced for all users?')).toBe(true);
    expect(bare('Is the business continuity plan tested at least annually?')).toBe(false);
    expect(bare('Does the system provide data input validation and error messages?')).toBe(false);
    expect(bare("Can the systems that hold the institution's data be compliant with NIST SP 800-171?")).toBe(false);
  });
});

describe('drafting a question with its section and the question before it', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Context Org');
    admin = await t.createUser(org, 'admin');
    const doc = [
      '# Security programme',
      '## Incident response',
      'Context Org keeps a documented incident response plan. The incident response plan is tested every year with a tabletop exercise.',
      '## Business continuity',
      'A business continuity plan covers the loss of an office or a cloud region. The business continuity plan is tested every two years.',
      '## Production access',
      'Production access is limited to the on-call engineers and is requested through a ticket that names the vendor and the reason.',
    ].join('\n\n');
    await addDocument(t, admin, 'programme.md', doc);
  });
  afterAll(() => t.close());

  const batch = (requests: DraftRequest[]) => drafter(t, org)(requests);
  const ask = (question: string, extra: Partial<DraftRequest> = {}): DraftRequest => ({
    question,
    answerOptions: ['Yes', 'No'],
    productId: null,
    selectedDocumentIds: null,
    ...extra,
  });

  it('reads "Is it tested at least annually?" with the heading it sits under, and says so', async () => {
    const [continuity, incidents, alone, handling] = await batch([
      ask('Is it tested at least annually?', { section: 'Business Continuity' }),
      ask('Is it tested at least annually?', { section: 'Incident Response' }),
      ask('Is it tested at least annually?'),
      ask('Is the plan tested at least annually?', { section: 'Incident Handling' }),
    ]);
    // Another framework's name for the same section.
    expect(handling).toMatchObject({ answerChoice: 'Yes', flagged: false });
    expect(continuity).toMatchObject({ answerChoice: 'No', flagged: false });
    expect(continuity!.answerText).toContain('business continuity plan is tested every two years');
    expect(incidents).toMatchObject({ answerChoice: 'Yes', flagged: false, confidence: 'medium' });
    expect(incidents!.answerText).toContain('incident response plan is tested every year');
    expect(incidents!.reason).toContain('read with its section “Incident Response”');
    // The reason counts what the reviewer sees: one document, and each of its excerpts that was cited.
    const documents = new Set(incidents!.sources.map((s) => s.id)).size;
    if (incidents!.sources.length > documents) expect(incidents!.reason).toContain(`(${incidents!.sources.length} excerpts cited)`);
    else expect(incidents!.reason).not.toContain('excerpts cited');
    // Without a section, the two plans disagree: a person decides.
    expect(alone!.flagged).toBe(true);
  });

  it('reads it with the question before it when there is no section', async () => {
    const before = 'Do you maintain a business continuity plan?';
    const [, d] = await batch([ask(before), ask('Is the plan tested at least annually?', { previousQuestion: before })]);
    expect(d).toMatchObject({ answerChoice: 'No', flagged: false });
    expect(d!.reason).toContain('the question before it');
  });

  it('reads a question that names its subject on its own, whatever its section says', async () => {
    const [d] = await batch([ask('Is the incident response plan tested at least annually?', { section: 'Business Continuity' })]);
    expect(d).toMatchObject({ answerChoice: 'Yes', flagged: false });
    expect(d!.reason).not.toContain('does not name its subject');
  });

  it('asks a form label for its value, never a yes or no, even when its answer cell offers Yes / No', async () => {
    const [name, email] = await batch([
      ask('Vendor Name', { answerOptions: ['Yes', 'No', 'N/A'] }),
      ask('Vendor Security Contact Email', { answerOptions: ['Yes', 'No', 'N/A'] }),
    ]);
    for (const d of [name, email]) {
      expect(d!.answerChoice).toBeNull();
      expect(d!.flagged).toBe(true);
    }
  });
});
