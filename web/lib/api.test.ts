// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, RepeatedRequest } from './api';

describe('a change sent twice at once (a double click)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent once; the second call is told, and the same change can be sent again afterwards', async () => {
    const waiting: (() => void)[] = [];
    const release = () => waiting.splice(0).forEach((r) => r());
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          waiting.push(() => resolve(new Response(JSON.stringify({ data: { ok: true } }), { status: 200, headers: { 'content-type': 'application/json' } })));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = api('/api/v1/things/1/submit/', { method: 'POST', body: { answer: 'Yes' } });
    await expect(api('/api/v1/things/1/submit/', { method: 'POST', body: { answer: 'Yes' } })).rejects.toBeInstanceOf(RepeatedRequest);
    release();
    expect((await first).data).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const again = api('/api/v1/things/1/submit/', { method: 'POST', body: { answer: 'Yes' } });
    const other = api('/api/v1/things/1/submit/', { method: 'POST', body: { answer: 'No' } });
    release();
    await again;
    await other;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
