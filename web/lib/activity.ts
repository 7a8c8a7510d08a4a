import { useInfiniteQuery } from '@tanstack/react-query';
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
}

/**
 * The activity log as an infinite list (questionnaires §7, §9): pages of 10, at most 4 kept (older
 * ones are dropped and fetched again when scrolling back), never cached; a 404 is an empty page.
 */
export function useActivityLog(source: ActivitySource, opts: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: ['activity-log', source],
    enabled: opts.enabled ?? true,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ActivityPage> => {
      try {
        const res = await api<{ activity_logs: ActivityLogEntry[] }, Pagination>('/core/activity-log/', {
          query: { ...source, page: pageParam, length: limits.logPageSize },
          signal,
        });
        return {
          items: res.data.activity_logs,
          page: pageParam,
          totalPages: res.pagination?.total_pages ?? pageParam,
          total: res.pagination?.total_count ?? 0,
          totalCapped: res.pagination?.total_count_capped === true,
        };
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return { items: [], page: pageParam, totalPages: pageParam - 1, total: 0, totalCapped: false };
        throw err;
      }
    },
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    getPreviousPageParam: (first) => (first.page > 1 ? first.page - 1 : undefined),
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
