import { describe, expect, it } from 'vitest';
import { alternativesOf } from './alternatives';
import { analyze } from './analyze';
import { blockedWherePermitted, deniesOnlyTitle, limitedHours } from './denials';
import { describesTheDocument } from './document-framing';
import { askedOffering, keptToOthers } from './every-plan';
import { alternativesIn, denies } from './evidence';
import { analyzeQuestion } from './question';
import { absentCell } from './table-cells';
import { asksForAbsence, statesAbsence } from './absence-questions';
import { contradiction } from './consistency';
import { askedRequirement, readRequirement } from './intervals';

const head = (q: string) => analyzeQuestion(q, null).headTerms;
const terms = (q: string) => analyzeQuestion(q, null).terms;
const denied = (sentence: string, question: string) => denies(sentence, head(question), terms(question));

describe('how far a denial reaches', () => {
  it('reaches a subject of many words before it', () => {
    const q = 'Can Relay audit records be forwarded to our syslog server?';
    expect(denied('Forwarding of Relay audit records to syslog is not supported.', q)).toBe(true);
  });

  it('reaches both things joined by "or" after it', () => {
    expect(denied('The appliance does not use FIPS 140-2 or FIPS 140-3 validated hardware.', 'Is the hardware validated to FIPS 140-2 or 140-3?')).toBe(true);
    const q = 'Are hardware security keys supported?';
    expect(denied('Sign-in does not accept SMS one-time codes or FIDO2 hardware security keys.', q)).toBe(true);
    const either = 'Do you run a bug bounty or a vulnerability disclosure program?';
    expect(alternativesIn('We do not run a bug bounty program or a vulnerability disclosure program.', alternativesOf(either))?.all).toBe(true);
  });

  it('reaches the subject of a clause led by a pronoun, for what the question asks of it', () => {
    const q = 'Do the reminder emails sent to members include their account balance?';
    expect(denied('Reminder emails tell members that a statement is ready and link to the portal; they do not include the account balance.', q)).toBe(true);
    // The pronoun's clause denies something the question does not ask: the reminders are still encrypted.
    expect(denied('Reminder emails are encrypted in transit; they are not sent by SMS.', 'Are reminder emails encrypted?')).toBe(false);
  });

  it('reads "…, and never contain …" of a thing as its denial, and "…, and never share …" in a list of rules as a rule', () => {
    const q = 'Do push alerts contain account numbers?';
    expect(denied('Push alerts carry only a short notice, and never contain account numbers or balances.', q)).toBe(true);
    expect(denied('Staff must lock their screens, and never share account numbers by chat.', 'Are account numbers shared by chat?')).toBe(false);
    // …of the sentence's subject only: push alerts are not what a question about analytics asks of.
    expect(denied('Push alerts carry only a short notice, and never contain account numbers.', 'Are account numbers processed by any analytics feature?')).toBe(
      false,
    );
  });

  it('reads a thing withdrawn as denied whole, and a condition of "no longer" as no denial', () => {
    const q = 'Is a hosted edition of the gateway available?';
    expect(denied('Gateway Online, a hosted edition of the gateway, was discontinued in 2022, and its customers moved to the installed edition.', q)).toBe(
      true,
    );
    expect(denied('Hosted editions are no longer offered for the gateway.', q)).toBe(true);
    expect(denied('Keys that are no longer needed are destroyed within 30 days.', 'Are keys destroyed when no longer needed?')).toBe(false);
  });

  it('does not read "cannot … unless" as a denial: it is a condition on the thing', () => {
    const q = "Is engineers' access to customer workspaces restricted?";
    expect(denied("Engineers cannot open a customer's workspace unless its owner grants temporary access.", q)).toBe(false);
  });
});

