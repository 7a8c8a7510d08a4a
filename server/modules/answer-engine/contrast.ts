import { analyze } from './analyze';

/**
 * Questions whose point is where a thing is not: "Are any disaster recovery locations outside the customer's
 * region?", "Is data stored offshore?". A source that does not say so ("replicated across locations in one
 * region") states the opposite or nothing, however many of the other words it shares: it counts for half.
 * Only in the question's main clause ("parties outside the organisation" in a clause of its own is a scope).
 */
const contrastWords = /\b(?:outside|beyond|abroad|overseas|offshore)\b/g;

/** The contrast terms of a question's main clause. */
export function contrastTerms(mainClause: string): string[] {
  return [...mainClause.toLowerCase().matchAll(contrastWords)].flatMap((m) => analyze(m[0]));
}

/** How much a source that leaves out the contrast the question asks about still counts. */
export const LACKS_CONTRAST = 0.5;

export function lacksContrast(contrast: readonly string[], candidate: ReadonlySet<string>): boolean {
  return contrast.some((t) => !candidate.has(t));
}
