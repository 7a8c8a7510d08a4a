import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg, type TestUser } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { analyze } from './analyze';
import { subjectTerm } from './evidence';
import { analyzeQuestion } from './question';
import type { TermStats } from './retrieve';
import { Weights } from './score';

describe('a policy whose title names the point in every section', () => {
  let t: TestApp;
  let org: TestOrg;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Heading Ties Org');
    admin = await t.createUser(org, 'admin');
    const policy = [
      '# Change Management Policy',
      '## 1. Purpose',
      'Keep production stable and auditable.',
      '## 2. Scope',
      'All production application code and infrastructure.',
      '## 3. Policy',
      'Every change follows the change management process: peer review, automated tests and approval before release.',
    ].join('\n\n');
    const rules = ['# Acceptable Use Policy', '## Rules', 'Users protect their credentials, use multi-factor authentication, and never share accounts.'].join(
      '\n\n',
    );
    await addDocument(t, admin, 'change-management-policy.md', policy);
    await addDocument(t, admin, 'acceptable-use-policy.md', rules);
    const access = [
      '# Access Control Policy',
      '## 3. Policy',
      'Access to production is role-based and granted on least privilege. New or changed access requires manager approval through a ticketed workflow. Privileged sessions are logged.',
    ].join('\n\n');
    await addDocument(t, admin, 'access-control-policy.md', access);
    await addDocument(
      t,
      admin,
      'logging-policy.md',
      '# Logging Policy\n\nSecurity events are logged centrally. Application logs are logged to a central store and kept for a year.',
    );
  });
  afterAll(() => t.close());

  it('quotes the section whose own words state the point, not the first section under the title', async () => {
    const d = await draftYesNo(t, org, 'Is there a formal change management process?', null);
    expect(d, d.reason).toMatchObject({ answerChoice: 'Yes', flagged: false });
    expect(d.answerText).toContain('peer review');
    expect(d.answerText).not.toContain('All production application code');
  });

  it('does not answer at high confidence from words scattered over sentences about other things', async () => {
    // "changed access" and "sessions are logged" hold the words of the question, not the fact asked.
    const d = await draftYesNo(t, org, 'Are production changes logged?', null);
    expect(d.confidence, `${d.score} ${d.answerText}`).not.toBe('high');
  });

  it('reads "never share accounts" in a list of rules as a rule, not as a "No" to the MFA question', async () => {
    const d = await draftYesNo(t, org, 'Is multi-factor authentication enforced for all workforce accounts?', null);
    expect(d.reason).not.toContain('appears to say no');
    expect(d.answerChoice).not.toBe('No');
  });
});

describe('how long a thing is kept, read off the sentence about that thing', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Retention Subject Org');
    const admin = await t.createUser(org, 'admin');
    const retention = [
      '# Data Retention Policy',
      '## Retention schedule',
      '- **Abuse-monitoring logs.** Retained for a default of 30 days, then deleted.',
      '- **Backups.** Encrypted and retained per the continuity plan.',
    ].join('\n\n');
    await addDocument(t, admin, 'data-retention-policy.md', retention);
  });
  afterAll(() => t.close());

  it('takes the thing kept, not the unit of time, as what a keeping period is about', () => {
    const q = analyzeQuestion('Are backups retained for at least 90 days?', ['Yes', 'No']);
    // "day" is rarer here than "backup": still the backups are what the sentence must name.
    const w = new Weights({ n: 100, df: new Map([...q.headTerms.map((t): [string, number] => [t, 20]), ['day', 1]]), index: undefined as never } as TermStats);
    expect(subjectTerm(q.headTerms, q.soft, w)).toBe(analyze('backups')[0]);
  });

  it('still reads the shortfall when the sentence is about the thing asked', async () => {
    const d = await draftYesNo(t, org, 'Are abuse-monitoring logs retained for at least 90 days?', null);
    expect(d, d.reason).toMatchObject({ answerChoice: 'No', flagged: false });
  });
});

describe('a table of contents', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Contents Org');
    const admin = await t.createUser(org, 'admin');
    const guide = [
      '# Quality Handbook',
      '## Table of Contents',
      'Penetration Testing Program ........ 3 Vulnerability Scanning ........ 4 Secure Code Review ........ 5 Release Approval ........ 6',
      '## Release approval',
      'Every release is approved by the engineering lead before it reaches production.',
    ].join('\n\n');
    await addDocument(t, admin, 'quality-handbook.md', guide);
  });
  afterAll(() => t.close());

  it('is not evidence: the titles it lists say nothing is done', async () => {
    const d = await draftYesNo(t, org, 'Do you run a penetration testing program?', null);
    expect(d.flagged, d.reason).toBe(true);
    expect(d.sources.every((s) => !s.excerpt.includes('....'))).toBe(true);
    // What a section of the same document states is still read.
    const approved = await draftYesNo(t, org, 'Is every release approved before it reaches production?', null);
    expect(approved, approved.reason).toMatchObject({ answerChoice: 'Yes', flagged: false });
  });
});
