import {
  isRequestClosed,
  requestTransitions,
  type AiStatus,
  type FileGroups,
  type FileStatus,
  type ParseStatus,
  type Priority,
  type QuestionnaireFileFormat,
  type QuestionnaireRequestView,
  type RequestFileView,
  type RequestListItem,
  type RequestStatus,
} from '@shared/contracts/questionnaires';
import { can } from '@shared/permissions';
import type { AuthContext } from '@server/lib/context';
import { canChangeFileStatus, isSme } from '../access';
import type { FileRow, FileStats } from '../files/queries';
import type { RequestRow } from './queries';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const percent = (approved: number, all: number) => (all > 0 ? Math.round((approved / all) * 100) : 0);

export const base = (requestId: string) => `/api/v1/questionnaire/request/${requestId}`;
export const fileBase = (requestId: string, fileId: string) => `${base(requestId)}/request-file/${fileId}`;

const user = (id: string | null, name: string | null, team?: string | null) => (id ? { id, full_name: name ?? '', team_name: team ?? '' } : null);

export function listItemView(r: RequestRow): RequestListItem {
  return {
    id: r.id,
    req_num: r.req_num,
    kind: r.kind as RequestListItem['kind'],
    status: r.status as RequestStatus,
    priority: r.priority as Priority,
    customer: r.customer_id ? { id: r.customer_id, name: r.customer_name ?? '' } : null,
    customer_type: r.customer_type as RequestListItem['customer_type'],
    source_relation_type: r.source_relation_type as RequestListItem['source_relation_type'],
    owner: user(r.owner_id, r.owner_name, r.owner_team),
    assignees: r.assignees,
    due_date: r.due_date,
    // an approved empty answer is not progress
    progress_percentage: percent(r.approved_answered_count, r.question_count),
    file_count: r.file_count,
    created_at: iso(r.created_at)!,
  };
}

export function requestView(r: RequestRow, auth: AuthContext, files?: RequestFileView[]): QuestionnaireRequestView {
  const status = r.status as RequestStatus;
  const open = !isRequestClosed(status);
  const canEdit = can(auth.permissions, 'questionnaire_request:edit') && !isSme(auth);
  return {
    ...listItemView(r),
    priority_rule: r.priority_rule_id ? { id: r.priority_rule_id, name: r.priority_rule_name ?? '' } : null,
    customer_mrr: r.customer_mrr === null ? null : Number(r.customer_mrr),
    products: r.products,
    requestor: r.requestor,
    customer_comments: r.customer_comments,
    gtm_poc: r.gtm_id ? { id: r.gtm_id, full_name: r.gtm_name ?? '', team_name: r.gtm_team ?? '' } : null,
    due_date_source: r.due_date_source as 'MANUAL' | 'RULE',
    additional_instructions: r.additional_instructions,
    external_contact: r.external_contact,
    question_count: r.question_count,
    approved_count: r.approved_count,
    created_by: user(r.created_by_id, r.created_by_name),
    updated_at: iso(r.updated_at)!,
    allowed_actions: {
      is_editable: open,
      can_cancel: canEdit && open,
      can_change_status: canEdit,
      next_statuses: canEdit ? [...requestTransitions[status]] : [],
    },
    ...(files ? { files } : {}),
  };
}

/** What Sales reads on a file card. */
export function statusForSales(f: FileRow): string {
  if (f.parseStatus === 'FAILED') return 'Could not read the file';
  if (f.parseStatus === 'QUEUED' || f.parseStatus === 'PARSING' || f.parseStatus === 'EXTRACTING') return 'Reading the file';
  if (f.parseStatus === 'NEEDS_MAPPING') return f.fileConversionRequestStatus === 'PROCESSING' ? 'Converting' : 'Needs setup';
  if (f.status === 'COMPLETE') return 'Complete';
  if (f.status === 'APPROVED') return 'Approved';
  if (f.aiStatus === 'QUEUED' || f.aiStatus === 'PROCESSING') return 'AI drafting answers';
  if (f.aiStatus === 'FAILED') return 'AI stopped';
  if (f.status === 'IN_REVIEW') return 'In review';
  if (f.status === 'IN_PROGRESS') return 'In progress';
  return 'Ready to start';
}

