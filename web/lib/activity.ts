import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ActivityGroupName, ActivityLogEntry, ActivityObjectType } from '@shared/contracts/activity';
import { limits } from '@shared/limits';
import { api, ApiError, type Pagination } from './api';

export type ActivitySource = { group: ActivityGroupName; search?: string } | { object_type: ActivityObjectType; object_id: string };

interface ActivityPage {
  items: ActivityLogEntry[];
  page: number;
  totalPages: number;
  total: number;
  /** The server stopped counting: `total` is a lower bound ("10,000+"). */
  totalCapped: boolean;
  /** Where the next page starts (`before`); null at the end of the log. */
  nextCursor: string | null;
}

/** A page of the log: its number, and where it starts (the previous page's `next_cursor`; none for the first). */
interface ActivityPageParam {
  page: number;
  before?: string | undefined;
}

/**
 * The activity log as an infinite list (questionnaires §7, §9): pages of 10, at most 4 kept (older
 * ones are dropped and fetched again when scrolling back), never cached; a 404 is an empty page.
 * Every page after the first is asked for by cursor (`before`), so a page deep in a long log costs the
 * server what the first one does, and rows written meanwhile do not shift the pages; the cursors of the
 * pages seen are remembered, so a dropped page comes back by cursor too.
 */
export function useActivityLog(source: ActivitySource, opts: { enabled?: boolean } = {}) {
  const sourceKey = JSON.stringify(source);
  // Where each page seen starts; another source is another log, with a memory of its own.
  const starts = useMemo(() => new Map<number, string>(), [sourceKey]);
  return useInfiniteQuery({
    queryKey: ['activity-log', source],
    enabled: opts.enabled ?? true,
    initialPageParam: { page: 1 } as ActivityPageParam,
    queryFn: async ({ pageParam: { page, before }, signal }): Promise<ActivityPage> => {
      try {
        const res = await api<{ activity_logs: ActivityLogEntry[] }, Pagination>('/core/activity-log/', {
          query: { ...source, page, length: limits.logPageSize, before },
          signal,
        });
        const nextCursor = typeof res.pagination?.next_cursor === 'string' ? res.pagination.next_cursor : null;
        if (nextCursor) starts.set(page + 1, nextCursor);
        return {
          items: res.data.activity_logs,
          page,
          totalPages: res.pagination?.total_pages ?? page,
          total: res.pagination?.total_count ?? 0,
          totalCapped: res.pagination?.total_count_capped === true,
          nextCursor,
        };
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return { items: [], page, totalPages: page - 1, total: 0, totalCapped: false, nextCursor: null };
        throw err;
      }
    },
    getNextPageParam: (last): ActivityPageParam | undefined => (last.nextCursor ? { page: last.page + 1, before: last.nextCursor } : undefined),
    getPreviousPageParam: (first): ActivityPageParam | undefined => (first.page > 1 ? { page: first.page - 1, before: starts.get(first.page - 1) } : undefined),
    maxPages: limits.logPagesKept,
    gcTime: 0,
    staleTime: 0,
  });
}

/** Where an activity row's object lives in the console, when it has a page. */
export function activityObjectLink(e: ActivityLogEntry): string | null {
  if (!e.object_id || e.action === 'deleted') return null;
  const requestId = typeof e.metadata.request_id === 'string' ? e.metadata.request_id : null;
  const customerId = typeof e.metadata.customer_id === 'string' ? e.metadata.customer_id : null;
  switch (e.object_type) {
    case 'customer_member':
      return customerId ? `/customer-management/${customerId}` : null;
    case 'customer':
      return `/customer-management/${e.object_id}`;
    case 'product':
      return '/admin-functions/products';
    case 'request':
      return `/questionnaires/${e.object_id}`;
    case 'questionnairefile':
      return requestId ? `/questionnaires/${requestId}/review/${e.object_id}` : null;
    case 'user':
      return `/admin-functions/user-management/${e.object_id}/edit`;
    case 'role':
      return `/admin-functions/user-roles/${e.object_id}/edit`;
    case 'security_topic':
      return `/trust-center/security-topics/${e.object_id}/edit`;
    case 'security_report':
      return `/trust-center/security-reports/${e.object_id}/edit`;
    case 'certification':
      return `/trust-center/compliance/${e.object_id}/edit`;
    case 'security_domain':
      return `/trust-center/policies-and-practices?edit=${e.object_id}`;
    case 'announcement':
      return `/trust-center/announcements/${e.object_id}/edit`;
    case 'security_event':
      return `/trust-center/major-security-events/${e.object_id}`;
    case 'sub_processor_notice':
      return '/trust-center/preview/edit-content?edit-field=sub_processors';
    default:
      return null;
  }
}
