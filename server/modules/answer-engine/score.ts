import { analyze, keptTerms, lifecycleSteps } from './analyze';
import { sentences } from '../../lib/sentences';
import { negationCues } from './vocabulary';
import type { TermStats } from './retrieve';
import { idf } from './term-index';
import { synonymsOf } from './synonyms';

/**
 * Measurable match signals between a question and a candidate text, weighted by how rare each term is
 * in the organisation's knowledge base (IDF): a match on "vpat" says more than a match on "data".
 */
export class Weights {
  private readonly cache = new Map<string, number>();
  private readonly forms = new Map<string, string[]>();
  private byPrefix: Map<string, string[]> | null = null;
  constructor(private readonly stats: TermStats) {}

  /**
   * Other forms of a term in the knowledge base that the stemmer leaves apart ("accuraci" of "accuracy",
   * "accur" of "accurate"): one is the other plus a word ending of at most three letters, sharing five or more.
   */
  variants(term: string): string[] {
    let v = this.forms.get(term);
    if (v === undefined) {
      v = [];
      if (term.length >= VARIANT_PREFIX && !/\d/.test(term) && !keptTerms.has(term)) {
        for (const other of this.prefixIndex().get(term.slice(0, VARIANT_PREFIX)) ?? []) {
          if (other === term || Math.abs(other.length - term.length) > 3 || keptTerms.has(other)) continue;
          const [short, long] = other.length < term.length ? [other, term] : [term, other];
          if (long.startsWith(short) && wordEndings.has(long.slice(short.length))) v.push(other);
        }
      }
      this.forms.set(term, v);
    }
    return v;
  }

  private prefixIndex(): Map<string, string[]> {
    if (!this.byPrefix) {
      this.byPrefix = new Map();
      for (const t of this.stats.df.keys()) {
        if (t.length < VARIANT_PREFIX || /\d/.test(t)) continue;
        const k = t.slice(0, VARIANT_PREFIX);
        const list = this.byPrefix.get(k);
        if (list) list.push(t);
        else this.byPrefix.set(k, [t]);
      }
    }
    return this.byPrefix;
  }

  w(term: string): number {
    let v = this.cache.get(term);
    if (v === undefined) {
      v = idf(this.stats.n, this.stats.df.get(term) ?? 0);
      this.cache.set(term, v);
    }
    return v;
  }

  /** How many of the knowledge base's texts hold the term. */
  count(term: string): number {
    return this.stats.df.get(term) ?? 0;
  }

  /** The knowledge base holds the term. */
  known(term: string): boolean {
    return (this.stats.df.get(term) ?? 0) > 0;
  }

  /** Total weight of distinct terms. */
  mass(terms: Iterable<string>): number {
    let m = 0;
    for (const t of new Set(terms)) m += this.w(t);
    return m;
  }
}

/**
 * The vocabulary's frequency tokens, most frequent first. A question's interval ("at least monthly") is
 * met by evidence of the same or a shorter one ("every week"): a weekly scan is also a monthly one.
 */
export const frequencies = ['daily', 'weekly', 'monthly', 'quarterly', 'annual'];
const frequencyRank = new Map(frequencies.map((t, i) => [t, i]));

const noTerms: ReadonlySet<string> = new Set();
/**
 * What the stemmer leaves of a word's endings ("financ"/"financi", "author"/"authoriz", "recov"/"recoveri"): a term
 * that goes on in other letters is another word ("product"/"production", "check"/"checkbox", "authentic"/"authenticode").
 */
const wordEndings = new Set('e i a l r c y z ic iz ur it iv ifi eri ent ly er en or ing enc aci ed es al ial abl ibl iti at ati'.split(' '));
const VARIANT_PREFIX = 5;
/** A term met only in another form of the word counts a little less than the word itself. */
const VARIANT_CREDIT = 0.9;
/** A term met only in a synonym (synonyms.ts) counts less again. */
const SYNONYM_CREDIT = 0.8;
/** Weight of a term that only qualifies the point. */
const SOFT_WEIGHT = 0.4;
/** All the qualifiers of a question weigh at most this share of its other terms. */
const SOFT_SHARE = 0.25;

