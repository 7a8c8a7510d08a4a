import type { Draft, DraftSource, RelatedAnswer } from './types';
import { analyze, normalizeText } from './analyze';
import { choiceFor, choicePolarity, mapChoice, type Polarity } from './choice';
import { composeAnswer, formal, shortenText, type RefineSpec } from './compose';
import {
  deniesOneAlternative,
  documentUrl,
  excerptOf,
  gatherEvidence,
  libraryEvidence,
  libraryUrl,
  relatedOrder,
  scoreLibrary,
  subjectTerm,
  type Evidence,
  type ScoredLibrary,
} from './evidence';
import type { LlmSource } from './llm-draft';
import type { LibraryCandidate, PassageCandidate } from './retrieve';
import { coverage, scoreSentences, type Weights } from './score';
import { readSiblings, type ClaimEvidence } from './siblings';
import { statements } from './statements';
import { questionLanguage } from './question-language';
import { thresholds } from './thresholds';
import { namesUnsaid, unknownNames } from './named-things';
import { answersAlone, weakAnswers } from './weak-evidence';
import { negationCues } from './vocabulary';
import { leansOnPrevious, opensWithDenial, pointsElsewhere, referencedItem, statesNotDone } from './consistency';
import { asksDelivery, statesDelivery } from './delivery';
import { asksOwnDatacentre, providerRunsDatacentre } from './provider-hosted';
import { askedRequirement, readRequirement, shortfallWord, unstated } from './intervals';
import { asksAboutProviders, asksProviderAttestation, speaksOfProvider } from './provider-statements';
import { asksAboutProduct, asksForOrganisationFact, isDateAnswer, mentionsProduct, productAliases } from './subject';
import { asksProductFeature } from './workforce-statements';
import { asksProductAttestation, namesAskedAttestation, speaksForProduct } from './product-attestation';
import { productScope } from './product-statements';
import { disputeReason, documentDisputes } from './library-dispute';
import { deniedByOrganisation, hasNone, neverForEver } from './organisation-denials';
import { keptToSome } from './every-plan';
import { sentences } from '../../lib/sentences';
import type { Prepared } from './prepared';

export { thresholds } from './thresholds';
export { siblingClaimTerms } from './siblings';
export { documentUrl, libraryUrl } from './evidence';

export type { Prepared };

export interface Decision {
  draft: Draft;
  /** Another product's answer to the same question could change this draft once checked against this product's evidence. */
  wantsClaim?: boolean;
  /** The numbered sources a language model may phrase from (empty when the draft is flagged). */
  llmSources: LlmSource[];
  /** Reused from the library's answer to the same question. */
  fromLibrary?: boolean;
}

/** What a "No" says of its source, by the way the source denies the point (evidence.ts `deniedAs`). */
const DENIED_AS: Record<NonNullable<Evidence['deniedAs']>, string> = {
  customer: 'The source leaves it to the customer',
  without: 'The source says it works without it',
  after: 'The source says it comes afterwards, not before',
  off: 'The source says it is off by default',
  optional: 'The source says it is optional, not enforced',
  apart: 'The source says it is kept separate',
  some: 'The source offers it on some plans only',
  absent: "The source's table says it is not there",
  blocked: 'The source says it is blocked or not permitted',
  hours: 'The source gives it set hours, not around the clock',
};

