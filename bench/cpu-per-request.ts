/**
 * CPU time per request, server and database, for the scale calls: a figure that holds on a busy machine,
 * where bench:scale's rates and latencies move with the load of other processes.
 * `npm run bench:scale-cpu` (DATABASE_URL as bench:scale; BENCH_REQUESTS, default 2000 per call).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { startScaleServer } from './scale-server-process';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/trustroom_scale';
const perCall = Number(process.env.BENCH_REQUESTS ?? 2000);

function ticks(pid: number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}
const postgresPids = () => execSync('pgrep -x postgres || true').toString().split('\n').filter(Boolean).map(Number);
const pgTicks = () => postgresPids().reduce((s, p) => s + ticks(p), 0);

const server = await startScaleServer(databaseUrl);
const { ready, child } = server;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const get = (path: string) =>
  new Promise<number>((resolve) => {
    http
      .get(`${ready.url}${path}`, { agent, headers: { authorization: `Bearer ${ready.token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', () => resolve(0));
  });
const calls: [string, string][] = [
  ['trivial', '/api/v1/health/'],
  ['me', '/api/v1/iam/me/'],
  ['requests', '/api/v1/questionnaire/request/?status=OPEN,IN_PROGRESS,IN_REVIEW&sort_by=-due_date&length=25&page=2'],
  ['questions', `/api/v1/questionnaire/request/${ready.requestId}/request-file/${ready.fileId}/question/?length=50&page=5`],
  ['activity', `/api/v1/core/activity-log/?group=request&length=25&page=${ready.activityPage}`],
  ['deep log', `/api/v1/core/activity-log/?group=request&length=25&before=${ready.activityCursor}`],
  ['customers', '/api/v1/customer/?length=25&page=4'],
  ['search', '/api/v1/knowledge-hub/search/?search=encrypt%20backups%20annually&length=10'],
];
const hz = 100;
for (const [name, path] of calls) {
  for (let i = 0; i < 50; i++) await get(path);
  const s0 = ticks(child.pid!);
  const p0 = pgTicks();
  let bad = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (n < perCall) {
        n++;
        if ((await get(path)) >= 400) bad++;
      }
    }),
  );
  const server = ((ticks(child.pid!) - s0) / hz / perCall) * 1000;
  const db = ((pgTicks() - p0) / hz / perCall) * 1000;
  console.log(
    `${name.padEnd(10)} server ${server.toFixed(2)} ms  database ${db.toFixed(2)} ms  total ${(server + db).toFixed(2)} ms CPU per request${bad ? `  (${bad} errors)` : ''}`,
  );
}
agent.destroy();
await server.stop();
