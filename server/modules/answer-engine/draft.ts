import type { Tx } from '../../db/client';
import { createLlmClient, type LlmClient } from '../../lib/ai/llm';
import { checkBatch } from './checks';
import { synonymsOf } from './synonyms';
import { questionContext } from './context';
import { parseRefine } from './compose';
import { decide, siblingClaimTerms, thresholds, type Decision, type Prepared } from './decide';
import { phraseWithLlm } from './llm-draft';
import { askParts, combineParts } from './parts';
import { analyzeQuestion } from './question';
import { answerReviewMonthsSetting, currentOrganization, organizationName, productNames } from './knowledge.queries';
import { libraryCandidates, libraryTrigramCandidates, passageCandidates, termStats, type LibraryCandidate, type PassageCandidate } from './retrieve';
import { cosine, termList, Weights } from './score';
import { correctQuestion } from './spelling';
import { TrigramCache } from './trigram';
import type { Draft, DraftDeps, DraftRequest } from './types';
import { applyTrust, trustRank } from './trust';
import { DEFAULT_REVIEW_MONTHS } from '@shared/contracts/answer-origin';

/**
 * The answer-drafting engine (issue 7, design guide §5). For each question, in order:
 * 1. an approved library answer to the same or a near-identical question for the same product;
 * 2. else the best supporting passages of the selected documents and in-scope library answers;
 * 3. else no answer, flagged for a person.
 * Evidence for another product is never evidence for this one. Confidence comes from match strength,
 * agreement between sources and product scope. Text is extractive (copied from sources) unless a
 * language model is configured, whose phrasing is checked against the sources.
 */
const MAX_QUERY_TERMS = 8;
const MAX_SYNONYM_TERMS = 3;
const COMMON_SHARE = 0.08;
const SHORT_QUESTION_TERMS = 4;

export async function draftAnswers(tx: Tx, deps: DraftDeps, requests: DraftRequest[]): Promise<Draft[]> {
  if (requests.length === 0) return [];
  // A question that asks several yes/no things at once: its parts are drafted too, and must agree.
  const parts: { question: string; k: number }[][] = [];
  const all = [...requests];
  for (const r of requests) {
    // Refining drafts the question as the first draft did (its parts too), then words it differently.
    const asks = askParts(r.question, r.answerOptions);
    parts.push(asks.map((question) => ({ question, k: all.push({ ...r, question }) - 1 })));
  }
  const { prepared, decisions, libraryById, reviewMonths } = await decideAll(tx, all);
  const combined = requests.map((_r, i) =>
    parts[i]!.length
      ? combineParts(
          decisions[i]!,
          parts[i]!.map((x) => ({ question: x.question, decision: decisions[x.k]! })),
        )
      : decisions[i]!,
  );
  const mine = checkBatch(prepared.slice(0, requests.length), combined);
  applyTrust(mine, libraryById, reviewMonths);
  const llm = deps.llm !== undefined ? deps.llm : createLlmClient(deps.config?.llm);
  if (llm) await phraseAll(llm, prepared, mine);
  return mine.map((d) => d.draft);
}

interface Decided {
  prepared: Prepared[];
  decisions: Decision[];
  libraryById: Map<string, LibraryCandidate>;
  reviewMonths: number;
}

