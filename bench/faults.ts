/**
 * npm run bench:faults: kill -9 a spawned server at random moments during questionnaire import, drafting,
 * knowledge-hub ingestion and bulk approval, restart it on the same data directory (PGlite; PostgreSQL when
 * DATABASE_URL is set) and check after each restart:
 *   - the server starts (a recovery);
 *   - the interrupted work resumes or fails visibly (a message) within FAULT_SETTLE_SECONDS; else it is "stuck";
 *   - no half-written question (a file has all its questions or none) or half-approved file (bulk approval
 *     is all or nothing), no half-written file (every stored file downloads whole);
 *   - every answer approved before (a ledger kept across the run) is still approved with the same text.
 * Prints kills, recoveries, stuck work, lost items; the last line is JSON.
 *
 *   npm run bench:faults                     # 50 kills on PGlite
 *   npm run bench:faults -- --kills 12       # fewer
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/trustroom_faults npm run bench:faults
 */
import { parseArgs } from 'node:util';
import { multipartBody } from '@tests/hostile/endpoints';
import { docx, wordParagraph, xlsx } from '@tests/hostile/builders';
import { seeded } from '@tests/hostile/corpus';
import { ServerProcess } from './server-process';

const { values } = parseArgs({
  options: { kills: { type: 'string', default: '50' }, seed: { type: 'string', default: '7' }, verbose: { type: 'boolean', default: false } },
});
const KILLS = Number(values.kills);
const SETTLE = Number(process.env.FAULT_SETTLE_SECONDS ?? 180);
const rnd = seeded(Number(values.seed));
const QUESTIONS = 120;
const workbook = xlsx([
  {
    name: 'Security',
    rows: [
      ['ID', 'Question', 'Response'],
      ...Array.from({ length: QUESTIONS }, (_v, i) => [
        `Q-${i + 1}`,
        `Do you ${['encrypt customer data at rest', 'enforce multi-factor authentication', 'review access rights quarterly', 'keep audit logs for a year'][i % 4]} (control ${i + 1})?`,
        '',
      ]),
    ],
  },
]);
const bigPolicy = docx(
  Array.from({ length: 400 }, (_v, i) =>
    wordParagraph(
      i % 20 === 0 ? `Section ${i / 20 + 1}` : `Control ${i}: access is reviewed quarterly and logged; keys rotate every ${(i % 12) + 1} months.`,
      i % 20 === 0 ? 'Heading2' : undefined,
    ),
  ).join(''),
);

const server = new ServerProcess({ databaseUrl: process.env.DATABASE_URL });
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const log = (m: string) => console.error(`  ${m}`);
const call = (req: Parameters<ServerProcess['call']>[0]) => server.call(req, 30_000);
const data = <T>(r: { body: unknown }) => (r.body as { data: T }).data;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

console.error(`Preparing a server in ${server.dataDir} (${engine}) …`);
await server.prepare();
await server.start();
const customers = data<unknown>(await call({ method: 'GET', url: '/api/v1/customer/?length=1' }));
const customerId = ((Array.isArray(customers) ? customers : (Object.values(customers as object).find(Array.isArray) as unknown[]))[0] as { id: string }).id;

interface Tracked {
  requestId: string;
  fileId: string;
  size: number;
}
const files: Tracked[] = [];
const documents: { id: string; size: number }[] = [];
/** question id → answer text, for every question seen approved */
const ledger = new Map<string, { file: Tracked; text: string }>();
const counts = { kills: 0, recoveries: 0, resumed: 0, failedVisibly: 0, stuck: 0, lost: 0, halfQuestions: 0, halfApprovals: 0, halfFiles: 0 };
const problems: string[] = [];
const byPhase: Record<string, number> = {};

const R = (f: Tracked) => `/api/v1/questionnaire/request/${f.requestId}/request-file/${f.fileId}`;
const fileView = async (f: Tracked) =>
  data<{ parse_status: string; ai_status: string; question_count: number; approved_count: number; ai_processor_failure_reason: string | null }>(
    await call({ method: 'GET', url: `${R(f)}/` }),
  );

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, seconds: number): Promise<T | null> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const v = await read().catch(() => null);
    if (v !== null && done(v)) return v;
    if (Date.now() > until) return null;
    await sleep(200);
  }
}

async function questions(f: Tracked) {
  const res = await call({ method: 'GET', url: `${R(f)}/question/?length=500` });
  if (res.status !== 200) throw new Error(`questions of ${f.fileId}: HTTP ${res.status}`);
  return data<{ questions: { id: string; status: string; answer_text: string }[] }>(res).questions;
}