describe('other ways a source says "No"', () => {
  it('reads a dash in the column of the plan asked as absent, and another plan asked by name', () => {
    const q = terms('Is SCIM provisioning included in the Starter plan?');
    expect(absentCell('SCIM provisioning: Starter: —', q)).toBe(true);
    expect(absentCell('SCIM provisioning: Starter: Included', q)).toBe(false);
    expect(askedOffering('We will buy the Starter plan. Can we bring our own keys on that plan?')).toBe('starter');
    expect(askedOffering('Is SSO available on every plan?')).toBeNull();
    expect(keptToOthers('Bring-your-own-key is only available on the Enterprise plan.', 'starter')).toBe(true);
    expect(keptToOthers('Bring-your-own-key is only available on the Starter and Enterprise plans.', 'starter')).toBe(false);
  });

  it('reads "blocked" as "not permitted", only for a question asking whether it is permitted', () => {
    const q = 'Are personal USB drives permitted on staff laptops?';
    expect(blockedWherePermitted('USB drives are blocked on every staff laptop by device management.', q, head(q))).toBe(true);
    const asked = 'Are personal USB drives blocked on staff laptops?';
    expect(blockedWherePermitted('USB drives are blocked on every staff laptop by device management.', asked, head(asked))).toBe(false);
  });

  it('reads set hours as "No" to a question asking around the clock', () => {
    const q = 'Is the help desk staffed 24 hours a day?';
    expect(limitedHours('The help desk is staffed from 8:00 a.m. to 6:00 p.m. on business days.', q, head(q))).toBe(true);
    expect(limitedHours('The help desk is staffed around the clock; phone lines open at 8 a.m.', q, head(q))).toBe(false);
  });

  it('does not read "no dedicated CISO" as "no one is responsible for security"', () => {
    expect(deniesOnlyTitle('We do not have a dedicated CISO.', 'Is an individual or team responsible for information security?')).toBe(true);
    expect(deniesOnlyTitle('We do not have a dedicated CISO.', 'Do you have a dedicated CISO?')).toBe(false);
  });

  it('knows a letter describing itself states nothing of its topic', () => {
    expect(describesTheDocument('Re: ISO 27001 status of our products. This letter summarizes where each product stands.')).toBe(true);
    expect(describesTheDocument('The Vault product is certified to ISO 27001.')).toBe(false);
  });
});

describe('the words of a question', () => {
  it('fold a software bill of materials into one term, and drop "against"', () => {
    expect(analyze('Is a software bill of materials published?')).toContain('sbom');
    expect(analyze('Every release ships an SBOM.')).toContain('sbom');
    expect(analyze('no material changes')).not.toContain('sbom');
    expect(analyze('May customers test against the service?')).not.toContain('against');
  });
});

describe('more of what a source says', () => {
  it('does not read "no … other than" or a denial inside a condition as a denial', () => {
    expect(denied('No incoming connections other than to the web console are needed.', 'Is the web console reachable over HTTPS only?')).toBe(false);
    const q = 'Are on-site audits available to customers?';
    expect(denied('On-site audits are available once a year, only where the report provided does not answer the question.', q)).toBe(false);
  });

  it('reads the figure of the plan asked, not another plan of the same sentence', () => {
    const q = 'On the Basic plan, are access logs kept for at least 6 months?';
    const read = readRequirement('Access logs are kept for 14 days on the Basic plan and 18 months on the Premium plan.', askedRequirement(q)!, terms(q));
    expect(read?.short).toBe(true);
  });

  it('reads "is in progress" in its own explanation as no "Yes" to "has it been completed?"', () => {
    const q = 'Has a privacy impact assessment been completed for the mobile app?';
    expect(contradiction('yes', 'A privacy impact assessment for the mobile app is in progress.', head(q))).not.toBeNull();
  });

  it('knows a question asking for an absence, and a source stating it', () => {
    expect(asksForAbsence('Is the app free of third-party trackers?')).toBe(true);
    expect(asksForAbsence('Are API keys kept out of source code and images?')).toBe(true);
    expect(asksForAbsence('Are API keys stored in a vault?')).toBe(false);
    const q = 'Is the app free of third-party trackers?';
    expect(statesAbsence('The app contains no third-party trackers.', head(q))).toBe(true);
    expect(statesAbsence('The app uses two third-party trackers for crash reports.', head(q))).toBe(false);
  });
});
