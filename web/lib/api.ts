import type { ApiErrorItem } from '@shared/errors';

/** An error from our API: the first item's detail is what the user sees. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.detail ?? `Request failed (${status})`);
  }
  get code() {
    return this.errors[0]?.code ?? 'unknown';
  }
  get detail() {
    return this.message;
  }
  get attr() {
    return this.errors[0]?.attr ?? null;
  }
}

export interface Envelope<T, P = Pagination> {
  data: T;
  pagination?: P;
}
export interface Pagination {
  page: number;
  length: number;
  total_count: number;
  total_pages: number;
  [key: string]: unknown;
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;
let refreshHandler: (() => Promise<string | null>) | null = null;
let expiredHandler: (() => void) | null = null;

export const tokenStore = {
  set(token: string | null) {
    accessToken = token;
  },
  get: () => accessToken,
  /** How to get a new access token (set by the session provider), and what to do when that fails. */
  configure(opts: { refresh: () => Promise<string | null>; onExpired: () => void }) {
    refreshHandler = opts.refresh;
    expiredHandler = opts.onExpired;
  },
};

export function buildUrl(path: string, query?: Query) {
  const url = new URL(path.startsWith('/api/') ? path : `/api/v1${path.startsWith('/') ? '' : '/'}${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => url.searchParams.append(k, String(x)));
    else url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {};
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal, credentials: 'same-origin' });
}

async function refreshOnce(): Promise<boolean> {
  if (!refreshHandler) return false;
  refreshing ??= refreshHandler()
    .then((t) => {
      accessToken = t;
      return Boolean(t);
    })
    .catch(() => false)
    .finally(() => {
      setTimeout(() => (refreshing = null), 0);
    });
  return refreshing;
}

async function toError(res: Response): Promise<ApiError> {
  let errors: ApiErrorItem[] = [{ code: 'unknown', detail: `Request failed (${res.status}).`, attr: null }];
  try {
    const json = (await res.json()) as { errors?: ApiErrorItem[] };
    if (json.errors?.length) errors = json.errors;
  } catch {
    if (res.status >= 500) errors = [{ code: 'server_error', detail: 'Something went wrong on our side. Please try again.', attr: null }];
  }
  return new ApiError(res.status, errors);
}

/** Calls the API; refreshes the session once on a 401 and retries. */
async function request(path: string, opts: RequestOptions): Promise<Response> {
  let res = await send(path, opts);
  if (res.status === 401 && accessToken !== null && refreshHandler) {
    if (await refreshOnce()) res = await send(path, opts);
    else expiredHandler?.();
  }
  if (!res.ok) throw await toError(res);
  return res;
}

/**
 * The same change sent again while the first is on its way (a double click on Submit or Import): the second is
 * not sent. Its caller gets this error, which the error toasts leave unsaid; the first call reports the outcome.
 */
export class RepeatedRequest extends Error {
  constructor() {
    super('The same request is already on its way.');
  }
}

const changesInFlight = new Set<string>();

function changeKey(path: string, opts: RequestOptions): string | null {
  const method = (opts.method ?? 'GET').toUpperCase();
  if (method === 'GET' || opts.body instanceof FormData) return null;
  return `${method} ${buildUrl(path, opts.query)} ${JSON.stringify(opts.body ?? null)}`;
}

export async function api<T = unknown, P = Pagination>(path: string, opts: RequestOptions = {}): Promise<Envelope<T, P>> {
  const key = changeKey(path, opts);
  if (key !== null) {
    if (changesInFlight.has(key)) throw new RepeatedRequest();
    changesInFlight.add(key);
  }
  try {
    const res = await request(path, opts);
    if (res.status === 204) return { data: undefined as T };
    return (await res.json()) as Envelope<T, P>;
  } finally {
    if (key !== null) changesInFlight.delete(key);
  }
}

/** Downloads a file from the API and hands it to the browser under its server-given name. */
export async function downloadFile(path: string, fallbackName = 'download', query?: Query, method = 'GET'): Promise<void> {
  const res = await request(path, { query, method });
  const blob = await res.blob();
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const name = match ? decodeURIComponent(match[1] ?? match[2] ?? fallbackName) : fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
