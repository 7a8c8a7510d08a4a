import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import type { TermStats } from './retrieve';
import { correctTerms } from './spelling';

const knowledge = (texts: string[]): TermStats => {
  const df = new Map<string, number>();
  for (const t of texts) for (const term of new Set(analyze(t, { keepWords: true }))) df.set(term, (df.get(term) ?? 0) + 1);
  return { n: texts.length, df, index: undefined as never };
};

describe('a question term the knowledge base has never seen', () => {
  const stats = knowledge(['Firewalls throttle extract jobs.', 'Logs are reviewed.', 'Extract jobs run nightly.']);

  it('is read as the known word it misspells', () => {
    const typo = analyze('Do firewalls throtle the load?');
    expect(correctTerms(typo, stats)).toEqual(analyze('Do firewalls throttle the load?'));
  });

  it('stays itself when it is another word that merely looks alike ("extranet", not "extract")', () => {
    const q = analyze('Is the extranet segmented?');
    expect(correctTerms(q, stats)).toEqual(q);
  });
});
