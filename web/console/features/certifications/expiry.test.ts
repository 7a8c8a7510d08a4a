import { describe, expect, it } from 'vitest';
import { hasPassed } from './expiry';

describe('a certification\'s "valid until" date', () => {
  it('has passed only when it is before today; no date never passes', () => {
    expect(hasPassed('2020-01-01', '2026-11-28')).toBe(true);
    expect(hasPassed('2026-11-28', '2026-11-28')).toBe(false);
    expect(hasPassed(new Date('2027-03-01T00:00:00Z'), '2026-11-28')).toBe(false);
    expect(hasPassed(null, '2026-11-28')).toBe(false);
  });
});
