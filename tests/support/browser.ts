import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Options for a browser journey's \`describe\`: each step may wait up to Playwright's own 30 s, and a journey of
 * several steps runs beside the server suites on two cores, so vitest's 30 s per test is too short for one.
 */
export const journey = { timeout: 120_000 } as const;

/**
 * Browser tests need Debian's chromium; without it they are skipped (CI sets REQUIRE_BROWSER=1 and fails
 * instead). SKIP_BROWSER_TESTS=1 skips them on purpose: CI runs the journeys once, on PGlite, and the
 * server suite on both databases.
 */
export function browserAvailable(): boolean {
  if (process.env.SKIP_BROWSER_TESTS === '1') return false;
  const ok = fs.existsSync(CHROMIUM);
  if (!ok) {
    if (process.env.REQUIRE_BROWSER) throw new Error(`Browser tests need ${CHROMIUM} (apt-get install -y chromium).`);
    console.warn(`Skipping browser tests: ${CHROMIUM} not found (apt-get install -y chromium).`);
  }
  return ok;
}

/** `args` adds Chromium switches, e.g. `--host-resolver-rules=MAP trust.example.com 127.0.0.1` to open a custom domain. */
export async function launchBrowser(opts: { args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(opts.args ?? []),
    ],
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
}

/**
 * Starts the real server (as `npm start` does, without the build step) on a free port with a fresh
 * data dir, seeded with the demo data. Uses DATABASE_URL's server with a fresh database when set.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-e2e-'));
  const url = `http://localhost:${port}`;
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const name = `trustroom_e2e_${port}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }
  let out = '';
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    ...env,
  };
  // E.g. the command line on the same data before the server holds it (PGlite: one process at a time).
  await opts.beforeStart?.(childEnv);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/v1/health/`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => out,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const { default: pg } = await import('pg');
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`).catch(() => {});
        await admin.end();
      }
    },
  };
}

/** Signs in through the embedded provider's pages (e-mail first, then the password) as a demo account. */
export async function signIn(page: Page, baseUrl: string, email: string, password = 'trustroom-demo') {
  await page.goto(baseUrl + '/');
  await page.waitForSelector('input[name="email"]', { timeout: 30_000 });
  await page.fill('input[name="email"]', email);
  if (!(await page.$('input[name="password"]'))) {
    await page.click('button[type="submit"]');
    await page.waitForSelector('input[name="password"]', { timeout: 30_000 });
  }
  await page.fill('input[name="password"]', password);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith('/oidc') && !u.pathname.startsWith('/auth/'), { timeout: 30_000 }),
    page.click('button[type="submit"]'),
  ]);
}

/** A desktop-sized page of a fresh browser context, signed in as `email`. */
export async function signedInPage(browser: Browser, baseUrl: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, baseUrl, email);
  return page;
}

/** Writes `content` to a new temporary folder under the given file name (what a user picks in the file dialog). */
export function tempFile(name: string, content: Buffer | Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-upload-')), name);
  fs.writeFileSync(file, content);
  return file;
}

/**
 * On the review page: deletes the questions whose response is still empty (a file is approved only when every
 * response says something), a page of them at a time, through the Unanswered filter and the bulk bar.
 */
export async function deleteEmptyResponses(page: Page) {
  const unanswered = page.getByRole('button', { name: /^Unanswered: \d+/ });
  const left = async () => Number((await unanswered.getAttribute('aria-label'))?.match(/: (\d+)/)?.[1] ?? 0);
  if ((await left()) === 0) return;
  if (!/filtering/.test((await unanswered.getAttribute('aria-label')) ?? '')) await unanswered.click();
  for (let guard = 0; guard < 50 && (await left()) > 0; guard++) {
    const before = await left();
    await page.getByRole('checkbox', { name: 'Select all questions on this page' }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByText(/Question\(s\) deleted/)
      .first()
      .waitFor();
    for (let i = 0; i < 50 && (await left()) === before; i++) await page.waitForTimeout(200);
  }
  await unanswered.click();
}
