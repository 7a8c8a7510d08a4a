import { describe, expect, it } from 'vitest';
import { approveAllMissingText } from './approve-all-text';

describe('the Approve All confirmation when responses are missing', () => {
  it('says how many responses get approved now and that the empty one waits for a person', () => {
    expect(approveAllMissingText({ all: 9, approved: 5, answered: 8, unanswered: 1 }, 'Security Questions')).toBe(
      'Some responses are missing. Continue anyway? 1 response of the 9 in Security Questions is empty. 3 responses that say something will be approved; the empty one stays for someone to answer (N/A where a question does not apply) before the file can be approved.',
    );
  });

  it('does not claim approvals when only empty responses are left', () => {
    const text = approveAllMissingText({ all: 5, approved: 3, answered: 3, unanswered: 2 }, 'Controls');
    expect(text).toContain('2 responses of the 5 in Controls are empty. Nothing else is left to approve; the empty ones stay');
  });
});
