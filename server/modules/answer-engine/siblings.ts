import { analyze } from './analyze';
import { choicePolarity, type Polarity } from './choice';
import type { Prepared } from './prepared';
import { scopeFor, scoreLibrary, type Evidence, type ScoredLibrary } from './evidence';
import type { LibraryCandidate, PassageCandidate } from './retrieve';
import { coverage, termList, type Weights } from './score';
import { asksAboutProduct, asksAboutTheProduct, mentionsProduct, opensWithProduct, productAliases } from './subject';
import { thresholds } from './thresholds';

/**
 * Another product's answer to the same question. It is never evidence for this product, but it says what
 * the organisation answered elsewhere: whether that answer speaks of the organisation or of that product,
 * and how much of it this product's own evidence also states, decide whether it may guide this draft.
 */
export interface ClaimEvidence {
  terms: string[];
  library: LibraryCandidate[];
  passages: PassageCandidate[];
}

export interface SiblingReading {
  sibling: Polarity | null;
  siblingLabel: string;
  aboutProduct: boolean;
  /** Best product-specific in-scope evidence. */
  ownBest: number;
  /** Share of the other answer's claim found in this product's evidence (0 until checked). */
  claimSupport: number;
  ownClaim: { strength: number; c: PassageCandidate } | null;
}

export function readSiblings(
  p: Prepared,
  lib: ScoredLibrary[],
  evidence: Evidence[],
  w: Weights,
  productNames: Map<string, string>,
  organizationName: string,
  productLabel: (allProducts: boolean, ids: string[]) => string,
  claim: ClaimEvidence | null,
): SiblingReading {
  const q = p.info;
  const scopeOf = (allProducts: boolean, ids: string[]) => scopeFor(p, allProducts, ids);
  const siblings = lib.filter((x) => !x.inScope && x.sim >= thresholds.sameQuestion && choicePolarity(x.c.answerChoice));
  const siblingPolarities = new Set(siblings.map((x) => choicePolarity(x.c.answerChoice)));
  const sibling = siblings.length > 0 && siblingPolarities.size === 1 ? choicePolarity(siblings[0]!.c.answerChoice) : null;
  const siblingLabel = siblings[0] ? productLabel(siblings[0].c.allProducts, siblings[0].c.productIds) : '';
  // Does the other product's answer speak of that product, or of the organisation?
  const aboutProduct = siblings.some((x) => {
    const text = x.c.answerText?.trim() ?? '';
    if (!text) return asksAboutProduct(x.c.question);
    const aliases = x.c.productIds.flatMap((id) => productAliases(productNames.get(id) ?? '', organizationName));
    // Product-level: the question asks about the product, and the answer is given as that product's.
    return asksAboutProduct(q.text) && (opensWithProduct(text, aliases) || (mentionsProduct(text, aliases) && asksAboutTheProduct(q.text)));
  });
  const ownBest = evidence.find((e) => e.specific)?.strength ?? 0;
  // How much of the other product's answer this product's own evidence also says.
  let claimSupport = 0;
  let ownClaim: { strength: number; c: PassageCandidate } | null = null;
  if (claim && sibling) {
    for (const c of claim.passages) {
      const scope = scopeOf(c.allProducts, c.productIds);
      if (!scope.inScope) continue;
      const support = coverage(claim.terms, termList(c.terms).set, w);
      claimSupport = Math.max(claimSupport, support);
      if (scope.specific && (!ownClaim || support > ownClaim.strength)) ownClaim = { strength: support, c };
    }
    for (const c of claim.library) {
      if (!scopeOf(c.allProducts, c.productIds).inScope || !(c.answerText || c.answerChoice)) continue;
      claimSupport = Math.max(claimSupport, 0.9 * coverage(claim.terms, new Set([...termList(c.questionTerms).set, ...termList(c.answerTerms).set]), w));
    }
  }

  return { sibling, siblingLabel, aboutProduct, ownBest, claimSupport, ownClaim };
}

/**
 * What another product's Yes or No answer to the same question claims, as terms to look for in this product's
 * evidence ("AWS security groups perform stateful packet inspection" → awsgroup terms…). Null when there
 * is no such answer.
 */
export function siblingClaimTerms(
  p: Prepared,
  library: LibraryCandidate[],
  w: Weights,
  productNames: Map<string, string>,
  organizationName: string,
  df: (t: string) => number,
): string[] | null {
  const sibling = scoreLibrary(p, library, w).find((x) => {
    const polarity = choicePolarity(x.c.answerChoice);
    return !x.inScope && x.sim >= thresholds.sameQuestion && (polarity === 'yes' || polarity === 'no') && x.c.answerText?.trim();
  });
  if (!sibling) return null;
  const names = new Set(sibling.c.productIds.flatMap((id) => productAliases(productNames.get(id) ?? '', organizationName)).flatMap((a) => analyze(a)));
  const text = (sibling.c.answerText ?? '').replace(/\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+|\b[a-z0-9-]+\.(?:com|org|net|io|bid)\/\S*/gi, ' ');
  const terms = [...new Set(analyze(text))].filter((t) => !names.has(t) && df(t) > 0);
  terms.sort((a, b) => w.w(b) - w.w(a));
  return terms.length >= 2 ? terms.slice(0, 10) : null;
}
