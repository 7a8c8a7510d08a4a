import { afterEach, vi } from 'vitest';

/** One call the console made to its API: the path without `/api/v1`, and the body as sent (JSON, or a form's fields). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server in a component test: records every call and answers it with `{ data }` from
 * `answer` (a `Response` is sent as it is, for refusals; a promise is awaited, so a call can be held in flight).
 * Calls that change something are `writes()`.
 */
export function fakeApi(answer: (call: ApiCall) => unknown = () => ({})) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const raw = init?.body;
      const body = raw instanceof FormData ? Object.fromEntries(raw.entries()) : typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined;
      const call = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api\/v1/, ''), body };
      calls.push(call);
      const data = await answer(call);
      if (data instanceof Response) return data;
      return new Response(JSON.stringify({ data: data ?? null }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, writes: () => calls.filter((c) => c.method !== 'GET') };
}

/** A refusal from the server naming the field it is about. */
export function refusal(status: number, detail: string, attr: string | null = null) {
  return new Response(JSON.stringify({ errors: [{ code: 'invalid', detail, attr }] }), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});
