/**
 * npm run bench:hostile: the whole hostile-file corpus (tests/hostile/corpus.ts) against a spawned server.
 * Every hostile case goes to every upload endpoint; the seeded mutants go to the endpoints that take their
 * shape. Prints per endpoint: files, clear refusals, accepted, unclear refusals, crashes (5xx, no answer,
 * background work that never ends, or the process dying), max seconds, max RSS above idle.
 * Target: 0 crashes, each file ≤ 10 s and ≤ 512 MB above idle.
 *
 *   npm run bench:hostile                       # 139 hostile cases × 8 endpoints + 10,000 mutants
 *   npm run bench:hostile -- --mutants 500      # fewer mutants
 *   npm run bench:hostile -- --only zip/        # hostile cases whose label starts with zip/ (no mutants)
 *   DATABASE_URL=postgres://… npm run bench:hostile   # against PostgreSQL
 *   npm run bench:hostile -- --shard 2/3        # every third case and mutant (from the 2nd), on a server of its own:
 *                                               # run 1/3, 2/3 and 3/3 side by side and add up their tables
 */
import { parseArgs } from 'node:util';
import { endpoints, runOne, type Endpoint, type Result } from '@tests/hostile/endpoints';
import { hostileCases, mutants, type HostileFile } from '@tests/hostile/corpus';
import { rssBytes, ServerProcess } from './server-process';

const { values } = parseArgs({
  options: {
    mutants: { type: 'string', default: '10000' },
    only: { type: 'string' },
    shard: { type: 'string', default: '1/1' },
    endpoint: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const [shardIndex, shardCount] = values.shard.split('/').map(Number) as [number, number];
if (!(shardCount >= 1 && shardIndex >= 1 && shardIndex <= shardCount)) throw new Error(`--shard wants k/n with 1 ≤ k ≤ n, not ${values.shard}`);
const inShard = (i: number) => i % shardCount === shardIndex - 1;
const MB = 1024 * 1024;
const limitSeconds = 10;
const limitBytes = 512 * MB;

interface Row {
  files: number;
  refused: number;
  accepted: number;
  unclear: number;
  crashes: number;
  maxSeconds: number;
  maxRss: number;
  worst: string;
}

const server = new ServerProcess({ databaseUrl: process.env.DATABASE_URL });
console.error(`Preparing a server in ${server.dataDir} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) …`);
await server.prepare();
await server.start();
const call = (req: Parameters<ServerProcess['call']>[0]) => server.call(req, 120_000);

const customers = await call({ method: 'GET', url: '/api/v1/customer/?length=1' });
const list = (customers.body as { data: unknown }).data;
const firstCustomer = (Array.isArray(list) ? list : (Object.values(list as object).find(Array.isArray) as unknown[]))[0] as { id: string };
const eps = endpoints({ customerId: firstCustomer.id, jobSeconds: 90 }).filter((e) => !values.endpoint || e.name.includes(values.endpoint));

// Idle: after one ordinary file through every endpoint (workers started, code loaded), once the heap has settled.
const ordinary = hostileCases().filter((c) => c.label.startsWith('name/'));
for (const e of eps) for (const c of ordinary.slice(0, 5)) await runOne(call, e, c, c.build());
await new Promise((r) => setTimeout(r, 1000));
let idle = rssBytes(server.pid);
console.error(`Server pid ${server.pid}, idle RSS ${(idle / MB).toFixed(0)} MB`);

const rows = new Map<string, Row>(eps.map((e) => [e.name, { files: 0, refused: 0, accepted: 0, unclear: 0, crashes: 0, maxSeconds: 0, maxRss: 0, worst: '' }]));
const problems: string[] = [];
let deaths = 0;

async function send(endpoint: Endpoint, file: HostileFile, bytes: Buffer) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssBytes(server.pid))), 20);
  let result: Result;
  try {
    result = await runOne(call, endpoint, file, bytes);
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rssBytes(server.pid));
  const died = !server.alive;
  if (died) result = { ...result, outcome: 'crash', message: `the server process died (${JSON.stringify(server.exited)})` };
  const row = rows.get(endpoint.name)!;
  row.files++;
  row[result.outcome === 'crash' ? 'crashes' : result.outcome]++;
  const above = Math.max(0, peak - idle);
  if (result.seconds > row.maxSeconds) {
    row.maxSeconds = result.seconds;
    row.worst = file.label;
  }
  row.maxRss = Math.max(row.maxRss, above);
  const line = `${endpoint.name} · ${file.label} (${file.name.slice(0, 40)}): ${result.outcome} ${result.status} in ${result.seconds.toFixed(1)} s, +${(above / MB).toFixed(0)} MB — ${result.message ?? ''}`;
  if (result.outcome === 'crash' || result.outcome === 'unclear' || result.seconds > limitSeconds || above > limitBytes) problems.push(line);
  if (values.verbose || result.outcome === 'crash') console.error(`  ${line}`);
  if (died) {
    deaths++;
    console.error(`  restarting after a process death:\n${server.recentOutput().slice(-2000)}`);
    await server.start();
    idle = rssBytes(server.pid);
  }
}

