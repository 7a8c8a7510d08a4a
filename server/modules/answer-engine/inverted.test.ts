import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrg } from '@tests/support/app';
import { addDocument, addLibraryAnswer, draftYesNo } from '@tests/support/knowledge';
import { inversionOf, statedControl, unmatchedInversion } from './inverted';
import { analyzeQuestion } from './question';

describe('a question that asks about the opposite of a control', () => {
  it('names the inverting words of its own clause, not of its asides or its follow-up', () => {
    expect(inversionOf('Is two-factor sign-in optional for staff?')).toEqual({ words: ['optional'], negated: false });
    expect(inversionOf('Can a hotfix reach production without a second reviewer?')?.words).toEqual(['without']);
    expect(inversionOf('Are laptops ever left unencrypted?')?.words).toEqual(['unencrypted']);
    expect(inversionOf('Is data never copied to personal devices?')).toEqual({ words: [], negated: true });
    expect(inversionOf('Are backups encrypted?')).toBeNull();
    expect(inversionOf('Is access revoked no later than one day after a leaver goes?')).toBeNull();
    expect(inversionOf('Can every function be used from the keyboard (not only the mouse)?')).toBeNull();
    expect(inversionOf('Do you host data with third parties? If not, describe where it is kept.')).toBeNull();
  });

  it('is answered only by evidence that uses its words as it does', () => {
    const optional = inversionOf('Is two-factor sign-in optional for staff?')!;
    expect(unmatchedInversion(optional, 'Two-factor sign-in is required for every employee.')).toBe('optional');
    expect(unmatchedInversion(optional, 'Two-factor sign-in is not optional: it is enforced at the identity provider.')).toBe('optional');
    expect(unmatchedInversion(optional, 'Two-factor sign-in is optional for contractors and staff.')).toBeNull();
    const never = inversionOf('Is data never copied to personal devices?')!;
    expect(unmatchedInversion(never, 'Company data is never copied to personal devices.')).toBeNull();
    expect(unmatchedInversion(never, 'Company data may be copied to managed devices.')).toBe('not');
  });

  it('finds the control stated outright only for words whose opposite cannot be half-true', () => {
    const control = (question: string, evidence: string) => statedControl(inversionOf(question)!, evidence, analyzeQuestion(question, null).headTerms);
    const optional = 'Is two-factor sign-in optional for staff?';
    expect(control(optional, 'Two-factor sign-in is required for every staff member.')).toContain('required');
    expect(control(optional, 'Two-factor sign-in is not required for staff.')).toBeNull();
    expect(control(optional, 'Backups are required every day.')).toBeNull();
    expect(control('Are passwords stored in plain text?', 'Passwords are hashed with bcrypt before they are stored.')).toContain('hashed');
    expect(control('Can a hotfix reach production without a second reviewer?', 'Every change is reviewed by a second engineer before deployment.')).toBeNull();
  });
});

describe('drafting a question that asks about the opposite of a control', () => {
  let t: TestApp;
  let org: TestOrg;
  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrg('Inverted Org');
    const admin = await t.createUser(org, 'admin');
    await addDocument(
      t,
      admin,
      'access.md',
      '# Access control\n\nTwo-factor sign-in is required for every employee and contractor, enforced by the identity provider.\n\n' +
        '# Change management\n\nEvery change to production is reviewed and approved by a second engineer before it is deployed. ' +
        'Urgent hotfixes follow the same review, recorded after the fact within one business day.\n\n' +
        '# Encryption\n\nLaptops use full-disk encryption. Customer data is encrypted at rest with AES-256.\n',
    );
    await addLibraryAnswer(t, admin, {
      question: 'Are changes to production reviewed by a second engineer before they are deployed?',
      answer_choice: 'Yes',
      answer_text: 'Every change to production is reviewed and approved by a second engineer.',
      all_products: true,
    });
    await addLibraryAnswer(t, admin, {
      question: 'Is two-factor sign-in required for all staff?',
      answer_choice: 'Yes',
      answer_text: 'Two-factor sign-in is required for every employee.',
      all_products: true,
    });
  });
  afterAll(async () => t?.close());

  it('flags instead of answering "Yes" from evidence about the control itself', async () => {
    // A review after the fact is still a review: "without review" is for a person to answer.
    for (const question of [
      'Can a hotfix reach production without a second reviewer?',
      'Can changes to production be deployed without review by a second engineer?',
      'Is customer data kept unencrypted at rest?',
    ]) {
      const d = await draftYesNo(t, org, question, null);
      expect(d.flagged, `${question} → ${d.answerChoice}: ${d.reason}`).toBe(true);
    }
  });

  it('answers "No" when the evidence states the control outright, at low confidence, quoting it', async () => {
    for (const [question, quoted] of [['Is two-factor sign-in optional for staff?', 'required']] as const) {
      const d = await draftYesNo(t, org, question, null);
      expect(d.answerChoice, `${question}: ${d.reason}`).toBe('No');
      expect(d.confidence).toBe('low');
      expect(d.reason).toContain(quoted);
    }
  });

  it('still answers the control asked the usual way', async () => {
    const d = await draftYesNo(t, org, 'Is two-factor sign-in required for staff?', null);
    expect(d.flagged).toBe(false);
    expect(d.answerChoice).toBe('Yes');
  });
});