/** How far the candidate holds a question term: 1 as such, less in another form of the word, 0 not at all. */
function holds(candidate: Set<string>, t: string, w: Weights): number {
  if (candidate.has(t)) return 1;
  const rank = frequencyRank.get(t);
  if (rank !== undefined) {
    for (let i = 0; i < rank; i++) if (candidate.has(frequencies[i]!)) return 1;
    return 0;
  }
  for (const v of w.variants(t)) if (candidate.has(v)) return VARIANT_CREDIT;
  for (const v of synonymsOf(t)) if (candidate.has(v)) return SYNONYM_CREDIT;
  return 0;
}

/**
 * The steps of a policy's life listed in one breath (`lifecycleSteps`) are one idea, a managed policy, and
 * weigh as much as one term: what the policy is about decides the match, not the length of the list.
 */
const LIFECYCLE_LIST = 3;

/** Share of the question's weight that the candidate contains (0..1). */
export function coverage(question: string[], candidate: Set<string>, w: Weights, soft: ReadonlySet<string> = noTerms): number {
  const q = new Set(question);
  let steps = 0;
  let stepMax = 0;
  for (const t of q) {
    if (!lifecycleSteps.has(t)) continue;
    steps++;
    stepMax = Math.max(stepMax, w.w(t));
  }
  const stepWeight = steps >= LIFECYCLE_LIST ? stepMax / steps : 0;
  const weightOf = (t: string) => (stepWeight > 0 && lifecycleSteps.has(t) ? stepWeight : w.w(t)) * (soft.has(t) ? SOFT_WEIGHT : 1);
  // Qualifiers together weigh at most a share of the point ("Is there a formal change management process?").
  let hard = 0;
  let qualifiers = 0;
  for (const t of q)
    if (soft.has(t)) qualifiers += weightOf(t);
    else hard += weightOf(t);
  const softScale = hard > 0 && qualifiers > SOFT_SHARE * hard ? (SOFT_SHARE * hard) / qualifiers : 1;
  let total = 0;
  let hit = 0;
  for (const t of q) {
    const x = weightOf(t) * (soft.has(t) ? softScale : 1);
    total += x;
    hit += x * holds(candidate, t, w);
  }
  return total > 0 ? hit / total : 0;
}

/** Weighted cosine between two term lists (binary term frequency, IDF weights). */
/** Weight of a term that stands only in the basis a library question cites (library-basis.ts). */
export const BASIS_WEIGHT = 0.5;

export function cosine(a: string[] | Set<string>, b: string[] | Set<string>, w: Weights, bDamped: ReadonlySet<string> = noTerms): number {
  const sa = a instanceof Set ? a : new Set(a);
  const sb = b instanceof Set ? b : new Set(b);
  // A list of lifecycle steps ("established, documented, approved, communicated…") weighs as one of them.
  const stepShare = (s: Set<string>) => {
    let n = 0;
    for (const t of s) if (lifecycleSteps.has(t)) n++;
    return n >= LIFECYCLE_LIST ? 1 / n : 1;
  };
  const shareA = stepShare(sa);
  const shareB = stepShare(sb);
  const weight = (t: string, share: number) => w.w(t) ** 2 * (lifecycleSteps.has(t) ? share : 1);
  const weightB = (t: string) => weight(t, shareB) * (bDamped.has(t) ? BASIS_WEIGHT ** 2 : 1);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const t of sa) {
    const x = weight(t, shareA);
    na += x;
    if (sb.has(t)) dot += Math.sqrt(x * weightB(t));
  }
  for (const t of sb) nb += weightB(t);
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/** A stored term column, split once: its terms in order, as a set, and its neighbouring pairs. */
export interface TermList {
  list: string[];
  set: Set<string>;
  pairs: Set<string>;
}

