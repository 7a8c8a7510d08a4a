/** Every upload endpoint of the product, driven the same way in-process (app.inject, the vitest subset) and
 *  over HTTP (a spawned server, `npm run bench:hostile`): send one file, wait for the background work it
 *  starts (questionnaire intake, document ingestion), and say how it ended. */
import crypto from 'node:crypto';
import type { HostileFile, Shape } from './corpus';

export interface Reply {
  status: number;
  body: unknown;
}

/** One HTTP call; `payload` is a JSON value or a ready multipart body with its content type. */
export type Call = (req: { method: string; url: string; json?: unknown; multipart?: { body: Buffer; contentType: string } }) => Promise<Reply>;

export type Outcome = 'refused' | 'accepted' | 'crash' | 'unclear';

export interface Result {
  outcome: Outcome;
  status: number;
  message: string | null;
  seconds: number;
}

export interface Endpoint {
  name: string;
  /** which shapes a user would plausibly send here (every hostile case goes everywhere; mutants only here) */
  shapes: readonly Shape[];
  send(
    call: Call,
    file: HostileFile,
    bytes: Buffer,
  ): Promise<{ reply: Reply; settle?: () => Promise<(Reply & { message: string | null; failed: boolean }) | null> }>;
}

export function multipartBody(fields: Record<string, string | { filename: string; content: Buffer }>): { body: Buffer; contentType: string } {
  const boundary = `----hostile${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      // RFC 7578: the file name as UTF-8 in the quoted string, quotes and line breaks escaped.
      const fname = value.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fname}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const data = <T>(r: Reply) => (r.body as { data: T }).data;
export const errorDetail = (r: Reply): string | null => (r.body as { errors?: { detail?: string }[] } | null)?.errors?.[0]?.detail ?? null;

/** Polls until `done` says the background work ended (at most `seconds`). */
async function poll(read: () => Promise<Reply>, done: (r: Reply) => boolean, seconds: number, beforeEach?: () => Promise<void>): Promise<Reply | null> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (beforeEach) await beforeEach();
    const r = await read();
    if (r.status >= 500 || done(r)) return r;
    if (Date.now() > until) return null;
    await new Promise((res) => setTimeout(res, 50));
  }
}

export interface EndpointContext {
  /** a customer to open questionnaire requests for */
  customerId: string;
  /** in-process: run queued jobs (the spawned server runs its own) */
  runJobs?: () => Promise<void>;
  /** how long background work may take before it counts as hung */
  jobSeconds: number;
}

export function endpoints(ctx: EndpointContext): Endpoint[] {
  let requestId: string | null = null;
  let filesInRequest = 0;
  const seenFiles = new Set<string>();
  const document = (url: string, fileField: string, extra: Record<string, string>) => async (call: Call, file: HostileFile, bytes: Buffer) => ({
    reply: await call({ method: 'POST', url, multipart: multipartBody({ ...extra, [fileField]: { filename: file.name, content: bytes } }) }),
  });
  return [
    {
      name: 'questionnaire import',
      shapes: ['xlsx', 'docx', 'pdf', 'csv'],
      async send(call, file, bytes) {
        if (!requestId || filesInRequest >= 40) {
          const created = await call({ method: 'POST', url: '/api/v1/questionnaire/request/', json: { customer: ctx.customerId } });
          requestId = data<{ id: string }>(created).id;
          filesInRequest = 0;
        }
        const rid = requestId;
        const reply = await call({
          method: 'POST',
          url: `/api/v1/questionnaire/request/${rid}/request-file/`,
          multipart: multipartBody({ file: { filename: file.name, content: bytes } }),
        });
        if (reply.status !== 201) return { reply };
        filesInRequest++;
        const added = (data<{ files?: { id: string }[] }>(reply).files ?? []).filter((f) => !seenFiles.has(f.id));
        for (const f of added) seenFiles.add(f.id);
        const fileId = added[0]?.id;
        if (!fileId) return { reply };
        return {
          reply,
          settle: async () => {
            const r = await poll(
              () => call({ method: 'GET', url: `/api/v1/questionnaire/request/${rid}/request-file/${fileId}/inspection/` }),
              (x) => x.status !== 200 || !['QUEUED', 'PARSING', 'EXTRACTING'].includes(data<{ parse_status: string }>(x).parse_status),
              ctx.jobSeconds,
              ctx.runJobs,
            );
            if (!r) return null;
            const v = r.status === 200 ? data<{ parse_status: string; failure_reason: string | null }>(r) : null;
            return { ...r, failed: v?.parse_status === 'FAILED', message: v?.failure_reason ?? errorDetail(r) };
          },
        };
      },
    },
    {
      name: 'knowledge-hub document',
      shapes: ['docx', 'pdf', 'md', 'csv', 'xlsx'],
      async send(call, file, bytes) {
        const reply = await call({
          method: 'POST',
          url: '/api/v1/knowledge-hub/documents/',
          multipart: multipartBody({ file: { filename: file.name, content: bytes } }),
        });
        if (reply.status !== 201) return { reply };
        const id = data<{ id: string }>(reply).id;
        return {
          reply,
          settle: async () => {
            const r = await poll(
              () => call({ method: 'GET', url: `/api/v1/knowledge-hub/documents/${id}/` }),
              (x) => x.status !== 200 || data<{ status: string }>(x).status !== 'PROCESSING',
              ctx.jobSeconds,
              ctx.runJobs,
            );
            if (!r) return null;
            const v = r.status === 200 ? data<{ status: string; parse_error: string | null }>(r) : null;
            // Ingested documents are removed again so the library does not grow with every run.
            if (r.status === 200) await call({ method: 'DELETE', url: `/api/v1/knowledge-hub/documents/${id}/` });
            return { ...r, failed: v?.status === 'FAILED', message: v?.parse_error ?? errorDetail(r) };
          },
        };
      },
    },
    {
      name: 'knowledge-hub library import',
      shapes: ['xlsx', 'csv'],
      send: document('/api/v1/knowledge-hub/library/import/', 'file', { all_products: 'true' }),
    },
    {
      name: 'security report PDF',
      shapes: ['pdf', 'png', 'jpeg'],
      send: document('/api/v1/document/security-reports/', 'file', { name: 'Hostile report', sensitivity: 'PUBLIC' }),
    },
    { name: 'certification file', shapes: ['pdf', 'png'], send: document('/api/v1/document/certification/', 'file', { name: 'Hostile certification' }) },
    { name: 'certification logo', shapes: ['png', 'jpeg', 'gif'], send: document('/api/v1/document/certification/', 'logo', { name: 'Hostile logo' }) },
    { name: 'trusted-by logo', shapes: ['png', 'jpeg', 'gif'], send: document('/api/v1/tc-config/trusted-by/', 'logo', { name: 'Hostile customer' }) },
    {
      name: 'SAML metadata',
      shapes: ['xml'],
      async send(call, _file, bytes) {
        const xml = bytes.toString('utf8').slice(0, 200_000);
        return { reply: await call({ method: 'PUT', url: '/api/v1/core/sso/connections/saml/', json: { metadata_xml: xml, domains: ['sso.hostile.test'] } }) };
      },
    },
  ];
}

/** A message a user can read: a sentence, no stack, no internals. */
export function isUserSentence(message: string | null, fileName?: string): boolean {
  if (!message) return false;
  // "<name> does not look like a CSV file …" names the file first (as the user knows it).
  if (fileName) {
    const base = fileName.split(/[\\/]/).pop()!.trim();
    if (base && message.startsWith(base)) message = `The file${message.slice(base.length)}`;
  }
  // "<file name>: this file type is not accepted. …" names the file first; judge the sentence after it.
  const named = /^[^\n]{1,400}?: (?=[a-z])/.exec(message.trim());
  const m = named
    ? message
        .trim()
        .slice(named[0].length)
        .replace(/^./, (c) => c.toUpperCase())
    : message.trim();
  if (m.length < 8 || m.length > 600) return false;
  if (/\n\s+at |\b(TypeError|RangeError|ReferenceError|SyntaxError|ENOENT|EACCES|ECONNRESET|undefined|NaN|\[object Object\])\b/.test(m)) return false;
  return /^[A-Z0-9"“'(«]/.test(m) && /[.!?)»"”']$/.test(m);
}

/** Sends one file to one endpoint and classifies what happened. */
export async function runOne(call: Call, endpoint: Endpoint, file: HostileFile, bytes: Buffer): Promise<Result> {
  const started = Date.now();
  const secs = () => (Date.now() - started) / 1000;
  let sent;
  try {
    sent = await endpoint.send(call, file, bytes);
  } catch (err) {
    return { outcome: 'crash', status: 0, message: (err as Error).message, seconds: secs() };
  }
  const { reply } = sent;
  if (reply.status >= 500 || reply.status === 0) return { outcome: 'crash', status: reply.status, message: errorDetail(reply), seconds: secs() };
  if (reply.status >= 400) {
    const message = errorDetail(reply);
    return { outcome: isUserSentence(message, file.name) ? 'refused' : 'unclear', status: reply.status, message, seconds: secs() };
  }
  if (!sent.settle) return { outcome: 'accepted', status: reply.status, message: null, seconds: secs() };
  let settled;
  try {
    settled = await sent.settle();
  } catch (err) {
    return { outcome: 'crash', status: 0, message: (err as Error).message, seconds: secs() };
  }
  if (!settled) return { outcome: 'crash', status: reply.status, message: 'the background work did not end in time', seconds: secs() };
  if (settled.status >= 500) return { outcome: 'crash', status: settled.status, message: settled.message, seconds: secs() };
  if (settled.failed)
    return { outcome: isUserSentence(settled.message, file.name) ? 'refused' : 'unclear', status: reply.status, message: settled.message, seconds: secs() };
  return { outcome: 'accepted', status: reply.status, message: null, seconds: secs() };
}
