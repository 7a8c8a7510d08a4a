import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { composeAnswer, parseRefine, restates } from './compose';
import type { TermStats } from './retrieve';
import { Weights } from './score';

const weights = (texts: string[]) => {
  const df = new Map<string, number>();
  for (const t of texts) for (const term of new Set(analyze(t, { keepWords: true }))) df.set(term, (df.get(term) ?? 0) + 1);
  return new Weights({ n: texts.length + 10, df, index: undefined as never } as TermStats);
};
const yesNo = (question: string, texts: string[]) => ({
  kind: 'yes_no' as const,
  questionTerms: analyze(question),
  refine: parseRefine(null, null),
  w: weights(texts),
});

describe('an explanation drafted from several sources', () => {
  const policy = 'Customer data is encrypted at rest using AES-256.';
  const whitepaper = 'All customer data is encrypted at rest using AES-256 and in transit using TLS 1.2 or higher.';

  it('says a fact once, not once per source that repeats it', () => {
    expect(restates(policy, whitepaper)).toBe(true);
    expect(restates(policy, 'Keys are rotated every year.')).toBe(false);
    const text = composeAnswer(
      [
        { text: policy, strength: 0.95 },
        { text: whitepaper, strength: 0.9 },
      ],
      yesNo('Is customer data encrypted at rest?', [policy, whitepaper]),
    );
    expect(text).toBe(policy);
  });

  it('explains intrusion monitoring with what watches the systems, not with the guards and cameras of a building', () => {
    const physical = 'Physical access to the data centre is controlled by guards, video surveillance and intrusion detection at the perimeter.';
    const logical = 'Intrusion detection software monitors production for attacks around the clock.';
    const answer = `${physical} ${logical}`;
    const text = composeAnswer([{ text: answer, strength: 0.8 }], yesNo('Is intrusion monitoring performed in-house?', [answer]));
    expect(text.startsWith(logical)).toBe(true);
    // A question about the building itself is explained by the building's controls.
    const building = composeAnswer([{ text: answer, strength: 0.8 }], yesNo('Is intrusion detection in place at your data centre perimeter?', [answer]));
    expect(building.startsWith(physical)).toBe(true);
  });

  it('quotes an item of a list with the sentence that introduces it, which says whose it is', () => {
    const source =
      'Our cloud host has been audited by an independent assessor and holds the following attestations: • SOC 2 Type II report for the data centres • ISO/IEC 27001 certificate';
    const text = composeAnswer([{ text: source, strength: 0.9 }], yesNo('Is a SOC 2 Type II report available?', [source]));
    expect(text).toBe(
      'Our cloud host has been audited by an independent assessor and holds the following attestations: SOC 2 Type II report for the data centres.',
    );
    // An item further down the list is quoted with the items between marked as left out.
    const iso = composeAnswer([{ text: source, strength: 0.9 }], yesNo('Does the cloud host hold an ISO/IEC 27001 certificate?', [source]));
    expect(iso).toBe('Our cloud host has been audited by an independent assessor and holds the following attestations: … ISO/IEC 27001 certificate.');
    // A lead-in that only points back ("These include:") says no more than the item.
    const pointing = 'Access is managed centrally. These practices include: • Role-based access control for every administrator';
    expect(composeAnswer([{ text: pointing, strength: 0.9 }], yesNo('Is role-based access control used for administrators?', [pointing]))).toBe(
      'Role-based access control for every administrator.',
    );
  });

  it("never adds a document's fields beside a statement, even when their words match", () => {
    const statement = 'All security policies are reviewed and approved at least annually.';
    const fields = 'Owner: Head of HR · Version: 2.0 · Approved: 2025-05-15 · Review cadence: Annual · Next review: 2026-05-15';
    const text = composeAnswer(
      [{ text: `${statement}\n\n${fields}`, strength: 0.9 }],
      yesNo('Are security policies documented, approved, and reviewed at least annually?', [statement, fields]),
    );
    expect(text).toBe(statement);
  });

  it("explains with the policy's statement, not the line of its roles section that names who owns the practice", () => {
    const roles = 'Security: owns training content and phishing simulations.';
    const statement = 'Phishing simulations are run periodically for all personnel.';
    const sources = [
      { text: roles, strength: 0.9, heading: 'HR Security Policy › 4. Roles & Responsibilities' },
      { text: statement, strength: 0.85, heading: 'HR Security Policy › 3. Policy' },
    ];
    expect(composeAnswer(sources, yesNo('Are phishing simulations conducted?', [roles, statement]))).toBe(statement);
    // A question about who owns what is answered from that section.
    expect(composeAnswer(sources, yesNo('Are roles and responsibilities for phishing simulations defined?', [roles, statement]))).toContain(roles);
  });

  it('never adds, beside a statement that a thing is done, a sentence about something only planned', () => {
    const statement = 'Encryption keys are managed in Cloud KMS using envelope encryption.';
    const roadmap = 'Customer-managed encryption keys are on the roadmap for next year; today keys are managed by us.';
    const text = composeAnswer(
      [{ text: `${statement} ${roadmap}`, strength: 0.9 }],
      yesNo('Are encryption keys managed in a key management service?', [statement, roadmap]),
    );
    expect(text).toBe(statement);
  });

  it('opens with a statement, not a label that shares its words', () => {
    const label = 'Encryption standards.';
    const statement = 'Only vetted, industry-standard cryptographic libraries and algorithms are used.';
    const text = composeAnswer(
      [
        { text: label, strength: 0.9 },
        { text: statement, strength: 0.85 },
      ],
      yesNo('Are encryption standards documented in policy?', [label, statement]),
    );
    expect(text).toBe(statement);
  });

  it('never adds a fragment of a word or two beside a statement', () => {
    const statement = 'Secrets are stored in a cloud secrets manager.';
    const profile = 'Secrets manager. Keys are rotated every year.';
    const text = composeAnswer(
      [
        { text: statement, strength: 0.9 },
        { text: profile, strength: 0.9 },
      ],
      yesNo('Are secrets stored in a secrets manager?', [statement, profile]),
    );
    expect(text).toBe(statement);
  });

  it("quotes an auditor's test procedure only when nothing else states the fact", () => {
    const control = 'The incident response plan is tested every year.';
    const procedure = 'Inspected the incident response plan and the test results to determine the plan was tested.';
    const both = composeAnswer(
      [
        { text: control, strength: 0.9 },
        { text: procedure, strength: 0.9 },
      ],
      yesNo('Is the incident response plan tested every year?', [control, procedure]),
    );
    expect(both).toBe(control);
    const alone = composeAnswer([{ text: procedure, strength: 0.9 }], yesNo('Is the incident response plan tested every year?', [procedure]));
    expect(alone).toBe(procedure);
  });

  it("quotes a standard's requirement only when nothing states that it is done", () => {
    const requirement = '12.10.3 Designate specific personnel to be available on a 24/7 basis to respond to security alerts.';
    const statement = 'An on-call engineer responds to security alerts 24/7, every day of the year.';
    const q = 'Do you respond to security alerts 24/7?';
    const both = composeAnswer(
      [
        { text: requirement, strength: 0.9 },
        { text: statement, strength: 0.8 },
      ],
      yesNo(q, [requirement, statement]),
    );
    expect(both).toBe(statement);
    expect(composeAnswer([{ text: requirement, strength: 0.9 }], yesNo(q, [requirement]))).toBe(requirement);
    // A plain statement that opens with a noun is not a requirement.
    const policy = 'Security alerts are answered by the on-call engineer within 15 minutes, 24/7.';
    expect(composeAnswer([{ text: policy, strength: 0.9 }], yesNo(q, [policy]))).toBe(policy);
  });

  it("prefers the sentence that keeps the question's words together", () => {
    const apart = 'Logging policies are documented by the security team for all information systems.';
    const together = 'A documented information security policy is approved by the executive team.';
    const text = composeAnswer(
      [
        { text: apart, strength: 0.9 },
        { text: together, strength: 0.9 },
      ],
      { ...yesNo('Do you have a documented information security policy?', [apart, together, 'Backups run daily.']), refine: parseRefine('shorter', null) },
    );
    expect(text).toBe(together);
  });

  it('does not count a list bullet as a word of a heading-like fragment', () => {
    const statement = 'Disaster recovery is tested at least annually against the recovery objectives.';
    const heading = '• DR testing.';
    const text = composeAnswer(
      [
        { text: statement, strength: 0.9 },
        { text: heading, strength: 0.9 },
      ],
      yesNo('Is disaster recovery (DR) testing done at least annually?', [statement, heading]),
    );
    expect(text).toBe(statement);
  });

  it('reads a sentence under a heading that names the subject as speaking of it', async () => {
    const underHeading = { text: 'Copies are kept for 35 days in a second region.', heading: 'Operations handbook › Backups', strength: 0.8 };
    // Only the nearest heading counts: a document title names every subject of its document.
    const other = { text: 'Records are kept for 90 days in a second region.', heading: 'Backups and Logging › Logging', strength: 0.8 };
    const q = 'Are backups kept for at least 30 days?';
    const text = composeAnswer([other, underHeading], {
      ...yesNo(q, [underHeading.text, other.text, 'Backups run nightly.']),
      refine: parseRefine('shorter', null),
      subject: analyze('backups')[0]!,
    });
    expect(text).toBe(underHeading.text);
  });

  it('leaves out what is not about the subject of a question read with its section', async () => {
    const incident = { text: 'The plan is tested every year with a tabletop exercise.', heading: 'Plan › 1. Incident response', strength: 0.9 };
    const continuity = { text: 'The continuity plans are exercised and tested at least annually.', heading: 'Plan › 7. Testing', strength: 0.9 };
    const options = {
      ...yesNo('incident response: Is it tested at least annually?', [incident.text, continuity.text]),
      subject: analyze('incident response')[0]!,
    };
    expect(composeAnswer([incident, continuity], options)).toBe(`${incident.text} ${continuity.text}`);
    expect(composeAnswer([incident, continuity], { ...options, subjectOnly: true })).toBe(incident.text);
  });
});
