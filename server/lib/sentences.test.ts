import { describe, expect, it } from 'vitest';
import { sentences } from './sentences';

describe('the sentences of a paragraph', () => {
  it('end at a full stop, and keep abbreviations and numbers together', () => {
    expect(sentences('Backups run daily, e.g. at 02:00. Version 1.2 is current.')).toEqual(['Backups run daily, e.g. at 02:00.', 'Version 1.2 is current.']);
  });

  it('do not end at initials written with full stops ("U.S.", "U.K.")', () => {
    expect(sentences('Transfers rely on the EU-U.S. Data Privacy Framework. Data stays in the U.K. Region B.')).toEqual([
      'Transfers rely on the EU-U.S. Data Privacy Framework.',
      'Data stays in the U.K. Region B.',
    ]);
  });

  it('end where a pasted answer glues one sentence to the next ("assets.Vulnerability")', () => {
    expect(sentences('The policy covers all assets.Vulnerability management is an ongoing process.')).toEqual([
      'The policy covers all assets.',
      'Vulnerability management is an ongoing process.',
    ]);
    // A web address or a file name is not two sentences.
    expect(sentences('See trust.example.com and report.pdf for details.')).toHaveLength(1);
  });
});
