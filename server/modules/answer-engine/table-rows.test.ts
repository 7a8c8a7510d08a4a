import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { askedRow, rowLabelHeader } from './table-cells';
import type { ScoredSentence } from './score';

/** A table of deadlines per level, as the reader lays out its cells ("row: column: value"), best first. */
const table = (best: string): ScoredSentence[] =>
  [
    best,
    'Severity (tester’s rating): Fix deadline for the cloud service',
    'Severity (tester’s rating): Fix deadline for agents',
    'Critical: Fix deadline for the cloud service: 5 days',
    'Critical: Fix deadline for agents: Agent update within 30 days',
    'High: Fix deadline for the cloud service: 21 days',
    'High: Fix deadline for agents: Agent update within 60 days',
    'Medium: Fix deadline for the cloud service: 90 days',
    'Medium: Fix deadline for agents: Next agent release',
  ]
    .filter((text, i, all) => all.indexOf(text) === i)
    .map((text, index) => ({ text, index, coverage: 0.5 - index * 0.01, negated: false }));

const terms = (q: string) => analyze(q);

describe('a table of levels read by the row the question names', () => {
  it("gives the named level's cell when another row's figure matched the question's", () => {
    const scored = table('Critical: Fix deadline for the cloud service: 5 days');
    expect(askedRow(scored, scored[0]!, terms('Are high-severity findings fixed within 5 days?'))?.text).toBe(
      'High: Fix deadline for the cloud service: 21 days',
    );
  });

  it("gives the named level's cell instead of the header's own cell", () => {
    const scored = table('Severity (tester’s rating): Fix deadline for the cloud service');
    expect(askedRow(scored, scored[0]!, terms('Are medium-severity findings fixed within 60 days?'))?.text).toMatch(/^Medium: /);
  });

  it('keeps a row that the question names, and reads nothing into a question naming no row', () => {
    const scored = table('Critical: Fix deadline for the cloud service: 5 days');
    expect(askedRow(scored, scored[0]!, terms('Are critical findings fixed within 5 days?'))).toBeUndefined();
    expect(askedRow(scored, scored[0]!, terms('Are findings fixed within 5 days?'))).toBeUndefined();
  });

  it('reads nothing into sentences that are not a table', () => {
    const prose = ['High findings are fixed within 21 days.', 'Critical findings are fixed within 5 days.'].map((text, index) => ({
      text,
      index,
      coverage: 0.5,
      negated: false,
    }));
    expect(askedRow(prose, prose[1]!, terms('Are high-severity findings fixed within 5 days?'))).toBeUndefined();
  });

  it("says what a row's label is: the header's own cell", () => {
    const scored = table('High: Fix deadline for the cloud service: 21 days');
    expect(rowLabelHeader(scored, scored[0]!.text)).toBe('Severity (tester’s rating)');
    expect(rowLabelHeader(scored, 'Targets count from the day the report arrives.')).toBe('');
  });
});
