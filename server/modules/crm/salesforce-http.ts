import { PassThrough } from 'node:stream';
import type { HttpRequest, HttpResponse } from 'jsforce';
import type { Transport } from 'jsforce/lib/transport';
import { StreamPromise } from 'jsforce/lib/util/promise';
import { outboundFetch } from '../../lib/outbound-fetch';

/** Salesforce's own hosts: login.salesforce.com, test.salesforce.com, every org's My Domain and instance hosts. */
const salesforceHost = /^(?:[a-z0-9-]+\.)+(?:salesforce\.com|force\.com)$/;

/**
 * The origin of a Salesforce address, or null: https on one of Salesforce's hosts, or exactly `testOrigin`
 * (SALESFORCE_TEST_ORIGIN, a fake Salesforce for tests). Anything else would let whoever edits the settings, or
 * whatever answers the token request, point the server at another host.
 */
export function salesforceOrigin(value: string, testOrigin: string | null): string | null {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return null;
  }
  if (testOrigin && u.origin === testOrigin) return u.origin;
  if (u.protocol !== 'https:' || u.port !== '' || u.username || u.password) return null;
  return salesforceHost.test(u.hostname) ? u.origin : null;
}

const RETRY_STATUSES = new Set([420, 429, 500, 502, 503, 504]);
const MAX_RETRIES = 5;
const TIMEOUT_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(req: HttpRequest, testOrigin: string | null, publicFetch: typeof fetch): Promise<HttpResponse> {
  const origin = salesforceOrigin(req.url, testOrigin);
  if (!origin) throw new Error(`Refused a request to ${req.url}: not a Salesforce address`);
  const fetchFn = origin === testOrigin ? fetch : publicFetch;
  const body = typeof req.body === 'string' || req.body instanceof URLSearchParams || Buffer.isBuffer(req.body) ? req.body : undefined;
  for (let attempt = 0; ; attempt++) {
    const res = await fetchFn(req.url, {
      method: req.method,
      headers: req.headers,
      body: body as BodyInit | undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (req.method === 'GET' && RETRY_STATUSES.has(res.status) && attempt < MAX_RETRIES) {
      await res.body?.cancel();
      await sleep(500 * 2 ** attempt);
      continue;
    }
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  }
}

/**
 * jsforce's HTTP transport, replaced: every call (token, refresh, API) goes through the public-only fetch and only
 * to Salesforce's hosts, whatever instance or next-page address an answer names. GET calls are retried on a passing
 * 5xx or rate limit, as jsforce's own transport does.
 */
export function salesforceTransport(testOrigin: string | null): Transport {
  const publicFetch = outboundFetch(false);
  return {
    httpRequest(req: HttpRequest) {
      return StreamPromise.create(() => {
        const stream = new PassThrough();
        const promise = send(req, testOrigin, publicFetch).then((res) => {
          stream.end(res.body);
          return res;
        });
        return { stream, promise };
      });
    },
    getRequestStreamCreator() {
      throw new Error('Salesforce requests go through httpRequest');
    },
  };
}
