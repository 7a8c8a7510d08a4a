import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { analyze } from './analyze';
import { alternativesOf, orSidesOf, readAlternatives, withoutOtherSide } from './alternatives';
import { denies } from './evidence';
import { onlyPlanned } from './planned';
import { analyzeQuestion } from './question';

const read = (question: string, statement: string) => {
  const q = analyzeQuestion(question, ['Yes', 'No']);
  return readAlternatives(statement, q.alternatives, (terms) => denies(statement, terms) || onlyPlanned(statement, terms));
};

describe('a question that accepts either of two things', () => {
  it('names the two things on each side of "or", and no alternatives of manner or extent', () => {
    expect(alternativesOf('do you offer single sign-on or two-factor authentication?')).toEqual([['sso'], ['mfa']]);
    expect(alternativesOf('can customers export a full or partial copy of their records?')).toEqual([]);
    expect(alternativesOf('is an ids or ips deployed?')).toEqual([]);
    expect(alternativesOf('do you keep logs?')).toEqual([]);
  });

  it('is denied only when both things are, and a source denying one and naming no other states neither', () => {
    const question = 'Do you run a bug bounty or a coordinated disclosure process?';
    expect(read(question, 'We do not run a bug bounty, and a coordinated disclosure process is not in place.')).toMatchObject({ all: true });
    expect(read(question, 'A bug bounty is not offered.')).toEqual({ all: false, some: true, othersNamed: false });
    // Naming the other thing as in place, the source states the question's point.
    expect(read(question, 'A bug bounty is planned; a coordinated disclosure process is in place.')).toEqual({ all: false, some: true, othersNamed: true });
    expect(read('Do you run a bug bounty?', 'A bug bounty is not offered.')).toBeNull();
  });
});

describe('drafting a question that accepts either of two things', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Either Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'vulnerability-handling.md',
      '# Vulnerability handling\n\nA paid bug bounty is not offered at present. Researchers report issues through our coordinated disclosure process at security@either.test, and we acknowledge each report within two business days.\n',
    );
  });
  afterAll(() => t.close());

  it('answers Yes from the thing in place, and No only to the thing asked alone', async () => {
    const either = await draftYesNo(t, org, 'Is there a bug bounty or a coordinated disclosure process?', null);
    expect(either.flagged, either.reason).toBe(false);
    expect(either.answerChoice).toBe('Yes');
    expect(either.answerText).toContain('coordinated disclosure');
    const alone = await draftYesNo(t, org, 'Do you run a bug bounty?', null);
    expect(alone.flagged ? null : alone.answerChoice, alone.reason).not.toBe('Yes');
  });
});

describe('the two sides of any "or" in a question', () => {
  it('reads the words next to "or" on each side, and leaves out the other side a source does not say', () => {
    const sides = orSidesOf('Is the policy approved by senior management or the board?');
    expect(sides).toEqual([[analyze('senior management'), analyze('board')]]);
    const said = new Set(analyze('The Board of Directors has approved this Policy.'));
    expect(withoutOtherSide(analyze('policy approved senior management board'), sides, (t) => said.has(t))).toEqual(analyze('policy approved board'));
    // A source that says neither side keeps both.
    const neither = new Set(analyze('The policy is approved.'));
    expect(withoutOtherSide(analyze('policy approved senior management board'), sides, (t) => neither.has(t))).toEqual(
      analyze('policy approved senior management board'),
    );
  });
});