async function decideAll(tx: Tx, requests: DraftRequest[]): Promise<Decided> {
  const org = await currentOrganization(tx);
  const reviewMonths = await answerReviewMonths(tx, org);
  const now = new Date();
  const stats = await termStats(tx, org);
  const w = new Weights(stats);

  const prepared: Prepared[] = requests.map((r, i) => {
    const asked = analyzeQuestion(r.question, r.answerOptions);
    const context = questionContext(r.question, asked.terms, r.section, r.previousQuestion);
    const raw = context ? { ...asked, terms: [...context.terms, ...asked.terms], headTerms: [...context.terms, ...asked.headTerms] } : asked;
    const info = correctQuestion(raw, stats);
    const refine = parseRefine(r.refine, r.userPrompt);
    const productIds = r.productIds && r.productIds.length > 0 ? [...new Set(r.productIds)] : r.productId ? [r.productId] : [];
    // The question's own terms find the same candidates as the first draft; what a refine or prompt asks
    // to mention is looked up on its own and only adds to them (see withPromptQueries).
    return { i, request: r, info, refine, productIds, context, query: { i, q: r.question.slice(0, 2000), tq: queryExpression(info.terms, stats, w) } };
  });
  const promptTerms = new Map<number, string>();
  for (const p of prepared) {
    const tq = queryExpression([...p.refine.mention.flatMap((m) => m.terms), ...p.refine.extraTerms], stats, w);
    if (tq) promptTerms.set(p.i, tq);
  }
  const withPromptQueries = (list: Prepared[]) => [
    ...list.map((p) => p.query),
    ...list.filter((p) => promptTerms.has(p.i)).map((p) => ({ i: p.i, q: p.query.q, tq: promptTerms.get(p.i)! })),
  ];

  const trigramCache = new TrigramCache();
  const library = distinct(await libraryCandidates(tx, org, stats, withPromptQueries(prepared), 30, trigramCache));
  const closest = new Map<number, number>();
  for (const c of library) {
    const p = prepared[c.i]!;
    const sim = Math.max(cosine(p.info.terms, termList(c.questionTerms).set, w), c.trgm);
    closest.set(c.i, Math.max(closest.get(c.i) ?? 0, sim));
  }
  // Wording-level matching (pg_trgm) where term matching is weak: no near-identical entry found, and a
  // short question ("Vendor Name") or one with words the knowledge base has never seen (typos, spellings).
  const weak = prepared.filter((p) => (closest.get(p.i) ?? 0) < thresholds.sameQuestion && termMatchingIsWeak(p.info.terms, stats));
  library.push(
    ...(await libraryTrigramCandidates(
      tx,
      org,
      stats,
      weak.map((p) => p.query),
    )),
  );
  const passages: PassageCandidate[] = [];
  for (const group of groupByScope(prepared).values()) {
    const first = group[0]!;
    passages.push(
      ...distinct(
        await passageCandidates(tx, org, stats, withPromptQueries(group), { productIds: first.productIds, documentIds: first.request.selectedDocumentIds }),
      ),
    );
  }
  const names = await productNames(tx, org);
  const orgName = await organizationName(tx, org);

  const libByQuestion = groupBy(library, (c) => c.i);
  const passByQuestion = groupBy(passages, (c) => c.i);

  const decideOne = (p: Prepared, claim: Parameters<typeof decide>[6] = null) =>
    decide(p, libByQuestion.get(p.i) ?? [], passByQuestion.get(p.i) ?? [], w, names, orgName, claim, (c) => trustRank(c, reviewMonths, now));
  const decisions = prepared.map((p) => decideOne(p));

  // Where another product answered the same question and that answer could tip the draft, look for what
  // it says in this product's evidence, then decide again.
  const claims = new Map<number, string[]>();
  for (const p of prepared) {
    if (!decisions[p.i]!.wantsClaim) continue;
    const terms = siblingClaimTerms(p, libByQuestion.get(p.i) ?? [], w, names, orgName, (t) => stats.df.get(t) ?? 0);
    if (terms) claims.set(p.i, terms);
  }
  if (claims.size > 0) {
    const claimQueries = prepared
      .filter((p) => claims.has(p.i))
      .map((p) => ({ ...p, query: { i: p.i, q: p.query.q, tq: claims.get(p.i)!.slice(0, MAX_QUERY_TERMS).join(' | ') } }));
    const claimLibrary = await libraryCandidates(
      tx,
      org,
      stats,
      claimQueries.map((p) => p.query),
      10,
      trigramCache,
    );
    const claimPassages: PassageCandidate[] = [];
    for (const group of groupByScope(claimQueries).values()) {
      const first = group[0]!;
      claimPassages.push(
        ...(await passageCandidates(
          tx,
          org,
          stats,
          group.map((p) => p.query),
          { productIds: first.productIds, documentIds: first.request.selectedDocumentIds },
          10,
        )),
      );
    }
    const claimLibBy = groupBy(claimLibrary, (c) => c.i);
    const claimPassBy = groupBy(claimPassages, (c) => c.i);
    for (const p of claimQueries)
      decisions[p.i] = decideOne(p, { terms: claims.get(p.i)!, library: claimLibBy.get(p.i) ?? [], passages: claimPassBy.get(p.i) ?? [] });
    library.push(...claimLibrary);
  }

  return { prepared, decisions, libraryById: new Map(library.map((c) => [c.id, c])), reviewMonths };
}

