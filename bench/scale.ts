/**
 * npm run bench:scale — the busiest calls against the seed:scale data (issue 18, docs/scaling.md).
 *
 * Starts the app (bench/scale-server.ts, a child process) on PostgreSQL (DATABASE_URL, default the local
 * trustroom_scale database filled by `npm run seed:scale`), signed in as the large tenant's admin, and
 * for each call: a short closed-loop probe of its capacity, then an open-loop load (one request every
 * 1/rate s, evenly spaced, as bench:public does) at BENCH_RATE (1000/s) or, where the call cannot take
 * that, at 80 % of its measured capacity (said in the output). Per call: p50/p99 of the time to the whole
 * response, errors, and the ratio of its p50 and capacity to a trivial route (/api/v1/health/) measured in
 * the same run. Then the same calls on PGlite with the demo data (a column for comparison). The server's
 * RSS is read at the start and end of the PostgreSQL run. The last line is one JSON object.
 *
 * Env: DATABASE_URL, BENCH_RATE (1000), BENCH_SECONDS (8 per call), BENCH_PGLITE (1; 0 skips the column),
 * BENCH_ONLY (a comma-separated list of call keys to run, e.g. `customers,me`; the trivial route always runs
 * first, so the ratios stay meaningful): health, requests, questions, activity, activity-deep, customers, search, draft, me,
 * public, public-json. BENCH_SOAK_SECONDS (0): after the calls, that many seconds of all of them in turn at
 * BENCH_SOAK_RATE (150/s) on the same server, with its RSS read every 15 s (the memory run: 300).
 */
import http from 'node:http';
import os from 'node:os';
import { rssMb, startScaleServer, type Ready } from './scale-server-process';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/trustroom_scale';
const targetRate = Number(process.env.BENCH_RATE ?? 1000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const withPglite = process.env.BENCH_PGLITE !== '0';
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const soakRate = Number(process.env.BENCH_SOAK_RATE ?? 150);
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

interface Call {
  key: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth: boolean;
}

function calls(r: Ready): Call[] {
  const get = (key: string, name: string, path: string, auth = true): Call => ({ key, name, method: 'GET', path, auth });
  const all: Call[] = [
    get('health', 'trivial (health)', '/api/v1/health/', false),
    get('requests', 'requests list (filter + sort)', '/api/v1/questionnaire/request/?status=OPEN,IN_PROGRESS,IN_REVIEW&sort_by=-due_date&length=25&page=2'),
    get(
      'questions',
      `questions of a ${r.questions}-question file`,
      `/api/v1/questionnaire/request/${r.requestId}/request-file/${r.fileId}/question/?length=50&page=5`,
    ),
    get('activity', 'activity log', `/api/v1/core/activity-log/?group=request&length=25&page=${r.activityPage}`),
    get('activity-deep', 'activity log, deep page (cursor)', `/api/v1/core/activity-log/?group=request&length=25&before=${r.activityCursor}`),
    get('customers', 'customers', '/api/v1/customer/?length=25&page=4'),
    get('search', 'knowledge-hub search', '/api/v1/knowledge-hub/search/?search=encrypt%20backups%20annually&length=10'),
    {
      key: 'draft',
      name: 'try a question (draft)',
      method: 'POST',
      path: '/api/v1/knowledge-hub/draft/',
      body: { question: 'Do you encrypt customer data at rest?' },
      auth: true,
    },
    get('me', 'signed-in identity (/iam/me)', '/api/v1/iam/me/'),
    get('public', 'public page', `/trust/${r.slug}`, false),
    get('public-json', 'public page JSON', `/api/v1/public/trust/${r.slug}/`, false),
  ];
  return only.length ? all.filter((c) => c.key === 'health' || only.includes(c.key)) : all;
}

function requester(base: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const one = (call: Call) =>
    new Promise<{ ms: number; ok: boolean; status: number }>((resolve) => {
      const t0 = process.hrtime.bigint();
      const body = call.body ? JSON.stringify(call.body) : undefined;
      const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
      if (call.auth) headers.authorization = `Bearer ${token}`;
      if (body) headers['content-type'] = 'application/json';
      const req = http.request(`${base}${call.path}`, { method: call.method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, ok: (res.statusCode ?? 500) < 400, status: res.statusCode ?? 0 }));
      });
      req.on('error', () => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, ok: false, status: 0 }));
      req.setTimeout(10_000, () => req.destroy());
      if (body) req.write(body);
      req.end();
    });
  return { one, close: () => agent.destroy() };
}

