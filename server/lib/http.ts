import { z } from 'zod';
import { limits } from '@shared/limits';

/** Query parameters every list takes (design guide §3). */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.defaultPageSize),
  sort_by: z.string().max(64).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** `is_active` filter: '1' active, '0' inactive. */
export const activeFilter = z
  .enum(['1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1'));

export function pagination(page: number, length: number, totalCount: number, extra: Record<string, unknown> = {}) {
  return {
    page,
    length,
    total_count: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / length)),
    ...extra,
  };
}

/** Parses `name` / `-name` against an allow-list of sortable fields. */
export function parseSort<K extends string>(sortBy: string | undefined, allowed: readonly K[], fallback: K, fallbackDesc = false) {
  const desc = sortBy?.startsWith('-') ?? fallbackDesc;
  const field = (sortBy?.replace(/^-/, '') ?? fallback) as K;
  return allowed.includes(field) ? { field, desc: sortBy ? desc : fallbackDesc } : { field: fallback, desc: fallbackDesc };
}

export const idParam = z.object({ id: z.uuid() });

/** The response envelope of a page of a list: `{ data, pagination }` (for route response schemas). */
export const paginationSchema = z.object({ page: z.number(), length: z.number(), total_count: z.number(), total_pages: z.number() }).loose();
/** `extras`: what this list's pagination carries besides the four (counts by state, limits). */
export const listResponse = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: T, extras?: z.ZodObject<E>) =>
  z.object({ data, pagination: extras ? paginationSchema.extend(extras.shape) : paginationSchema });
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ data });

/** A reply without a body (204), for a route's response schema (the API document shows the status without content). */
export const noContent = z.undefined().describe('No content.');
/** A redirect (no body): where it leads, for the API document. */
export const redirectResponse = (description: string) => z.undefined().describe(description);
/** A file sent as it is stored (a download): its bytes, of the type its content was checked to be. */
export const fileResponse = (description: string, contentType = 'application/octet-stream') => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});
