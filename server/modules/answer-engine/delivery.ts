import { analyze, conceptTokens, normalizeText } from './analyze';
import { conceptSource } from './vocabulary';
import { statements } from './statements';

/**
 * "Will you provide the results of vulnerability scans to the institution?", "Can you share your SOC 2 report?":
 * the fact asked is that a thing is given to the customer, not that it exists. A source that states the scans
 * ("the security team scans production weekly") is on the topic, not the fact asked (issue 13, failure type 3),
 * unless it says the thing is shared, provided, available or sent.
 */

/** Things a vendor hands over: documents, results, copies, a place to try the product. */
const handedOver = String.raw`(?:results?|reports?|cop(?:y|ies)|documentation|documents?|diagrams?|evidence|summar(?:y|ies)|certificates?|attestations?|letters?|lists?|charts?|polic(?:y|ies)|plans?|logs?|findings|metrics|statements?|artifacts?|site|environment|instance|sandbox|notes)`;

/** The question asks whether the organisation gives a thing to the customer: "can you provide … diagrams", "will you share the results". */
const asksToHandOver = new RegExp(
  String.raw`\b(?:can|will|would|do|does)\s+(?:you|the (?:vendor|supplier|provider|company)|your (?:company|organi[sz]ation))\s+(?:be able to\s+)?(?:provide|share|supply|furnish|deliver|send|make available)\b[^.?;]*?\b${handedOver}\b`,
);

export function asksDelivery(question: string): boolean {
  return asksToHandOver.test(normalizeText(question));
}

/** A sentence that says something is given or open to customers. */
const givenOut = new RegExp(
  String.raw`${conceptSource('onrequest')}|\b(?:shar(?:e|ed|es|ing)|provid(?:e|ed|es|ing)|available|requests?|requested|download(?:ed|able)?|sent|send|deliver(?:ed|s)?|furnish(?:ed)?|suppl(?:y|ied)|publish(?:ed|es)?|portal|trust (?:center|centre)|(?:customers?|clients?|institutions?) (?:can|may) (?:access|view|obtain|see|get|request|review))\b`,
);

/**
 * Some statement of the text says the thing asked is given out: it says something is shared, provided or
 * available, and names a word of the point (pen test results "published online" say nothing of scan results).
 */
export function statesDelivery(text: string, terms: readonly string[], soft: ReadonlySet<string>): boolean {
  const point = terms.filter((t) => !soft.has(t));
  const names = (s: string | undefined) => {
    const said = new Set(analyze(s ?? '', { keepWords: true }));
    return point.some((t) => said.has(t));
  };
  // Or the sentence before it does, when it names nothing else: "An independent firm performs a penetration test… A
  // summary letter of the latest test is available…", not "…vulnerability scans… penetration test results are published".
  const namesOther = (s: string) => analyze(s).some((t) => conceptTokens.has(t) && !terms.includes(t) && !handingOver.has(t));
  const list = statements(text);
  return list.some((s, i) => givenOut.test(normalizeText(s)) && (names(s) || (names(list[i - 1]) && !namesOther(s))));
}

/** The vocabulary's words for the handing over itself. */
const handingOver = new Set(['onrequest', 'nda', 'execsummary']);
