import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';

describe("the engine's terms of a question", () => {
  it('leave out the verbs questionnaires wrap a control in, so that evidence need not repeat them', () => {
    // "Is X deployed?" is answered by "devices run X"; "Can customers receive Y?" by "customers may subscribe to Y".
    expect(analyze('Is endpoint detection and response (EDR) deployed?')).toEqual(['edr', 'edr']);
    expect(analyze('Can customers receive notification of subprocessor changes?')).not.toContain('receiv');
    expect(analyze('Can customers receive notification of subprocessor changes?')).toContain('chang');
  });

  it('keep the words that say what is asked', () => {
    expect(analyze('Are backups encrypted at rest?')).toEqual(['backup', 'encrypt', 'atrest']);
    expect(analyze('Is customer data deleted at the end of the contract?')).toEqual(['data', 'delet', 'end', 'contract']);
  });

  it('fold the ways of saying the same control into one term', () => {
    expect(analyze('Are media securely disposed of at end of life?')).toContain('disposal');
    expect(analyze('Are lost or stolen devices remotely wipeable?')).toContain('remotewipe');
    expect(analyze('We enable remote company data deletion on managed devices.')).toContain('remotewipe');
    expect(analyze('Is automated testing performed prior to release?')).toEqual(analyze('Is automated testing performed before deployment?'));
    expect(analyze('Is there 24/7 on-call coverage?')).toContain('oncall');
  });
});
