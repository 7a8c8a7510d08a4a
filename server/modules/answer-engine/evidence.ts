import { analyze, conceptTokens, lifecycleSteps, normalizeText } from './analyze';
import { choicePolarity, type Polarity } from './choice';
import type { Prepared } from './prepared';
import type { LibraryCandidate, PassageCandidate } from './retrieve';
import { ANOTHER_OF_ITS_KIND, namesAnother } from './exclusive';
import { LACKS_CONTRAST, lacksContrast, statesInside } from './contrast';
import { askedRequirement, fallsShort, onlyRemovalDeadline, readRequirement, type Requirement } from './intervals';
import { orSidesOf, readAlternatives, statesNeither, withoutOtherSide } from './alternatives';
import { asksAboutPlans, clauseBreak, noLongerHeld, onlyPlanned } from './planned';
import { asksOwnAttestation, speaksOfProvider } from './provider-statements';
import { reportsFlaw } from './flaw-report';
import { asksProductFeature, speaksOfWorkforce } from './workforce-statements';
import { cosine, coverage, frequencies, headingNames, phrase, scoreSentences, sentenceTerms, termList, type ScoredSentence, type Weights } from './score';
import { basisTerms } from './library-basis';
import { isAim, isListedRequirement, leadInOf, statements, withAntecedent, withoutContrast, withStatement } from './statements';
import { thresholds } from './thresholds';
import { absentCell, askedCell, askedRow, rowLabelHeader } from './table-cells';
import { askedDocument, titleOf, titled } from './documented-plan';
import { deniesTheRest } from './only-questions';
import { ABOUT_THE_DOCUMENT, describesTheDocument } from './document-framing';
import { askedOffering, asksEveryOffering, keptToOthers, keptToSome, namesOtherOffering } from './every-plan';
import { sentences } from '../../lib/sentences';
import {
  afterTheFact,
  blockedWherePermitted,
  decidingPart,
  denialBeside,
  deniesOnlyEnforcement,
  deniesOnlyTitle,
  doneWithout,
  keptApart,
  leftToCustomer,
  aroundTheClockTerms,
  limitedHours,
  offByDefault,
  optionalWhereEnforced,
} from './denials';
import { clausesNaming, deniedCell, names, onlyForOthers, outOfScope, speaksForOthers, withoutOthersValues, type ProductScope } from './product-statements';

/** Evidence in scope for a question: library answers and document passages, with their match strength. */
export interface Evidence {
  kind: 'library' | 'document';
  id: string;
  name: string;
  url: string;
  /** Document id or library group: agreement is counted across distinct keys. */
  key: string;
  text: string;
  excerpt: string;
  strength: number;
  polarity: Polarity | null;
  /** Scoped to the asked product(s) specifically, not to all products. */
  specific: boolean;
  choice: string | null;
  /** A passage's heading. */
  heading?: string;
  /** A library answer whose group holds disagreeing answers (the knowledge hub lists it as a conflict). */
  conflict?: boolean;
  /** Read sentence by sentence (or answered with its own Yes / No): only such a source may vote on the answer. */
  read?: boolean;
  /** The source says the thing asked is only planned or being considered (planned.ts). */
  planned?: boolean;
  /** The source says the attestation asked about has expired or is no longer held (planned.ts). */
  lapsed?: boolean;
  /** What it states best is a standard's requirement as a checklist lists it: what must be done, not that it is (statements.ts). */
  listed?: boolean;
  /** That best statement is an item of a plan's list of objectives ("• Reduce risk to core operations."). */
  aim?: boolean;
  /** It places the thing inside the place the question asks whether it is outside of (contrast.ts). */
  inside?: boolean;
  /** The source states the control, but less often, for less time or taking longer than the question asks (intervals.ts). */
  shortfall?: { stated: string; asked: string; kind: Requirement['kind']; unit?: Requirement['unit'] };
  /** The statement read gives a figure for the question's requirement (how often, how long, how much), either way. */
  figure?: boolean;
  /** A statement of it names the product asked about and denies the point for it, or keeps the point to other products. */
  productDenied?: boolean;
  /** It denies the point without saying "not": the thing is left to the customer, or optional where the question asks it enforced (denials.ts). */
  deniedAs?: 'customer' | 'optional' | 'off' | 'without' | 'after' | 'apart' | 'absent' | 'some' | 'blocked' | 'hours';
  /** Share of the question's main clause, in the words the knowledge base uses, that the statement read says under its heading. */
  statedHead?: number;
  /** The statement read names the most specific of those words (the rarest in the knowledge base). */
  namesRarest?: boolean;
  /** Its strength already counts that it names another thing of the kind asked (exclusive.ts). */
  anotherOfKind?: boolean;
}

export const documentUrl = (id: string) => `/api/v1/knowledge-hub/documents/${id}/download/`;
export const libraryUrl = (id: string) => `/api/v1/knowledge-hub/library/${id}/`;

/** A library answer as a source of a draft, with the words of it that are quoted. */
export function libraryEvidence(
  c: LibraryCandidate,
  text: string,
  reading: Pick<Evidence, 'strength' | 'polarity' | 'specific'> & Partial<Pick<Evidence, 'conflict' | 'shortfall'>>,
): Evidence {
  return {
    kind: 'library',
    id: c.id,
    name: c.question,
    url: libraryUrl(c.id),
    key: `g:${c.groupId}`,
    text,
    excerpt: excerptOf(text || c.answerChoice || ''),
    choice: c.answerChoice,
    ...reading,
  };
}

/** Whether a source covers the products asked about; `specific` when it names them rather than all products. */
export function scopeFor(p: Prepared, allProducts: boolean, ids: string[]) {
  if (allProducts) return { inScope: true, specific: false };
  if (p.productIds.length === 0) return { inScope: true, specific: false };
  return { inScope: p.productIds.every((id) => ids.includes(id)), specific: true };
}

/**
 * What is left of a source whose words match but whose fact is another: it names another thing of the kind asked
 * (exclusive.ts), or leaves out where the thing is not (contrast.ts).
 */
function otherFact(q: Prepared['info'], candidate: ReadonlySet<string>): number {
  return (namesAnother(q.terms, candidate) ? ANOTHER_OF_ITS_KIND : 1) * (lacksContrast(q.contrast, candidate) ? LACKS_CONTRAST : 1);
}

