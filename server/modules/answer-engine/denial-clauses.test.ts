import { describe, expect, it } from 'vitest';
import { statesNotDone } from './consistency';
import { denies } from './evidence';
import { analyzeQuestion } from './question';

const head = (q: string) => analyzeQuestion(q, null).headTerms;
const terms = (q: string) => analyzeQuestion(q, null).terms;
const denied = (sentence: string, question: string) => denies(sentence, head(question), terms(question));

/** Denials whose clause leaves what it denies to the rest of the sentence, and clauses that only look like denials. */
describe('a denial read across the clauses of its sentence', () => {
  it('denies the asked thing of a report named earlier in the sentence ("…, and does not examine X")', () => {
    const q = 'Does your SOC 2 Type II report for this service examine your physical office security controls?';
    expect(
      denied('The platform is covered by a SOC 2 Type II report; that report covers hosting and development and does not examine physical office security.', q),
    ).toBe(true);
    // …but not a second verb whose object the question does not ask about.
    expect(denied('Logs are shipped to the SIEM and do not contain passwords.', 'Are logs shipped to a SIEM?')).toBe(false);
  });

  it('denies every item of a list that is the subject of "…, is out of scope"', () => {
    const q = 'Will you monitor our email gateway and VPN logs?';
    expect(denied('Ingestion of other sources, such as email gateway logs, VPN concentrators or a customer data lake, is out of scope.', q)).toBe(true);
    // A subject that already said what it does keeps that: only the later verb is denied.
    expect(denied('Backups are copied nightly, encrypted with AES-256, and are not tested.', 'Are backups copied nightly?')).toBe(false);
  });

  it('reads a denial inside a condition spanning "and" as part of the condition', () => {
    const q = 'Must customers name an on-call contact who can be reached at night?';
    expect(denied('If an outage is declared and no on-call contact can be reached within an hour, the duty manager decides on the failover.', q)).toBe(false);
  });

  it('does not read "A and B, but not C" as denying B', () => {
    const q = 'Do you support hardware-backed passkeys for sign-in?';
    expect(denied('Sign-in supports authenticator apps and hardware-backed passkeys, but not biometric passkeys synced through a consumer cloud.', q)).toBe(
      false,
    );
    expect(denied('Sign-in supports authenticator apps, but not passkeys.', q)).toBe(true);
  });

  it('reads a table row "Label: Not done" as a denial of the label', () => {
    const q = 'Is your organisation certified under CSA STAR Level 2?';
    expect(denied('CSA STAR Level 2: Not pursued; a Level 1 self-assessment is published.', q)).toBe(true);
    expect(statesNotDone('PCI DSS: Not certified.', head('Are you certified to PCI DSS?'))).toBe(true);
  });
});

describe('a question in which the customer asks for something', () => {
  it('is about what it asks for, not the asking ("Can we request that our exports be deleted early?")', () => {
    const q = 'Can we request that our archived exports be deleted early?';
    expect(head(q)).not.toContain('request');
    expect(denied('Support staff never request passwords over the phone.', q)).toBe(false);
    // Asking is the point when the product is the one asking.
    expect(head('Does the extension request access to every website?')).toContain('request');
  });
});
