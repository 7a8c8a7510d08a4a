import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { leftToCustomer } from './denials';
import { denies } from './evidence';
import { analyzeQuestion } from './question';

const denied = (sentence: string, question: string) => denies(sentence, analyze(question));

describe('the ways a sentence says a thing is not done', () => {
  it('reads a denial written with a curly apostrophe, as Word writes it', () => {
    expect(denied('We don’t offer single sign-on for Pulse.', 'Does Pulse offer single sign-on?')).toBe(true);
    expect(denied('Pulse doesn’t support SAML.', 'Does Pulse support SAML?')).toBe(true);
  });

  it('reads "unable", "absent" and a denial with words of time or obligation before its verb', () => {
    expect(denied('We are unable to host data in Australia.', 'Can data be hosted in Australia?')).toBe(true);
    expect(denied('Secure boot is absent from the first-generation device.', 'Does the device support secure boot?')).toBe(true);
    expect(denied('The Company does not at present maintain a bug bounty programme.', 'Do you maintain a bug bounty program?')).toBe(true);
    expect(denied('The Supplier shall not be obliged to provide source code escrow.', 'Do you offer source code escrow?')).toBe(true);
    const aside = 'The Company does not, save as expressly set out in the Customer Agreement, offer any uptime commitment.';
    expect(denied(aside, 'Do you offer an uptime commitment?')).toBe(true);
    expect(denied('It is not the Company’s practice to issue certificates of destruction.', 'Do you issue certificates of destruction?')).toBe(true);
  });

  it('does not read a bound, a precondition or a double negative as a denial', () => {
    const breach = 'Customers shall be notified of a personal data breach without undue delay and in any event not later than 48 hours after discovery.';
    expect(denied(breach, 'Will you notify customers of a data breach within 72 hours?')).toBe(false);
    expect(denied('Passwords must be not less than 12 characters in length.', 'Are passwords at least 12 characters long?')).toBe(false);
    expect(denied('Backups are retained for a period not exceeding 35 days.', 'Are backups retained?')).toBe(false);
    expect(denied('Vehicle data is encrypted not only in transit but also at rest.', 'Is vehicle data encrypted at rest?')).toBe(false);
    expect(denied('Devices are not shipped until secure boot has been enabled at the factory.', 'Is secure boot enabled on devices?')).toBe(false);
    expect(denied('Staff may not access customer telemetry without a ticket approved by their manager.', 'Is access to customer telemetry approved?')).toBe(
      false,
    );
    expect(
      denied('Sub-processors are not engaged before a security assessment has been completed.', 'Are sub-processors assessed before they are engaged?'),
    ).toBe(false);
    expect(denied('Data is never stored unencrypted.', 'Is data encrypted at rest?')).toBe(false);
    const refuses = 'Firmware images are signed and the Unit will refuse to install an image whose signature cannot be verified.';
    expect(denied(refuses, 'Is firmware signed and verified before installation?')).toBe(false);
    // A denial is still one beside them.
    expect(denied('EU data residency is not offered.', 'Is EU data residency offered?')).toBe(true);
  });

  it('does not read a condition as a denial', () => {
    expect(denied('Access that is no longer needed is removed within five business days.', 'Is access removed when it is no longer needed?')).toBe(false);
    expect(denied('If the primary region becomes unavailable, traffic fails over to the second region.', 'Does traffic fail over to a second region?')).toBe(
      false,
    );
    expect(denied('Devices that lack disk encryption are blocked from corporate systems.', 'Is disk encryption required on devices?')).toBe(false);
  });

  it('reads what your own infrastructure provides as the customer’s, for a question about what the software does', () => {
    const q = 'Does the software itself encrypt its database at rest?';
    const byCustomer = 'Encryption of the database and the disks is provided by your own infrastructure, such as encrypted volumes.';
    expect(leftToCustomer(byCustomer, q, analyzeQuestion(q, null).headTerms)).toBe(true);
    const byVendor = 'Encryption of the database is provided by the platform with AES-256.';
    expect(leftToCustomer(byVendor, q, analyzeQuestion(q, null).headTerms)).toBe(false);
  });
});