/** Library candidates with their question similarity and scope, best first. */
export function scoreLibrary(p: Prepared, library: LibraryCandidate[], w: Weights) {
  const seen = new Set<string>();
  return library
    .filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)))
    .map((c) => {
      const qTerms = termList(c.questionTerms);
      const aTerms = termList(c.answerTerms);
      const sim =
        Math.max(cosine(p.info.terms, qTerms.set, w, basisTerms(c.question)), c.trgm * 0.97) * otherFact(p.info, new Set([...qTerms.set, ...aTerms.set]));
      return { c, sim, qTerms, aTerms, ...scopeFor(p, c.allProducts, c.productIds) };
    })
    .sort((a, b) => b.sim - a.sim);
}

export type ScoredLibrary = ReturnType<typeof scoreLibrary>[number];

/** Weight of what an entry's question and answer together cover, beside the likeness of the questions. */
const RELATED_COVERAGE = 0.3;
/** Bonus for an entry's question that keeps the question's words together ("source IP address", not "source … IP"). */
const RELATED_PHRASE = 0.1;

/**
 * The library answers shown beside a draft, most related first: the likeness of the questions, and how much
 * of the question the entry covers with its answer too. Another framework often asks the same control in
 * other words, which the answer to it names (a question on watching for attacks day and night beside a
 * logging question whose answer says the logs are monitored 24/7). Weight chosen on one half of the HECVAT → CAIQ pairs,
 * reported on the other (ADR 0008); so is the bonus for words kept together.
 */
export function relatedOrder(lib: ScoredLibrary[], q: Prepared['info'], w: Weights): ScoredLibrary[] {
  const score = (x: ScoredLibrary) =>
    (1 - RELATED_COVERAGE) * x.sim +
    RELATED_COVERAGE * coverage(q.terms, new Set([...x.qTerms.set, ...x.aTerms.set]), w, q.soft) +
    RELATED_PHRASE * phrase(q.terms, x.qTerms);
  return lib
    .map((x) => ({ x, s: score(x) }))
    .sort((a, b) => b.s - a.s)
    .map((r) => r.x);
}

/**
 * Every in-scope source with its strength (share of the question, main clause and all, that it covers),
 * best first; the best few are read sentence by sentence for their excerpt and whether they deny the point.
 */