export function decide(
  p: Prepared,
  library: LibraryCandidate[],
  passages: PassageCandidate[],
  w: Weights,
  productNames: Map<string, string>,
  organizationName = '',
  claim: ClaimEvidence | null = null,
  /** How far a library answer can be trusted (trust.ts): of two equally close answers, the fresher, verified one is reused. */
  trust: (c: LibraryCandidate) => number = () => 2,
): Decision {
  const q = p.info;
  const productLabel = (allProducts: boolean, ids: string[]) =>
    allProducts ? 'All products' : ids.map((id) => productNames.get(id) ?? 'Unknown product').join(', ');
  const asked = p.productIds.map((id) => productNames.get(id) ?? 'this product').join(', ') || 'this organisation';
  const aliasesOf = (ids: string[]) => ids.flatMap((id) => productAliases(productNames.get(id) ?? '', organizationName));

  // --- Library: similarity of the questions, across every product ---
  const lib = scoreLibrary(p, library, w);

  const related: RelatedAnswer[] = relatedOrder(lib, q, w)
    .slice(0, 5)
    .map((x) => ({
      kind: 'library',
      id: x.c.id,
      name: x.c.question,
      url: libraryUrl(x.c.id),
      excerpt: excerptOf(x.c.answerText ?? x.c.answerChoice ?? ''),
      answerChoice: x.c.answerChoice,
      products: productLabel(x.c.allProducts, x.c.productIds),
      inScope: x.inScope,
      similarity: round(x.sim),
    }));
  const otherProduct = lib.find((x) => !x.inScope && x.sim >= thresholds.sameQuestion);
  const otherNote = otherProduct
    ? ` The library answers it for ${productLabel(otherProduct.c.allProducts, otherProduct.c.productIds)}${otherProduct.c.answerChoice ? ` (${otherProduct.c.answerChoice})` : ''}, which is not evidence for ${asked}.`
    : '';

  const flag = (reason: string, sources: DraftSource[] = []): Decision => ({
    draft: { answerChoice: null, answerText: null, flagged: true, confidence: 'low', score: 0, sources, reason, related },
    llmSources: [],
  });

  // --- 1. The same question, answered in the library for this product (or all products) ---
  const usable = (c: LibraryCandidate) =>
    q.kind === 'yes_no' ? choicePolarity(c.answerChoice) !== null || Boolean(c.answerText?.trim()) : Boolean(c.answerText?.trim() || c.answerChoice?.trim());
  const same = lib.filter((x) => x.inScope && x.sim >= thresholds.sameQuestion && usable(x.c));
  if (same.length > 0) {
    const close = (a: { sim: number }, b: { sim: number }) => Math.abs(a.sim - b.sim) < SAME_AS_CLOSEST;
    const best = same.sort(
      (a, b) => Number(b.specific) - Number(a.specific) || (close(a, b) ? trust(b.c) - trust(a.c) : 0) || b.sim - a.sim || reviewedAt(b.c) - reviewedAt(a.c),
    )[0]!;
    const polarities = new Set(
      same
        .filter((x) => x.sim >= best.sim - 0.05)
        .map((x) => choicePolarity(x.c.answerChoice))
        .filter(Boolean),
    );
    const source = librarySource(best.c);
    if (best.c.hasConflict || polarities.size > 1) {
      return flag(`The library holds conflicting answers to this question for ${asked}; resolve the conflict in the knowledge hub.`, [source]);
    }
    // An answer from an old questionnaire that a current document contradicts is not reused (library-dispute.ts).
    const dispute = documentDisputes(p, best.c, passages, w, productScope(askedProductIds(p, productNames, organizationName), productNames, organizationName));
    if (dispute) return flag(disputeReason(best.c, dispute, asked), [source, toSource({ ...dispute.source, excerpt: excerptOf(dispute.statement) })]);
    const choice = mapChoice(best.c.answerChoice, p.request.answerOptions);
    if (q.kind === 'yes_no' && p.request.answerOptions?.length && best.c.answerChoice && !choice) {
      return flag(`The library answer "${best.c.answerChoice}" is not one of this question's options.`, [source]);
    }
    let text = best.c.answerText?.trim() || null;
    if (text && p.refine.shorter) text = shortenText(text, 1);
    if (text && p.refine.formal) text = formal(text);
    const pointer = text ? referenceNote(text) : '';
    const exact = round(Math.min(1, best.sim) * (best.specific || p.productIds.length === 0 ? 1 : 0.97) * (best.c.lastReviewedAt ? 1 : 0.98));
    // An answer that sends the reader to another item of the questionnaire it came from may point at nothing here.
    const score = pointer ? Math.min(exact, round(thresholds.high - 0.01)) : exact;
    return {
      draft: {
        answerChoice: q.kind === 'yes_no' || q.kind === 'choice' || q.kind === 'short' ? choice : null,
        answerText: text,
        flagged: false,
        confidence: level(score),
        score,
        sources: [source],
        reason: `Answered from the library: the same question${best.sim < 0.99 ? ' (near-identical wording)' : ''}, answered for ${productLabel(best.c.allProducts, best.c.productIds)}.${pointer}`,
        related,
      },
      fromLibrary: true,
      llmSources: text ? [{ n: 1, name: best.c.question, text: `${best.c.answerChoice ?? ''} ${text}`.trim() }] : [],
    };
  }

  const language = questionLanguage(q.text);
  if (language)
    return flag(
      `This question is written in ${language}, and the engine reads questions in English: it cannot tell what the knowledge base says about it. A person should answer it.${otherNote}`,
    );
  if (q.disclosure)
    return flag(
      `What happened, or what is open right now, is a disclosure for a person to make; the knowledge base describes controls, not events.${otherNote}`,
    );
  // "Vendor Name", "Vendor Contact Email": a fact about the organisation that another product's answer states,
  // as long as that answer does not speak of its own product. Low confidence: a person confirms it still holds.
  if (q.kind === 'short' && p.productIds.length > 0 && otherProduct && asksForOrganisationFact(q.text)) {
    const said = (otherProduct.c.answerText?.trim() || otherProduct.c.answerChoice?.trim()) ?? '';
    if (said && !isDateAnswer(said) && !mentionsProduct(said, aliasesOf(otherProduct.c.productIds))) {
      const score = round(Math.min(otherProduct.sim * 0.6, thresholds.medium - 0.01));
      return {
        draft: {
          answerChoice: mapChoice(otherProduct.c.answerChoice, p.request.answerOptions),
          answerText: otherProduct.c.answerText?.trim() || null,
          flagged: false,
          confidence: level(score),
          score,
          sources: [librarySource(otherProduct.c)],
          reason: `The library answers this question for ${productLabel(otherProduct.c.allProducts, otherProduct.c.productIds)}, and it asks about the organisation, not a product: check that the answer holds for ${asked}.${referenceNote(said)}`,
          related,
        },
        llmSources: [],
      };
    }
  }
  if (q.kind === 'short' || q.kind === 'choice') return flag(`No library answer to this question for ${asked}; it needs a person.${otherNote}`);

  // A source read as stating nothing (strength 0: a table of contents) is not shown as the closest evidence either.
  const products = productScope(askedProductIds(p, productNames, organizationName), productNames, organizationName);
  const evidence = gatherEvidence(p, lib, passages, w, products).filter((e) => e.strength > 0);
  const top = evidence[0];
  const { sibling, siblingLabel, aboutProduct, ownBest, claimSupport, ownClaim } = readSiblings(
    p,
    lib,
    evidence,
    w,
    productNames,
    organizationName,
    productLabel,
    claim,
  );

  const wantsClaim =
    !claim &&
    q.kind === 'yes_no' &&
    Boolean(top) &&
    ((sibling === 'no' && aboutProduct) ||
      (sibling === 'yes' &&
        (aboutProduct ? ownBest < thresholds.ownCorroboration && top!.strength < thresholds.productClaim : top!.strength < thresholds.corroboration)));
  const mark = (d: Decision): Decision => (wantsClaim ? { ...d, wantsClaim } : d);
  // "Do you run your own data centres?" answered by a source that places them with a cloud provider: a "No".
  if (q.kind === 'yes_no' && sibling !== 'yes' && asksOwnDatacentre(q.text)) {
    const noChoice = choiceFor('no', p.request.answerOptions);
    const statements = evidence
      .filter((e) => e.read && e.strength >= thresholds.facility)
      .flatMap((e) => {
        const found = providerRunsDatacentre(e.text || e.excerpt);
        return found ? [{ e, ...found }] : [];
      });
    const hosted = statements.find((x) => x.plain) ?? statements[0];
    if (noChoice && hosted) {
      const stated: Evidence = { ...hosted.e, text: hosted.sentence, excerpt: hosted.sentence, polarity: 'no' };
      const d = answered(p, w, noChoice, [stated], 1, asked, ` The data centres are a provider's: “${hosted.sentence}”`, 1);
      d.draft.score = Math.min(d.draft.score, round(thresholds.medium - 0.01));
      d.draft.confidence = level(d.draft.score);
      return mark(d);
    }
  }
  // This product's own documentation says what the other product's "No" says (e.g. "multi-tenant"): the
  // same "No" holds here, with this product's own source.
  if (sibling === 'no' && aboutProduct && q.kind === 'yes_no' && ownClaim && ownClaim.strength >= thresholds.ownClaimNo) {
    const choice = choiceFor('no', p.request.answerOptions);
    if (choice) {
      const own: Evidence = {
        kind: 'document',
        id: ownClaim.c.documentId,
        name: ownClaim.c.documentName + (ownClaim.c.heading ? ` › ${ownClaim.c.heading}` : ''),
        url: documentUrl(ownClaim.c.documentId),
        key: `d:${ownClaim.c.documentId}`,
        text: ownClaim.c.text,
        excerpt: excerptOf(scoreSentences(claim!.terms, ownClaim.c.text, w)[0]?.text ?? ownClaim.c.text),
        strength: ownClaim.strength,
        polarity: 'no',
        specific: true,
        choice: null,
      };
      return answered(p, w, choice, [own], 1, asked, ` ${asked}'s own documentation states what ${siblingLabel}'s "No" rests on.`, 0.85);
    }
  }
  // A question about the organisation, not the product, that another product's library answer denies: the
  // organisation's "No" holds here too, unless this product's own evidence says otherwise.
  if (sibling === 'no' && !aboutProduct && q.kind === 'yes_no' && !(top && top.strength >= thresholds.answer && top.polarity !== 'no')) {
    const denied = lib.find((x) => !x.inScope && x.sim >= thresholds.sameQuestion && choicePolarity(x.c.answerChoice) === 'no');
    const choice = choiceFor('no', p.request.answerOptions);
    if (denied && choice) {
      const score = round(Math.min(denied.sim * 0.6, thresholds.medium - 0.01));
      const text = denied.c.answerText?.trim() || null;
      return {
        draft: {
          answerChoice: choice,
          answerText: text,
          flagged: false,
          confidence: level(score),
          score,
          sources: [librarySource(denied.c)],
          reason: `The library answers this question "${denied.c.answerChoice}" for ${siblingLabel}, and the answer speaks of the organisation, not that product; nothing for ${asked} says otherwise.`,
          related,
        },
        llmSources: text ? [{ n: 1, name: denied.c.question, text: `${denied.c.answerChoice ?? ''} ${text}`.trim() }] : [],
      };
    }
  }
  const weak = weakAnswers(q, p.productIds.length > 0);
  const alone = Boolean(top && answersAlone(top, weak));
  let corroborates = false;
  if (top && sibling === 'yes' && q.kind === 'yes_no') {
    corroborates = aboutProduct
      ? ownBest >= thresholds.ownCorroboration || top.strength >= thresholds.productClaim || claimSupport >= thresholds.claim
      : top.strength >= thresholds.corroboration || claimSupport >= thresholds.claim;
  }
  if (!top || (!alone && !corroborates)) {
    return mark(flag(`The knowledge base holds no evidence that answers this for ${asked}.${otherNote}`, top ? [toSource(top)] : []));
  }
  if (alone && !corroborates && sibling === 'yes' && aboutProduct) {
    return mark(flag(`${siblingLabel}'s answer is about that product, and nothing specific to ${asked} confirms it.${otherNote}`, [toSource(top)]));
  }
  const floor = alone ? Math.min(thresholds.answer, top.strength) : thresholds.corroboration;
  const agreeing = evidence.filter((e) => e.strength >= Math.max(floor, top.strength * thresholds.agreement) && (e.read || e.polarity !== null));
  const keys = new Set(agreeing.map((e) => e.key));

  if (q.kind === 'yes_no') {
    // A statement that names the product asked about and denies the point for it, or a denial in a document kept for that
    // product alone ("The console does not support SAML") that does not keep the thing to some plans, outweighs what is
    // said of them all.
    const productNo = evidence
      .slice(0, 5)
      .find(
        (e) =>
          (e.productDenied || (e.specific && e.kind === 'document' && e.polarity === 'no' && answersAlone(e, weak) && !keptToSome(e.excerpt))) &&
          e.strength >= Math.max(floor, top.strength * PRODUCT_DENIAL_SHARE),
      );
    const votes = { yes: 0, no: 0, na: 0 };
    // Where sources give the figure the question bounds, one that gives none ("logs go to the SIEM") does not vote "Yes".
    const figured = agreeing.some((e) => e.figure);
    for (const e of agreeing) if (!(figured && !e.figure && e.polarity === null)) votes[e.polarity ?? 'yes'] += e.strength;
    const polarity: Polarity = productNo || votes.no > votes.yes ? 'no' : votes.na > votes.yes ? 'na' : 'yes';
    const against = votes.yes + votes.no + votes.na - votes[polarity];
    // One of the very best sources denying it is enough to stop a "Yes".
    const strongDenial = polarity === 'yes' && evidence.slice(0, 3).some((e) => e.polarity === 'no' && e.strength >= top.strength * 0.9);
    if (!productNo && (against >= votes[polarity] * 0.4 || strongDenial))
      return mark(flag(`The sources disagree on this for ${asked}.`, agreeing.slice(0, 3).map(toSource)));
    if (polarity === 'no' && (productNo || !agreeing.some((e) => e.kind === 'library' && choicePolarity(e.choice) === 'no'))) {
      // A source that plainly states the thing is not done or not offered, for the product asked about (or a
      // company-wide source when no product is asked about), is a "No" with that source, at low confidence.
      const stated =
        productNo ??
        evidence.slice(0, 3).find(
          (e) =>
            e.polarity === 'no' &&
            answersAlone(e, weak) &&
            (e.specific ||
              p.productIds.length === 0 ||
              !asksAboutProduct(q.text) ||
              // a statement that names the product asked, or whose subject is the organisation itself
              mentionsProduct(e.excerpt, aliasesOf(p.productIds)) ||
              deniedByOrganisation(e.excerpt, organizationName, aliasesOf([...productNames.keys()]))) &&
            (e.shortfall !== undefined ||
              neverForEver(e.excerpt, q.text, q.headTerms) ||
              hasNone(e.excerpt, q.headTerms) ||
              e.planned ||
              e.lapsed ||
              e.inside ||
              e.deniedAs ||
              statesNotDone(e.excerpt, q.headTerms) ||
              opensWithDenial(e.excerpt, q.headTerms)),
        );
      // A question that holds its own denial ("…never stored…?") would be answered backwards by it.
      const noChoice =
        stated && (!sibling || stated.productDenied) && !negationCues.test(normalizeText(q.text)) ? choiceFor('no', p.request.answerOptions) : null;
      if (stated && noChoice) {
        const why = stated.shortfall
          ? ` The source says “${stated.shortfall.stated}”, ${shortfallWord(stated.shortfall)} than the question asks (“${stated.shortfall.asked}”): “${stated.excerpt}”`
          : stated.planned
            ? ` The source says it is planned or being considered, not in place: “${stated.excerpt}”`
            : stated.lapsed
              ? ` The source says it is no longer held: “${stated.excerpt}”`
              : stated.inside
                ? ` The source places it inside the ${q.outside}: “${stated.excerpt}”`
                : stated.productDenied
                  ? ` The source says so of ${asked}: “${stated.excerpt}”`
                  : ` ${stated.deniedAs ? DENIED_AS[stated.deniedAs] : 'The source states it is not done'}: “${stated.excerpt}”`;
        // The "No" is stated by one sentence: the rest of its passage may be about other things.
        const d = answered(p, w, noChoice, [{ ...stated, text: stated.excerpt }], 1, asked, why, 1);
        // The explanation states the denial itself ("It is switched off by default"), though it shares few of the question's words.
        const deciding = sentences(stated.excerpt).at(-1);
        if (d.draft.answerText && deciding && !stated.excerpt.endsWith('…') && !d.draft.answerText.includes(deciding.trim()))
          d.draft.answerText = stated.excerpt;
        d.draft.score = Math.min(d.draft.score, round(thresholds.medium - 0.01));
        d.draft.confidence = level(d.draft.score);
        return mark(d);
      }
      // Otherwise reading "no" out of prose is fragile: say so, and let a person decide.
      return mark(flag(`The evidence for ${asked} appears to say no; a person should confirm.`, agreeing.slice(0, 3).map(toSource)));
    }
    if (sibling && sibling !== polarity) {
      return mark(
        flag(
          `The evidence for ${asked} points to ${label(polarity)}, but ${siblingLabel} answers ${label(sibling)}: a person should confirm.`,
          agreeing.slice(0, 3).map(toSource),
        ),
      );
    }
    const choice = choiceFor(polarity, p.request.answerOptions);
    if (!choice) return mark(flag(`The evidence says ${label(polarity)}, which is not one of this question's options.`, agreeing.slice(0, 3).map(toSource)));
    const disputed = agreeing.find((e) => e.conflict);
    if (disputed)
      return mark(
        flag(
          `A source of this draft is in conflict in the answer library (“${disputed.name}”); resolve the conflict in the knowledge hub first.`,
          agreeing.slice(0, 3).map(toSource),
        ),
      );
    const supporting = agreeing.filter((e) => (e.polarity ?? 'yes') === polarity);
    // "At least annually", "kept for a year": a "Yes" needs a source that says how often or how long.
    const requirement = polarity === 'yes' ? askedRequirement(q.text) : null;
    const readings = requirement ? supporting.map((e) => readRequirement(e.text || e.excerpt, requirement)) : [];
    // A figure short of the one asked ("5 days" for "at least 30 days?") is no "Yes" either.
    if (requirement && !readings.some((r) => r?.short === false)) {
      const short = readings.find((r) => r?.short);
      return mark(
        flag(
          short
            ? `The question asks “${requirement.words}”, and the sources say “${short.words}” (${shortfallWord(requirement)} than asked): a person should confirm.`
            : `The question asks “${requirement.words}”, and the sources do not say ${unstated(requirement)}: a person should confirm.`,
          supporting.slice(0, 3).map(toSource),
        ),
      );
    }
    const ownNames = [...productNames.values(), organizationName];
    const unheard = polarity === 'yes' ? unknownNames(q.text, w, ownNames) : [];
    const unsaid = polarity === 'yes' && unheard.length === 0 ? namesUnsaid(q.text, supporting, w, ownNames) : [];
    if (unheard.length > 0 || unsaid.length > 0)
      return mark(
        flag(
          unheard.length > 0
            ? `The question names ${quoteAll(unheard)}, which the knowledge base never mentions: a person should confirm.`
            : `The question names ${quoteAll(unsaid)}, which the sources found for it do not: a person should confirm.`,
          supporting.slice(0, 3).map(toSource),
        ),
      );
    const attestedIds = polarity === 'yes' ? askedProductIds(p, productNames, organizationName) : [];
    const attestedAliases = aliasesOf(attestedIds);
    if (
      asksProductAttestation(q.text, attestedAliases) &&
      !supporting.some((e) => speaksForProduct({ specific: e.specific, text: e.text || e.excerpt }, attestedAliases))
    ) {
      const named = productLabel(false, attestedIds);
      return mark(
        flag(
          `The question asks whether a report or certification covers ${named}; the sources are the organisation's and do not name ${named}: a person should confirm its scope.`,
          supporting.slice(0, 3).map(toSource),
        ),
      );
    }
    // "Is it covered by your PCI DSS attestation?" is not answered "Yes" by a source that does not name PCI DSS.
    if (
      polarity === 'yes' &&
      !namesAskedAttestation(
        q.text,
        supporting.map((e) => e.text || e.excerpt),
      )
    )
      return mark(
        flag(
          `The question names a report or certification that the sources found for it do not name: a person should confirm.`,
          supporting.slice(0, 3).map(toSource),
        ),
      );
    // The draft rests on another product's answer to the same question: that answer states the fact asked, so it
    // is quoted and cited first, where the partial evidence alone would explain it off the point. Its sentences
    // that name that product are left out.
    // Also when general evidence alone answers, but only as a near match: it shares the question's words, the
    // other answer states the fact asked ("security staff" at the data centre beside "a dedicated security team").
    const near = alone && !top.specific && top.strength < thresholds.high;
    const lead =
      (!alone || near) && p.refine.mention.length === 0
        ? organisationAnswer(
            lib,
            polarity,
            p.productIds.map((id) => productNames.get(id) ?? ''),
            aliasesOf,
          )
        : undefined;
    const note = !alone
      ? ` Consistent with the answer for ${siblingLabel}; the evidence for ${asked} itself is partial.${lead ? ` The explanation is quoted from that answer: check that it holds for ${asked}.` : ''}`
      : lead
        ? ` The explanation is quoted from the answer to the same question for ${siblingLabel}: check that it holds for ${asked}.`
        : '';
    return mark(
      answered(p, w, choice, supporting, new Set(supporting.map((e) => e.key)).size, asked, note, (alone ? 1 : 0.85) * (against > 0 ? 0.9 : 1), lead),
    );
  }
  return mark(answered(p, w, null, agreeing, keys.size, asked, '', 1));

  function answered(
    pp: Prepared,
    ww: Weights,
    choice: string | null,
    support: Evidence[],
    distinct: number,
    who: string,
    note: string,
    factor: number,
    /** A source quoted and cited first that does not count towards the score. */
    lead?: Evidence,
  ): Decision {
    const best = support[0]!;
    // A statement that the thing is done explains it before a standard's requirement that it must be.
    const stated = [...support].sort((a, b) => Number(Boolean(a.listed)) - Number(Boolean(b.listed)));
    const cited = lead ? [lead, ...stated] : stated;
    const specific = support.some((e) => e.specific);
    // The provider's attestation asked, and no source speaks of the provider: the organisation's own report is
    // on the topic, not the fact asked (a person confirms it).
    const forProvider = asksProviderAttestation(pp.info.text);
    const ownForProvider = forProvider && !cited.some((e) => statements(e.text || e.excerpt).some((st) => speaksOfProvider(st)));
    // Every source only lists the point as a standard's requirement (a responsibility matrix's row): that it is
    // what must be done says less than that it is done, so a person confirms it.
    const onlyRequirements = !lead && support.every((e) => e.listed);
    // Whether the thing is given to the customer is asked, and the sources only state the thing: a person confirms it.
    const undelivered =
      asksDelivery(pp.info.text) &&
      !cited.some((e) => (e.kind === 'library' && asksDelivery(e.name)) || statesDelivery(e.text || e.excerpt, pp.info.terms, pp.info.soft));
    const full = round(factor * Math.min(1, best.strength + 0.06 * Math.min(2, distinct - 1) + (specific ? 0.04 : 0)));
    const score = ownForProvider || onlyRequirements || undelivered ? Math.min(full, round(thresholds.medium - 0.01)) : full;
    // Descriptions and lists read best from documents; a section whose heading names the topic is the answer.
    const ordered = pp.info.kind === 'yes_no' ? cited : [...support].sort((a, b) => rankForText(b, best) - rankForText(a, best));
    const section =
      pp.info.kind === 'yes_no' || pp.refine.mention.length > 0
        ? undefined
        : ordered.find((e) => e.kind === 'document' && e.heading && coverage(pp.info.headTerms, new Set(analyze(e.heading)), ww) >= 0.6);
    const text = section
      ? sectionText(section.text, pp.refine)
      : lead
        ? // The answer to the same question is the explanation, in its own order: partial evidence would explain it off the point.
          leadText(lead.text, pp.refine)
        : composeAnswer(
            ordered.slice(0, 5).map((e) => ({ text: e.text || e.excerpt, strength: e.strength, heading: e.heading })),
            {
              kind: pp.info.kind,
              questionTerms: pp.info.terms,
              refine: pp.refine,
              w: ww,
              aboutProviders: asksAboutProviders(pp.info.text),
              providerAttestation: forProvider,
              productFeature: asksProductFeature(pp.info.text),
              oneAlternative: (sentence) => deniesOneAlternative(sentence, pp.info.alternatives),
              // How often or how long: the sentence must be about the thing asked, not another thing kept as long;
              // a question read with its section is about what the section names.
              subject: pp.context
                ? subjectTerm(pp.context.terms, pp.info.soft, ww)
                : askedRequirement(pp.info.text)
                  ? subjectTerm(pp.info.headTerms, pp.info.soft, ww)
                  : null,
              subjectOnly: Boolean(pp.context),
            },
          );
    const sources = dedupeSources(cited.slice(0, 5).map(toSource));
    return {
      draft: {
        answerChoice: choice,
        // No sentence of the sources repeats the question's words (a library answer to a similar question):
        // the best source's own words, never an empty explanation.
        answerText: text || (pp.info.kind === 'yes_no' ? best.excerpt || null : null),
        flagged: false,
        confidence: level(score),
        score,
        sources,
        reason: `Drafted from ${distinct} supporting source${distinct === 1 ? '' : 's'}${sources.length > distinct ? ` (${sources.length} excerpts cited)` : ''} for ${who} (match ${Math.round(best.strength * 100)}%${specific ? ', product-specific evidence' : ''}).${note}${ownForProvider ? " The sources speak of the organisation's own report, not the hosting provider's: check that it answers the question." : ''}${onlyRequirements ? ` The source lists this as ${support.every((e) => e.aim) ? "a plan's objective" : 'a requirement of a standard'}, not as something done: check that it is in place.` : ''}${undelivered ? ' The sources describe it, but none says it is provided to customers: check that it is.' : ''}`,
        related,
      },
      llmSources: cited.slice(0, 5).map((e, n) => ({ n: n + 1, name: e.name, text: e.text || e.excerpt })),
    };
  }
}