const termListCache = new Map<string, TermList>();
const TERM_LIST_CACHE_SIZE = 20_000;

/** The same passages and library entries come back for many questions: their term columns are split once. */
export function termList(column: string | null | undefined): TermList {
  const key = column ?? '';
  let t = termListCache.get(key);
  if (!t) {
    if (termListCache.size >= TERM_LIST_CACHE_SIZE) termListCache.clear();
    const list = key ? key.split(' ').filter(Boolean) : [];
    t = { list, set: new Set(list), pairs: neighbourPairs(list) };
    termListCache.set(key, t);
  }
  return t;
}

function neighbourPairs(candidate: string[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < candidate.length; i++) {
    pairs.add(`${candidate[i]} ${candidate[i + 1]}`);
    if (i + 2 < candidate.length) pairs.add(`${candidate[i]} ${candidate[i + 2]}`);
  }
  return pairs;
}

/** Share of the question's neighbouring term pairs that also stand together in the candidate. */
export function phrase(question: string[], candidate: string[] | TermList): number {
  if (question.length < 2) return 0;
  const pairs = Array.isArray(candidate) ? neighbourPairs(candidate) : candidate.pairs;
  let hit = 0;
  let n = 0;
  for (let i = 0; i + 1 < question.length; i++) {
    if (question[i] === question[i + 1]) continue;
    n++;
    if (pairs.has(`${question[i]} ${question[i + 1]}`)) hit++;
  }
  return n > 0 ? hit / n : 0;
}

export interface ScoredSentence {
  text: string;
  index: number;
  coverage: number;
  negated: boolean;
}

const sentenceCache = new Map<string, Set<string>>();
const SENTENCE_CACHE_SIZE = 50_000;

/** A sentence's terms (evidence side); the same passages come back for many questions, so they are remembered. */
export function sentenceTerms(sentence: string): Set<string> {
  let terms = sentenceCache.get(sentence);
  if (!terms) {
    if (sentenceCache.size >= SENTENCE_CACHE_SIZE) sentenceCache.clear();
    terms = new Set(analyze(sentence, { keepWords: true }));
    sentenceCache.set(sentence, terms);
  }
  return terms;
}

/**
 * The nearest heading a text sits under names the subject ("Backups" of "Operations › Backups"); a document
 * title above it ("Incident Response and Business Continuity Plan") names every subject of the document.
 */
export function headingNames(heading: string | undefined, subject: string): boolean {
  const nearest = heading?.split('›').pop()?.trim();
  return Boolean(nearest) && sentenceTerms(nearest!).has(subject);
}

const sentenceListCache = new Map<string, TermList>();

/** A sentence's terms in order, folded as a question's are (for neighbouring pairs), remembered like sentenceTerms. */
export function sentenceTermList(sentence: string): TermList {
  let terms = sentenceListCache.get(sentence);
  if (!terms) {
    if (sentenceListCache.size >= SENTENCE_CACHE_SIZE) sentenceListCache.clear();
    const list = analyze(sentence);
    terms = { list, set: new Set(list), pairs: neighbourPairs(list) };
    sentenceListCache.set(sentence, terms);
  }
  return terms;
}

/** The sentences of a text, scored against the question (best first). */
export function scoreSentences(
  question: string[],
  text: string,
  w: Weights,
  soft?: ReadonlySet<string>,
  split: (text: string) => string[] = sentences,
): ScoredSentence[] {
  return split(text)
    .map((s, index) => {
      const terms = sentenceTerms(s);
      return { text: s, index, coverage: coverage(question, terms, w, soft), negated: negationCues.test(s.toLowerCase()) };
    })
    .sort((a, b) => b.coverage - a.coverage || a.index - b.index);
}
