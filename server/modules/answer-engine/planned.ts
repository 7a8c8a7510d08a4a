import { analyze, normalizeText } from './analyze';

/**
 * Words that say a thing is not done yet, only planned, being considered or tried out: "Not yet: …", "on the
 * roadmap", "is in beta", "planned for Q3", "we are evaluating a bug bounty programme for 2027", "DLP tooling will be deployed
 * next year". A policy's "will" alone ("access will be reviewed quarterly") is a rule, not a plan: a future
 * "will" counts only with a time to come.
 */
export const notYet = new RegExp(
  [
    String.raw`\bnot yet\b|\b(?:on|in) (?:the|our) (?:product )?roadmap\b|\broadmap item\b|\b(?:is|are) (?:being )?planned\b|\bplanned for\b`,
    String.raw`\bplan(?:s|ning)? to (?:add|offer|support|introduce|implement|complete|launch|deploy|adopt|obtain|achieve|pursue|roll out|start|begin|establish)\b`,
    String.raw`\b(?:is|are) (?:currently |still |only )?(?:available )?(?:in|as an?) (?:closed |open |private |public )?(?:beta|preview|early access|pilot)\b|\b(?:is|are) (?:currently |still |only )?(?:an? )?(?:optional |experimental |opt-in )?(?:beta|preview)\b|\bunder development\b|\bin development\b|\b(?:is|are) (?:still |currently )?(?:listed as )?["“]?(?:in progress|in process|under way|underway)\b|\bcoming soon\b|\bnot (?:currently|presently)\b|\b(?:currently|presently) (?:not|does not|do not|cannot)\b|\bno plans? to\b`,
    String.raw`\b(?:are|is|am) (?:currently )?(?:evaluating|exploring|considering|investigating|piloting|working towards?)\b`,
    String.raw`\b(?:intend|intends|aim|aims|expect|expects|anticipate|anticipates) to (?:add|offer|support|introduce|implement|complete|launch|deploy|adopt|obtain|achieve|roll out|start|begin|establish|issue|receive|publish|release|be issued|be certified|be audited|have)\b`,
    String.raw`\b(?:expect|expects|anticipate|anticipates) (?:receiving|issuing|publishing|releasing|completing|obtaining|achieving|launching|adding|offering)\b`,
    // An audit or observation period that has begun is not yet a report: "its first SOC 2 Type II period is under way".
    String.raw`\b(?:period|window|audit|assessment|certification|examination|observation)s? (?:is |are )?(?:currently |now )?(?:under ?way|in progress|ongoing)\b`,
    String.raw`\bwill\b[^.;]{0,60}?\b(?:next (?:year|quarter|month|release)|later this (?:year|quarter)|(?:in|by) (?:early |mid-?|late )?(?:q[1-4] )?20\d\d|(?:in|by) q[1-4]|in the coming (?:weeks|months|year)|in the future)\b`,
  ].join('|'),
);

/** Where a clause ends: punctuation, table cells, and the conjunctions that join two statements. */
export const clauseBreak = /[,;:|]|\s(?:and|but|while|whereas|although|though)\s/;

/**
 * The sentence says the point of the question is only planned: the plan and what the question is about stand
 * in the same clause ("Passkeys will be supported next year" does not make "Is MFA enforced?" a plan).
 */
/** The question asks about the plan itself ("Is SSO on your roadmap?", "If not, is an audit planned?"): a plan answers it "Yes". */
export const asksAboutPlans = (question: string) =>
  /\b(?:planned|plans? (?:to|for)|roadmap|intend(?:s|ed)? to|scheduled|expected|upcoming|in progress|under way|underway|beta|preview|early access|pilot)\b/.test(
    normalizeText(question).replace(notInTrial, ' '),
  );

/** "Generally available (i.e. not beta or preview)?" asks whether the thing is past its trial, not about the trial. */
const notInTrial =
  /\b(?:not|no longer|out of) (?:in |an? )?(?:beta|preview|early access|pilot)(?:(?:,| or| and|\/) ?(?:in |an? )?(?:beta|preview|early access|pilot))*\b/g;

export function onlyPlanned(sentence: string, headTerms: string[]): boolean {
  return inClauseNamingIt(notYet, sentence, headTerms);
}

/** The words stand in a clause of the sentence that also names what the question is about. */
function inClauseNamingIt(words: RegExp, sentence: string, headTerms: string[]): boolean {
  const lower = normalizeText(sentence);
  if (!words.test(lower)) return false;
  const head = new Set(headTerms);
  return lower.split(clauseBreak).some((clause) => words.test(clause) && analyze(clause).some((t) => head.has(t)));
}

/**
 * An attestation that is no longer held: "expired in March 2024", "has not been renewed", "previously held …
 * until 2023", "suspended pending a new audit". Read only for a question about the organisation's own
 * attestation, where these words cannot be a practice ("accounts are suspended after five failed sign-ins").
 */
const lapsed =
  /\b(?:expired|lapsed|suspended|revoked|withdrawn)\b|\bno longer (?:held|valid|current|certified|compliant|maintained|in place)\b|\b(?:previously|formerly) (?:held|had|maintained|was|were|certified|compliant|attested)\b|\b(?:has|have) not been renewed\b|\buntil (?:19|20)\d\d\b/;

/** The sentence says the attestation asked about is no longer held, in the clause that names it. */
export function noLongerHeld(sentence: string, headTerms: string[]): boolean {
  return inClauseNamingIt(lapsed, sentence, headTerms);
}
