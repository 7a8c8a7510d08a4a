import { describe, expect, it } from 'vitest';
import { derivedStatus } from './service';

const file = (status: string, aiStatus = 'NOT_STARTED', isReviewStarted = false) => ({ status, aiStatus, isReviewStarted });

describe('where the files say a request stands', () => {
  it('keeps a request in progress when files nobody has started yet are added', () => {
    expect(derivedStatus('IN_PROGRESS', [file('NOT_STARTED'), file('NOT_STARTED')])).toBe('IN_PROGRESS');
    expect(derivedStatus('APPROVED', [file('APPROVED'), file('NOT_STARTED')])).toBe('IN_PROGRESS');
  });

  it('leaves a new request open, follows its files forward, and keeps what people decided', () => {
    expect(derivedStatus('OPEN', [file('NOT_STARTED')])).toBe('OPEN');
    expect(derivedStatus('OPEN', [file('NOT_STARTED', 'COMPLETED')])).toBe('IN_PROGRESS');
    expect(derivedStatus('IN_PROGRESS', [file('APPROVED'), file('COMPLETE')])).toBe('APPROVED');
    expect(derivedStatus('IN_PROGRESS', [])).toBe('OPEN');
    expect(derivedStatus('CANCELLED', [file('COMPLETE')])).toBe('CANCELLED');
  });
});
