import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { analyze } from './analyze';
import { askedRequirement, fallsShort } from './intervals';

const short = (question: string, sentence: string) => {
  const asked = askedRequirement(question);
  return asked ? (fallsShort(sentence, asked)?.words ?? null) : 'no requirement';
};

describe('how often and how long', () => {
  it('reads a longer interval than the one asked as falling short, and a shorter one as meeting it', () => {
    expect(short('Do you perform annual penetration tests?', 'Penetration tests are performed every two years.')).toBe('every two years');
    expect(short('Are access reviews performed quarterly?', 'Access reviews are performed annually.')).toBe('annually');
    expect(short('Are restores tested at least once a year?', 'Restores are tested every other year.')).toBe('every other year');
    expect(short('Are vulnerability scans performed at least monthly?', 'Scans run weekly against all hosts.')).toBeNull();
    expect(short('Are policies reviewed annually?', 'Policies are reviewed every 12 months.')).toBeNull();
    expect(short('Are penetration tests performed at least every two years?', 'Penetration tests are performed annually.')).toBeNull();
  });

  it('reads how long a thing is kept, not how often it is made, and a figure of two number words whole', () => {
    const backups = 'Backups are taken every four hours and retained for thirty-five days.';
    expect(short('Are backups retained for at least 30 days?', backups)).toBeNull();
    expect(short('Are backups retained for at least 60 days?', backups)).toBe('35 days');
  });

  it('does not fall short when the sentence also names an interval that meets the question', () => {
    expect(short('Are vulnerability scans performed at least monthly?', 'An annual penetration test and weekly vulnerability scans are run.')).toBeNull();
  });

  it('reads a shorter keeping period than the one asked as falling short', () => {
    expect(short('Are backups retained for at least 90 days?', 'Backups are retained for 30 days.')).toBe('30 days');
    expect(short('Are logs retained for at least one year?', 'Logs are kept for 13 months.')).toBeNull();
    expect(short('Are logs retained for at least one year?', 'Logs are stored for 90 days in the SIEM.')).toBe('90 days');
  });

  it('reads a time longer than the question allows as falling short ("4 hours or less", "within 30 days")', () => {
    expect(short('Is your RTO 4 hours or less?', 'The recovery time objective is 24 hours.')).toBe('24 hours');
    expect(short('Are vulnerabilities remediated within 30 days?', 'Vulnerabilities are remediated within 90 days.')).toBe('90 days');
    expect(short('Are critical vulnerabilities remediated within 30 days?', 'Critical ones within 7 days, high ones within 30 days.')).toBeNull();
    expect(short('Do you notify customers of a breach within 72 hours?', 'Customers are notified without undue delay.')).toBeNull();
  });

  it('reads the figure of the item the question names in a list of figures per kind', () => {
    const shortOf = (question: string, sentence: string) => {
      const asked = askedRequirement(question)!;
      return fallsShort(sentence, asked, analyze(question))?.words ?? null;
    };
    const limits = 'Findings are closed within these targets: urgent within 3 days, major within 21 days, minor within 60 days.';
    expect(shortOf('Are major findings closed within 10 days?', limits)).toBe('21 days');
    expect(shortOf('Are urgent findings closed within 10 days?', limits)).toBeNull();
  });

  it('asks nothing of a question without an interval or a period', () => {
    expect(short('Is data encrypted at rest?', 'Data is encrypted every day.')).toBe('no requirement');
  });
});

describe('drafting a question that asks how often, from sources that do not say', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Unstated Interval Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'vendors.md',
      '# Vendor management\n\nEvery supplier is reassessed periodically, based on the risk it carries.\n\n# Access reviews\n\nAccess rights are reviewed every quarter by each system owner.\n',
    );
  });
  afterAll(async () => t?.close());

  it('flags "at least annually" when the source only says "periodically"', async () => {
    const d = await draftYesNo(t, org, 'Is every supplier reassessed at least annually?', null);
    expect(d.flagged, `${d.answerChoice}: ${d.reason}`).toBe(true);
    expect(d.reason).toContain('do not say how often');
  });

  it('answers when the source states an interval that meets it', async () => {
    const d = await draftYesNo(t, org, 'Are access rights reviewed at least annually?', null);
    expect(d.answerChoice, d.reason).toBe('Yes');
  });
});

describe('drafting a question about how long data is retained, from a source that says "kept for" a period', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Kept Period Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'logging.md',
      '# Logging\n\nApplication and infrastructure logs are shipped to a central log service and kept for 90 days. Alerts on failed sign-ins go to the on-call engineer.\n',
    );
  });
  afterAll(async () => t?.close());

  it('answers "No" with the sentence when the period kept is shorter than the one asked', async () => {
    const d = await draftYesNo(t, org, 'Are logs retained for at least one year?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('No');
    expect(d.answerText).toContain('kept for 90 days');
  });

  it('answers "Yes" when the period kept meets the one asked', async () => {
    const d = await draftYesNo(t, org, 'Are logs retained for at least 30 days?', null);
    expect(d.flagged, d.reason).toBe(false);
    expect(d.answerChoice).toBe('Yes');
  });
});