/** Another product's answer to the same question, with this polarity and words of its own, as a source. */
function organisationAnswer(
  lib: ScoredLibrary[],
  polarity: Polarity,
  /** Names of the products asked about. */
  asked: string[],
  aliasesOf: (ids: string[]) => string[],
): Evidence | undefined {
  const same = lib.filter((e) => !e.inScope && e.sim >= thresholds.sameQuestion && choicePolarity(e.c.answerChoice) === polarity);
  const best = same[0]?.sim ?? 0;
  // The closest question's answer, or one as close: not a likely neighbour ("…for institutional accounts" beside "…for staff").
  const x = same.find((e) => e.sim >= best - SAME_AS_CLOSEST && e.c.answerText?.trim());
  if (!x) return undefined;
  // Only what it says of the organisation: a sentence naming the other product ("… in Canvas LMS …", or just
  // "Canvas …" when both products share the name) is that product's.
  const own = new Set(asked);
  const other = aliasesOf(x.c.productIds).filter((a) => !own.has(a));
  // A sentence that leans on one left out goes with it ("…in Canvas LMS are entered in Jira. Once entered, they…").
  const kept: string[] = [];
  let dropped = false;
  for (const s of sentences(x.c.answerText!)) {
    dropped = mentionsProduct(s, other) || pointsElsewhere(s) || (dropped && leansOnPrevious(s));
    if (!dropped) kept.push(s);
  }
  const text = kept.join(' ').trim();
  return text ? libraryEvidence(x.c, text, { strength: x.sim, polarity, specific: false }) : undefined;
}

