import { alternativesOf } from './alternatives';
import { contrastTerms, outsidePlace } from './contrast';
import { analyze, conceptTokens, endsWithConcept, lifecycleSteps, normalizeText } from './analyze';
import { asksDelivery } from './delivery';
import { optionPolarity } from './options';
import { adverseCount, adverseEvents, existenceQuestion, fillerWords, openStateItems } from './vocabulary';

/**
 * What kind of answer a question wants:
 * - yes_no: "Do you…?", "Is…?", or a cell whose list holds Yes / No;
 * - choice: a list of other options;
 * - how_often: "How often…?", "How frequently…?";
 * - list: "List…", "Which…", "What are…";
 * - describe: "Describe…", "Explain…", "How do you…?";
 * - short: a label such as "Vendor Name" or "Date".
 */
export type QuestionKind = 'yes_no' | 'choice' | 'how_often' | 'list' | 'describe' | 'short';

export interface QuestionInfo {
  text: string;
  kind: QuestionKind;
  /** The question also asks for an explanation ("If so, describe…"). */
  wantsText: boolean;
  /** Asks whether an adverse event happened, how many, or whether any is still open (a breach, audit exceptions, open vulnerabilities…): a person must answer. */
  disclosure: boolean;
  terms: string[];
  /** Terms of the question's main clause ("Do you carry cyber-risk insurance" of "… to protect against …"). */
  headTerms: string[];
  /** Terms that only qualify the point ("centrally managed", "remotely wiped"): evidence may leave them out. */
  soft: ReadonlySet<string>;
  /** Governance words set aside from the terms ("approved by management", "communicated to appropriate personnel"). */
  governance: string[];
  /** The things the question accepts either of ("a bug bounty or a disclosure program"), as terms; empty when none. */
  alternatives: string[][];
  /** Where the thing asked about is not ("outside the region"), as terms (contrast.ts); empty when none. */
  contrast: string[];
  /** The place the question asks whether the thing is outside of ("region"), or null (contrast.ts). */
  outside: string | null;
}

const auxiliaries = /^(?:do|does|did|is|are|was|were|can|could|have|has|had|will|would|should|shall|may|might|must)\b/;
const pastAuxiliary =
  /\b(?:have|has|had)\s+(?:you|your|there|the|any|an?|this|it)\b[^?]*?\b(?:had|been|experienced|suffered|reported|identified|noted|occurred|found|received|detected|disclosed)\b|\b(?:were|was|did)\s+(?:there|any|you|your|the|all)\b|\bhas there been\b|\bhave there been\b/;
const recentWindow =
  /\b(?:in|within|during|over) the (?:last|past|previous|prior) (?:\d+|one|two|three|five|ten|twelve)?\s*(?:months?|years?|days?)\b|\bmost recent\b|\blast (?:year|audit|assessment|report)\b/;

const customerRequest =
  /^(?:can|could|may|will|do|does)\s+(?:we|i|you|customers?|the customer|our (?:admins?|administrators?|users?))\s+(?:be able to\s+)?(?:ask|request)\b/;
const requestVerbs = new Set(analyze('ask request'));

