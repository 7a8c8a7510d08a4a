/** A real Trustroom server in a child process, for the hostile-file and fault benches: prepared with the
 *  command line (demo data, an Admin's API key), started on a free port, watched (RSS from /proc, exit),
 *  killed and restarted on the same data directory. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface ServerOptions {
  /** PGlite data directory (also where files go); made in the temp dir when not given */
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export class ServerProcess {
  readonly dataDir: string;
  port = 0;
  child: ChildProcess | null = null;
  exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  apiKey = '';
  private output = '';

  constructor(private readonly opts: ServerOptions = {}) {
    this.dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-bench-'));
  }

  get env(): NodeJS.ProcessEnv {
    return { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: this.opts.databaseUrl ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...this.opts.env };
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Demo data and an Admin's API key, through the command line (before the server holds the data directory). */
  async prepare(): Promise<void> {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { cwd: root, env: this.env, maxBuffer: 16 * 1024 * 1024 });
    await cli('seed');
    this.apiKey = (await cli('api-key', 'create', '--email', 'admin@acme.test', '--org', 'acme-cloud', '--name', `bench ${Date.now()}`)).stdout.trim();
  }

  async start(timeoutMs = 300_000): Promise<void> {
    this.port = await freePort();
    this.exited = null;
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    // Never leave a server behind when the bench itself stops.
    const reap = () => child.kill('SIGKILL');
    process.once('exit', reap);
    child.once('exit', () => process.removeListener('exit', reap));
    const keep = (b: Buffer) => {
      this.output = (this.output + b.toString()).slice(-20_000);
      if (this.opts.log) for (const line of b.toString().split('\n')) if (line.trim()) this.opts.log(line);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => {
      this.exited = { code, signal };
    });
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.exited) throw new Error(`The server exited while starting (${JSON.stringify(this.exited)}):\n${this.output}`);
      try {
        const res = await fetch(`${this.url}/api/v1/health/`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${this.output}`);
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get alive(): boolean {
    return this.child !== null && this.exited === null;
  }

  recentOutput(): string {
    return this.output;
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || this.exited) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  async call(
    req: { method: string; url: string; json?: unknown; multipart?: { body: Buffer; contentType: string } },
    timeoutMs = 60_000,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.apiKey}` };
    let body: Blob | string | undefined;
    if (req.multipart) {
      headers['content-type'] = req.multipart.contentType;
      body = new Blob([new Uint8Array(req.multipart.body)]);
    } else if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    try {
      const res = await fetch(`${this.url}${req.url}`, { method: req.method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON
      }
      return { status: res.status, body: parsed };
    } catch (err) {
      return { status: 0, body: { errors: [{ detail: `no answer: ${(err as Error).message}` }] } };
    }
  }
}
