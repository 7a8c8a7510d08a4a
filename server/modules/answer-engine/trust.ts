import { isPastReview, isUnverified, type AnswerOrigin, type ApprovedHow } from '@shared/contracts/answer-origin';
import type { Decision } from './decide';
import type { LibraryCandidate } from './retrieve';
import { thresholds } from './thresholds';

/**
 * How far a library answer can be trusted (issue 13, failure types 6 and 9). An answer past the
 * organisation's review period, or marked stale because a fact it rests on changed, can still be cited
 * but never at high confidence. An AI draft approved unchanged in a bulk action was never read by a
 * person: it weighs less than a person-verified answer and is never high confidence on its own (only
 * with a document that says the same).
 */
export interface Trust {
  stale: boolean;
  pastReview: boolean;
  unverified: boolean;
}

const HOWS = new Set<string>(['ai_bulk', 'ai_single', 'person']);

export function originOf(c: LibraryCandidate): AnswerOrigin {
  const source = c.source === 'import' || c.source === 'approved' ? c.source : 'manual';
  return {
    source,
    reference: c.sourceReference,
    approved_how: c.approvedHow && HOWS.has(c.approvedHow) ? (c.approvedHow as ApprovedHow) : null,
    reviewed_by: c.reviewedByName,
    reviewed_at: c.lastReviewedAt ? new Date(c.lastReviewedAt).toISOString() : null,
    created_at: new Date(c.createdAt).toISOString(),
    stale_reason: c.staleReason,
  };
}

export function trustOf(c: LibraryCandidate, reviewMonths: number, now: Date): Trust {
  const o = originOf(c);
  return { stale: Boolean(o.stale_reason), pastReview: isPastReview(o, reviewMonths, now), unverified: isUnverified(o) };
}

/** 0 (stale or past review) … 2 (fresh and person-verified): which of two equally close answers to reuse. */
export function trustRank(c: LibraryCandidate, reviewMonths: number, now: Date): number {
  const t = trustOf(c, reviewMonths, now);
  return t.stale || t.pastReview ? 0 : t.unverified ? 1 : 2;
}

/** Below "high": what a capped draft's score becomes at most. */
const CAP = Math.round((thresholds.high - 0.01) * 100) / 100;
/** An unverified answer weighs this much of a verified one. */
const UNVERIFIED_WEIGHT = 0.9;

/**
 * Attaches each cited library answer's origin to the draft's source, and lowers the confidence of drafts
 * that rest on old, stale or unverified answers (saying why in the reason). A draft that rests on stale
 * answers alone is a flag: the fact they cited changed, so they may say the opposite now.
 */
export function applyTrust(decisions: Decision[], byId: Map<string, LibraryCandidate>, reviewMonths: number, now = new Date()) {
  for (const d of decisions) {
    const draft = d.draft;
    const notes: string[] = [];
    let cap = false;
    let unverifiedOnly = false;
    const library = draft.sources.filter((s) => s.kind === 'library');
    for (const s of library) {
      const c = byId.get(s.id);
      if (!c) continue;
      s.origin = originOf(c);
    }
    if (draft.flagged || library.length === 0) continue;
    const trusts = library
      .map((s) => byId.get(s.id))
      .filter((c): c is LibraryCandidate => Boolean(c))
      .map((c) => trustOf(c, reviewMonths, now));
    const hasDocument = draft.sources.some((s) => s.kind === 'document');
    if (!hasDocument && trusts.length > 0 && trusts.every((t) => t.stale)) {
      // Every answer it rests on cited a fact that has changed since: it may say the opposite now.
      Object.assign(draft, { flagged: true, answerChoice: null, confidence: 'low', score: 0 });
      draft.reason = `${draft.reason} The library answer it rests on is marked stale (a fact it cited changed): a person should check it against what changed.`;
      d.llmSources = [];
      continue;
    }
    if (trusts.some((t) => t.stale)) {
      cap = true;
      notes.push('A library answer it rests on is marked stale (a fact it cited changed); review it before reuse.');
    }
    if (trusts.some((t) => t.pastReview)) {
      cap = true;
      notes.push(`A library answer it rests on was last reviewed more than ${reviewMonths} months ago, past the organisation's review period.`);
    }
    if (!hasDocument && trusts.length > 0 && trusts.every((t) => t.unverified)) {
      cap = true;
      unverifiedOnly = true;
      notes.push('It rests only on AI drafts approved in bulk without a person editing them.');
    }
    if (!cap) continue;
    const score = Math.min(unverifiedOnly ? Math.round(draft.score * UNVERIFIED_WEIGHT * 100) / 100 : draft.score, CAP);
    draft.score = score;
    const lowered = score >= thresholds.medium ? 'medium' : 'low';
    if (lowered === 'low' || draft.confidence === 'high') draft.confidence = lowered;
    draft.reason = `${draft.reason} ${notes.join(' ')} Never high confidence.`.trim();
  }
}
