import { describe, expect, it } from 'vitest';
import { statesNotDone } from './consistency';
import { deniesOnlyEnforcement } from './denials';
import { askedOffering, namesOtherOffering } from './every-plan';
import { askedRequirement, readRequirement } from './intervals';
import { onlyPlanned } from './planned';
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

describe('more ways a source denies, and ways it only seems to', () => {
  it('reads "Nobody holds…" as a denial, and "Linux and macOS aren\'t supported" as denying each', () => {
    expect(
      denied('Nobody holds standing administrator rights on the payment database.', 'Do developers have standing admin rights on the payment database?'),
    ).toBe(true);
    expect(statesNotDone('No one has standing administrator rights on production.', head('Do engineers have standing admin rights on production?'))).toBe(true);
    const q = 'Can the gateway be installed on a FreeBSD host?';
    expect(denied('FreeBSD and Solaris are not supported. The installer bundles its own runtime, so you do not need to install one.', q)).toBe(true);
    // A subject that already has its verb is not a list the later clause denies.
    expect(denied('Our PCI DSS attestation lapsed in 2023 and has not been renewed.', 'Do you use PCI DSS compliant payment processors?')).toBe(false);
  });

  it('does not read what a control prevents, or "not any other way", as a denial of the control', () => {
    const pinned = 'Does the app use certificate pinning?';
    expect(denied('The app pins our certificate, so it will not connect to a server presenting any other certificate.', pinned)).toBe(false);
    const only = 'Is the desktop client distributed only through our download portal?';
    expect(denied('The desktop client is published on our download portal only; we do not distribute the client any other way.', only)).toBe(false);
  });

  it('does not read "we don\'t enforce it" as "it is not offered"', () => {
    expect(deniesOnlyEnforcement('We do not enforce two-factor sign-in for guest accounts.', 'Do you offer two-factor sign-in for guest accounts?')).toBe(true);
    expect(deniesOnlyEnforcement('We do not enforce two-factor sign-in for guest accounts.', 'Is two-factor sign-in enforced for guest accounts?')).toBe(false);
  });

  it('reads an authorisation listed as "In Process" as not held yet', () => {
    const q = analyzeQuestion('Does the platform currently hold a StateRAMP authorization?', null);
    expect(onlyPlanned('The platform is listed as "In Process" on the StateRAMP authorized vendor list.', q.headTerms)).toBe(true);
  });

  it('reads a denial of another plan as that plan\'s, and the plan of "the Team plan\'s …"', () => {
    expect(askedOffering("If the Growth plan's availability target is missed, are credits issued?")).toBe('growth');
    expect(namesOtherOffering('The Starter plan comes with no availability target and no credits.', 'growth')).toBe(true);
    expect(namesOtherOffering('The Growth plan comes with credits; the Disaster Recovery Plan is tested yearly.', 'growth')).toBe(false);
    expect(askedOffering('Are staff trained on the incident response plan?')).toBeNull();
  });

  it('reads minutes, and a time in hours and minutes, as one figure', () => {
    const rpo = askedRequirement('Is the recovery point objective 1 hour or less?')!;
    expect(readRequirement('Primary database: RTO 2 hours, RPO 10 minutes.', rpo, terms('Is the recovery point objective 1 hour or less?'))).toEqual({
      short: false,
      words: '10 minutes',
    });
    const rto = askedRequirement('Is the recovery time objective 2 hours or less?')!;
    expect(readRequirement('The last failover test restored service in 2 hours 35 minutes.', rto)).toEqual({ short: true, words: '2 hours 35 minutes' });
  });
});

describe('a service level with its credits', () => {
  it("does not read a credit's share of the fee, or the tiers of a list of credits, as the availability", () => {
    const q = 'Is monthly availability at least 99.95%?';
    const asked = askedRequirement(q)!;
    expect(readRequirement('If availability falls short, the credit is 5% of the monthly fee below the target and 15% below 99.0%.', asked)).toBeNull();
    expect(readRequirement('We commit to 99.99% monthly availability; below it you receive a 5% service credit.', asked)).toEqual({
      short: false,
      words: '99.99%',
    });
  });
});
