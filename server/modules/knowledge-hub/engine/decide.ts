import type { Draft, DraftRequest, DraftSource, RelatedAnswer } from '../drafting';
import { choiceFor, choicePolarity, mapChoice, type Polarity } from './choice';
import { composeAnswer, formal, shortenText, type RefineSpec } from './compose';
import type { LlmSource } from './llm-draft';
import type { QuestionInfo } from './question';
import type { LibraryCandidate, PassageCandidate, QueryRow } from './retrieve';
import { cosine, coverage, phrase, scoreSentences, type Weights } from './score';

/** One question on its way through the engine. */
export interface Prepared {
  i: number;
  request: DraftRequest;
  info: QuestionInfo;
  refine: RefineSpec;
  productIds: string[];
  query: QueryRow;
}

export interface Decision {
  draft: Draft;
  /** The numbered sources a language model may phrase from (empty when the draft is flagged). */
  llmSources: LlmSource[];
}

/** Thresholds of the decision, on the 0..1 match scales of score.ts. */
export const thresholds = {
  /** A library question this similar is "the same question". */
  sameQuestion: 0.86,
  /** Evidence below this strength is no evidence. */
  answer: 0.62,
  /** Weaker evidence that corroborates the same question's answer for another product. */
  corroboration: 0.35,
  /** Other evidence this close to the best counts as agreeing (or disagreeing) with it. */
  agreement: 0.8,
  high: 0.8,
  medium: 0.62,
};

interface Evidence {
  kind: 'library' | 'document';
  id: string;
  name: string;
  url: string;
  /** Document id or library group: agreement is counted across distinct keys. */
  key: string;
  text: string;
  excerpt: string;
  strength: number;
  polarity: Polarity | null;
  /** Scoped to the asked product(s) specifically, not to all products. */
  specific: boolean;
  choice: string | null;
}

export const documentUrl = (id: string) => `/api/v1/knowledge-hub/documents/${id}/download/`;
export const libraryUrl = (id: string) => `/api/v1/knowledge-hub/library/${id}/`;