/** What an SME reads on a file card: their own part of the work. */
export function statusForSme(f: FileRow, mine?: FileStats): string {
  if (f.status === 'COMPLETE' || f.status === 'APPROVED') return 'Closed for answers';
  const t = mine?.total;
  if (!t || t.all === 0) return 'Nothing assigned to you';
  const left = t.all - (mine?.done ?? 0);
  if (left <= 0) return 'All submitted';
  return `${left} to answer`;
}

export function fileView(
  f: FileRow,
  req: {
    id: string;
    req_num: number;
    status: string;
    due_date: string | null;
    customer: { id: string; name: string } | null;
    owner: { id: string; full_name: string } | null;
  },
  stats: FileStats | undefined,
  auth: AuthContext,
): RequestFileView {
  const sme = isSme(auth);
  const groups: FileGroups = {};
  const ordered = f.allGroups.length ? f.allGroups : [...(stats?.groups.keys() ?? [])];
  for (const name of ordered) {
    const selected = f.selectedGroups.includes(name) || stats?.groups.has(name);
    if (!selected) {
      if (!sme) groups[name] = null;
      continue;
    }
    const g = stats?.groups.get(name);
    if (sme && !g) continue;
    groups[name] = { assignees: g?.assignees ?? [], counts: g?.counts ?? { all: 0, approved: 0, answered: 0, unanswered: 0, ai_answered: 0 } };
  }
  for (const [name, g] of stats?.groups ?? []) if (!(name in groups)) groups[name] = g;
  const t = stats?.total ?? { all: 0, approved: 0, answered: 0, unanswered: 0, ai_answered: 0 };
  const open = !isRequestClosed(req.status);
  const editor = canChangeFileStatus(auth);
  return {
    id: f.id,
    file: { name: f.fileName, url: `${fileBase(req.id, f.id)}/download/`, size: f.fileSize },
    format: f.format as QuestionnaireFileFormat,
    status: f.status as FileStatus,
    status_for_sales: statusForSales(f),
    status_for_sme: statusForSme(f, stats),
    parse_status: f.parseStatus as ParseStatus,
    parse_progress: f.parseProgress,
    is_review_started: f.isReviewStarted,
    is_review_completed: f.isReviewCompleted,
    additional_instructions: f.additionalInstructions,
    ai_status: f.aiStatus as AiStatus,
    ai_progress: f.aiProgress,
    ai_completed_at: iso(f.aiCompletedAt),
    ai_processor_failure_reason: f.aiProcessorFailureReason,
    selected_kb_files: f.selectedKbFiles,
    file_conversion_request_status: f.fileConversionRequestStatus as RequestFileView['file_conversion_request_status'],
    converted_file_url: f.convertedFileKey ? `${fileBase(req.id, f.id)}/converted-file/` : null,
    request: { id: req.id, req_num: req.req_num, customer: req.customer, due_date: req.due_date, status: req.status as RequestStatus },
    groups,
    owner: req.owner,
    question_count: t.all,
    answered_count: t.answered,
    approved_count: t.approved,
    ai_answered_count: t.ai_answered,
    progress_percentage: percent(stats?.approvedAnswered ?? 0, t.all),
    created_at: iso(f.createdAt)!,
    allowed_actions: {
      can_change_status: editor && open,
      can_start_ai: editor && open && f.parseStatus === 'PROCESSED' && f.status !== 'APPROVED' && f.status !== 'COMPLETE',
      can_delete: !sme && can(auth.permissions, 'questionnaire_request_file:delete') && open,
      can_map: !sme && can(auth.permissions, 'questionnaire_request_file:create') && open && f.parseStatus === 'NEEDS_MAPPING',
      can_download: can(auth.permissions, 'questionnaire_report:download'),
    },
  };
}
