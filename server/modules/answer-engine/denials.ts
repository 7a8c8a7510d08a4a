import { analyze, normalizeText } from './analyze';
import { negationCues } from './vocabulary';
import { sentenceTerms, type ScoredSentence } from './score';
import { refersBack } from './statements';

/**
 * Denials that do not say "not": a thing left to the customer ("Backups of the database are the customer's
 * responsibility") when the question asks whether the vendor does it, a thing "optional" when the question asks
 * whether it is enforced, and a denial in the sentence beside the one that best matches the question's words
 * (issue 13, failure type 4: the evidence says the thing is not done, and the draft must be "No" with it).
 */

/** The question asks what the customer (or its users) may do, not what the vendor does. */
const OF_CUSTOMER =
  /^(?:can|could|do|does|may|are|is|will|must)\s+(?:the\s+|your\s+|our\s+)?(?:customers?|clients?|institutions?|end[- ]users?|users?|tenants?|subscribers?|admins?|administrators?|licensees?)\b/;

const CUSTOMERS_OWN =
  /\b(?:is|are|remains?|stays?) (?:solely |entirely |fully )?(?:the |a )?(?:customer|client|licensee|tenant)(?:'s|s'|s)? (?:own |sole )?responsibility\b|\b(?:is|are) (?:the )?responsibility of the (?:customer|client|licensee)\b|\b(?:customer|client|licensee)s? (?:is|are|remains?) (?:solely |fully )?responsible for\b|\b(?:performed|provided|handled|done) by (?:the (?:customer|client|licensee)(?:'s|s')?|your) (?:own )?(?:\w+ )?(?:infrastructure|environment|cloud account|storage)\b|\bperformed by the (?:customer|client|licensee)\b|\b(?:is|are|remains?) (?:left )?up to the (?:customer|client|licensee)s?\b|\bat the (?:customer|client|licensee)(?:'s|s') (?:own )?discretion\b/;

/**
 * Of a sentence's parts joined by a semicolon, the one that says most of the question decides ("…supports customer
 * SSO and SCIM; customers are responsible for enforcing MFA" does not leave SSO to the customer).
 */
export function decidingPart(sentence: string, headTerms: readonly string[], test: (part: string) => boolean): boolean {
  const parts = sentence.split(';').filter((x) => x.trim());
  if (parts.length < 2) return test(sentence);
  const head = new Set(headTerms);
  const hits = (part: string) => new Set(analyze(part).filter((t) => head.has(t))).size;
  const denying = parts.filter(test);
  if (denying.length === 0) return false;
  const stating = parts.filter((x) => !denying.includes(x));
  return Math.max(...denying.map(hits)) >= Math.max(0, ...stating.map(hits));
}

/** The words for the customer itself: they name who is responsible, not what for. */
const customerWords = new Set(analyze('customer customers client clients licensee tenant'));

/** "…are the customer's responsibility", about the question's subject, for a question about what the vendor does. */
export function leftToCustomer(sentence: string, question: string, headTerms: readonly string[]): boolean {
  if (OF_CUSTOMER.test(normalizeText(question).trim())) return false;
  const subject = headTerms.filter((t) => !customerWords.has(t));
  return decidingPart(sentence, headTerms, (part) => {
    const lower = normalizeText(part);
    const m = CUSTOMERS_OWN.exec(lower);
    if (!m) return false;
    const around = new Set(analyze(lower.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80)));
    return subject.some((t) => around.has(t));
  });
}

const ASKS_ENFORCED = /\b(?:required|requires?|mandatory|compulsory|enforced|enforces?|must|always|by default)\b/;
const OPTIONAL = /\boptional(?:ly)?\b|\b(?:customers?|clients?|admins?|administrators?|users?) (?:can |may )?(?:decide|choose|opt in)\b/;

/** Groups of accounts a control can be enforced for: "enforced for administrators, optional for standard users". */
const accountGroups: [string, RegExp][] = [
  ['privileged', /\b(?:admins?|administrators?|administrative|privileged|super ?users?|root)\b/],
  ['standard', /\b(?:standard|regular|normal|ordinary|basic|non-?admin(?:istrative)?|non-?privileged|end)[- ]?users?\b|\bend[- ]users?\b/],
];
const groupsOf = (text: string) => new Set(accountGroups.filter(([, re]) => re.test(text)).map(([g]) => g));

