/**
 * The server bench:scale and bench:scale-cpu measure: bench/scale-server.ts in a child process (so the load
 * generator does not share its event loop), on PostgreSQL (DATABASE_URL) or, without one, on PGlite with
 * the demo data. Resolves once it prints its ready line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, rssBytes } from './server-process';

export interface Ready {
  url: string;
  token: string;
  slug: string;
  requestId: string;
  fileId: string;
  questions: number;
  /** A page of the activity log's request group that has rows (3 on the large tenant, 1 on the demo data). */
  activityPage: number;
  /** A place three quarters down that log (a `before` cursor). */
  activityCursor: string;
  database: string;
}

export async function startScaleServer(dbUrl: string): Promise<{ ready: Ready; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/scale-server.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: dbUrl, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 300_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{"ready"'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as Ready);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d));
    child.once('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
  return {
    ready,
    child,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The resident memory of a process, in MB (0 once it has gone). */
export const rssMb = (pid: number | undefined): number => (pid ? Math.round(rssBytes(pid) / 1024 / 1024) : 0);