/** Closed loop: `concurrency` requests always in flight for `ms`; answers per second. */
async function capacity(one: (c: Call) => Promise<{ ok: boolean }>, call: Call, concurrency: number, ms: number): Promise<number> {
  let done = 0;
  const end = Date.now() + ms;
  const start = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await one(call);
        done++;
      }
    }),
  );
  return done / ((Date.now() - start) / 1000);
}

/** Open loop: evenly spaced requests at `rate` for `secs`. */
async function paced(one: (c: Call) => Promise<{ ms: number; ok: boolean; status: number }>, call: Call, rate: number, secs: number) {
  const total = Math.max(1, Math.round(rate * secs));
  const results: Promise<{ ms: number; ok: boolean; status: number }>[] = [];
  const start = process.hrtime.bigint();
  await new Promise<void>((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((Number(process.hrtime.bigint() - start) / 1e9) * rate) + 1);
      while (results.length < due) results.push(one(call));
      if (results.length >= total) return done();
      setTimeout(tick, 1);
    };
    tick();
  });
  const all = await Promise.all(results);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  const ok = all
    .filter((r) => r.ok)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const statuses = [...new Set(all.filter((r) => !r.ok).map((r) => r.status))];
  return { ok, errors: all.length - ok.length, statuses, achieved: ok.length / elapsed };
}

const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10 : NaN);

interface Row {
  name: string;
  rate: number;
  limited: boolean;
  capacity: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: number[];
  p50_ratio: number;
  capacity_ratio: number;
}

interface Soak {
  seconds: number;
  rate: number;
  requests: number;
  errors: number;
  p99: number;
  rss_mb: number[];
}

/** The memory run: every call in turn, evenly spaced, for `secs`; the server's RSS every 15 s. */
async function soak(one: (c: Call) => Promise<{ ms: number; ok: boolean }>, list: Call[], pid: number | undefined, secs: number): Promise<Soak> {
  const rss = [rssMb(pid)];
  const sampler = setInterval(() => rss.push(rssMb(pid)), 15_000);
  const total = Math.round(soakRate * secs);
  const pending: Promise<{ ms: number; ok: boolean }>[] = [];
  const start = process.hrtime.bigint();
  try {
    await new Promise<void>((done) => {
      const tick = () => {
        const due = Math.min(total, Math.floor((Number(process.hrtime.bigint() - start) / 1e9) * soakRate) + 1);
        while (pending.length < due) pending.push(one(list[pending.length % list.length]!));
        if (pending.length >= total) return done();
        setTimeout(tick, 2);
      };
      tick();
    });
    const all = await Promise.all(pending);
    rss.push(rssMb(pid));
    const ok = all
      .filter((r) => r.ok)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    return { seconds: secs, rate: soakRate, requests: all.length, errors: all.length - ok.length, p99: pct(ok, 0.99), rss_mb: rss };
  } finally {
    clearInterval(sampler);
  }
}