export function gatherEvidence(p: Prepared, lib: ScoredLibrary[], passages: PassageCandidate[], w: Weights, products: ProductScope | null = null): Evidence[] {
  const q = p.info;
  const evidence: Evidence[] = [];
  const requirement = askedRequirement(q.text);
  const sides = orSidesOf(q.text);
  // A source that says one side of the question's "or" need not say the other ("approved by the board" for "by senior management or the board").
  const asked = (list: string[], set: ReadonlySet<string>) => withoutOtherSide(list, sides, (t) => set.has(t) || w.variants(t).some((v) => set.has(v)));
  for (const x of lib) {
    if (!x.inScope || !(x.c.answerText?.trim() || x.c.answerChoice)) continue;
    const all = termList(`${x.c.questionTerms ?? ''} ${x.c.answerTerms ?? ''}`).set;
    const cov = (0.5 * coverage(q.headTerms, all, w, q.soft) + 0.5 * coverage(q.terms, all, w, q.soft)) * otherFact(q, all);
    // An answer on the point that does the thing less often, keeps it for less time or takes longer than asked.
    const short =
      requirement && (x.sim >= thresholds.similarQuestion || cov >= 0.5) && choicePolarity(x.c.answerChoice) !== 'no'
        ? fallsShort(`${x.c.question} ${x.c.answerText ?? ''}`, requirement, q.terms)
        : null;
    if (short) {
      evidence.push(
        libraryEvidence(x.c, `${x.c.answerText ?? ''}`.trim() || x.c.question, {
          strength: Math.max(x.sim, 0.9 * cov),
          polarity: 'no',
          specific: x.specific,
          conflict: x.c.hasConflict,
          shortfall: { stated: short.words, asked: requirement!.words, kind: requirement!.kind, unit: requirement!.unit },
        }),
      );
      continue;
    }
    evidence.push(
      libraryEvidence(x.c, `${x.c.answerText ?? ''}`.trim(), {
        // An answer to another question is one step removed from this one.
        strength: Math.max(x.sim, 0.9 * cov),
        // Its Yes or No answers its own question: it speaks for this one only when the questions are alike.
        // A "No" (or "N/A", however numbered or worded) never counts as support for a "Yes", alike or not.
        polarity:
          x.sim >= thresholds.similarQuestion || choicePolarity(x.c.answerChoice) === 'no' || choicePolarity(x.c.answerChoice) === 'na'
            ? choicePolarity(x.c.answerChoice)
            : null,
        conflict: x.c.hasConflict,
        specific: x.specific,
      }),
    );
  }
  // "The application", "the solution", "the scoped service": asked for a product, the words name it, and a passage
  // kept for that product, or naming it, speaks of it though it never says "application".
  const productWords = p.productIds.length > 0 ? q.terms.filter((t) => PRODUCT_WORDS.has(t)) : [];
  const ofAsked = new Set<Evidence>();
  // "Do you have a documented incident response plan?": a document titled so is one (documented-plan.ts).
  const documentAsked = askedDocument(q.text);
  const openings = new Map<string, { c: PassageCandidate; e: Evidence }>();
  const seenPassage = new Set<string>();
  for (const c of passages) {
    if (seenPassage.has(c.id)) continue;
    seenPassage.add(c.id);
    const scope = scopeFor(p, c.allProducts, c.productIds);
    // A section of a company-wide document headed with a product's name ("Continuity › Lumen Vault") speaks for that product.
    const headed = products && c.heading ? (speaksForOthers(c.heading, products) ? 'others' : names(c.heading, products.asked) ? 'asked' : null) : null;
    if (headed === 'others') continue;
    const terms = termList(c.terms);
    const speaksOfAsked = productWords.length > 0 && (scope.specific || headed === 'asked' || (products !== null && names(c.text, products.asked)));
    const set = speaksOfAsked ? new Set([...terms.set, ...productWords]) : terms.set;
    const cov = 0.5 * coverage(asked(q.headTerms, set), set, w, q.soft) + 0.5 * coverage(asked(q.terms, set), set, w, q.soft);
    if (!scope.inScope) continue;
    const passage: Evidence = {
      kind: 'document',
      id: c.documentId,
      name: c.documentName + (c.heading ? ` › ${c.heading}` : '') + (c.page ? ` (p. ${c.page})` : ''),
      url: documentUrl(c.documentId),
      key: `d:${c.documentId}`,
      text: c.text,
      excerpt: '',
      strength: cov * (0.85 + 0.15 * phrase(q.terms, terms)) * otherFact(q, set),
      anotherOfKind: namesAnother(q.terms, set),
      polarity: null,
      specific: scope.specific || headed === 'asked',
      choice: null,
      heading: c.heading,
    };
    if (documentAsked && titled(titleOf(c.heading, c.documentName), documentAsked)) {
      // the document's opening passage (under its title alone, first in it) speaks for it
      const opening = openings.get(c.documentId);
      const rank = (x: PassageCandidate) => (x.heading?.split(' › ').length ?? 0) * 1e6 + (x.position ?? 0);
      if (!opening || rank(c) < rank(opening.c)) openings.set(c.documentId, { c, e: passage });
    }
    evidence.push(passage);
    if (speaksOfAsked) ofAsked.add(passage);
  }
  const titledDocuments = new Set([...openings.values()].map((x) => x.e));
  for (const e of titledDocuments) e.strength = Math.max(e.strength, TITLED_DOCUMENT);
  // Passages that match as well as each other only through a heading they share ("Change Management Policy ›
  // Scope", "… › Policy"): the one whose own words say more of the question comes first.
  const ownWords = new Map<Evidence, number>();
  const own = (e: Evidence) => {
    let x = ownWords.get(e);
    if (x === undefined) ownWords.set(e, (x = e.kind === 'document' ? coverage(q.terms, sentenceTerms(e.text), w, q.soft) : 0));
    return x;
  };
  evidence.sort((a, b) => b.strength - a.strength || own(b) - own(a));
  // Sentence-level reading only for the best few, and for every source close enough to the best to vote on
  // the answer (an unread source would count as a "Yes"): the excerpt, and whether it denies the point.
  const voting = evidence[0] ? evidence[0].strength * thresholds.agreement : 0;
  const read = Math.max(6, Math.min(READ_AT_MOST, evidence.filter((e) => e.strength >= voting).length));
  const ownAttestation = asksOwnAttestation(q.text);
  const everyOffering = asksEveryOffering(q.text);
  const offering = everyOffering ? null : askedOffering(q.text, p.request.previousQuestion);
  const asksPlans = asksAboutPlans(q.text);
  const productFeature = asksProductFeature(q.text);
  // How often or how long is read off the sentence about the thing asked ("backups", not "logs", for
  // "Are backups retained for at least 90 days?"), even when another sentence matches more words.
  const subject = requirement ? subjectTerm(q.headTerms, q.soft, w, q.text) : null;
  for (const e of evidence.slice(0, read)) {
    e.read = true;
    if (e.polarity !== null || !e.text) continue;
    // Statements, not sentences: a table row's cell or a record's field is what states the fact.
    const scored = scoreSentences(q.terms, e.text, w, q.soft, statements);
    let best = scored[0];
    if (subject && best && !sentenceTerms(best.text).has(subject) && !headingNames(e.heading, subject)) {
      const floor = best.coverage * SUBJECT_FLOOR;
      best = scored.find((s) => s.coverage >= floor && sentenceTerms(s.text).has(subject)) ?? best;
    }
    // A count, a share or a sum the question bounds ("at least 12 characters"), stated by one sentence of the passage
    // only, is read there, though another sentence names the thing in more of the question's words.
    let figureOnly = false;
    if (requirement?.unit && requirement.unit.kind !== 'time' && best && !readRequirement(best.text, requirement, q.terms)) {
      const figured = scored.filter((s) => s.coverage > 0 && readRequirement(s.text, requirement, q.terms));
      if (figured.length === 1 && figured[0]!.coverage >= best.coverage * SUBJECT_FLOOR) [best, figureOnly] = [figured[0], true];
    }
    if (ownAttestation && best && speaksOfProvider(best.text)) {
      // A provider's certification is not the organisation's: the source counts only as far as its own statements go.
      const own = scored.find((s) => !speaksOfProvider(s.text));
      e.strength *= own && own.coverage > 0 ? Math.min(1, own.coverage / best.coverage) : 0;
      best = own;
    }
    if (productFeature && best && speaksOfWorkforce(best.text)) {
      // How the organisation's own people reach production is not what the product offers its users.
      const product = scored.find((s) => s.coverage > 0 && !speaksOfWorkforce(s.text));
      e.strength *= product ? Math.min(1, product.coverage / best.coverage) : WORKFORCE_FOR_PRODUCT;
      best = product ?? best;
    }
    // Of a question's two alternatives, the statement of the one in place speaks for the source, not the denial of the other.
    if (best && deniesOneAlternative(best.text, q.alternatives))
      best = scored.find((s) => s.coverage > 0 && alternativesIn(s.text, q.alternatives)?.othersNamed) ?? best;
    // A plan or feature table is read in the column the question names.
    const cell = best && e.kind === 'document' ? askedCell(scored, q.terms) : undefined;
    if (cell) best = cell;
    // …and in the row it names: another severity's or tier's figure is not the answer.
    if (best && e.kind === 'document') best = askedRow(scored, best, q.terms) ?? best;
    if (products && best && e.kind === 'document') best = readForProduct(e, scored, best, products, q);
    // Asked whether a thing is planned, only a denial of the plan ("no plans to…") denies it, not that the thing is missing.
    // (Asked of one plan, a denial that names another plan only is that plan's.)
    const denied = (text: string) =>
      asksPlans ? noPlans.test(normalizeText(text)) : denialOf(text, q) !== null && !(offering && namesOtherOffering(text, offering));
    // (A question that accepts either of two things is read by its alternatives below: one denied is not the point denied.)
    if (best && e.kind === 'document' && e.polarity === null && q.alternatives.length === 0 && !denied(best.text))
      // (What the passage denies of another product is not this one's denial.)
      best = denialBeside(scored, best, q.headTerms, (text) => !(products && speaksForOthers(text, products)) && denied(text)) ?? best;
    // A standard's requirement as a checklist or responsibility matrix lists it ("2.6 Shared hosting providers
    // must protect…") says what must be done, not that it is: the source counts for less than a statement would.
    // So does an item of a list of a plan's objectives ("• Reduce risk to core business operations.").
    const list = statements(e.text);
    const aim = best ? isAim(list, best.index) : false;
    if (best && (isListedRequirement(best.text) || aim)) {
      e.strength *= LISTED_REQUIREMENT;
      e.listed = true;
      e.aim = aim;
    }
    if (best && reportsFlaw(best.text, q.text)) e.strength *= FLAW_REPORT;
    if (best && describesTheDocument(best.text)) e.strength *= ABOUT_THE_DOCUMENT;
    // A list item is read with the sentence that introduces it: that says whose the item is.
    const lead = best ? leadInOf(list, best.index) : null;
    const reading = best
      ? lead
        ? `${lead} ${best.text.replace(/^•\s*/, '')}`
        : withAntecedent(withStatement(best.text, list[best.index + 1]), list[best.index - 1])
      : '';
    if (e.kind === 'document') e.excerpt = excerptOf(best && best.coverage > 0 ? reading : e.text);
    // The passage names the thing asked somewhere, but the statement read names another of its kind instead
    // ("Google Cloud Platform (hosting; Courier)" for "Is Courier hosted on AWS?", where another line names AWS).
    if (e.kind === 'document' && best && !e.anotherOfKind && namesAnother(q.terms, sentenceTerms(reading))) {
      e.strength *= ANOTHER_OF_ITS_KIND;
      e.anotherOfKind = true;
    }
    // A passage with no statement at all (a table of contents) states nothing, whatever words it lists.
    if (e.kind === 'document' && !best) e.strength = 0;
    // A passage that holds the question's words only scattered over sentences about other things ("changed access…",
    // "…sessions are logged") is not a statement of the point: it counts partly for what its best statement says.
    // A passage about the product asked says the product's name for it ("the mobile app" in Quillmark Go's documents).
    const implied = ofAsked.has(e) ? productWords : [];
    if (e.kind === 'document' && best) {
      const stated = coverage(q.terms, new Set([...sentenceTerms(withoutContrast(reading)), ...sentenceTerms(e.heading ?? ''), ...implied]), w, q.soft);
      if (stated < STATED_FLOOR && stated < e.strength) e.strength = e.strength * (1 - SCATTERED) + stated * SCATTERED;
    }
    // How much of the point the statement read says itself, under its heading, of the words the knowledge base uses
    // at all: a word it never uses ("updated", "thereafter") may be said in others, one it uses elsewhere is missing here.
    if (best) {
      const known = q.headTerms.filter((t) => w.known(t));
      const own = new Set([...sentenceTerms(reading), ...sentenceTerms(e.heading ?? ''), ...implied]);
      e.statedHead = known.length ? coverage(known, own, w, q.soft) : 0;
      const rarest = known.filter((t) => !q.soft.has(t)).sort((a, b) => w.w(b) - w.w(a))[0];
      // A question about a thing the knowledge base never names ("…for all endpoints?"), or whose every specific word it
      // never uses, is not answered by what the statement says of the rest.
      const unnamed = q.headTerms.some((t) => conceptTokens.has(t) && !w.known(t));
      e.namesRarest =
        !unnamed && (rarest === undefined ? q.headTerms.every((t) => q.soft.has(t)) : own.has(rarest) || w.variants(rarest).some((v) => own.has(v)));
    }
    // "Are any DR locations outside the region?" read against "replicated to a location within the customer's region": No,
    // and the source that says so is not one that left the question's "outside" out.
    if (q.outside && best && e.polarity === null && statesInside(reading, q.outside)) {
      e.polarity = 'no';
      e.inside = true;
      e.strength = Math.min(1, e.strength / LACKS_CONTRAST);
    }
    // Asked whether it comes with every plan, a statement that keeps it to some says "No".
    if (everyOffering && best && e.polarity === null && keptToSome(reading)) {
      e.polarity = 'no';
      e.deniedAs = 'some';
    }
    // Asked for one plan, a statement that keeps it to others ("only on the Enterprise plan" for the Team plan) says "No".
    if (offering && best && e.polarity === null && keptToOthers(reading, offering)) {
      e.polarity = 'no';
      e.deniedAs = 'some';
    }
    // A question that accepts either of two things ("a bug bounty or a disclosure program") is denied only when both are.
    const either = best ? alternativesIn(reading, q.alternatives) : null;
    const deniable = !either || either.all;
    // A sentence is read under its heading ("Remote support" › "Sessions are not recorded.").
    const underHeading = best ? coverage(q.terms, new Set([...sentenceTerms(reading), ...sentenceTerms(e.heading ?? ''), ...implied]), w, q.soft) : 0;
    // (What a sentence leaves to the customer is read beside the thing it names: the sentence may list other things too.)
    const said = Math.max(best?.coverage ?? 0, underHeading, e.statedHead ?? 0);
    const leftOver = best && !asksPlans && said >= CUSTOMER_SHARE_FLOOR && leftToCustomer(reading, q.text, q.headTerms);
    // (Set hours for a question asking around the clock: the hours stated are the answer, though they share few of its words.)
    const hours = Boolean(best) && limitedHours(reading, q.text, q.headTerms);
    if (best && deniable && (said >= 0.5 || leftOver || hours) && denied(reading)) {
      // The passage's denials read together ("No sensitive data in logs. Secrets … must not be written to logs.").
      const denying = scored.filter((x) => x.coverage > 0 && denied(x.text));
      const together = coverage(q.terms, new Set([...denying.flatMap((x) => [...sentenceTerms(x.text)]), ...implied]), w, q.soft);
      if (
        !deniesTheRest(reading, q.text) &&
        !deniesOnlyTitle(reading, q.text) &&
        (hours || Math.max(best.coverage, underHeading, together, e.statedHead ?? 0) >= e.strength * (leftOver ? CUSTOMER_SHARE_OF_PASSAGE : 0.6))
      ) {
        e.polarity = 'no';
        // The hours it gives answer "around the clock?" as fully as a sentence saying "24x7" would.
        if (hours) e.strength = Math.max(e.strength, coverage(q.terms, new Set([...sentenceTerms(reading), ...aroundTheClockTerms]), w, q.soft));
        const kind = denialOf(reading, q);
        if (kind !== 'stated') e.deniedAs = kind ?? 'optional';
      }
    }
    if (best && deniable && Math.max(best.coverage, e.statedHead ?? 0) >= 0.5 && e.polarity === null && !asksPlans && onlyPlanned(reading, q.headTerms)) {
      e.polarity = 'no';
      e.planned = true;
    }
    // One alternative denied and no other named: the source states neither.
    if (statesNeither(either)) e.strength *= ONE_ALTERNATIVE;
    if (ownAttestation && best && Math.max(best.coverage, e.statedHead ?? 0) >= 0.5 && e.polarity === null && noLongerHeld(reading, q.headTerms)) {
      e.polarity = 'no';
      e.lapsed = true;
    }
    // The interval read must be the subject's own: "30-day retention for abuse-monitoring logs" says nothing of how
    // long security event logs of laptops are kept.
    // (a table row's label is read with the header's: "High" in the "Severity" column is a severity)
    const labelHeader = best && requirement ? rowLabelHeader(scored, best.text) : '';
    const ofSubject =
      !subject || figureOnly || sentenceTerms(reading).has(subject) || headingNames(e.heading, subject) || sentenceTerms(labelHeader).has(subject);
    if (requirement && best && e.polarity === null && ofSubject) {
      // The interval or period the sentence states answers the one asked, either way, though not in the same
      // words ("retained for 30 days" for "at least 14 days?"): the question's words for it count as held.
      const stated = readRequirement(reading, requirement, q.terms);
      const held = stated
        ? coverage(q.terms, new Set([...sentenceTerms(reading), ...sentenceTerms(labelHeader), ...analyze(requirement.words), ...implied]), w, q.soft)
        : 0;
      // "Backups expire within 35 days" bounds how long they last at most: it does not state "kept at least 30 days".
      if (!stated && requirement.kind === 'duration' && onlyRemovalDeadline(reading)) e.strength *= REMOVAL_DEADLINE;
      if (stated && held >= 0.5) {
        e.strength = Math.max(e.strength, held);
        e.figure = true;
        if (stated.short) {
          e.polarity = 'no';
          e.shortfall = { stated: stated.words, asked: requirement.words, kind: requirement.kind, unit: requirement.unit };
        }
      }
    }
  }
  // A document titled as the one asked for is that document, whatever its best sentence shares with the question.
  for (const e of titledDocuments) {
    e.strength = Math.max(e.strength, TITLED_DOCUMENT);
    e.namesRarest = true;
  }
  // Reading may have lowered a source (a provider's certification): the read ones are put in order again.
  const readFirst = evidence.slice(0, read).sort((a, b) => b.strength - a.strength);
  evidence.splice(0, readFirst.length, ...readFirst);
  return evidence;
}