export function analyzeQuestion(question: string, answerOptions: string[] | null): QuestionInfo {
  const text = question.trim();
  const lower = normalizeText(text).replace(/^\s*(?:\d+[.)]|[a-z][.)])\s+/, '');
  const options = (answerOptions ?? []).map((o) => optionPolarity(o));
  const hasYesNo = options.includes('yes') || options.includes('no');
  const sentences = questionSentences(lower);
  // A statement that sets the scene ("Firewalls are a basic network security control. Does your company use
  // firewalls…?") comes before the question: the question is the sentence that asks.
  const asks = /\?\s*$/.test(sentences[0] ?? '') ? undefined : sentences.find((x) => /\?\s*$/.test(x));
  const first = asks ?? sentences[0] ?? lower;
  // The scene before the question and the notes after it ("Note that in many cases…") are context.
  const context = sentences.filter((x) => x !== first && !/\?\s*$/.test(x)).join(' ');

  let kind: QuestionKind;
  // A form label ("Vendor Name", "Contact Email") on a row whose answer cell offers Yes / No asks for a value, not a yes or no.
  if (formLabel.test(lower)) kind = 'short';
  else if (hasYesNo) kind = 'yes_no';
  else if (answerOptions && answerOptions.length > 0) kind = 'choice';
  else if (/\bhow (?:often|frequently)\b|\bfrequency\b|\bat what interval\b/.test(lower)) kind = 'how_often';
  else if (auxiliaries.test(first)) kind = 'yes_no';
  else if (/^(?:list|enumerate|name|identify)\b|^(?:which|what) (?:are|were)\b|\bplease list\b/.test(first)) kind = 'list';
  else if (/^(?:describe|explain|provide|detail|outline|summari[sz]e|how|what|why|where|who|when|please)\b|\?$/.test(first)) kind = 'describe';
  else kind = 'short';

  const wantsText =
    kind === 'yes_no' &&
    /\b(?:if (?:so|yes|no|not)|describe|explain|provide|list|please|detail|specify)\b/.test(lower.slice(lower.indexOf(first) + first.length));
  // Whether something happened, how many times, or whether any is open right now: a person discloses it.
  const disclosure =
    (adverseEvents.test(lower) && (pastAuxiliary.test(lower) || recentWindow.test(lower))) ||
    adverseCount.test(lower) ||
    (existenceQuestion.test(lower) && openStateItems.test(lower));
  // Who approved it, who was told and who owns it qualify the point, unless they are the point ("Is it approved by management?").
  const governance = [...lower.matchAll(governanceQualifiers)].filter((m) => /\b(?:that|which|and)\b|,/.test(lower.slice(0, m.index)));
  const withoutGovernance = (s: string) => governance.reduce((out, m) => out.replace(m[0], ' '), s);
  const terms = analyze(governance.length > 0 ? withoutGovernance(lower) : text);
  // Only terms of the whole question: a cut inside a phrase of the vocabulary leaves its words, not its token.
  const asked = new Set(terms);
  // "Can we ask for our records to be deleted?": the customer's asking is how, the deletion is what is asked.
  const head = analyze(mainClause(withoutGovernance(first))).filter((t) => asked.has(t) && !(customerRequest.test(first) && requestVerbs.has(t)));
  return {
    text,
    kind,
    wantsText,
    disclosure,
    terms,
    headTerms: head.length > 0 ? head : terms,
    soft: qualifierTerms(lower, terms, context),
    governance: governance.map((m) => m[0]),
    alternatives: alternativesOf(first),
    contrast: contrastTerms(mainClause(first)),
    outside: outsidePlace(mainClause(first)),
  };
}

/**
 * The sentences of a question. The dot of an abbreviation ("e.g.", "i.e.", "etc.") or an ellipsis ends none:
 * "Do you manage your software supply chain (e.g. libraries, repositories)?" is one sentence, and its point is
 * the supply chain, not the examples.
 */
export function questionSentences(lower: string): string[] {
  const masked = lower.replace(/\b(e\.g|i\.e|etc|incl|approx|cf|vs)\./g, (m) => m.replace(/\./g, ABBREVIATION_DOT)).replace(/\.{3}|…/g, ELLIPSIS);
  return masked
    .split(/(?<=[?.!])\s+/)
    .filter(Boolean)
    .map((x) => x.replaceAll(ABBREVIATION_DOT, '.').replaceAll(ELLIPSIS, '...'));
}
const ABBREVIATION_DOT = '\u2024';
const ELLIPSIS = '\u2026';

/**
 * A form field's label: a few words ending in what is asked for (a name, date, address, contact…), no verb
 * of a question and no question mark.
 */