async function measure(
  dbUrl: string,
  label: string,
  secs: number,
  soakSecs = 0,
): Promise<{ rows: Row[]; rss: { start: number; end: number }; ready: Ready; soak: Soak | null }> {
  const server = await startScaleServer(dbUrl);
  const { one, close } = requester(server.ready.url, server.ready.token);
  const list = calls(server.ready);
  const rows: Row[] = [];
  try {
    for (const c of list) await capacity(one, c, 4, 500); // warm the JIT, the caches and the pool
    const rssStart = rssMb(server.child.pid);
    let trivial: Row | null = null;
    for (const c of list) {
      const cap = await capacity(one, c, 16, 1500);
      const limited = cap * 0.8 < targetRate;
      const rate = limited ? Math.max(5, Math.floor((cap * 0.8) / 5) * 5) : targetRate;
      const r = await paced(one, c, rate, secs);
      const row: Row = {
        name: c.name,
        rate,
        limited,
        capacity: Math.round(cap),
        p50: pct(r.ok, 0.5),
        p99: pct(r.ok, 0.99),
        errors: r.errors,
        statuses: r.statuses,
        p50_ratio: trivial ? Math.round((pct(r.ok, 0.5) / trivial.p50) * 10) / 10 : 1,
        capacity_ratio: trivial ? Math.round((trivial.capacity / cap) * 10) / 10 : 1,
      };
      if (!trivial) trivial = row;
      rows.push(row);
      console.log(
        `${label.padEnd(9)} ${c.name.padEnd(34)} ${String(rate).padStart(5)}/s${limited ? '*' : ' '} cap ${String(row.capacity).padStart(5)}/s  p50 ${String(row.p50).padStart(7)} ms  p99 ${String(row.p99).padStart(7)} ms  errors ${row.errors}${row.statuses.length ? ` (${row.statuses.join(',')})` : ''}  ×trivial p50 ${row.p50_ratio} cap ${row.capacity_ratio}`,
      );
    }
    const rssEnd = rssMb(server.child.pid);
    let soaked: Soak | null = null;
    if (soakSecs > 0) {
      soaked = await soak(one, list, server.child.pid, soakSecs);
      const r = soaked.rss_mb;
      console.log(
        `${label.padEnd(9)} memory run: ${soaked.requests} requests of every call in turn at ${soakRate}/s for ${soakSecs} s, ${soaked.errors} errors, p99 ${soaked.p99} ms; RSS ${r[0]} MB at the start, ${r[r.length - 1]} MB at the end, max ${Math.max(...r)} MB`,
      );
    }
    return { rows, rss: { start: rssStart, end: rssEnd }, ready: server.ready, soak: soaked };
  } finally {
    close();
    await server.stop();
  }
}

async function main() {
  const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
  console.log(
    `bench:scale  ${os.cpus().length} cores, load average ${load.join(' ')} at start; ${targetRate} req/s offered per call for ${seconds} s (* = the call cannot take it: 80 % of its capacity instead)`,
  );
  const pg = await measure(databaseUrl, 'postgres', seconds, soakSeconds);
  console.log(`postgres  server RSS ${pg.rss.start} MB after warm-up, ${pg.rss.end} MB at the end`);
  const lite = withPglite ? await measure('', 'pglite', Math.max(2, Math.round(seconds / 2))) : null;
  if (lite) console.log(`pglite    server RSS ${lite.rss.start} MB after warm-up, ${lite.rss.end} MB at the end (demo data)`);
  const endLoad = os.loadavg().map((l) => Math.round(l * 10) / 10);
  console.log(
    JSON.stringify({
      load_average_start: load,
      load_average_end: endLoad,
      offered_rate: targetRate,
      seconds_per_call: seconds,
      postgres: Object.fromEntries(pg.rows.map((r) => [r.name, r])),
      postgres_rss_mb: pg.rss,
      postgres_memory_run: pg.soak,
      pglite: lite
        ? Object.fromEntries(
            lite.rows.map((r) => [r.name, { rate: r.rate, capacity: r.capacity, p50: r.p50, p99: r.p99, errors: r.errors, p50_ratio: r.p50_ratio }]),
          )
        : null,
      pglite_rss_mb: lite?.rss ?? null,
    }),
  );
}

await main();
