import { sentences } from '../../lib/sentences';
import { analyze, normalizeText } from './analyze';
import type { Polarity } from './choice';
import { decidingPart } from './denials';
import { denies } from './evidence';
import { notYet } from './planned';

/**
 * Checks that a draft's parts agree (issue 13, failure types 7 and 8): the choice and its own explanation,
 * and a question that points at another one.
 */

/** A sentence that says a thing is not offered or not done ("… is not offered", "we do not support …"). */
const notOffered =
  /\b(?:is|are|was|were|has|have|does|do|is currently|are currently)\s+not\s+(?:currently\s+|yet\s+)?(?:offered|supported|available|provided|implemented|in place|performed|conducted|enabled|used|shared|sold|stored|retained|collected|permitted|allowed|required|certified|offer|support|provide|perform|conduct|enable|use|share|sell|store|retain|collect|permit|allow|require|assess|add)\b|\b(?:doesn't|don't|isn't|aren't)\s+(?:currently\s+)?(?:offer|support|provide|offered|supported|available|provided)\b|\bnot (?:offered|supported|available)\b|\b(?:is|are|was|were) never (?:sold|rented|shared|disclosed|transferred|used|offered|supported|provided|permitted|allowed)\b|\b(?:is|are|was|were) avoided\b|\b(?:must|shall|may) not be (?:written|stored|logged|retained|kept|collected|shared|sold|used|sent|transmitted|disclosed|recorded|embedded|committed)\b/;
/** An explanation that opens with its own answer ("No, …", "Yes. …"). */
const opensWith = (s: string): Polarity | null => {
  const t = normalizeText(s).trim();
  if (/^no\b(?![-/])/.test(t) && !/^no\.\s*\d/.test(t)) return 'no';
  if (/^yes\b/.test(t)) return 'yes';
  if (/^(?:n\/a|not applicable)\b/.test(t)) return 'na';
  return null;
};

/**
 * The sentence of a draft's explanation that contradicts its choice, if any: a "Yes" whose text says the
 * thing is not done, not yet done, only planned or not applicable; a "No" whose text opens with "Yes".
 */
export function contradiction(choice: Polarity | null, text: string | null, headTerms: string[]): string | null {
  if (!choice || choice === 'na' || !text?.trim()) return null;
  const opening = opensWith(text);
  if (opening && opening !== choice) return firstSentence(text);
  if (choice !== 'yes') return null;
  // Its one sentence is our own statement that we do not do something ("We do not use customers' code to train
  // models"): that explains no "Yes", whatever the thing denied is.
  const all = sentences(text).filter((s) => s.trim());
  if (all.length === 1 && ownDenial.test(normalizeText(all[0]!).trim()) && all[0]!.split(/\s+/).length <= RUN_ON_WORDS && denies(all[0]!, analyze(all[0]!)))
    return all[0]!.trim();
  for (const s of all) {
    const lower = normalizeText(s);
    // A stated practice such as "keys are never stored in clear text" is not a denial; "X is not offered" is.
    if ((notYet.test(lower) && notYetIsAbout(lower, headTerms)) || (notOffered.test(lower) && denies(s, headTerms))) return s.trim();
    // A field that reads "not applicable" ("PCI DSS: Status: Not applicable") is no "Yes".
    if (/:\s*(?:n\/a|not applicable)\b/.test(lower)) return s.trim();
  }
  return null;
}