/**
 * A passage read for the product asked about, where the organisation has others: a statement of it that names
 * that product and denies the point (or keeps the point to other products) is the passage's "No" for it; a best
 * statement that names only another product gives way to one that names none, and counts for little without one.
 */
function readForProduct(e: Evidence, scored: ScoredSentence[], best: ScoredSentence, products: ProductScope, q: Prepared['info']): ScoredSentence {
  const head = q.headTerms;
  const near = (share: number) => scored.filter((s) => s.coverage > 0 && s.coverage >= best.coverage * share);
  // A sentence's denial speaks for the whole point only when it says as much of the question as the best statement;
  // a scope column's "out of scope" or a product column's "No" is the row's answer as it stands.
  const denial =
    near(PRODUCT_DENIAL_FLOOR).find(
      (s) => !deniesTheRest(s.text, q.text) && decidingPart(s.text, head, (part) => clausesNaming(part, products).some((c) => denies(c, head))),
    ) ??
    near(PRODUCT_STATEMENT_FLOOR).find((s) => clausesNaming(s.text, products).some((c) => outOfScope(c, q.text) || deniedCell(c))) ??
    near(PRODUCT_STATEMENT_FLOOR).find((s) => onlyForOthers(s.text, products));
  if (denial) {
    e.polarity = 'no';
    e.productDenied = true;
    return denial;
  }
  // What the passage says of the other products (a sentence, a table cell under their column, a table row whose
  // products column names only them: "Twilio Inc. | Purpose: SMS | Products: Vault") is neither quoted nor read for this one.
  e.text = withoutOthersValues(e.text, products);
  const rowsForOthers = sentences(e.text).filter((s) => s.includes(' | ') && speaksForOthers(s, products));
  const forOthers = (s: string) => speaksForOthers(s, products) || rowsForOthers.some((row) => row.includes(s.replace(/\.$/, '')));
  const own = statements(e.text).filter((s) => !forOthers(s));
  if (own.length > 0) e.text = own.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(' ');
  const ownBest = withoutOthersValues(best.text, products);
  if (!forOthers(ownBest)) return ownBest === best.text ? best : { ...best, text: ownBest };
  const general = scored.find((s) => s.coverage > 0 && !forOthers(s.text));
  // The statement left may name another thing of the kind asked ("United States, European Union" for "Australia?").
  e.strength *= general ? Math.min(1, general.coverage / best.coverage) * otherFact(q, sentenceTerms(general.text)) : OTHER_PRODUCT;
  if (general) e.anotherOfKind ||= namesAnother(q.terms, sentenceTerms(general.text));
  return general ?? best;
}

