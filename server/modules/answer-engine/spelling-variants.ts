/**
 * British and American spellings of the same word ("organisation" / "organization", "licence" / "license",
 * "behaviour" / "behavior"): a British policy must answer an American questionnaire. Every word is read in
 * its American form before it is stemmed, on both sides of a match.
 */

/** Whole words whose British form differs by more than an ending rule can say. */
const variants: Record<string, string> = Object.fromEntries(
  [
    'behaviour behavior',
    'behaviours behaviors',
    'behavioural behavioral',
    'honour honor',
    'colour color',
    'favour favor',
    'labour labor',
    'neighbour neighbor',
    'harbour harbor',
    'endeavour endeavor',
    'humour humor',
    'armour armor',
    'vapour vapor',
    'rumour rumor',
    'centre center',
    'centres centers',
    'centred centered',
    'metre meter',
    'metres meters',
    'fibre fiber',
    'calibre caliber',
    'licence license',
    'licences licenses',
    'defence defense',
    'defences defenses',
    'offence offense',
    'offences offenses',
    'pretence pretense',
    'catalogue catalog',
    'catalogues catalogs',
    'catalogued cataloged',
    'dialogue dialog',
    'analogue analog',
    'programme program',
    'programmes programs',
    'labelled labeled',
    'labelling labeling',
    'cancelled canceled',
    'cancelling canceling',
    'modelled modeled',
    'modelling modeling',
    'travelled traveled',
    'travelling traveling',
    'levelled leveled',
    'channelled channeled',
    'signalled signaled',
    'signalling signaling',
    'counselled counseled',
    'counselling counseling',
    'tunnelled tunneled',
    'fuelled fueled',
    'totalled totaled',
    'marshalled marshaled',
    'enrol enroll',
    'enrols enrolls',
    'enrolment enrollment',
    'enrolments enrollments',
    'fulfil fulfill',
    'fulfils fulfills',
    'fulfilment fulfillment',
    'instalment installment',
    'instalments installments',
    'skilful skillful',
    'wilful willful',
    'judgement judgment',
    'acknowledgement acknowledgment',
    'ageing aging',
    'grey gray',
    'practise practice',
    'practised practiced',
    'practising practicing',
    'aluminium aluminum',
  ].map((pair) => pair.split(' ') as [string, string]),
);

/**
 * -ise / -ised / -ising / -isation and -yse / -ysed / -ysing become -ize forms. A word with no -ize form
 * ("advised", "premises") is changed too: the stemmer already reads "advise" as "adviz", so both stay one word.
 */
const iseEnding = /^([a-z]{3,})is(e|es|ed|ing|ation|ations|er|ers)$/;
const yseEnding = /^([a-z]{2,})ys(e|es|ed|ing|er|ers)$/;
export function americanSpelling(word: string): string {
  const known = variants[word];
  if (known) return known;
  if (word.length >= 6) {
    const ise = iseEnding.exec(word);
    if (ise) return `${ise[1]}iz${ise[2]}`;
    const yse = yseEnding.exec(word);
    if (yse && /^(?:anal|paral|catal|dial|electrol|hydrol)$/.test(yse[1]!)) return `${yse[1]}yz${yse[2]}`;
  }
  return word;
}

/** What these rules are, for the analyzer's signature (analyze.ts): a change to them changes stored terms. */
export const spellingRules = JSON.stringify([variants, iseEnding.source, yseEnding.source, String(americanSpelling)]);
