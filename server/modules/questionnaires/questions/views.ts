import type { AnswerOrigin } from '@shared/contracts/answer-origin';
import type { ConfidenceLevel, FeedbackAction, PreviouslyView, QuestionSourceView, QuestionStatus, QuestionView, SmeStatus } from '@shared/contracts/questions';
import { can } from '@shared/permissions';
import type { QuestionDelta, QuestionSource } from '@server/db/schema/index';
import { sentOn } from '../files/previous';
import type { AuthContext } from '@server/lib/context';
import { isSme } from '../access';
import type { QuestionRow } from './queries';

const iso = (d: Date | string) => new Date(d).toISOString();
const ref = (id: string | null, name: string | null, team?: string | null) =>
  id ? { id, full_name: name ?? '', ...(team !== undefined ? { team_name: team ?? '' } : {}) } : null;

export function sourceViews(list: QuestionSource[]): QuestionSourceView[] {
  return list.map((s) => ({
    name: String(s.name ?? ''),
    url: typeof s.url === 'string' ? s.url : null,
    created_at: typeof s.created_at === 'string' ? s.created_at : null,
    ...(typeof s.kind === 'string' ? { kind: s.kind } : {}),
    ...(typeof s.id === 'string' ? { id: s.id } : {}),
    ...(typeof s.excerpt === 'string' ? { excerpt: s.excerpt } : {}),
    ...(s.origin && typeof s.origin === 'object' ? { origin: s.origin as AnswerOrigin } : {}),
  }));
}

/** The choices the response select offers: the cell's list, else the options of its 'x' columns. */
export function availableOptions(row: Pick<QuestionRow, 'answer_options' | 'answer_cells'>): string[] {
  if (row.answer_options.length) return row.answer_options;
  return [...new Set(row.answer_cells.filter((c) => c.kind === 'x' && c.option).map((c) => c.option!))];
}

/** Whether the file still takes changes to its responses (not approved nor complete, request open). */
export interface FileState {
  open: boolean;
}

export function questionView(r: QuestionRow, auth: AuthContext, file: FileState): QuestionView {
  const sme = isSme(auth);
  const approved = r.status === 'APPROVED';
  const edit = can(auth.permissions, 'questionnaire_question:edit') && file.open;
  const mine = r.assignee_id === auth.userId;
  const answered = Boolean(r.answer_text.trim() || r.answer_choice);
  return {
    id: r.id,
    sequence_num: r.sequence_num,
    question: r.question,
    answer_text: r.answer_text,
    answer_choice: r.answer_choice,
    status: r.status as QuestionStatus,
    due_date: r.due_date,
    assignee: ref(r.assignee_id, r.assignee_name, r.assignee_team),
    answer_options: r.answer_options,
    available_options: availableOptions(r),
    answered_by: ref(r.answered_by_id, r.answered_by_name),
    approved_by: ref(r.approved_by_id, r.approved_by_name),
    approved_by_sme: r.approved_by_sme,
    source: sourceViews(r.source),
    review_months: r.review_months,
    was_answered_by_ai_once: r.was_answered_by_ai_once,
    ai_answered: r.ai_answered,
    sme_status: r.sme_status as SmeStatus | null,
    has_comments: r.comment_count > 0,
    comment_count: r.comment_count,
    ai_regeneration_count: r.ai_regeneration_count,
    ai_qna_feedback_action: r.ai_qna_feedback_action as FeedbackAction | null,
    confidence: r.confidence,
    confidence_level: r.confidence_level as ConfidenceLevel | null,
    flagged: r.flagged,
    flag_reason: r.flag_reason,
    stale_reason: r.stale_reason ?? null,
    group: r.group_name,
    section: r.section,
    external_ref: r.external_ref,
    is_custom: r.is_custom,
    previously: previouslyView(r.delta),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    allowed_actions: {
      can_edit: edit && !approved && (!sme || mine),
      can_delete: !sme && can(auth.permissions, 'questionnaire_question:delete') && file.open && !approved,
      can_approve: !sme && edit,
      can_assign: !sme && edit && !approved,
      can_submit: sme && edit && mine && !approved && r.sme_status !== 'SME_DONE' && answered && Boolean(r.question.trim()),
      can_reassign_to_owner: sme && edit && mine && !approved,
      can_generate: edit && !approved && (!sme || mine),
    },
  };
}

/** How the question compares with what the same customer was sent last time. */
function previouslyView(d: QuestionDelta | null): PreviouslyView | null {
  if (!d) return null;
  return {
    status: d.status,
    origin: sentOn(d.customer, new Date(d.sentAt)),
    previous_question: d.previous?.question ?? null,
    previous_answer_choice: d.previous?.answerChoice ?? null,
    previous_answer_text: d.previous?.answerText ?? null,
  };
}