/**
 * The clause that makes the control optional speaks of another group of accounts than the question: "enforced
 * for administrator accounts and optional for standard users" does not deny that administrators must use MFA.
 */
function optionalForOthers(part: string, question: string): boolean {
  const asked = groupsOf(question);
  if (asked.size === 0) return false;
  const clause = part.split(/,|;|\s(?:and|but|while|whereas)\s/).find((x) => OPTIONAL.test(x));
  const named = groupsOf(clause ?? '');
  return named.size > 0 && ![...named].some((g) => asked.has(g));
}

/** "Can our administrators make MFA mandatory…?" asks whether it can be enforced, which "optional, but can be made mandatory" answers. */
const ASKS_ABILITY = /\bcan (?:[a-z]+ ){0,3}(?:make|set|configure|require|enforce|force|mandate|turn on|switch on)\b/;

/** The question asks whether a control is enforced, and the sentence makes it optional, about the same subject. */
export function optionalWhereEnforced(sentence: string, question: string, headTerms: readonly string[]): boolean {
  const q = normalizeText(question);
  if (!ASKS_ENFORCED.test(q) || OPTIONAL.test(q) || ASKS_ABILITY.test(q)) return false;
  const asked = headTerms.filter((t) => !analyze('required mandatory enforced default always').includes(t));
  return decidingPart(sentence, headTerms, (part) => {
    const lower = normalizeText(part);
    if (!OPTIONAL.test(lower) || /\bnot optional\b/.test(lower) || optionalForOthers(lower, q)) return false;
    const terms = sentenceTerms(part);
    return asked.filter((t) => terms.has(t)).length >= Math.max(1, Math.ceil(asked.length / 2));
  });
}

/**
 * A sentence of the passage that denies what its best-matching sentence leaves out ("Support engineers connect
 * through a session the customer starts." / "Sessions are not recorded." for "Do you record support sessions?").
 */
export function denialBeside(
  scored: readonly ScoredSentence[],
  best: ScoredSentence,
  headTerms: readonly string[],
  denies: (text: string) => boolean,
): ScoredSentence | null {
  const bestTerms = sentenceTerms(best.text);
  const missing = headTerms.filter((t) => !bestTerms.has(t));
  if (missing.length === 0) return null;
  // The sentence right after the best that speaks of it by a pronoun ("It is switched off by default") is about it.
  const next = scored.find((s) => s.index === best.index + 1);
  if (next && (refersBack(next.text) || PRONOUN_EARLY.test(next.text.trim())) && denies(next.text)) return next;
  return (
    scored.find((s) => {
      if (s === best || s.coverage < best.coverage * DENIAL_BESIDE_SHARE || !denies(s.text)) return false;
      const terms = sentenceTerms(s.text);
      return missing.some((t) => terms.has(t));
    }) ?? null
  );
}

/** A pronoun among a sentence's first words ("Applying them to the devices is up to the customer"): it speaks of the one before. */
const PRONOUN_EARLY = /^(?:[a-z-]+\s+){0,2}(?:it|them|this|they|these|those)\b/i;

/** A denial beside the best sentence must say at least this share of what the best one says. */
const DENIAL_BESIDE_SHARE = 0.5;

const ASKS_DEFAULT = /\bby default\b|\bout of the box\b|\bdefault (?:settings?|configuration|install(?:ation)?)\b|\bafter install(?:ation)?\b/;
/** A question about something off by default ("Are unused services disabled by default?") is answered by it, not denied. */
const ASKS_OFF = /\b(?:off|disabled|turned off|switched off|not enabled|inactive|opt[- ]in)\b/;
const OFF_BY_DEFAULT = new RegExp(
  [
    String.raw`\b(?:off|disabled|not (?:enabled|on|active|activated|turned on|switched on)|turned off|switched off|opt[- ]in|inactive) (?:by default|out of the box|on install(?:ation)?)\b`,
    String.raw`\bby default,? (?:it is |they are |this is )?(?:off|disabled|not enabled|not turned on)\b`,
    String.raw`\bships? with (?:[a-z0-9./-]+ ){1,5}(?:disabled|off|turned off)\b`,
    String.raw`\b(?:without|no|plain|unencrypted|disabled|off)\b[^.;]{0,60}\bis the default\b`,
    String.raw`\bdefaults? to (?:off|disabled|plain|unencrypted|none|no)\b`,
  ].join('|'),
);