const formLabel =
  /^(?![^?]*\?)(?!.*\b(?:do|does|did|is|are|was|were|be|been|can|could|have|has|had|will|would|should|shall|may|must)\b)(?:[a-z0-9&/().,'-]+\s+){0,4}(?:name|date|e-?mail(?: address)?|phone(?: number)?|telephone|title|address|url|link|website|web site|contact|version|description|duns(?: number)?)s?\s*:?\s*$/;

/** Words ending in -ly that are not adverbs. */
const notAdverbs = new Set(
  'only early apply supply reply comply rely multiply family assembly anomaly monopoly italy july ally bully belly jelly holy ugly'.split(' '),
);

/**
 * Adverbs of manner ("centrally", "remotely", "automatically"): how a thing is done, which evidence that
 * states the thing is done often leaves out. A word that also stands in the question in another form
 * ("central logging … centrally") stays a full term.
 */
function qualifierTerms(lower: string, terms: string[], context = ''): Set<string> {
  const soft = new Set<string>();
  // A part that qualifies what the question asks: the words of it that the rest of the question does not use.
  const qualifyingPart = (part: string) => {
    if (!part.trim()) return;
    const rest = new Set(analyze(lower.replace(part, ' ')));
    for (const t of analyze(part)) if (!rest.has(t)) soft.add(t);
  };
  // The scene a question is set in, the notes after it, the examples it gives ("such as authentication, data
  // access") and the people a who-clause names ("personnel who are entrusted with…").
  for (const sentence of context.split(/(?<=[.!])\s+/)) qualifyingPart(sentence);
  for (const m of lower.matchAll(examples)) qualifyingPart(m[0]);
  for (const m of lower.matchAll(whoClause)) qualifyingPart(m[0]);
  // When it is done, unless that is a control of its own ("prior to their first day of work" is a pre-hire check).
  for (const m of lower.matchAll(whenClause)) if (!analyze(m[0]).some((t) => conceptTokens.has(t))) qualifyingPart(m[0]);
  const add = (word: string) => {
    const t = analyze(word)[0];
    if (t && terms.filter((x) => x === t).length === 1) soft.add(t);
  };
  // Not an adverb of an -able word: "publicly routable", "publicly available" say which, not how.
  for (const m of lower.matchAll(/\b([a-z]{4,})ly\b(?!\s+[a-z]+(?:able|ible)\b)/g)) if (!notAdverbs.has(m[0])) add(m[0]);
  for (const m of lower.matchAll(degreeWords)) add(m[0]);
  for (const m of lower.matchAll(outputVerbs)) add(m[0]);
  for (const m of lower.matchAll(handlingVerbs)) add(m[0]);
  // "Will you share the results of…?": whether and in what form a thing is handed over is read by delivery.ts, in the
  // source's own words ("a summary letter … available on request"); what it is of is the point.
  if (asksDelivery(lower)) for (const m of lower.matchAll(deliveryVerbs)) add(m[0]);
  for (const m of lower.matchAll(capabilityVerbs)) add(m[1]!);
  for (const m of lower.matchAll(theProduct)) add(m[1]!);
  for (const m of lower.matchAll(narrowedData)) add(m[1]!);
  // A scope qualifies a point the question names besides it; "policies … for all endpoints" is about endpoints.
  const scopes = [...lower.matchAll(scopeNouns)].flatMap((m) => (m[2] ? [m[1]!, m[2]] : [m[1]!]));
  const scopeTerms = new Set(scopes.map((word) => analyze(word)[0]));
  const point = terms.filter((t) => !scopeTerms.has(t) && !lifecycleSteps.has(t) && !governanceNouns.has(t));
  if (new Set(point).size >= 2) {
    for (const word of scopes) add(word);
    // "Do you have processes in place for managing configurations?": a source that states the thing implies the process.
    for (const m of lower.matchAll(processWords)) add(m[0]);
  }
  // "Are your systems configured to log security events?": the systems log them.
  for (const m of lower.matchAll(/\b(configured) to\b/g)) add(m[1]!);
  // "SSO protocols", "a SIEM solution": the named thing carries the point, the noun right after it only its kind
  // (not "RBAC for system administrators", where the noun begins another phrase).
  for (const m of lower.matchAll(kindNouns)) {
    const before = lower
      .slice(0, m.index)
      .replace(/\s*\([^)]*\)\s*$/, '')
      .trimEnd();
    const previous = before.match(/[a-z0-9/-]+$/)?.[0];
    if (previous && !fillerWords.has(previous) && endsWithConcept(before.slice(-60))) add(m[0]);
  }
  return soft;
}

const kindNouns =
  /\b(?:protocols?|solutions?|tools?|technolog(?:y|ies)|software|platforms?|methods?|techniques?|practices?|systems?|features?|products?|services?)\b/g;

/**
 * Words of degree and regularity ("a dedicated secrets manager", "major cloud providers", "24/7 on-call coverage",
 * "on a regular schedule"): they say how much, how well or how steadily, which evidence that states the thing
 * itself often leaves out.
 */
const degreeWords =
  /\b(?:dedicated|designated|formal|formally|fully|major|comprehensive|robust|effective|strong|proper|reasonable|timely|coverage|regular|consistent|mature|industry[- ]standard|well[- ]defined|latest|most recent|scheduled|(?<=\b(?:a|regular|set|defined|fixed|predefined|routine|periodic) )schedule)\b/g;

/**
 * "Are alerts generated…?": the verb says the thing comes out, which a source that states the thing ("monitored
 * with alerting") seldom says. It stays a term (keys are generated, not only kept), with less weight.
 */
const outputVerbs = /\b(?:generated?|generates|produced|produces)\b/g;

/**
 * "Do you require vendors to sign DPAs?", "Do you respond to data subject requests?": the verb only says the
 * thing asked for is dealt with, which a source that states it ("a DPA is required") seldom repeats.
 */
const handlingVerbs = /\b(?:sign|signs|signed|respond|responds|responded)\b/g;

/** The verb of a question about handing a thing to the customer ("share", "supply", "send"), and the form of the thing ("the results of"). */
const deliveryVerbs = /\b(?:share|supply|furnish|send|deliver)\b|\b(?:results?|reports?|summar(?:y|ies)|letters?|cop(?:y|ies)|findings)\b(?= (?:of|from)\b)/g;

/**
 * "Does your solution support SSO?", "Does the application allow API keys?": the verb says a feature is available,
 * which a source that states it ("users can sign in with their SSO") seldom says in that word. Not "offer" or
 * "provide": to whom a thing is given is the point ("Do you offer a DPA to customers?" is not met by "DPAs are
 * obtained from processors"; bench:probe).
 */
const capabilityVerbs = /\b(?:do|does|can|will|would)\s+(?:you|it|they|(?:your|the|this)\s+[a-z]+)\s+(support|allow|enable|permit)\b/g;

/**
 * Where or for whom the thing is done, said in generic nouns ("penetration tests on all systems used to provide
 * services to customers", "security patches on servers", "vulnerabilities in your systems"): a source that states
 * the thing seldom repeats its scope ("monitor your network for…", "logs produced by your servers stored…"). Only
 * after a preposition or "your" / "our", and at the end of its noun phrase (before punctuation, a joining word or a
 * participle), so that the thing itself ("operating system updates", "customer data") stays a full term; two such nouns
 * joined by "and" / "or" ("deleted from all your systems and archives") are one scope. Chosen on the Northwind
 * documents asked in another framework's words (VSAQ infrastructure and programme questions).
 */
const scopeNouns =
  /\b(?:(?:on|in|across|for|to|of|by|from|within|throughout|provide) (?:all|any|every|each|your|our|the|its|their|these|those)?|your|our)\s*(?:(?:relevant|critical|internal|external|company|corporate|customer-facing|information|it|other) )?(systems?|servers?|services?|environments?|infrastructure|networks?|applications?|platforms?|customers?|clients?)(?: (?:and|or) (archives|backups|databases|systems|servers|networks|applications))?(?=\s*(?:[?,.;:)]|$|\b(?:used|that|which|who|where|and|or|to|for|with|in|on)\b|\b[a-z]{3,}ed\b))/g;