/** Documents before other questions' answers when they match nearly as well. */
const rankForText = (e: Evidence, best: Evidence) => e.strength + (e.kind === 'document' && e.strength >= best.strength * 0.85 ? 1 : 0);

/** The reason's note on an answer that refers to an item of the questionnaire it came from. */
function referenceNote(text: string): string {
  const item = referencedItem(text);
  return item ? ` The answer refers to “${item}” of the questionnaire it came from: check that it means the same item here.` : '';
}

/** Likeness below the closest question's at which another question is a different one. */
const SAME_AS_CLOSEST = 0.02;

/** Words an explanation may run to: a refine instruction shortens or lengthens the usual budget. */
const wordBudget = (refine: RefineSpec, usual: number) => (refine.shorter ? 45 : refine.longer ? 240 : usual);

/** Another product's answer to the same question, from its first sentence, within the word budget. */
function leadText(text: string, refine: RefineSpec): string {
  const max = wordBudget(refine, 110);
  const out: string[] = [];
  let words = 0;
  for (const s of sentences(text)) {
    const n = s.split(/\s+/).length;
    if (out.length > 0 && words + n > max) break;
    out.push(s);
    words += n;
  }
  const joined = out.join(' ');
  return refine.formal ? formal(joined) : joined;
}

/** A whole section as the answer, within the length the refine instruction allows. */
function sectionText(text: string, refine: RefineSpec): string {
  const max = wordBudget(refine, 140);
  const words = text.split(/\s+/);
  const out = (words.length > max ? `${words.slice(0, max).join(' ')}…` : text).replace(/\s+•\s+/g, '\n• ');
  return refine.formal ? formal(out) : out;
}