/**
 * The question asks whether a thing is on by default ("Is HTTPS enabled by default after installation?", "Is MFA
 * enforced by default?") and the sentence says it is off until someone turns it on ("ships with HTTPS disabled by
 * default", "It is off by default", "plain MLLP without encryption is the default"): a "No", about the same subject.
 */
export function offByDefault(sentence: string, question: string, headTerms: readonly string[]): boolean {
  const q = normalizeText(question);
  if (!ASKS_DEFAULT.test(q) || ASKS_OFF.test(q)) return false;
  const asked = headTerms.filter((t) => !defaultWords.has(t));
  for (const part of sentence.split(';')) {
    const lower = normalizeText(part).trim();
    if (!OFF_BY_DEFAULT.test(lower)) continue;
    if (refersBack(lower)) return true;
    const terms = sentenceTerms(part);
    if (asked.length === 0 || asked.some((t) => terms.has(t))) return true;
  }
  return false;
}
const defaultWords = new Set(analyze('default enabled enable on installation install after enforced required'));

const ASKS_NEED = /\b(?:need|needs|require|requires|rely on|relies on|depend on|depends on|dependent on)\b/;
const DONE_WITHOUT =
  /\b(?:runs?|works?|operates?|functions?|installs?|is installed|can be (?:run|used|installed|operated))\s+(?:fully\s+|entirely\s+|completely\s+)?without\s+(?:any\s+|a\s+|an\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)/;

/**
 * The question asks whether the thing needs something ("Does the software need a connection to the vendor to run?")
 * and the sentence says it works without it ("runs without any connection to us"): a "No".
 */
export function doneWithout(sentence: string, question: string, headTerms: readonly string[]): boolean {
  if (!ASKS_NEED.test(normalizeText(question))) return false;
  const m = DONE_WITHOUT.exec(normalizeText(sentence));
  if (!m) return false;
  const head = new Set(headTerms);
  return analyze(m[1]!).some((t) => head.has(t));
}

const ASKS_BEFORE = /\b(?:before|prior to|in advance)\b/;
const AFTER_THE_FACT =
  /\b(?:afterwards|after the fact|retroactively|retrospectively|post[- ]hoc|(?:approved|reviewed|authori[sz]ed|signed off) (?:later|after (?:deployment|release|the change)))\b/;

/** The question asks that a step come first ("approved before they are deployed"); the sentence puts it after ("approved afterwards"). */
export function afterTheFact(sentence: string, question: string, headTerms: readonly string[]): boolean {
  if (!ASKS_BEFORE.test(normalizeText(question))) return false;
  const lower = normalizeText(sentence);
  if (!AFTER_THE_FACT.test(lower)) return false;
  const terms = sentenceTerms(sentence);
  return headTerms.filter((t) => terms.has(t)).length >= Math.min(2, headTerms.length);
}

/** What may be shared or kept apart: "the same account as production" against "a separate AWS account". */
const SHARED_THING = String.raw`(?:accounts?|regions?|networks?|servers?|databases?|environments?|infrastructure|locations?|sites?|data ?cent(?:er|re)s?|hosts?|clusters?|instances?|tenants?|keys?|credentials?|subnets?|vpcs?|storage|systems?|facilit(?:y|ies)|premises|building)`;
const ASKS_SAME = new RegExp(
  String.raw`\b(?:the )?same (?:[a-z-]+ ){0,2}?(${SHARED_THING})\b|\bshared? (?:(?:with|by) )?(?:the )?(?:[a-z-]+ ){0,2}?(${SHARED_THING})\b`,
);

/**
 * The question asks whether a thing shares an account, region or network with another ("Are backups kept in the same
 * cloud account as production?"), and the sentence keeps it in a separate one of that kind: a "No".
 */