/**
 * "Is sensitive data encrypted in storage?": a source that states it of all data ("Data at rest is encrypted") states
 * it of the sensitive part. Only where the data is what something is done to; in "sensitive data handling" the
 * adjective names the thing asked about.
 */
const narrowedData =
  /\b(sensitive|confidential) (?:customer |personal |institutional )?(?:data|information)\b(?=\s*(?:[,?.;:)]|$|\b(?:is|are|be|been|being|[a-z]{3,}ed)\b))/g;

/**
 * Examples a question gives of what it asks about, to the end of their clause or parenthesis. Asides in brackets
 * ("(both physical and logical)") were measured too and not taken: one more answer and one related-answer pair
 * fewer in the top five, on the tuned halves.
 */
const examples = /\b(?:such as|e\.g\.?|for example|for instance|including(?: but not limited to)?)[^.;?)]*/g;

/** When the thing is done, said at the end of the question ("… peer reviewed before release?", "… before engaging them?"). */
const whenClause = /\b(?:before|prior to|after|upon|once)\s+[^,;?()]*(?=\?\s*$)/g;

const processWords = /\b(?:process|processes|procedure|procedures)\b/g;

/** Words every policy question uses for what it asks about: not a point of their own. */
const governanceNouns = new Set(
  analyze('policy policies procedure procedures process processes control controls program programme measures practices standards'),
);

