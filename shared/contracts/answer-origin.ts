import { z } from 'zod';

/**
 * Where a library answer came from and how old it is (issue 13): shown on the answer library and next to
 * a draft's library source on the review screen, and read by the answer engine (old, stale or unverified
 * answers are never high confidence).
 *
 * | Call | Permission | Payload and response |
 * |---|---|---|
 * | GET /api/v1/knowledge-hub/settings/ | knowledge_base:view | data = AnswerReviewSettings |
 * | PUT /api/v1/knowledge-hub/settings/ | knowledge_base:edit | JSON `answerReviewSettingsBody`. data = AnswerReviewSettings |
 */

/** 'ai_bulk': an AI draft approved unchanged in a bulk action; 'ai_single': approved unchanged on its own; 'person': edited or written by a person. */
export const approvedHows = ['ai_bulk', 'ai_single', 'person'] as const;
export type ApprovedHow = (typeof approvedHows)[number];

export const DEFAULT_REVIEW_MONTHS = 12;

export const answerReviewMessages = {
  updated: 'Answer review period saved',
  months: 'Enter a number of months between 1 and 120',
} as const;

export const answerReviewSettingsBody = z.object({
  answer_review_months: z
    .number({ error: answerReviewMessages.months })
    .int(answerReviewMessages.months)
    .min(1, answerReviewMessages.months)
    .max(120, answerReviewMessages.months),
});

export interface AnswerReviewSettings {
  /** Library answers not reviewed for this many months lose confidence and are listed as past their review period. */
  answer_review_months: number;
}

/** The facts about one library answer's origin and age. */
export interface AnswerOrigin {
  source: 'import' | 'approved' | 'manual';
  /** The imported file, or the request and file it was approved in. */
  reference: string;
  approved_how: ApprovedHow | null;
  /** Who approved, wrote or last reviewed it. */
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  /** Why it needs review: a fact it rests on changed (null: not stale). */
  stale_reason: string | null;
}

/** An answer's origin as the API shows it (response schema; `stale_reason` is missing on drafts stored before issue 13). */
export const answerOriginSchema = z.object({
  source: z.enum(['import', 'approved', 'manual']),
  reference: z.string(),
  approved_how: z.enum(approvedHows).nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  stale_reason: z.string().nullable().optional(),
});

const MONTH_MS = 30.44 * 24 * 3600 * 1000;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Whole months since the answer was last reviewed (or created, when never reviewed). */
export function ageInMonths(o: Pick<AnswerOrigin, 'reviewed_at' | 'created_at'>, now = new Date()): number {
  const at = Date.parse(o.reviewed_at ?? o.created_at);
  return Number.isFinite(at) ? Math.max(0, Math.floor((now.getTime() - at) / MONTH_MS)) : 0;
}

export function isPastReview(o: Pick<AnswerOrigin, 'reviewed_at' | 'created_at'>, months: number, now = new Date()): boolean {
  return ageInMonths(o, now) >= months;
}

/** Bulk-approved AI drafts nobody touched are not person-verified. */
export const isUnverified = (o: Pick<AnswerOrigin, 'approved_how'>) => o.approved_how === 'ai_bulk';

/**
 * "Imported from X.xlsx on 3 Mar 2025", "Approved in bulk by Ann Lee, not edited", "Written in the library by …".
 * `withReference: false` where the file or request is already shown beside it (the library's Source column).
 */
export function describeOrigin(o: AnswerOrigin, { withReference = true }: { withReference?: boolean } = {}): string {
  const by = o.reviewed_by ? ` by ${o.reviewed_by}` : '';
  const ref = o.reference && withReference ? ` (${o.reference})` : '';
  if (o.source === 'import')
    return withReference ? `Imported from ${o.reference || 'a questionnaire'} on ${shortDate(o.created_at)}` : `Imported on ${shortDate(o.created_at)}`;
  if (o.source === 'manual') return `Written in the library${by} on ${shortDate(o.created_at)}`;
  const when = o.reviewed_at ? ` on ${shortDate(o.reviewed_at)}` : '';
  if (o.approved_how === 'ai_bulk') return `AI draft approved in bulk${by}, not edited${when}${ref}`;
  if (o.approved_how === 'ai_single') return `AI draft approved unchanged${by}${when}${ref}`;
  if (o.approved_how === 'person') return `Written or edited by a person, approved${by}${when}${ref}`;
  return `Approved in a questionnaire review${by}${when}${ref}`;
}

/** "Reviewed 14 months ago — past the 12-month review period", "Never reviewed; added 2 months ago". */
export function describeAge(o: AnswerOrigin, months: number, now = new Date()): string {
  const age = ageInMonths(o, now);
  const ago = age === 0 ? 'this month' : age === 1 ? '1 month ago' : `${age} months ago`;
  const head = o.reviewed_at ? `Reviewed ${ago}` : `Never reviewed; added ${ago}`;
  return age >= months ? `${head} — past the ${months}-month review period` : head;
}
