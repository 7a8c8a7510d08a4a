import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shared/errors';
import { AppError } from './errors';

/**
 * Guards every route gets at the validation edge, whatever module registers it:
 * - text with a NUL character (U+0000) is refused with a field error: PostgreSQL cannot store it, and no
 *   person types it (JSON and form bodies, query strings, path parameters and multipart fields alike);
 * - the JSON limit is named when a body is too large, the file limit only for files;
 * - API answers are not cached unless their route says how (`Cache-Control: no-store` otherwise).
 */

/** The largest JSON (or form) body the API reads. Files go as multipart, with their own limit. */
export const JSON_BODY_MAX_BYTES = 2 * 1024 * 1024;

const label = (attr: string) => (attr.split('.').pop() ?? attr).replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export const nulRefused = (attr: string | null) =>
  new AppError(
    400,
    ErrorCode.validation,
    `${attr ? label(attr) : 'The text'} contains a character that is not allowed (U+0000). Please remove it and try again.`,
    attr,
  );

/** The path (dotted) of the first string holding U+0000 in a parsed value, '' for the value itself, null if none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value as Record<string, unknown>);
  for (const [k, v] of entries) {
    if (k.includes('\u0000')) return path ? `${path}.${k.replace(/\u0000/g, '')}` : k.replace(/\u0000/g, '');
    const found = findNul(v, path ? `${path}.${k}` : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function checkRequest(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const at = findNul(part);
    if (at !== null) throw nulRefused(at || null);
  }
}

type Parts = FastifyRequest['parts'];

/** Multipart fields are read by the routes themselves: check each field as it is handed over. */
function guardMultipart(request: FastifyRequest) {
  const original = request.parts.bind(request) as Parts;
  const guarded = async function* (...args: Parameters<Parts>) {
    for await (const part of original(...args)) {
      if (part.type === 'field') {
        const value = part.value;
        if (part.fieldname.includes('\u0000')) throw nulRefused(null);
        if (typeof value === 'string') {
          if (value.includes('\u0000')) throw nulRefused(part.fieldname);
          // A `data` field carries JSON, where U+0000 hides as an escape.
          if (/\\u0000/i.test(value)) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(value);
            } catch {
              parsed = undefined;
            }
            const at = findNul(parsed);
            if (at !== null) throw nulRefused(at || part.fieldname);
          }
        }
      }
      yield part;
    }
  };
  request.parts = guarded as unknown as Parts;
}

export function registerHttpGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    checkRequest(request);
    if (request.isMultipart?.()) guardMultipart(request);
  });
  // Permissions-Policy: the console and the public site use none of the powerful browser features.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()');
  });
  // What the API answers is a caller's own data, tokens included, errors too: no browser or proxy keeps it,
  // unless the route says how it may be cached (the public Trust Center's JSON, the standard logos).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/** Errors of the HTTP layer itself, in the API's words; null when the error is not one of them. */
/** Fastify's refusals of a body it cannot read, as sentences (its own texts name its internals). */
const bodyProblems: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body could not be read as JSON. Check its syntax; keys such as __proto__ are not accepted.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty, but it was sent as JSON. Send a JSON object, or no content type.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This kind of content is not accepted here. Send JSON (application/json), or a form upload where a file is expected.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body is not as long as its Content-Length header says.'],
  FST_ERR_CTP_EMPTY_TYPE: [400, 'The request has a body but no content type. Send JSON (application/json).'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'The content type of the request is not valid.'],
};

export function httpLayerError(err: { code?: string; statusCode?: number }, fileLimitBytes: number) {
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      item: { code: ErrorCode.tooLarge, detail: `The request is too large (the limit for data sent as JSON is ${mb(JSON_BODY_MAX_BYTES)}).`, attr: null },
    };
  }
  const bodyProblem = bodyProblems[err.code ?? ''];
  if (bodyProblem) return { status: bodyProblem[0], item: { code: ErrorCode.invalid, detail: bodyProblem[1], attr: null } };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) {
    return { status: 413, item: { code: ErrorCode.tooLarge, detail: `The file is too large (the limit is ${mb(fileLimitBytes)}).`, attr: 'file' } };
  }
  return null;
}

const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
