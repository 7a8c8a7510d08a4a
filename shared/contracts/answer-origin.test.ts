import { describe, expect, it } from 'vitest';
import { describeOrigin, type AnswerOrigin } from './answer-origin';

const approved: AnswerOrigin = {
  source: 'approved',
  reference: 'REQ-0006 · Globex Financial · vendor-assessment.xlsx',
  approved_how: 'ai_bulk',
  reviewed_by: 'Ada Admin',
  reviewed_at: '2026-12-01T10:00:00Z',
  created_at: '2026-12-01T10:00:00Z',
  stale_reason: null,
};

describe("a library answer's origin line", () => {
  it('names the request and file it was approved in where nothing else shows them (a draft’s sources)', () => {
    expect(describeOrigin(approved)).toBe(
      'AI draft approved in bulk by Ada Admin, not edited on 1 Dec 2026 (REQ-0006 · Globex Financial · vendor-assessment.xlsx)',
    );
  });

  it('does not repeat the request or the imported file where the Source column already shows it', () => {
    expect(describeOrigin(approved, { withReference: false })).toBe('AI draft approved in bulk by Ada Admin, not edited on 1 Dec 2026');
    const imported: AnswerOrigin = {
      ...approved,
      source: 'import',
      reference: 'Northwind CAIQ.xlsx',
      approved_how: null,
      reviewed_by: null,
      reviewed_at: null,
    };
    expect(describeOrigin(imported)).toBe('Imported from Northwind CAIQ.xlsx on 1 Dec 2026');
    expect(describeOrigin(imported, { withReference: false })).toBe('Imported on 1 Dec 2026');
  });
});