const label = (p: Polarity) => (p === 'yes' ? 'Yes' : p === 'no' ? 'No' : 'N/A');

/** The products a question is asked for: the request's, or else those the question names. */
function askedProductIds(p: Prepared, productNames: Map<string, string>, organizationName: string): string[] {
  if (p.productIds.length) return p.productIds;
  return [...productNames.entries()].filter(([, name]) => mentionsProduct(p.info.text, productAliases(name, organizationName))).map(([id]) => id);
}

/** A library answer cited as a draft's source. */
function librarySource(c: LibraryCandidate): DraftSource {
  return { kind: 'library', id: c.id, name: c.question, url: libraryUrl(c.id), excerpt: excerptOf(c.answerText ?? c.answerChoice ?? '') };
}

function toSource(e: Evidence): DraftSource {
  return { kind: e.kind, id: e.id, name: e.name, url: e.url, excerpt: e.excerpt };
}

function dedupeSources(list: DraftSource[]): DraftSource[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = `${s.kind}:${s.id}:${s.excerpt}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function level(score: number): 'high' | 'medium' | 'low' {
  return score >= thresholds.high ? 'high' : score >= thresholds.medium ? 'medium' : 'low';
}

/** A product's own denial this close to the best source decides the answer. */
const PRODUCT_DENIAL_SHARE = 0.6;

const round = (n: number) => Math.round(n * 1000) / 1000;
const reviewedAt = (c: LibraryCandidate) => (c.lastReviewedAt ? Date.parse(c.lastReviewedAt) : 0);

const quoteAll = (names: string[]) => names.map((n) => `“${n}”`).join(' and ');
