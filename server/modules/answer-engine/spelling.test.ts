import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import type { TermStats } from './retrieve';
import { correctQuestion, correctTerms, misspells } from './spelling';

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

describe('what counts as a typo', () => {
  const stats = knowledge([
    'Each occurrence is logged and backups are retrieved.',
    'Contact the security team; logic bombs are out of scope.',
    'Failed logins are attacked by nobody; a separate model runs.',
  ]);

  it('corrects the slips people make: a letter doubled or not, two letters swapped', () => {
    expect(correctTerms(analyze('Is every occurence logged?'), stats)).toEqual(analyze('Is every occurrence logged?'));
    expect(correctTerms(analyze('Are backups retreived?'), stats)).toEqual(analyze('Are backups retrieved?'));
  });

  it('never reads a real word as another one a letter away', () => {
    for (const question of [
      'Is the contract signed?',
      'Is every login recorded?',
      'Are office facilities secured?',
      'Are attachments scanned?',
      'Is every module reviewed?',
    ])
      expect(correctTerms(analyze(question), stats)).toEqual(analyze(question));
  });
});

describe('misspells', () => {
  it('knows the shapes of a typo', () => {
    expect(misspells('throtl', 'throttl')).toBe(true);
    expect(misspells('reciev', 'receiv')).toBe(true);
    expect(misspells('dependenci', 'dependanci')).toBe(true);
    expect(misspells('specifi', 'specifii')).toBe(true);
    expect(misspells('contract', 'contact')).toBe(false);
    expect(misspells('modul', 'model')).toBe(false);
    expect(misspells('gener', 'generic')).toBe(false);
    // "on-premises" is not "Premier Support" cut short: a stem of five letters is too short to lose its ending.
    expect(misspells('premiz', 'premi')).toBe(false);
  });
});

describe('a corrected question', () => {
  it('keeps a qualifier a qualifier once its spelling is corrected', () => {
    const stats = {
      n: 10,
      df: new Map([
        ['dedicated', 1],
        ['secret', 1],
        ['manag', 1],
      ]),
      index: undefined as never,
    } as TermStats;
    const corrected = correctQuestion({ terms: ['dedicatted', 'secret', 'manag'], headTerms: ['dedicatted', 'secret'], soft: new Set(['dedicatted']) }, stats);
    expect(corrected.terms).toEqual(['dedicated', 'secret', 'manag']);
    expect([...corrected.soft]).toEqual(['dedicated']);
  });
});