export function keptApart(sentence: string, question: string): boolean {
  const m = ASKS_SAME.exec(normalizeText(question));
  if (!m) return false;
  const kind = analyze(m[1] ?? m[2] ?? '')[0];
  if (!kind) return false;
  const lower = normalizeText(sentence);
  for (const a of lower.matchAll(/\b(?:separate|separated|different|distinct|another|isolated|independent|dedicated|second)\b((?: [a-z0-9-]+){1,3})/g))
    if (analyze(a[1]!).includes(kind)) return true;
  return false;
}

const ASKS_PERMITTED = /\b(?:permitted|allowed|tolerated)\b/;
const BLOCKED = /\b(?:blocked|disabled|prevented|forbidden|prohibited|banned|not (?:permitted|allowed))\b/;

/** The question asks whether a thing is permitted ("Is the use of USB storage permitted?") and the sentence blocks it
 *  ("is blocked on all laptops", "not permitted as an authentication factor"): a "No", about the same subject. */
export function blockedWherePermitted(sentence: string, question: string, headTerms: readonly string[]): boolean {
  const q = normalizeText(question);
  if (!ASKS_PERMITTED.test(q) || negationCues.test(q)) return false;
  return sentence.split(/[;:]/).some((part) => {
    if (!BLOCKED.test(normalizeText(part))) return false;
    const terms = sentenceTerms(part);
    return headTerms.some((t) => terms.has(t));
  });
}

/** The question's terms for "around the clock", which set hours answer (evidence.ts counts them as said). */
export const aroundTheClockTerms = analyze('24x7 24 hours a day around the clock');
const ASKS_AROUND_THE_CLOCK = /\b24\s*(?:x|\/|×|by)\s*7\b|\b24 hours a day\b|\b(?:a)?round[- ]the[- ]clock\b/;
const LIMITED_HOURS =
  /\bfrom \d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)?\s*(?:to|until|-)\s*\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)|\bbusiness (?:hours|days)\b|\bweekdays\b|\bmonday (?:to|through|-) friday\b|\boffice hours\b/;

/** The question asks for a thing around the clock ("staffed 24 hours a day, 7 days a week?") and the sentence gives it
 *  hours ("staffed from 7:00 a.m. to 7:00 p.m. on business days"): a "No", about the same subject. */
export function limitedHours(sentence: string, question: string, headTerms: readonly string[]): boolean {
  if (!ASKS_AROUND_THE_CLOCK.test(normalizeText(question))) return false;
  return sentence.split(';').some((part) => {
    const lower = normalizeText(part);
    if (!LIMITED_HOURS.test(lower) || ASKS_AROUND_THE_CLOCK.test(lower)) return false;
    const terms = sentenceTerms(part);
    return headTerms.some((t) => terms.has(t));
  });
}

const TITLE_DENIED =
  /\b(?:no|not (?:have|employ|appoint|need) an?|without an?)\s+(?:dedicated |full[- ]time |formal |designated |separate )?(?:ciso|chief (?:information )?security officer)\b/;

/** "We do not have a dedicated CISO" denies the title, not that someone is responsible for security: no denial of a
 *  question that asks for an individual or team and names no such title. */
export function deniesOnlyTitle(sentence: string, question: string): boolean {
  return TITLE_DENIED.test(normalizeText(sentence)) && !/\bciso\b|\bchief\b|\bofficer\b/.test(normalizeText(question));
}

/** "We don't enforce MFA for parents" does not deny that parents can turn it on: asked whether it is offered, a sentence
 *  that denies only that it is required says nothing against it. */
const deniedEnforcement = /(?:\bnot|\bnever|n['’]t)\s+(?:\w+\s+)?(?:enforc|requir|mandat|forc)\w*/i;
const asksOffered = /\b(?:offer|offers|offered|support|supports|supported|provide|provides|provided|allow|allows|available|option|optional|can)\b/;
const asksEnforced = /\b(?:enforc\w*|requir\w*|mandat\w*|must|forced|compulsory)\b/;

export function deniesOnlyEnforcement(sentence: string, question: string): boolean {
  if (!deniedEnforcement.test(sentence)) return false;
  const q = normalizeText(question);
  return asksOffered.test(q) && !asksEnforced.test(q);
}