/** What a question calls the product it is asked for. */
export const PRODUCT_WORDS: ReadonlySet<string> = new Set(
  analyze('product products application applications app apps solution solutions service services platform platforms offering software'),
);

/** A statement this close to the best one may say the passage's word for the product asked about. */
const PRODUCT_STATEMENT_FLOOR = 0.5;
/** A sentence denying the point for the product asked about must say this much of what the best statement says. */
const PRODUCT_DENIAL_FLOOR = 0.8;
/** Weight of a passage whose only statements of the point name another product. */
const OTHER_PRODUCT = 0.3;

/**
 * Weight of a source that states the control only for the organisation's own people or production ("Production
 * access is role-based") when the question asks what the product offers its users.
 */
const WORKFORCE_FOR_PRODUCT = 0.5;

/** How a statement reads against the question's alternatives: which it denies or only plans, and which it names. */
export const alternativesIn = (text: string, alternatives: string[][]) =>
  readAlternatives(text, alternatives, (terms) => denies(text, terms) || onlyPlanned(text, terms));

/** A statement that denies one of the question's alternatives and names no other: it answers neither way. */
export function deniesOneAlternative(text: string, alternatives: string[][]): boolean {
  return statesNeither(alternativesIn(text, alternatives));
}

/** What is left of a source that denies only one of the question's alternatives: it states neither. */
const ONE_ALTERNATIVE = 0.3;