/**
 * Which people a control covers ("background checks for personnel who are entrusted with sensitive information"):
 * a source that states the control for its staff seldom repeats who among them.
 */
const whoClause = /\bwho (?:are|is|have|has|were|will|may|can)\b([^?.;]*)/g;

/**
 * "Does the product encrypt data at rest?", "Is there RBAC in the product?": the product named as such is what every
 * answer of the questionnaire is about, and a source that states the control seldom says "the product". Only
 * "product": softening "solution", "application" or "service" too lost answers whose source does use that word
 * ("tie in their existing single sign-on solution"; bench:drafting, both halves).
 */
const theProduct = /\b(?:the|your|this|each) (products?)\b/g;

/**
 * The governance words a questionnaire adds to every policy or programme it asks about ("approved by management,
 * communicated to appropriate personnel, and has an owner to maintain and review the policy"): a source that
 * states the policy exists seldom repeats them, so they are not terms of the question.
 */
const governanceQualifiers =
  /\b(?:approved|endorsed|sponsored|signed off) by (?:the )?(?:senior |executive |organi[sz]ational )?(?:management|leadership)\b|\bcommunicated to (?:all |appropriate |relevant |applicable |the )?(?:personnel|employees|staff|constituents|parties|stakeholders|workforce(?: members)?)\b|\b(?:has|have|with) an? (?:designated |assigned |named )?owner(?: assigned)?(?: to (?:maintain|review|update)(?: and (?:maintain|review|update))?)?\b/g;

/**
 * The main clause of a question: without a leading condition ("If you don't support SSO, …") and
 * without what follows the point (purposes, examples, qualifiers: "to …", "(e.g. …)", "such as …").
 */
export function mainClause(sentence: string): string {
  let s = sentence.replace(/^if [^,?]{3,80},\s*/i, '');
  s = s
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    // An aside between commas ("data, including backups, stored…") is not where the clause ends.
    .replace(/,\s*(?:including|such as|e\.g\.|for example|i\.e\.)[^,?;]*,/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut =
    /\s(?:to|for|that|which|when|where|while|within|in order|so that|such as|including|e\.g\.?|i\.e\.?|because|according to|as defined|as required|if|beyond|against|under|using|via|with|by|at least)\s|[?;:,]/gi;
  // The shortest prefix, ending at a qualifier, that names at least three things.
  for (const m of s.matchAll(cut)) {
    const prefix = s.slice(0, m.index);
    // A policy's life steps ("established, documented, approved…") name no subject of their own.
    if (new Set(analyze(prefix).filter((t) => !lifecycleSteps.has(t))).size >= 3) return prefix;
  }
  return s;
}

export { optionPolarity } from './options';