let mutantsSent = 0;
/** The table; also printed when the run is stopped early (Ctrl-C), for the files sent so far. */
async function summary(mutantCount: number): Promise<number> {
  const health = await call({ method: 'GET', url: '/api/v1/health/' });
  await server.kill('SIGTERM');

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(
    `\nHostile files against a spawned server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${cases.length} hostile cases × ${eps.length} endpoints + ${mutantsSent} of ${mutantCount} mutants (shard ${values.shard}), ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
  console.log(
    `${'endpoint'.padEnd(30)}${pad('files', 7)}${pad('refused', 9)}${pad('accepted', 10)}${pad('unclear', 9)}${pad('crashes', 9)}${pad('max s', 8)}${pad('max MB', 8)}  slowest`,
  );
  const total: Row = { files: 0, refused: 0, accepted: 0, unclear: 0, crashes: 0, maxSeconds: 0, maxRss: 0, worst: '' };
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(30)}${pad(r.files, 7)}${pad(r.refused, 9)}${pad(r.accepted, 10)}${pad(r.unclear, 9)}${pad(r.crashes, 9)}${pad(r.maxSeconds.toFixed(1), 8)}${pad((r.maxRss / MB).toFixed(0), 8)}  ${r.worst}`,
    );
    for (const k of ['files', 'refused', 'accepted', 'unclear', 'crashes'] as const) total[k] += r[k];
    total.maxSeconds = Math.max(total.maxSeconds, r.maxSeconds);
    total.maxRss = Math.max(total.maxRss, r.maxRss);
  }
  console.log(
    `${'all'.padEnd(30)}${pad(total.files, 7)}${pad(total.refused, 9)}${pad(total.accepted, 10)}${pad(total.unclear, 9)}${pad(total.crashes, 9)}${pad(total.maxSeconds.toFixed(1), 8)}${pad((total.maxRss / MB).toFixed(0), 8)}`,
  );
  console.log(`process deaths: ${deaths}; server answers afterwards: ${health.status === 200 ? 'yes' : `no (${health.status})`}`);
  if (problems.length)
    console.log(
      `\nOver a limit, unclear or crashed (${problems.length}):\n${problems
        .slice(0, 60)
        .map((p) => `  ${p}`)
        .join('\n')}`,
    );
  console.log(
    JSON.stringify({
      bench: 'hostile',
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      files: total.files,
      refused: total.refused,
      accepted: total.accepted,
      unclear: total.unclear,
      crashes: total.crashes,
      deaths,
      maxSeconds: Number(total.maxSeconds.toFixed(2)),
      maxRssMb: Math.round(total.maxRss / MB),
      overLimit: problems.length,
    }),
  );
  return total.crashes;
}

const started = Date.now();
process.once('SIGINT', () => void summary(mutantsSent).then(() => process.exit(130)));
const only = values.only?.split(',').filter(Boolean) ?? [];
const cases = hostileCases().filter((c, i) => inShard(i) && (only.length === 0 || only.some((o) => c.label.startsWith(o))));
let done = 0;
for (const file of cases) {
  const bytes = file.build();
  for (const e of eps) await send(e, file, bytes);
  if (++done % 20 === 0) console.error(`  ${done}/${cases.length} hostile cases (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const mutantCount = values.only ? 0 : Number(values.mutants);
const targets = new Map(eps.map((e) => [e.name, 0]));
for (const [i, file] of mutants(mutantCount).entries()) {
  const fits = eps.filter((e) => e.shapes.includes(file.shape));
  if (fits.length === 0 || !inShard(i)) continue;
  const e = fits[i % fits.length]!;
  targets.set(e.name, targets.get(e.name)! + 1);
  await send(e, file, file.build());
  mutantsSent++;
  if ((i + 1) % 500 === 0) console.error(`  ${i + 1}/${mutantCount} mutants (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
process.exit((await summary(mutantCount)) > 0 ? 1 : 0);
