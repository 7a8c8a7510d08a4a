import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, draftYesNo } from '@tests/support/knowledge';
import { askedRequirement, fallsShort } from './intervals';

const short = (question: string, sentence: string) => {
  const asked = askedRequirement(question);
  return asked ? (fallsShort(sentence, asked)?.words ?? null) : 'no requirement';
};

describe('a figure the question bounds, against the figure a source gives', () => {
  it('reads a lower percentage than "at least" asks as falling short, and a higher one as meeting it', () => {
    expect(short('Is uptime guaranteed at 99.99% or more each quarter?', 'Uptime is guaranteed at 99.9% each quarter.')).toBe('99.9%');
    expect(short('Is uptime guaranteed at no less than 99.5% each quarter?', 'Uptime is guaranteed at 99.9% each quarter.')).toBeNull();
    // The bound may come after the thing measured.
    expect(short('Does your SLA commit to 99.99% availability or higher?', 'Uptime SLA: Business: 99.9%. Uptime SLA: Enterprise: 99.95%.')).toBe('99.9%');
    expect(short('Is the recovery time 4 hours RTO or less?', 'The RTO is 8 hours.')).toBe('8 hours');
  });

  it('reads a count of the same unit, and only of that unit', () => {
    expect(short('Are API tokens a minimum of 40 characters?', 'API tokens are 32 random characters.')).toBe('32 random characters');
    expect(short('Are API tokens a minimum of 40 characters?', 'API tokens are 64 characters and expire after 30 days.')).toBeNull();
    expect(short('Are signing keys at least 3072 bits?', 'Releases are signed with RSA-2048 keys.')).toBe('rsa-2048');
    expect(short('Are at least 3 copies of each archive kept?', 'Two copies of each archive are kept, in separate buildings.')).toBe('two copies');
    // A number of another unit says nothing of it.
    expect(short('Are API tokens a minimum of 40 characters?', 'Tokens are rotated every 7 days.')).toBeNull();
    // "At least one" asks whether there is any, not how many.
    expect(short('Is there at least one named privacy officer?', 'Two privacy officers are named.')).toBe('no requirement');
  });

  it('reads the direction of an upper bound', () => {
    expect(short('Is an account locked after no more than 4 failed sign-in attempts?', 'An account is locked after 8 failed sign-in attempts.')).toBe(
      '8 failed sign-in attempts',
    );
    expect(short('Is an account locked after no more than 4 failed sign-in attempts?', 'An account is locked after 3 failed sign-in attempts.')).toBeNull();
    expect(short('Are support tickets answered within 8 hours?', 'Support tickets are answered within 2 hours.')).toBeNull();
  });

  it('compares sums of money in the same currency, however they are written', () => {
    expect(short('Is professional indemnity cover of at least GBP 2 million held?', 'Professional indemnity cover of £1.5m is held.')).toBe('£1.5m');
    expect(short('Is professional indemnity cover of at least GBP 2 million held?', 'Professional indemnity cover of 3 million pounds is held.')).toBeNull();
    expect(short('Is crime cover of at least $1,000,000 held?', 'Crime cover of USD 750,000 is held.')).toBe('usd 750,000');
    // Another currency is not compared.
    expect(short('Is crime cover of at least $1,000,000 held?', 'Crime cover of EUR 500,000 is held.')).toBeNull();
  });

  it('reads "more than one" as two or more, "a single" as one and "several" as more than one', () => {
    expect(short('Are replicas kept in more than one data hall?', 'Replicas are kept in a single data hall.')).toBe('single data hall');
    expect(short('Are replicas kept in more than one data hall?', 'Replicas are kept in several data halls.')).toBeNull();
    expect(short('Are replicas kept in more than one data hall?', 'Replicas are kept in two data halls.')).toBeNull();
  });

  it('reads the figure the source sets as its rule, not the range a customer may set around it', () => {
    expect(
      short(
        'Are API keys required to be at least 32 characters?',
        'API keys must be at least 24 characters; an owner may raise the length to anything from 24 to 128 characters.',
      ),
    ).toBe('at least 24 characters');
  });

  it('reads a time bounded in other words than keeping ("for the last N days", "(N days)")', () => {
    expect(short('Can invoices be viewed online for at least 24 months?', 'Invoices for the past 6 months can be viewed online.')).toBe('6 months');
    expect(short('Can invoices be viewed online for at least 24 months?', 'Invoice history online (36 months)')).toBeNull();
  });
});

describe('drafting a question that bounds a figure', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Figures Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'service-terms.md',
      '# Uptime\n\nOur service terms guarantee 99.5% uptime per calendar quarter.\n\n' +
        '# Audit trail export\n\nWorkspace owners can export the audit trail of the previous 14 days from the admin panel.\n\n' +
        '# Recovery codes\n\nEvery recovery code issued to a user is at least 10 digits long.\n\n' +
        '# Resilience\n\nThe scheduling service is designed for high availability across several zones.\n',
    );
  });
  afterAll(async () => t?.close());

  it('answers "No" with the sentence when the percentage given is lower than asked, and "Yes" when it meets it', async () => {
    const d = await draftYesNo(t, org, 'Do the service terms guarantee uptime of at least 99.9% per calendar quarter?', null);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.answerText).toContain('99.5%');
    expect(d.reason).toContain('less than the question asks');
    const met = await draftYesNo(t, org, 'Do the service terms guarantee uptime of at least 99% per calendar quarter?', null);
    expect(met.answerChoice, met.reason).toBe('Yes');
  });

  it('answers "No" when a period given in other words is shorter than asked', async () => {
    const d = await draftYesNo(t, org, 'Can workspace owners export the audit trail for at least 60 days?', null);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.answerText).toContain('previous 14 days');
  });

  it('answers "No" when the count given is lower than asked', async () => {
    const d = await draftYesNo(t, org, 'Are recovery codes issued to users at least 12 digits long?', null);
    expect(d.answerChoice, d.reason).toBe('No');
    expect(d.answerText).toContain('10 digits');
  });

  it('is never a high-confidence "Yes" from a source that gives no figure', async () => {
    const d = await draftYesNo(t, org, 'Is the scheduling service designed for at least 99.99% availability across zones?', null);
    expect(d.flagged ? 'flagged' : `${d.answerChoice} ${d.confidence}`, d.reason).not.toBe('Yes high');
  });
});
