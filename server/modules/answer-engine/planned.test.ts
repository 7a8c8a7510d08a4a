import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { noLongerHeld, onlyPlanned } from './planned';

const head = (q: string) => analyze(q);

describe('a thing only planned or being considered', () => {
  it('reads evaluating, intending and a future "will" with a time to come as a plan for the thing asked', () => {
    expect(onlyPlanned('We are evaluating a public bug bounty programme for 2027.', head('Do you have a bug bounty programme?'))).toBe(true);
    expect(onlyPlanned('Data loss prevention tooling will be deployed next year.', head('Do you use data loss prevention tools?'))).toBe(true);
    expect(onlyPlanned('We intend to obtain ISO 27001 certification.', head('Are you ISO 27001 certified?'))).toBe(true);
  });

  it("does not read a policy's rule or another clause's plan as a plan for the thing asked", () => {
    expect(onlyPlanned('Access will be reviewed every quarter by the system owner.', head('Are access rights reviewed quarterly?'))).toBe(false);
    expect(onlyPlanned('MFA is enforced for every user, and passkeys will be supported next year.', head('Is MFA enforced?'))).toBe(false);
    expect(onlyPlanned('A bug bounty programme has run on a public platform since 2021.', head('Do you have a bug bounty programme?'))).toBe(false);
  });
});

describe('an attestation no longer held', () => {
  it('reads expired, not renewed, previously held and suspended as no longer held, in the clause that names it', () => {
    expect(noLongerHeld('Our SOC 2 Type II report expired in March 2024 and has not been renewed.', head('Do you have a current SOC 2 Type II report?'))).toBe(
      true,
    );
    expect(noLongerHeld('We previously held PCI DSS Level 1 certification until 2023.', head('Are you PCI DSS certified?'))).toBe(true);
    expect(noLongerHeld('Our ISO 27001 certification was suspended in 2025 pending a new audit.', head('Are you ISO 27001 certified?'))).toBe(true);
    expect(noLongerHeld('We hold ISO 27001 certification, and our old PCI attestation expired.', head('Are you ISO 27001 certified?'))).toBe(false);
  });
});