/** The organisation's answer review period in months (issue 13); the default when it set none. */
async function answerReviewMonths(tx: Tx, org: string): Promise<number> {
  return (await answerReviewMonthsSetting(tx, org)) ?? DEFAULT_REVIEW_MONTHS;
}

/** Asks the model to phrase the answered drafts (in parallel, a few at a time); failures keep the extractive text. */
async function phraseAll(llm: LlmClient, prepared: Prepared[], decisions: Decision[]) {
  const todo = decisions.map((d, i) => ({ d, p: prepared[i]! })).filter(({ d }) => !d.draft.flagged && d.llmSources.length > 0);
  const concurrency = 4;
  for (let k = 0; k < todo.length; k += concurrency) {
    await Promise.all(
      todo.slice(k, k + concurrency).map(async ({ d, p }) => {
        const result = await phraseWithLlm(llm, {
          // A question that does not name its subject is phrased as it was read: with its section or the question before it.
          question: p.context ? `${p.request.question} (read with ${p.context.from})` : p.request.question,
          kind: p.info.kind,
          answerOptions: p.request.answerOptions,
          choice: d.draft.answerChoice,
          sources: d.llmSources,
          refine: p.request.refine ?? null,
          userPrompt: p.request.userPrompt ?? null,
          extractive: d.draft.answerText ?? '',
        });
        if (!result) return;
        d.draft.answerText = result.text;
        const cited = new Set(result.citations);
        const order = d.llmSources.map((s) => s.n);
        d.draft.sources = d.draft.sources
          .filter((_s, idx) => cited.has(order[idx] ?? -1))
          .concat(d.draft.sources.filter((_s, idx) => !cited.has(order[idx] ?? -1)));
        d.draft.reason = `${d.draft.reason} Phrased by ${llm.model} from the cited sources.`;
      }),
    );
  }
}

/** Questions that share products and document selection share one passage query. */
function groupByScope(list: Prepared[]): Map<string, Prepared[]> {
  const byScope = new Map<string, Prepared[]>();
  for (const p of list) {
    const key = `${p.productIds.slice().sort().join(',')}|${p.request.selectedDocumentIds ? p.request.selectedDocumentIds.slice().sort().join(',') : '*'}`;
    byScope.set(key, [...(byScope.get(key) ?? []), p]);
  }
  return byScope;
}

/** A tsquery over the terms the knowledge base knows, rarest first. */
function queryExpression(terms: string[], stats: { df: Map<string, number>; n: number }, w: Weights): string {
  const known = [...new Set(terms)].filter((t) => (stats.df.get(t) ?? 0) > 0).sort((a, b) => w.w(b) - w.w(a));
  // Rare terms find the candidates; terms in a large share of the knowledge base only slow the search.
  const rare = known.filter((t) => (stats.df.get(t) ?? 0) <= Math.max(20, stats.n * COMMON_SHARE));
  const query = (rare.length >= 3 ? rare : known).slice(0, MAX_QUERY_TERMS);
  // A question's word that the knowledge base says in another ("tell" for "notice") looks for that one too.
  const others = [...new Set(terms.flatMap((t) => synonymsOf(t)))].filter((t) => !terms.includes(t) && (stats.df.get(t) ?? 0) > 0);
  return [...query, ...others.slice(0, MAX_SYNONYM_TERMS)].join(' | ');
}

/** A candidate found by both a question's own query and its prompt's, once. */
function distinct<T extends { i: number; id: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = `${c.i}|${c.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Few distinct terms, or some the knowledge base has never seen: full-text matching may miss the same question. */
function termMatchingIsWeak(terms: string[], stats: { df: Map<string, number> }): boolean {
  const distinct = new Set(terms);
  const known = [...distinct].filter((t) => stats.df.has(t)).length;
  return known <= SHORT_QUESTION_TERMS || known < distinct.size;
}

function groupBy<T>(list: T[], key: (t: T) => number): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const x of list) {
    const k = key(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
}
