import { analyze, normalizeText } from './analyze';

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

/** The places a question can ask a thing to be outside of. */
const places = String.raw`(region|country|jurisdiction|territory|continent|eu|eea|european union|united states|united kingdom|uk|canada|australia)`;
const outsideOf = new RegExp(
  String.raw`\b(?:outside|beyond)\s+(?:of\s+)?(?:(?:the|your|our|its|their|a|an|any|this)\s+)?(?:[a-z'-]+'s\s+)?(?:[a-z-]+\s+){0,2}?${places}\b`,
);
/** "Do you prohibit transfers outside the EU?" asks for a rule on the place, not where the thing is. */
const ruleWords = /\b(?:prohibit|restrict|prevent|allow|permit|ensur|limit|requir|notif|consent|approv|block|forbid|control|polic)/;

/**
 * The place a question asks whether a thing is outside of ("Are any disaster recovery locations outside the
 * customer's geographic region?" → region); null when it asks no such thing, or asks for a rule about it.
 */
export function outsidePlace(mainClause: string): string | null {
  const lower = normalizeText(mainClause);
  if (ruleWords.test(lower)) return null;
  return lower.match(outsideOf)?.[1] ?? null;
}

/**
 * A statement that the thing is inside that one place ("replicated to a separate location within the customer's
 * region"): the answer to "is any of it outside?" is No. Not "within multiple regions" or "in another region", which
 * say no such thing.
 */
export function statesInside(sentence: string, place: string): boolean {
  let inside = insideOf.get(place);
  if (!inside) insideOf.set(place, (inside = insidePattern(place)));
  return inside.test(normalizeText(sentence));
}
/** One pattern per place (the places are the few `outsidePlace` can return). */
const insideOf = new Map<string, RegExp>();
const insidePattern = (place: string) =>
  new RegExp(
    String.raw`\b(?:within|inside|in)\s+(?:(?:the|your|our|its|their|each|one|a|that|this|every)\s+)?(?:same\s+)?(?:[a-z'-]+'s\s+)?(?:(?!(?:multiple|several|different|other|another|second|secondary|separate|alternate|remote|various|many|two|three|all)\b)[a-z-]+\s+){0,2}?${place}\b`,
  );
