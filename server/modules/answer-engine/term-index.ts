import { trigrams } from './trigram';

/**
 * An organisation's knowledge base as an inverted index of the engine's terms, in memory: candidate
 * retrieval for a batch of questions without a database round trip per question.
 *
 * Why not full-text search in PostgreSQL: under row-level security the planner may use an index only for
 * leakproof operators, and `@@` is not one, so every question read and ranked all of a large tenant's term
 * vectors (20,000 library answers: 40–100 ms a question, 300 questions in 12–30 s). The rows the index is
 * built from are the ones the document frequencies were always read from, in the tenant transaction.
 *
 * Ranking is BM25 over the terms a question's query names; a library answer's question terms count ten
 * times its answer terms (as the A weight did in ts_rank_cd). Library questions are also indexed by their
 * trigrams, for questions worded alike (pg_trgm's similarity; its `%` operator is not leakproof either).
 * The precise scoring happens afterwards.
 */

/** Inverse document frequency of a term among `n` documents, `df` of which hold it (never below 0.05). */
export const idf = (n: number, df: number) => Math.max(0.05, Math.log((n + 1) / (df + 0.5)));

export interface LibraryTerms {
  id: string;
  question: string;
  questionTerms: string;
  answerTerms: string;
}

export interface PassageTerms {
  id: string;
  documentId: string;
  allProducts: boolean;
  productIds: string[];
  ready: boolean;
  terms: string;
}

export interface PassageFilter {
  productIds: string[];
  documentIds: string[] | null;
}

export interface Hit {
  id: string;
  score: number;
}

/** Library questions by their trigrams, for similarity of wording as pg_trgm computes it (trigram.ts). */
class Trigrams {
  private readonly byTrigram = new Map<string, number[]>();
  private readonly sizes: number[] = [];

  add(doc: number, text: string): number {
    const set = trigrams(text);
    this.sizes[doc] = set.size;
    for (const t of set) {
      let list = this.byTrigram.get(t);
      if (!list) this.byTrigram.set(t, (list = []));
      list.push(doc);
    }
    return set.size;
  }

  /** Documents whose similarity to `text` is at least `threshold`, with it. */
  near(text: string, threshold: number): { doc: number; similarity: number }[] {
    const asked = trigrams(text);
    if (asked.size === 0) return [];
    // Shared trigrams counted in an array (a Map was most of a 300-question draft's time).
    const shared = new Uint16Array(this.sizes.length);
    const touched: number[] = [];
    for (const t of asked) for (const doc of this.byTrigram.get(t) ?? []) if (shared[doc]!++ === 0) touched.push(doc);
    const out: { doc: number; similarity: number }[] = [];
    for (const doc of touched) {
      const n = shared[doc]!;
      const similarity = n / (asked.size + this.sizes[doc]! - n);
      if (similarity >= threshold) out.push({ doc, similarity });
    }
    return out;
  }
}

const K1 = 1.2;
const B = 0.75;
const ANSWER_TERM_WEIGHT = 0.1;

/** Postings of one kind of document: for each term, the documents it is in and its (weighted) frequency there. */
class Postings {
  readonly ids: string[] = [];
  readonly lengths: number[] = [];
  private readonly byTerm = new Map<string, { docs: number[]; tf: number[] }>();
  private totalLength = 0;

  add(id: string, weighted: Map<string, number>): number {
    const doc = this.ids.length;
    this.ids.push(id);
    let length = 0;
    for (const [term, tf] of weighted) {
      let list = this.byTerm.get(term);
      if (!list) this.byTerm.set(term, (list = { docs: [], tf: [] }));
      list.docs.push(doc);
      list.tf.push(tf);
      length += tf;
    }
    this.lengths.push(length);
    this.totalLength += length;
    return doc;
  }

  /** Best `limit` documents for the terms (weights = IDF), ties by id; `keep` filters documents. */
  search(terms: string[], weight: (term: string) => number, limit: number, keep?: (doc: number) => boolean): Hit[] {
    const average = this.ids.length ? this.totalLength / this.ids.length : 1;
    const scores = new Float64Array(this.ids.length);
    const touched: number[] = [];
    for (const term of new Set(terms)) {
      const list = this.byTerm.get(term);
      if (!list) continue;
      const idf = weight(term);
      for (let k = 0; k < list.docs.length; k++) {
        const doc = list.docs[k]!;
        const tf = list.tf[k]!;
        const norm = tf + K1 * (1 - B + (B * this.lengths[doc]!) / average);
        if (scores[doc] === 0) touched.push(doc);
        scores[doc]! += (idf * tf * (K1 + 1)) / norm;
      }
    }
    const hits: Hit[] = [];
    for (const doc of touched) if (!keep || keep(doc)) hits.push({ id: this.ids[doc]!, score: scores[doc]! });
    hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return hits.slice(0, limit);
  }
}

function frequencies(text: string, weight: number, into = new Map<string, number>()): Map<string, number> {
  for (const t of text.split(' ')) if (t) into.set(t, (into.get(t) ?? 0) + weight);
  return into;
}

/** The terms a query expression ("mfa | enforc | employe") names. */
export const queryTerms = (tq: string): string[] =>
  tq
    .split('|')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);

export class TermIndex {
  private readonly library = new Postings();
  private readonly passages = new Postings();
  private readonly passageMeta: PassageTerms[] = [];
  private readonly wording = new Trigrams();
  /** Number of postings held (the cache's measure of size). */
  size = 0;

  constructor(library: LibraryTerms[], passages: PassageTerms[]) {
    for (const e of library) {
      const weighted = frequencies(e.answerTerms, ANSWER_TERM_WEIGHT, frequencies(e.questionTerms, 1));
      const doc = this.library.add(e.id, weighted);
      this.size += weighted.size + this.wording.add(doc, e.question);
    }
    for (const p of passages) {
      const weighted = frequencies(p.terms, 1);
      this.passages.add(p.id, weighted);
      this.passageMeta.push(p);
      this.size += weighted.size;
    }
  }

  searchLibrary(tq: string, weight: (term: string) => number, limit: number): Hit[] {
    return this.library.search(queryTerms(tq), weight, limit);
  }

  /** Library entries whose question is worded like `question` (trigram similarity ≥ threshold), most similar first. */
  searchLibraryWording(question: string, threshold: number, limit: number): Hit[] {
    return this.wording
      .near(question, threshold)
      .map(({ doc, similarity }) => ({ id: this.library.ids[doc]!, score: similarity }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit);
  }

  /** Passages of ready documents that cover every product asked about (or all products), of the chosen documents if any. */
  searchPassages(tq: string, weight: (term: string) => number, limit: number, filter: PassageFilter): Hit[] {
    const documents = filter.documentIds ? new Set(filter.documentIds) : null;
    const keep = (doc: number) => {
      const p = this.passageMeta[doc]!;
      if (!p.ready) return false;
      if (documents && !documents.has(p.documentId)) return false;
      return p.allProducts || filter.productIds.every((id) => p.productIds.includes(id));
    };
    return this.passages.search(queryTerms(tq), weight, limit, keep);
  }
}