const strongNegation = /\binstead of\b|\brather than\b|\b(?:not|never|cannot|can't|won't|don't|doesn't|isn't|aren't|hasn't|haven't|didn't|neither|nor|unsupported)\b|\bno (?!later|more|less|longer|sooner|fewer|matter)\w+/;

export function decide(p: Prepared, library: LibraryCandidate[], passages: PassageCandidate[], w: Weights, productNames: Map<string, string>): Decision {
  const q = p.info;
  const scopeOf = (allProducts: boolean, ids: string[]) => {
    if (allProducts) return { inScope: true, specific: false };
    if (p.productIds.length === 0) return { inScope: true, specific: false };
    return { inScope: p.productIds.every((id) => ids.includes(id)), specific: true };
  };
  const productLabel = (allProducts: boolean, ids: string[]) => (allProducts ? 'All products' : ids.map((id) => productNames.get(id) ?? 'Unknown product').join(', '));
  const asked = p.productIds.map((id) => productNames.get(id) ?? 'this product').join(', ') || 'this organisation';

  // --- Library: similarity of the questions, across every product ---
  const seen = new Set<string>();
  const lib = library
    .filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)))
    .map((c) => {
      const qTerms = c.questionTerms ? c.questionTerms.split(' ') : [];
      const aTerms = c.answerTerms ? c.answerTerms.split(' ') : [];
      const sim = Math.max(cosine(q.terms, qTerms, w), c.trgm * 0.97);
      const scope = scopeOf(c.allProducts, c.productIds);
      return { c, sim, qTerms, aTerms, ...scope };
    })
    .sort((a, b) => b.sim - a.sim);

  const related: RelatedAnswer[] = lib.slice(0, 5).map((x) => ({
    kind: 'library',
    id: x.c.id,
    name: x.c.question,
    url: libraryUrl(x.c.id),
    excerpt: excerptOf(x.c.answerText ?? x.c.answerChoice ?? ''),
    answerChoice: x.c.answerChoice,
    products: productLabel(x.c.allProducts, x.c.productIds),
    inScope: x.inScope,
    similarity: round(x.sim),
  }));
  const otherProduct = lib.find((x) => !x.inScope && x.sim >= thresholds.sameQuestion);
  const otherNote = otherProduct
    ? ` The library answers it for ${productLabel(otherProduct.c.allProducts, otherProduct.c.productIds)}${otherProduct.c.answerChoice ? ` (${otherProduct.c.answerChoice})` : ''}, which is not evidence for ${asked}.`
    : '';

  const flag = (reason: string, sources: DraftSource[] = []): Decision => ({
    draft: { answerChoice: null, answerText: null, flagged: true, confidence: 'low', score: 0, sources, reason, related },
    llmSources: [],
  });

  // --- 1. The same question, answered in the library for this product (or all products) ---
  const usable = (c: LibraryCandidate) => (q.kind === 'yes_no' ? choicePolarity(c.answerChoice) !== null || Boolean(c.answerText?.trim()) : Boolean(c.answerText?.trim() || c.answerChoice?.trim()));
  const same = lib.filter((x) => x.inScope && x.sim >= thresholds.sameQuestion && usable(x.c));
  if (same.length > 0) {
    const best = same.sort((a, b) => Number(b.specific) - Number(a.specific) || b.sim - a.sim || reviewedAt(b.c) - reviewedAt(a.c))[0]!;
    const polarities = new Set(same.filter((x) => x.sim >= best.sim - 0.05).map((x) => choicePolarity(x.c.answerChoice)).filter(Boolean));
    const source: DraftSource = { kind: 'library', id: best.c.id, name: best.c.question, url: libraryUrl(best.c.id), excerpt: excerptOf(best.c.answerText ?? best.c.answerChoice ?? '') };
    if (best.c.hasConflict || polarities.size > 1) {
      return flag(`The library holds conflicting answers to this question for ${asked}; resolve the conflict in the knowledge hub.`, [source]);
    }
    const choice = mapChoice(best.c.answerChoice, p.request.answerOptions);
    if (q.kind === 'yes_no' && p.request.answerOptions?.length && best.c.answerChoice && !choice) {
      return flag(`The library answer "${best.c.answerChoice}" is not one of this question's options.`, [source]);
    }
    let text = best.c.answerText?.trim() || null;
    if (text && p.refine.shorter) text = shortenText(text, 1);
    if (text && p.refine.formal) text = formal(text);
    const score = round(Math.min(1, best.sim) * (best.specific || p.productIds.length === 0 ? 1 : 0.97) * (best.c.lastReviewedAt ? 1 : 0.98));
    return {
      draft: {
        answerChoice: q.kind === 'yes_no' || q.kind === 'choice' || q.kind === 'short' ? choice : null,
        answerText: text,
        flagged: false,
        confidence: level(score),
        score,
        sources: [source],
        reason: `Answered from the library: the same question${best.sim < 0.99 ? ' (near-identical wording)' : ''}, answered for ${productLabel(best.c.allProducts, best.c.productIds)}.`,
        related,
      },
      llmSources: text ? [{ n: 1, name: best.c.question, text: `${best.c.answerChoice ?? ''} ${text}`.trim() }] : [],
    };
  }

  if (q.disclosure) return flag(`Whether this happened is a disclosure for a person to make; the knowledge base describes controls, not events.${otherNote}`);
  if (q.kind === 'short' || q.kind === 'choice') return flag(`No library answer to this question for ${asked}; it needs a person.${otherNote}`);

  // --- 2. Supporting evidence in scope: library answers and document passages ---
  const evidence: Evidence[] = [];
  for (const x of lib) {
    if (!x.inScope || !(x.c.answerText?.trim() || x.c.answerChoice)) continue;
    const cov = coverage(q.terms, new Set([...x.qTerms, ...x.aTerms]), w);
    const text = `${x.c.answerText ?? ''}`.trim();
    evidence.push({
      kind: 'library',
      id: x.c.id,
      name: x.c.question,
      url: libraryUrl(x.c.id),
      key: `g:${x.c.groupId}`,
      text,
      excerpt: excerptOf(text || x.c.answerChoice || ''),
      strength: 0.6 * x.sim + 0.4 * cov,
      polarity: choicePolarity(x.c.answerChoice),
      specific: x.specific,
      choice: x.c.answerChoice,
    });
  }
  const seenPassage = new Set<string>();
  for (const c of passages) {
    if (seenPassage.has(c.id)) continue;
    seenPassage.add(c.id);
    const scope = scopeOf(c.allProducts, c.productIds);
    if (!scope.inScope) continue;
    const terms = c.terms ? c.terms.split(' ') : [];
    const cov = coverage(q.terms, new Set(terms), w);
    evidence.push({
      kind: 'document',
      id: c.documentId,
      name: c.documentName + (c.heading ? ` › ${c.heading}` : '') + (c.page ? ` (p. ${c.page})` : ''),
      url: documentUrl(c.documentId),
      key: `d:${c.documentId}`,
      text: c.text,
      excerpt: '',
      strength: cov * (0.85 + 0.15 * phrase(q.terms, terms)),
      polarity: null,
      specific: scope.specific,
      choice: null,
    });
  }
  evidence.sort((a, b) => b.strength - a.strength);
  // Sentence-level reading only for the best few: the excerpt, and whether the passage denies the point.
  for (const e of evidence.slice(0, 6)) {
    if (e.kind !== 'document') continue;
    const best = scoreSentences(q.terms, e.text, w)[0];
    e.excerpt = excerptOf(best && best.coverage > 0 ? best.text : e.text);
    if (best && best.coverage >= 0.5 && best.coverage >= e.strength * 0.8 && strongNegation.test(best.text.toLowerCase())) e.polarity = 'no';
  }
  const top = evidence[0];
  const siblings = lib.filter((x) => !x.inScope && x.sim >= thresholds.sameQuestion && choicePolarity(x.c.answerChoice));
  const siblingPolarities = new Set(siblings.map((x) => choicePolarity(x.c.answerChoice)));
  const sibling = siblings.length > 0 && siblingPolarities.size === 1 ? choicePolarity(siblings[0]!.c.answerChoice) : null;
  const siblingLabel = siblings[0] ? productLabel(siblings[0].c.allProducts, siblings[0].c.productIds) : '';

  const alone = top && top.strength >= thresholds.answer;
  const corroborates = top && sibling === 'yes' && q.kind === 'yes_no' && top.strength >= thresholds.corroboration;
  if (!top || (!alone && !corroborates)) {
    return flag(`The knowledge base holds no evidence that answers this for ${asked}.${otherNote}`, top ? [toSource(top)] : []);
  }
  const floor = alone ? thresholds.answer : thresholds.corroboration;
  const agreeing = evidence.filter((e) => e.strength >= Math.max(floor, top.strength * thresholds.agreement));
  const keys = new Set(agreeing.map((e) => e.key));

  if (q.kind === 'yes_no') {
    const votes = { yes: 0, no: 0, na: 0 };
    for (const e of agreeing) votes[e.polarity ?? 'yes'] += e.strength;
    const polarity: Polarity = votes.no > votes.yes ? 'no' : votes.na > votes.yes ? 'na' : 'yes';
    const against = votes.yes + votes.no + votes.na - votes[polarity];
    if (against > 0) return flag(`The sources disagree on this for ${asked}.`, agreeing.slice(0, 3).map(toSource));
    if (sibling && sibling !== polarity) {
      return flag(`The evidence for ${asked} points to ${label(polarity)}, but ${siblingLabel} answers ${label(sibling)}: a person should confirm.`, agreeing.slice(0, 3).map(toSource));
    }
    const choice = choiceFor(polarity, p.request.answerOptions);
    if (!choice) return flag(`The evidence says ${label(polarity)}, which is not one of this question's options.`, agreeing.slice(0, 3).map(toSource));
    const note = !alone ? ` Consistent with the answer for ${siblingLabel}; the evidence for ${asked} itself is partial.` : '';
    return answered(p, w, choice, agreeing, keys.size, asked, note, alone ? 1 : 0.85);
  }
  return answered(p, w, null, agreeing, keys.size, asked, '', 1);

  function answered(pp: Prepared, ww: Weights, choice: string | null, support: Evidence[], distinct: number, who: string, note: string, factor: number): Decision {
    const best = support[0]!;
    const specific = support.some((e) => e.specific);
    const score = round(factor * Math.min(1, best.strength + 0.06 * Math.min(2, distinct - 1) + (specific ? 0.04 : 0)));
    const text = composeAnswer(
      support.slice(0, 3).map((e) => ({ text: e.text || e.excerpt, strength: e.strength })),
      { kind: pp.info.kind, questionTerms: pp.info.terms, refine: pp.refine, w: ww },
    );
    const sources = dedupeSources(support.slice(0, 5).map(toSource));
    return {
      draft: {
        answerChoice: choice,
        answerText: text || null,
        flagged: false,
        confidence: level(score),
        score,
        sources,
        reason: `Drafted from ${distinct} supporting source${distinct === 1 ? '' : 's'} for ${who} (match ${Math.round(best.strength * 100)}%${specific ? ', product-specific evidence' : ''}).${note}`,
        related,
      },
      llmSources: support.slice(0, 5).map((e, n) => ({ n: n + 1, name: e.name, text: e.text || e.excerpt })),
    };
  }
}

const label = (p: Polarity) => (p === 'yes' ? 'Yes' : p === 'no' ? 'No' : 'N/A');

function toSource(e: Evidence): DraftSource {
  return { kind: e.kind, id: e.id, name: e.name, url: e.url, excerpt: e.excerpt };
}

function dedupeSources(list: DraftSource[]): DraftSource[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = `${s.kind}:${s.id}:${s.excerpt}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function level(score: number): 'high' | 'medium' | 'low' {
  return score >= thresholds.high ? 'high' : score >= thresholds.medium ? 'medium' : 'low';
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const reviewedAt = (c: LibraryCandidate) => (c.lastReviewedAt ? Date.parse(c.lastReviewedAt) : 0);

function excerptOf(text: string, max = 400): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : t;
}
