/** Thresholds of the decision, on the 0..1 match scales of score.ts. */
export const thresholds = {
  /** A library question this similar is "the same question". */
  sameQuestion: 0.86,
  /** A library question this similar answers ours with its own Yes / No. */
  similarQuestion: 0.7,
  /** Evidence below this strength is no evidence... */
  answer: 0.62,
  /**
   * ...unless it is a passage this strong whose statement read says this share of the question's main clause itself,
   * in the words the knowledge base uses, and names the most specific of them: then it answers, at low confidence.
   * Measured on unseen vendors (2026-12-03): payroll (tuned on) 77 → 93 of 141 answered, none of the added wrong;
   * held out 77 → 88 of 146, one of the added wrong; Canvas LMS's held-out half 31 → 32 of 88, two more wrong.
   */
  statedAnswer: 0.45,
  statedHead: 0.5,
  /** Weaker evidence that corroborates another product's answer when that answer speaks of the organisation. */
  corroboration: 0.15,
  /** Own-product evidence that confirms another product's product-specific answer. */
  ownCorroboration: 0.3,
  /** General evidence strong enough to confirm another product's product-specific answer. */
  productClaim: 0.45,
  /** Share of another product's "No" answer that this product's own documents also state. */
  ownClaimNo: 0.6,
  /**
   * Evidence about the data centres this close to the question can say whose they are (provider-hosted.ts): the
   * sentence must name data centres and a provider, and no source repeats the question's "operate our own".
   */
  facility: 0.3,
  /** Share of another product's answer that this product's evidence also states. */
  claim: 0.5,
  /** Other evidence this close to the best counts as agreeing (or disagreeing) with it. */
  agreement: 0.8,
  high: 0.8,
  medium: 0.62,
};