/** A sentence naming the question's subject is read instead of a better-matching one down to this share of its match. */
const SUBJECT_FLOOR = 0.5;

/**
 * What the question is about: its rarest main-clause term that the knowledge base holds, not a number, an
 * interval, a policy's life step or a word of degree.
 */
export function subjectTerm(head: string[], soft: ReadonlySet<string>, w: Weights, question?: string): string | null {
  // What is kept is named beside the verb that keeps it ("application and security logs retained for…", "retain
  // audit logs for…"): that noun is the subject, whatever rarer word qualifies it.
  const kept = question ? keptThing(question) : null;
  if (kept && head.includes(kept) && w.known(kept)) return kept;
  let best: string | null = null;
  let weight = 0;
  for (const t of new Set(head)) {
    if (soft.has(t) || /\d/.test(t) || frequencyTokens.has(t) || lifecycleSteps.has(t) || requirementKinds.has(t) || !w.known(t)) continue;
    const x = w.w(t);
    if (x > weight) {
      weight = x;
      best = t;
    }
  }
  return best;
}
const frequencyTokens = new Set(frequencies);
const noPlans = /\bno (?:current |immediate )?plans?\b|\bnot (?:currently )?(?:planned|on (?:the|our|its) (?:product )?roadmap|scheduled)\b|\bno roadmap\b/;

const keptBefore = /\b([a-z][a-z-]+)\s+(?:(?:are|is|be|being|get|gets)\s+)?(?:retained|kept|stored|held|archived|preserved)\s+(?:for|at least|a minimum)\b/;
const keptAfter = /\b(?:retain|keep|store|hold|archive|preserve)s?\s+(?:(?:the|all|your|their|its|our)\s+)?(?:[a-z-]+\s+){0,2}?([a-z][a-z-]+)\s+for\b/;
function keptThing(question: string): string | null {
  const q = normalizeText(question);
  const word = keptBefore.exec(q)?.[1] ?? keptAfter.exec(q)?.[1];
  return word ? (analyze(word)[0] ?? null) : null;
}
/** How long a thing is kept, and in what unit, is the requirement, not the thing ("backups retained for 90 days"). */
const requirementKinds = new Set(analyze('retention retained kept minutes hours days weeks months years'));

/**
 * Weight of a source whose best statement is a numbered requirement of a standard. Chosen by reading Canvas
 * Catalog's explanations (half a); no draft's choice changed on either half.
 */
const LISTED_REQUIREMENT = 0.8;

/**
 * A passage whose best statement (with its heading) says less than half of the question: the share of its strength
 * that follows what that statement says. Chosen on a paraphrase probe of the Northwind documents (own questions,
 * not the bench's); on the bench it cost one answer of half a (a correct one) and no accuracy.
 */
const STATED_FLOOR = 0.5;
/** Weight of a source whose best sentence names the period asked only as a deadline for removal. */
const REMOVAL_DEADLINE = 0.6;

const SCATTERED = 0.3;

/** Weight of a source whose best statement reports a flaw found in a test or audit, not a control in place. */
const FLAW_REPORT = 0.6;

/** Sources read sentence by sentence per question, at most. */
const READ_AT_MOST = 16;
/** A sentence that leaves the thing to the customer denies it with less of the question's words than other denials (it
 *  checks the thing is named beside the customer's responsibility). */
const CUSTOMER_SHARE_FLOOR = 0.3;
const CUSTOMER_SHARE_OF_PASSAGE = 0.45;
/** A document whose title names the document a question asks for ("a documented incident response plan?"): medium confidence. */
const TITLED_DOCUMENT = 0.75;

/** How the sentence denies the point: in so many words ("stated"), or in one of the ways of denials.ts; null when it does not. */
function denialOf(text: string, q: Prepared['info']): 'stated' | NonNullable<Evidence['deniedAs']> | null {
  if (keptApart(text, q.text)) return 'apart';
  if (deniesOnlyEnforcement(text, q.text)) return null;
  if (denies(text, q.headTerms, q.terms)) return 'stated';
  if (absentCell(text, q.terms)) return 'absent';
  if (leftToCustomer(text, q.text, q.headTerms)) return 'customer';
  if (offByDefault(text, q.text, q.headTerms)) return 'off';
  if (doneWithout(text, q.text, q.headTerms)) return 'without';
  if (afterTheFact(text, q.text, q.headTerms)) return 'after';
  if (optionalWhereEnforced(text, q.text, q.headTerms)) return 'optional';
  if (blockedWherePermitted(text, q.text, q.headTerms)) return 'blocked';
  if (limitedHours(text, q.text, q.headTerms)) return 'hours';
  return null;
}