// ---- the phases: each starts from the state the previous one leaves -------------------------------
async function upload(): Promise<Tracked> {
  const req = data<{ id: string }>(await call({ method: 'POST', url: '/api/v1/questionnaire/request/', json: { customer: customerId } }));
  const up = await call({
    method: 'POST',
    url: `/api/v1/questionnaire/request/${req.id}/request-file/`,
    multipart: multipartBody({ file: { filename: 'Fault questionnaire.xlsx', content: workbook } }),
  });
  const f = { requestId: req.id, fileId: data<{ files: { id: string }[] }>(up).files[0]!.id, size: workbook.length };
  files.push(f);
  return f;
}
async function map(f: Tracked) {
  const ins = await waitFor(
    async () =>
      data<{ parse_status: string; sheets: { name: string; mapping: Record<string, unknown> & { selected: boolean } }[] }>(
        await call({ method: 'GET', url: `${R(f)}/inspection/` }),
      ),
    (v) => !['QUEUED', 'PARSING'].includes(v.parse_status),
    SETTLE,
  );
  if (!ins || ins.parse_status !== 'NEEDS_MAPPING') return;
  const sheets = ins.sheets.filter((s) => s.mapping.selected).map((s) => ({ sheet: s.name, ...s.mapping }));
  await call({ method: 'POST', url: `${R(f)}/mapping/`, json: { sheets } });
}
const start = (f: Tracked) => call({ method: 'POST', url: `${R(f)}/start/`, json: {} });
const approve = (f: Tracked) => call({ method: 'POST', url: `${R(f)}/bulk-approve/`, json: {} });
async function ingest() {
  const res = await call({
    method: 'POST',
    url: '/api/v1/knowledge-hub/documents/',
    multipart: multipartBody({ file: { filename: 'Fault policy.docx', content: bigPolicy } }),
  });
  if (res.status === 201) documents.push({ id: data<{ id: string }>(res).id, size: bigPolicy.length });
}

const settled = (v: Awaited<ReturnType<typeof fileView>>) =>
  !['QUEUED', 'PARSING', 'EXTRACTING'].includes(v.parse_status) && !['QUEUED', 'IN_PROGRESS', 'PROCESSING', 'RUNNING'].includes(v.ai_status);