const ownDenial = /^(?:we|our (?:company|organi[sz]ation|team)|the company) (?:do|does|will|shall|can)?\s*(?:not|never)\b|^we (?:don't|won't|can't|cannot)\b/;

/** A sentence this long is a run of records (a table or CSV row after row), not one statement. */
const RUN_ON_WORDS = 25;

/**
 * Whether a "not yet" speaks of the thing asked: always in a sentence of ordinary length; in a run-on text
 * (rows of a control catalogue read as one "sentence"), only when the words around it name the subject,
 * so that another row's "not currently authorised" does not contradict this row's "Yes".
 */
function notYetIsAbout(lower: string, headTerms: string[]): boolean {
  const words = lower.split(/[\s,;|]+/);
  if (words.length <= RUN_ON_WORDS) return true;
  const head = new Set(headTerms);
  for (const m of lower.matchAll(new RegExp(notYet.source, 'g'))) {
    const at = lower.slice(0, m.index).split(/[\s,;|]+/).length;
    const around = words.slice(Math.max(0, at - 10), at + 10).join(' ');
    if (analyze(around).some((t) => head.has(t))) return true;
  }
  return false;
}

/**
 * A question that only makes sense with another one: "the policy in 1.a", "as above", "the previous
 * question", "If you answered yes to OPEM-04", "If so" at the very start. Returns the words that refer.
 */
export function refersToNeighbour(question: string): string | null {
  const q = normalizeText(question);
  const m =
    /\b(?:question|item|section|row|control) (?:\d+(?:\.\d+)*[a-z]?|[a-z&]{2,6}-\d{2}(?:\.\d+)?)\b/.exec(q) ??
    /\b(?:in|see|per|from) \d+(?:\.\d+)*\.?[a-z]\b(?![\w-])/.exec(q) ??
    /\b(?:in|see|per|to|from) [a-z&]{2,6}-\d{2}(?:\.\d+)?\b/.exec(q) ??
    /\bif you answered\b[^,?]*|\b(?:the )?(?:previous|preceding|prior|above) (?:question|answer|item|section|response)\b|\bas (?:stated|described|mentioned|noted) (?:above|previously|earlier)\b|\b(?:described|mentioned|listed|referenced|identified) (?:above|in the previous)\b|\b(?:this|that|such) (?:policy|plan|process|procedure|program|programme|report|assessment|control|tool|document)s?\b/.exec(
      q,
    ) ??
    /^(?:if (?:so|yes|not|no)|if applicable)\b/.exec(q);
  return m ? m[0] : null;
}

const firstSentence = (text: string) => sentences(text)[0]?.trim() ?? text.trim();

/** A sentence that plainly says the point of the question is not done, not offered or not yet there. */
export function statesNotDone(sentence: string, headTerms: string[]): boolean {
  // "Yard ships a backup script; the vendor does not store any copy" is no plain "No" to the script: of a sentence's
  // parts, the one that says most of the question must be the denial (else a person reads it).
  return decidingPart(sentence, headTerms, (part) => {
    const lower = normalizeText(part);
    return (notYet.test(lower) || notOffered.test(lower) || plainDenial.test(lower)) && denies(part, headTerms);
  });
}

/**
 * Other plain statements that a thing is not done, as a subject states them (not an instruction that opens a
 * sentence with "Do not…"): "Sessions are not recorded", "we do not sign BAAs", "None of our products store…",
 * "Shared accounts are prohibited", "installations are outside the certificate", "engineers cannot deploy from their
 * machines", "engineers hold no standing access", "Nobody holds standing access", a table row's "ISO/IEC 27001: Not certified".
 */
const plainDenial =
  /^\s*(?:nobody|no one|no-one)\s+(?:is|are|has|have|holds?|can|may|gets?|receives?|keeps?|retains?)\b|^[^:;.]{1,80}:\s+(?:not|never)\s+(?:\w+ly\s+)?[a-z]+(?:ed|en)\b|\b(?:is|are|was|were)\s+not\s+(?:\w+ly\s+)?[a-z]+(?:ed|en)\b|\b[a-z]+\s+(?:does|do|did)\s+not\s+(?:currently\s+)?[a-z]+\b|\bnone of (?:our|the|its|their)\b|\b(?:is|are)\s+(?:strictly\s+|expressly\s+)?(?:prohibited|forbidden|disallowed)\b|\b(?:outside|out of)\s+(?:the\s+)?(?:scope|certificate|certification|report|audit)\b|\bexcluded from\b|\b(?:has|have|had|holds?|held|keeps?|contains?|offers?)\s+no\s+(?!later|more|less|longer|sooner|fewer|doubt|exceptions?)[a-z]|\b(?:has|have)\s+not\s+(?:yet\s+)?[a-z]+(?:ed|en)\b|\b(?:cannot|can not)\s+(?!be\b)[a-z]+/;

/**
 * A statement that opens by denying its thing ("No sensitive data in logs.", "No shared accounts."), as a policy's
 * rule lists it: plain enough for a "No" from a source already read as denying, too blunt to judge a draft's
 * own explanation by ("No secrets in source code" beside a statement on code scanning).
 */
export function opensWithDenial(sentence: string, headTerms: string[]): boolean {
  return (
    /^\s*(?:[•-]\s*)?no (?!exceptions?\b|deviations?\b|findings?\b|issues?\b|later\b|more\b|less\b|longer\b)[a-z]/i.test(sentence) &&
    denies(sentence, headTerms)
  );
}

/** An item of the answer's own questionnaire that it refers to ("See GNRL-08 for…", "Refer to question AAAI-08"). */
export function referencedItem(text: string): string | null {
  return itemReference.exec(text)?.[1] ?? null;
}
const itemReference = /\b(?:see|refer to|per|as in|as stated in)\s+(?:(?:question|item|section|row)\s+)?([A-Z&]{2,6}-\d{1,3}(?:\.\d+)?)\b/i;

/** A sentence that only sends the reader to another item of its own questionnaire ("See AAAI-08", "Refer to section 4.2 above."). */
export const pointsElsewhere = (sentence: string) => onlyAReference.test(sentence.trim());
const onlyAReference =
  /^(?:please )?(?:see|refer to|reference|as (?:per|in|stated in))\s+(?:\S+\s+){0,4}?(?:[A-Z&]{2,6}-\d{1,3}(?:\.\d+)?|\d+(?:\.\d+)+|above|below|(?:the )?(?:previous|prior|preceding) (?:question|answer|response))\b[^.]{0,80}\.?$/i;

/**
 * A sentence that leans on the one before it: it opens with a word pointing back ("They…", "These issues…",
 * "Once entered, they…"), so it means nothing once that sentence is left out.
 */
export const leansOnPrevious = (sentence: string) => pointsBack.test(sentence.trim());
const pointsBack =
  /^(?:(?:they|these|this|those|it|its|such|both|the latter|the former|however|otherwise|instead)\b|(?:as|with|for|in|given) (?:these|those|this|such)\b|[^,.;]{1,30},\s*(?:they|it|these|this)\b)/i;
