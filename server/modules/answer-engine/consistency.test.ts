import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { contradiction, leansOnPrevious, refersToNeighbour, statesNotDone } from './consistency';

const head = (q: string) => analyze(q);

describe('a draft whose parts disagree', () => {
  it('catches a "Yes" whose explanation says the feature is only planned', () => {
    const text = 'Not yet: exporting audit events to a customer SIEM is on the roadmap for next year.';
    expect(contradiction('yes', text, head('Can audit events be exported to a SIEM?'))).toContain('Not yet');
  });

  it('catches a "Yes" whose explanation denies the very thing asked', () => {
    const text = 'Workspaces run on shared infrastructure. Dedicated single-tenant hosting is not offered.';
    expect(contradiction('yes', text, head('Is dedicated single-tenant hosting offered?'))).toContain('not offered');
  });

  it('catches a "Yes" explained only by what is not done, whatever it denies', () => {
    const text = "We do not use customers' source code or build logs to train machine learning models, whether our own or a third party's.";
    expect(contradiction('yes', text, head('Is our data sent to any third-party AI provider?'))).toContain('We do not use');
    // A control stated with a negative ("never stored unencrypted") is no denial.
    expect(contradiction('yes', 'Customer data is never stored unencrypted.', head('Is customer data encrypted at rest?'))).toBeNull();
  });

  it('catches a "No" whose explanation opens with "Yes"', () => {
    expect(contradiction('no', 'Yes, backups are encrypted with AES-256.', head('Are backups encrypted?'))).toBeTruthy();
  });

  it('catches a "Yes" whose explanation says the thing does not apply', () => {
    const text = 'Not applicable: card payments are handled by our payment provider and never touch our systems.';
    expect(contradiction('yes', text, head('Are you PCI DSS certified?'))).toContain('Not applicable');
    expect(contradiction('yes', 'PCI DSS: Status: Not applicable.', head('Are you PCI DSS certified?'))).toContain('Not applicable');
    expect(contradiction('na', text, head('Are you PCI DSS certified?'))).toBeNull();
  });

  it('leaves a consistent "Yes" alone, even when it mentions something not done elsewhere', () => {
    const text = 'Backups are encrypted with AES-256 and stored in a second region. Employees do not take media off site.';
    expect(contradiction('yes', text, head('Are backups encrypted?'))).toBeNull();
    const practice = 'Signing keys are never stored in clear text in source repositories.';
    expect(contradiction('yes', practice, head('Are signing keys managed with a documented key process?'))).toBeNull();
  });
});

describe('a sentence that says the thing asked is not done', () => {
  it('reads "never sold or shared" as not done, and a practice kept "never in clear text" as no denial of the practice', () => {
    expect(statesNotDone('Customer data is never sold or shared with third parties.', head('Is customer data sold to third parties?'))).toBe(true);
    expect(statesNotDone('Passwords are never stored in clear text.', head('Are passwords hashed?'))).toBe(false);
  });
});

describe('a draft cited from a table read as text', () => {
  // Rows of a control catalogue (CSV) run together into one long "sentence": another row's "not currently"
  // is not this answer's contradiction; the same words about the asked subject still are.
  const rows = (middle: string) =>
    [
      'BC-1,Business continuity,Business continuity plan,A business continuity plan is documented and reviewed annually covering critical functions,VP Engineering,Implemented,2025-07-30,Medium,',
      middle,
      'HR-3,People,Security awareness training,All staff complete awareness training at hire and every year after,People team,Implemented,2025-09-01,High,',
    ].join(' ');

  it('does not call a "Yes" contradicted by another row that says something is not currently done', () => {
    const text = rows(
      'GOV-7,Compliance,Government authorisation,The company does not currently hold a government cloud authorisation and none is in progress,Legal,Not applicable,2025-10-01,High,',
    );
    expect(contradiction('yes', text, head('Is a business continuity plan documented and reviewed annually?'))).toBeNull();
  });

  it('still catches a row that says the asked thing is not yet done', () => {
    const text = rows(
      'BC-2,Business continuity,Continuity exercise,A business continuity exercise is not yet scheduled; it is planned for next year,VP Engineering,Planned,2025-07-30,Low,',
    );
    expect(contradiction('yes', text, head('Is the business continuity plan exercised every year?'))).toBeTruthy();
  });
});

describe('a question that points at another one', () => {
  it('notices references to an earlier item, a question id or "the previous question"', () => {
    expect(refersToNeighbour('Is the policy in 1.a reviewed every year?')).toBeTruthy();
    expect(refersToNeighbour('If you answered "yes" to ABCD-04, are the remote actions logged?')).toBeTruthy();
    expect(refersToNeighbour('Does the process described in ABCD-15 follow a recognised standard?')).toBeTruthy();
    expect(refersToNeighbour('Is this plan tested at least once a year?')).toBeTruthy();
    expect(refersToNeighbour('If so, who approves the exceptions?')).toBeTruthy();
  });

  it('does not take key sizes, versions or durations for references', () => {
    for (const q of [
      'Is data encrypted with AES-256?',
      'Do you enforce TLS 1.2 or higher?',
      'Are logs kept for 90 days?',
      'Are passwords hashed with SHA-256 in transit to 2024?',
    ]) {
      expect(refersToNeighbour(q)).toBeNull();
    }
  });
});

describe('a sentence that leans on the one before it', () => {
  it('is one that opens by pointing back', () => {
    expect(leansOnPrevious('Once entered, they are triaged by the team.')).toBe(true);
    expect(leansOnPrevious('These issues are tracked to resolution.')).toBe(true);
    expect(leansOnPrevious('As these integrations are not part of the core product, they are not addressed here.')).toBe(true);
    expect(leansOnPrevious('However, customers may opt out.')).toBe(true);
  });
  it('is not one that stands on its own', () => {
    expect(leansOnPrevious('Thesis reviews happen yearly.')).toBe(false);
    expect(leansOnPrevious('All data is encrypted in transport.')).toBe(false);
    expect(leansOnPrevious('Itemised invoices are sent monthly.')).toBe(false);
    expect(leansOnPrevious('The security team reviews access every quarter.')).toBe(false);
  });
});