/** Drives a fresh file up to `phase`, then runs the phase's action and kills the server during it. */
async function cycle(i: number) {
  const phase = (['import', 'drafting', 'ingestion', 'bulk approval'] as const)[i % 4]!;
  byPhase[phase] = (byPhase[phase] ?? 0) + 1;
  let f: Tracked | null = null;
  const action: () => Promise<unknown> = async () => {
    if (phase === 'import') {
      f = await upload();
      await map(f);
    } else if (phase === 'ingestion') await ingest();
    else if (f) await (phase === 'drafting' ? start(f) : approve(f));
  };
  if (phase === 'drafting' || phase === 'bulk approval') {
    f = await upload();
    await map(f);
    const ready = await waitFor(
      () => fileView(f!),
      (v) => v.parse_status === 'PROCESSED',
      SETTLE,
    );
    if (!ready) {
      problems.push(`cycle ${i}: the file did not import before the ${phase} phase (${JSON.stringify(await fileView(f).catch(() => null))})`);
      return;
    }
    if (phase === 'bulk approval') {
      await start(f);
      await waitFor(
        () => fileView(f!),
        (v) => v.ai_status === 'COMPLETED' || v.ai_status === 'FAILED',
        SETTLE,
      );
    }
  }
  const delay = rnd.int(phase === 'bulk approval' ? 400 : 2500);
  const running = action().catch(() => undefined);
  await sleep(delay);
  await server.kill('SIGKILL');
  counts.kills++;
  await running;
  const t0 = Date.now();
  try {
    await server.start();
    counts.recoveries++;
  } catch (err) {
    problems.push(`cycle ${i} (${phase}): the server did not start again: ${(err as Error).message.slice(0, 500)}`);
    throw err;
  }
  if (values.verbose) log(`cycle ${i}: killed during ${phase} after ${delay} ms; back in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await check(i, phase, f);
}

async function check(i: number, phase: string, current: Tracked | null) {
  // The interrupted work resumes or fails visibly.
  if (current) {
    const c = current;
    const v = await waitFor(() => fileView(c), settled, SETTLE);
    if (!v) {
      counts.stuck++;
      problems.push(`cycle ${i} (${phase}): the file stayed in progress for ${SETTLE} s (${JSON.stringify(await fileView(c).catch(() => null))})`);
    } else if (v.parse_status === 'FAILED' || v.ai_status === 'FAILED') {
      if (v.ai_processor_failure_reason) counts.failedVisibly++;
      else problems.push(`cycle ${i} (${phase}): failed without a message`);
    } else counts.resumed++;
    if (v) {
      let qs = await questions(c);
      if (!(qs.length === 0 || qs.length === QUESTIONS)) {
        counts.halfQuestions++;
        problems.push(`cycle ${i} (${phase}): ${qs.length} of ${QUESTIONS} questions visible`);
      }
      const approved = qs.filter((q) => q.status === 'APPROVED').length;
      if (phase === 'bulk approval' && approved !== 0 && approved !== qs.length) {
        counts.halfApprovals++;
        problems.push(`cycle ${i}: bulk approval half done (${approved} of ${qs.length})`);
      }
      // An approval the kill cut off is done again, so the ledger of approved answers grows every round.
      if (phase === 'bulk approval' && approved === 0 && qs.length > 0) {
        await approve(c);
        qs = await questions(c);
      }
      for (const q of qs) if (q.status === 'APPROVED' && !ledger.has(q.id)) ledger.set(q.id, { file: c, text: q.answer_text });
    }
  }
  for (const d of documents) {
    const v = await waitFor(
      async () =>
        data<{ status: string; parse_error: string | null; file: { size: number } }>(
          await call({ method: 'GET', url: `/api/v1/knowledge-hub/documents/${d.id}/` }),
        ),
      (x) => x.status !== 'PROCESSING',
      SETTLE,
    );
    if (!v) {
      counts.stuck++;
      problems.push(`cycle ${i} (${phase}): document ${d.id} stayed PROCESSING`);
      continue;
    }
    if (v.status === 'FAILED' && !v.parse_error) problems.push(`cycle ${i}: document failed without a message`);
    const dl = await fetch(`${server.url}/api/v1/knowledge-hub/documents/${d.id}/download/`, { headers: { authorization: `Bearer ${server.apiKey}` } });
    const len = dl.ok ? (await dl.arrayBuffer()).byteLength : -1;
    if (len !== d.size) {
      counts.halfFiles++;
      problems.push(`cycle ${i}: document ${d.id} downloads ${len} of ${d.size} bytes`);
    }
  }
  // Every stored questionnaire file downloads whole.
  for (const f of files.slice(-4)) {
    const dl = await fetch(`${server.url}${R(f)}/download/`, { headers: { authorization: `Bearer ${server.apiKey}` } });
    if (dl.status === 404) continue; // the upload itself was interrupted: no row, nothing visible
    const len = dl.ok ? (await dl.arrayBuffer()).byteLength : -1;
    if (len <= 0) {
      counts.halfFiles++;
      problems.push(`cycle ${i}: questionnaire file ${f.fileId} downloads ${len} bytes (status ${dl.status})`);
    }
  }
  // Every answer approved before is intact.
  const byFile = new Map<Tracked, Map<string, string>>();
  for (const [id, e] of ledger) {
    if (!byFile.has(e.file)) byFile.set(e.file, new Map((await questions(e.file)).filter((q) => q.status === 'APPROVED').map((q) => [q.id, q.answer_text])));
    if (byFile.get(e.file)!.get(id) !== e.text) {
      counts.lost++;
      problems.push(`cycle ${i}: approved answer ${id} changed or lost`);
      ledger.delete(id);
    }
  }
}

const started = Date.now();
for (let i = 0; i < KILLS; i++) {
  await cycle(i);
  if ((i + 1) % 2 === 0)
    log(
      `${i + 1}/${KILLS} kills, ${ledger.size} approved answers in the ledger (${((Date.now() - started) / 60000).toFixed(1)} min) ${JSON.stringify(counts)}${problems.length ? ` problems: ${problems.length}` : ''}`,
    );
}
await server.kill('SIGTERM');
console.log(
  `\nFault suite on ${engine}: ${counts.kills} kill -9 (${Object.entries(byPhase)
    .map(([k, v]) => `${v} during ${k}`)
    .join(', ')}), ${((Date.now() - started) / 60000).toFixed(1)} min`,
);
console.log(
  `recoveries ${counts.recoveries}/${counts.kills}; interrupted work resumed ${counts.resumed}, failed visibly ${counts.failedVisibly}, stuck ${counts.stuck}`,
);
console.log(
  `lost approved answers ${counts.lost} (of ${ledger.size} checked after every restart); half-written questions ${counts.halfQuestions}, half-done bulk approvals ${counts.halfApprovals}, half-written files ${counts.halfFiles}`,
);
if (problems.length)
  console.log(
    `\nProblems (${problems.length}):\n${problems
      .slice(0, 40)
      .map((p) => `  ${p}`)
      .join('\n')}`,
  );
const lostItems = counts.lost + counts.halfQuestions + counts.halfApprovals + counts.halfFiles + counts.stuck;
console.log(JSON.stringify({ bench: 'faults', engine: engine.toLowerCase(), ...counts, ledger: ledger.size, lostItems }));
process.exit(lostItems > 0 || counts.recoveries < counts.kills ? 1 : 0);
