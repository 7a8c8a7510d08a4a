import { describe, expect, it } from 'vitest';
import { answerLine, fromSentenceStart } from './search.service';

describe('a search excerpt cut from inside a passage', () => {
  it('starts at the sentence that follows a cut', () => {
    expect(fromSentenceStart('each system owner. Access of employees who leave is removed on their last working day.')).toBe(
      'Access of employees who leave is removed on their last working day.',
    );
  });

  it('marks a cut it cannot drop, at either end', () => {
    expect(fromSentenceStart('accounts and data; every employee accepts it at onboarding')).toBe(
      '…accounts and data; every employee accepts it at onboarding…',
    );
  });

  it('leaves a whole sentence as it is', () => {
    expect(fromSentenceStart('Backups are encrypted and kept for 35 days.')).toBe('Backups are encrypted and kept for 35 days.');
  });
});

describe('a library answer in the search results', () => {
  it('shows its choice once, before its text', () => {
    expect(answerLine('Yes', 'Yes. Our policy is reviewed every year.')).toBe('Yes. Our policy is reviewed every year.');
    expect(answerLine('Yes', 'Our policy is reviewed every year.')).toBe('Yes — Our policy is reviewed every year.');
    expect(answerLine('No', null)).toBe('No');
    expect(answerLine(null, 'Quarterly.')).toBe('Quarterly.');
  });
});
