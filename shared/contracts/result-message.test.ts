import { describe, expect, it } from 'vitest';
import { resultMessage } from './questionnaires';

describe('the result download message', () => {
  it('never says every answer is written when some cannot go in their own cells', () => {
    expect(resultMessage(38, 38)).toBe('All 38 approved answers are written into the file.');
    expect(resultMessage(38, 38, 37)).toBe('All 38 questions have an approved answer. 37 of them cannot be written in their own cells (listed below).');
    expect(resultMessage(38, 10, 2)).toContain('10 of 38 questions have an approved answer. 2 of them cannot be written');
  });
});
