import { describe, expect, it } from 'vitest';
import { idf, queryTerms, TermIndex, type PassageTerms } from './term-index';
import { trigrams, trigramSimilarity } from './trigram';

const passage = (id: string, terms: string, extra: Partial<PassageTerms> = {}): PassageTerms => ({
  id,
  documentId: `doc-${id}`,
  allProducts: true,
  productIds: [],
  ready: true,
  terms,
  ...extra,
});

const index = new TermIndex(
  [
    { id: 'lib-mfa', question: 'Is MFA enforced for admins?', questionTerms: 'mfa enforc admin', answerTerms: 'yes mfa requir' },
    { id: 'lib-backup', question: 'Are backups encrypted?', questionTerms: 'backup encrypt', answerTerms: 'yes aes 256' },
    { id: 'lib-mention', question: 'Describe your password policy.', questionTerms: 'password polici', answerTerms: 'mfa mention onc' },
  ],
  [
    passage('p-encrypt', 'data encrypt rest aes 256'),
    passage('p-draft', 'encrypt rest draft polici', { ready: false }),
    passage('p-studio', 'encrypt rest studio', { allProducts: false, productIds: ['studio'] }),
    passage('p-other', 'vendor risk review'),
  ],
);
const flat = () => 1;

describe('the in-memory term index', () => {
  it('ranks an entry whose question names the term above one whose answer only mentions it', () => {
    expect(index.searchLibrary('mfa', flat, 10).map((h) => h.id)).toEqual(['lib-mfa', 'lib-mention']);
  });

  it('finds entries by any of the terms and nothing without them', () => {
    expect(index.searchLibrary('backup | sso', flat, 10).map((h) => h.id)).toEqual(['lib-backup']);
    expect(index.searchLibrary('sso', flat, 10)).toEqual([]);
    expect(index.searchLibrary('', flat, 10)).toEqual([]);
  });

  it('weights rare terms above common ones', () => {
    const rare = (t: string) => (t === 'aes' ? 5 : 0.1);
    expect(index.searchPassages('rest | aes', rare, 1, { productIds: [], documentIds: null })[0]!.id).toBe('p-encrypt');
  });

  it('keeps to ready documents that cover the products asked about, and to the chosen documents', () => {
    const ids = (productIds: string[], documentIds: string[] | null) => index.searchPassages('encrypt', flat, 10, { productIds, documentIds }).map((h) => h.id);
    expect(ids([], null).sort()).toEqual(['p-encrypt', 'p-studio']);
    expect(ids(['catalog'], null)).toEqual(['p-encrypt']);
    expect(ids(['studio'], null).sort()).toEqual(['p-encrypt', 'p-studio']);
    expect(ids([], ['doc-p-studio'])).toEqual(['p-studio']);
  });

  it('returns at most the limit, best first, ties in a stable order', () => {
    const hits = index.searchPassages('encrypt | rest', flat, 1, { productIds: [], documentIds: null });
    expect(hits).toHaveLength(1);
    expect(index.searchPassages('encrypt | rest', flat, 1, { productIds: [], documentIds: null })).toEqual(hits);
  });

  it('finds questions worded alike, as pg_trgm measures it, most similar first', () => {
    const hits = index.searchLibraryWording('Are backup encrypted', 0.5, 10);
    expect(hits.map((h) => h.id)).toEqual(['lib-backup']);
    expect(hits[0]!.score).toBeCloseTo(trigramSimilarity(trigrams('Are backup encrypted'), trigrams('Are backups encrypted?')), 10);
    expect(index.searchLibraryWording('Vendor name', 0.5, 10)).toEqual([]);
  });

  it('reads the terms of a query expression and weighs rarity', () => {
    expect(queryTerms('mfa | Enforc |  employe ')).toEqual(['mfa', 'enforc', 'employe']);
    expect(idf(100, 1)).toBeGreaterThan(idf(100, 50));
    expect(idf(100, 1000)).toBe(0.05);
  });
});