/** A statement that denies something (not an instruction such as "Do not allow…", which requirement lists are full of). */
export function denies(sentence: string, headTerms: string[], questionTerms: readonly string[] = []): boolean {
  // Curly apostrophes ("don’t", as Word writes it) read as straight ones.
  const s = normalizeText(sentence)
    .trim()
    .replace(/^[\d.\s•-]+/, '')
    // A table row's label and its value are one clause: "Apple Safari: Not supported" denies it of Apple Safari.
    .replace(/^([^:;,.]{1,80}):\s+(?=(?:not|no|none|never)\b)/, '$1 ')
    // What stands between a denial and what it denies without changing it: an aside between commas ("is not, for the
    // avoidance of doubt, shared"), "at present", "be obliged to" ("shall not be obliged to provide").
    .replace(asideAfterDenial, '$1 ')
    .replace(betweenDenialAndVerb, ' ')
    // A bound is no denial ("not later than 48 hours", "not less than 12 characters", "not exceeding 35 days"), nor is
    // "not only … but also".
    .replace(boundingNot, ' within ')
    .replace(auditorsClean, ' ')
    // One denial of a series of verbs ("does not collect, monitor or retain the logs") is one clause, not three.
    .replace(deniedSeries, (_m, not: string, series: string) => `${not} ${series.split(/,?\s+(?:or|and|nor)\s+|,\s*/).join('/')}`)
    // So is one denial of a series of things ("contains no source code, logs or personal data", "do not use A, B or C").
    .replace(deniedThings, (_m, not: string, series: string) => `${not} ${series.split(/,?\s+(?:or|and|nor)\s+|,\s*/).join('/')}`);
  if (/^(?:do not|don't|never|ensure|restrict|prohibit|avoid|limit)\b/.test(s)) return false;
  // "We rely on their reports and do not perform audits": the second verb is ours too, a statement, not a rule.
  const ours = /^(?:we|our (?:company|team|organi[sz]ation|staff))\b/.test(s);
  // The denial must sit next to what the question is about, in the same clause: "keys are not supported",
  // not "…will not interfere with…", nor "rotated on a schedule, and never embedded in code".
  const head = new Set(headTerms);
  // A list of rules says what people must do ("Users must lock screens, and never share accounts").
  const rules = /\b(?:must|should|shall|(?:is|are) (?:required|expected) to)\b/.test(s);
  const clauses = s.split(denialBreak);
  const starts = clauseStarts(s);
  for (const [i, clause] of clauses.entries()) {
    // A rule in a list of them ("…, use MFA, and never share accounts") says what people must do, not what is missing;
    // otherwise "…, and never contain X" denies X of the sentence's subject, which must be what the question asks about.
    // (the sentence's opening words, before this clause: its subject)
    const opening = words(clauses.slice(0, i).join(' ')).slice(0, 8).join(' ');
    if (!ours && /^\s*(?:or\s+)?(?:never|do not|don't)\s/.test(clause)) {
      if (rules || !analyze(opening).some((t) => head.has(t))) continue;
    }
    // A thing that was withdrawn ("Bridge Cloud, a hosted edition, was discontinued") is denied whole: the clause that
    // says so may leave its subject to the clauses before.
    const subject = i > 0 && (subjectless.test(clause) || sharedSubject.test(clause)) ? opening : '';
    const re = new RegExp(strongNegation.source, 'g');
    for (const m of clause.matchAll(re)) {
      // Six words before: a subject of several words ("a web application firewall is not…") is still next to it.
      const before = words(clause.slice(0, m.index)).slice(-6).join(' ');
      const following = words(clause.slice((m.index ?? 0) + m[0].length));
      // Six words after, and over a second thing joined by "or" ("does not use FIPS 140-2 or FIPS 140-3 modules"); our
      // own denial reaches over what it denies to its purpose ("we do not use A, B or C to train models").
      const or = following.slice(0, 6).findIndex((x) => x === 'or' || x === 'nor');
      const after = following.slice(0, Math.max(ours ? 10 : 6, or > 0 ? or + 5 : 0)).join(' ');
      // Not undoing a control keeps it: "users must not disable security controls", "may not bypass the VPN".
      if (underminingVerb.test(after.trim())) continue;
      // Not doing it until, before, unless or without something is a control on it ("may not access telemetry without an
      // approved ticket", "cannot view it unless an admin grants access"), and not doing it unencrypted is doing it encrypted.
      const rest = clause.slice((m.index ?? 0) + m[0].length);
      if (precondition.test(rest) || absenceWord.test(after)) continue;
      // "No incoming connections other than to the web interface" says which one there is, not that there is none.
      if (/^(?:no|none)\b/.test(m[0]) && /^[^.;]{0,60}\b(?:other than|except(?: for)?|apart from|besides|save for)\b/.test(rest)) continue;
      // A denial inside a condition ("only where the documentation does not satisfy the audit", "if a threat is confirmed and
      // no contact can be reached, …") denies nothing of the point.
      if (/\b(?:if|where|whenever|unless|provided that|in case)\b/.test(clause.slice(0, m.index))) continue;
      if (openCondition.test(s.slice(0, starts[i]! + (m.index ?? 0)))) continue;
      // "…support simple and advanced signatures, but not qualified ones" denies another kind of what it affirms: a
      // denial naming only the question's words that the clauses before affirm is not the question's.
      if (i > 0 && /^\s*not\b/.test(clause)) {
        const affirmed = new Set(analyze(clauses.slice(0, i).join(' ')));
        const deniedHere = analyze(after).filter((t) => questionTerms.includes(t));
        if (deniedHere.length > 0 && deniedHere.every((t) => affirmed.has(t))) continue;
      }
      // Refusing what cannot be verified is the control ("will refuse to install an image whose signature cannot be verified"),
      // and so is what it keeps from happening ("uses certificate pinning, so it won't talk to a server it does not trust").
      if (refusal.test(clause.slice(0, m.index)) || (i > 0 && effectOfControl.test(clause))) continue;
      // "…on the App Store and Google Play only; we don't distribute it any other way" says where it is, not that it is not.
      if (elsewhere.test(after)) continue;
      // So is what a clause led by a pronoun denies ("…; they do not contain the message content"), when it denies one
      // of the question's words that the clauses before do not say.
      // A clause that shares the sentence's subject ("…, and does not assess AI governance") denies what it names of it,
      // when that is two of the question's words the subject does not say.
      const unsaidCount = () => {
        const said = new Set(analyze(subject));
        return new Set(analyze(after).filter((t) => questionTerms.includes(t) && !said.has(t))).size;
      };
      // A list that is the subject of "…, is out of scope" or "Linux and macOS aren't supported" is what that clause denies, whole.
      // (the list runs from the sentence's start, or its last semicolon or colon, to this clause)
      const list = s.slice(Math.max(s.lastIndexOf(';', starts[i]! - 1), s.lastIndexOf(':', starts[i]! - 1)) + 1, starts[i]);
      // (a clause that opens with its verb after "and" shares the subject's predicate: "…expired in 2024 and has not been renewed")
      const separator = i > 0 ? s.slice(starts[i - 1]! + clauses[i - 1]!.length, starts[i]) : '';
      const itemLed = !/^\s*(?:is|are|was|were|has|have|had|does|do|did|can|will)\b/.test(clause) || /^\s*,\s*$/.test(separator);
      const listDenied = i > 0 && itemLed && following.length <= 2 && words(clause.slice(0, m.index)).length <= 3 && !finiteVerb.test(list) ? list : '';
      const antecedent =
        withdrawn.test(m[0]) || (pronounLed.test(clause) && unsaidCount() > 0) || (sharedSubject.test(clause) && unsaidCount() > 1) ? subject : listDenied;
      // ("No BAA offered": the word "no" takes is what it denies)
      const taken = /^no\s/.test(m[0]) ? m[0].slice(3) : '';
      if (analyze(`${antecedent} ${before} ${taken} ${after}`).some((t) => head.has(t))) return true;
    }
  }
  return false;
}

const thing = String.raw`(?:[a-z'-]+ ){0,3}[a-z'-]+`;
const deniedThings = new RegExp(
  String.raw`\b((?:no|without)|(?:not|never|cannot|can't|don't|doesn't|won't) [a-z]+)\s+(${thing}(?:,\s*${thing})+,?\s+(?:or|and|nor)\s+${thing})`,
  'g',
);
const deniedSeries = /\b(not|never|cannot|can't|don't|doesn't|won't)\s+([a-z]+(?:,\s*[a-z]+)+,?\s+(?:or|and|nor)\s+[a-z]+)\b/g;

/** Verbs that undo or get round a control: a sentence that forbids them states the control. */
const underminingVerb =
  /^(?:be )?(?:disabl|bypass|circumvent|uninstall|remov|tamper|overrid|turn(?:ed|ing)? off|switch(?:ed|ing)? off|weaken|share|sharing|shared|reus)/;

/** An auditor's clean result ("No exceptions noted.") reports that a control worked, not that it is missing. */
const auditorsClean = /\bno (?:exceptions?|deviations?|findings?|issues?) (?:were )?(?:noted|identified|found|observed)\b/g;

const boundingNot =
  /\bnot (?:later|earlier|less|more|fewer|greater|sooner|longer|shorter|worse)(?: (?:frequently|often))? than\b|\bnot (?:exceeding|to exceed|only)\b/g;
const refusal = /\b(?:refus|reject|block|den(?:y|ies|ied)|prevent|quarantin|discard)\w*\b/;
const precondition = /\b(?:until|before|without|prior to|unless)\b/;
const effectOfControl = /^\s*(?:so(?: that)?|which means(?: that)?|meaning(?: that)?|so as)\s/;
const elsewhere = /\b(?:any other (?:way|means|channel|route|place|location|region|country|source)s?|anywhere else|elsewhere|by other means)\b/;
const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** Clauses, and the sentences of a statement read with the one after it ("Linux isn't supported. The runtime is bundled."),
 *  but not at an abbreviation's dots ("EU-U.S. Data Privacy Framework"). */
const denialBreak = new RegExp(String.raw`${clauseBreak.source}|(?<=[a-z]{2}[a-z)])\.\s+`);
/** Where each clause of `text.split(denialBreak)` starts in the text. */
function clauseStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(new RegExp(denialBreak.source, 'g'))) starts.push((m.index ?? 0) + m[0].length);
  return starts;
}
/** A condition still open where the text ends: "if" or "unless" with no comma or semicolon since (a relative "where" is no condition). */
const openCondition = /\b(?:if|whenever|unless|provided that|in case)\b[^,;]*$/;
/** Words that make a clause a statement rather than a noun phrase ("Monitoring of other sources, such as firewalls"). */
const finiteVerb = /\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|may|might|must|shall|should|does|do|did)\b/;
const subjectless = /^\s*(?:they|it|these|those|this|which|(?:is|are|was|were|has|have|had|been)\b)/;
const pronounLed = /^\s*(?:they|it|these|those)\b/;
const sharedSubject =
  /^\s*(?:(?:does|do|did|will|would|can|could|is|are|was|were|has|have)\s+not|doesn't|don't|didn't|won't|cannot|can't|isn't|aren't|never)\b/;
const withdrawn = /\b(?:discontinued|retired|withdrawn|decommissioned|no longer [a-z]+)\b/;
const absenceWord =
  /\bun(?:encrypted|signed|authori[sz]ed|approved|reviewed|patched|supported|tested|verified|vetted|protected)\b|\b(?:plain|clear)[- ]?text\b/;

const betweenDenialAndVerb =
  /(?<=\bnot|\bnever|n't|\bcannot),?\s+(?:(?:at present|at this time|at the present time|as yet|presently|currently|today|be (?:obliged|required|able) to|(?:the|our|its) (?:[a-z]+'s )?(?:practice|policy|intention) to),?\s+)+/g;
const asideAfterDenial = /\b(not|never|n't)\s*,\s*[^,]{1,80},\s*/g;

const strongNegation =
  /\b(?:is|are|was|were|be|being) avoided\b|\binstead of\b|\brather than\b|\b(?:not|never|cannot|neither|nor|unsupported|unable|none|nobody|absent|can't|won't|don't|doesn't|isn't|aren't|hasn't|haven't|didn't|wasn't|weren't)\b|\bno (?!later|more|less|longer|sooner|fewer|matter)\w+|\b(?:is|are|was|were|be|being|remains?) (?:strictly |expressly )?(?:prohibited|forbidden|disallowed|banned)\b|\b(?:outside|out) (?:of )?(?:the |its |our |their )?(?:scope|certificate|certification|report|audit|boundar(?:y|ies))\b|\bexcluded from\b|\b(?:was|were|has been|have been|is|are|been) (?:discontinued|retired|withdrawn|decommissioned)\b|\bno longer (?:offered|available|supported|provided|sold|maintained|included|held|valid|in (?:use|place))\b/;

export function excerptOf(text: string, max = 400): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : t;
}
