import { describe, expect, it } from 'vitest';
import { unwrapped } from './question-text';

describe("a question's text from a spreadsheet cell", () => {
  it('reads line breaks in the middle of a sentence as spaces, and keeps list items and paragraphs on their own lines', () => {
    expect(unwrapped('Do you maintain a\nformal policy that is\n approved?\n• Item A\n• Item B\n\nNotes here')).toBe(
      'Do you maintain a formal policy that is approved?\n• Item A\n• Item B\n\nNotes here',
    );
  });
});
