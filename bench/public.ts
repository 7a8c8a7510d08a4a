/**
 * npm run bench:public — the public Trust Center's weight and speed.
 *
 * Starts the real server on an embedded database (PGlite) with the demo data, measures the first view
 * of /trust/acme-cloud (HTML, the script, the images it shows; bytes as sent with gzip), then loads the
 * page at a fixed 500 requests per second on loopback with autocannon and reports the latency (time to
 * the response) percentiles. The last line is one JSON object.
 *
 * autocannon paces a fixed rate by sending each second's quota as fast as it can and then waiting; its
 * coordinated-omission correction would charge that self-imposed wait to the requests, so it is turned
 * off: the latencies are the real time from sending a request to its whole response (an upper bound of
 * the time to first byte). A short unthrottled run also gives the server's capacity.
 *
 * Env: BENCH_RATE (500), BENCH_SECONDS (20), BENCH_CONNECTIONS (20).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const rate = Number(process.env.BENCH_RATE ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

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

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-worker'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
    try {
      if ((await fetch(`${url}/api/v1/health/`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bytes as sent (with gzip when the server compresses) and the uncompressed size. */
function weigh(url: string): Promise<{ sent: number; bytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if ((res.statusCode ?? 0) >= 400) return reject(new Error(`${url}: ${res.statusCode}`));
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ sent: raw.length, bytes: body.length, text: body.toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

async function main() {
  const server = await startServer();
  try {
    const pageUrl = `${server.url}/trust/acme-cloud`;
    const html = await weigh(pageUrl);
    const scripts = [...html.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => new URL(m[1]!, pageUrl).toString());
    const images = [...new Set([...html.text.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&'), pageUrl).toString()))];
    let jsBytes = 0;
    let jsGzip = 0;
    for (const s of scripts) {
      const w = await weigh(s);
      jsBytes += w.bytes;
      jsGzip += w.sent;
    }
    let imageBytes = 0;
    for (const i of images) imageBytes += (await weigh(i)).sent;
    const htmlGzip = html.sent;
    console.log(`page              ${pageUrl}`);
    console.log(`html              ${html.bytes} B, ${htmlGzip} B gzip (CSS inlined)`);
    console.log(`javascript        ${scripts.length} file(s), ${jsBytes} B, ${jsGzip} B gzip`);
    console.log(`images            ${images.length} file(s), ${imageBytes} B as sent`);
    console.log(`first view total  ${htmlGzip + jsGzip + imageBytes} B`);

    // Warm up (fills the page cache and the JIT), then a fixed request rate.
    await autocannon({ url: pageUrl, connections: 10, amount: 500, headers: { 'accept-encoding': 'gzip' } });
    const result = await autocannon({
      url: pageUrl,
      connections,
      overallRate: rate,
      duration: seconds,
      ignoreCoordinatedOmission: true,
      headers: { 'accept-encoding': 'gzip' },
    });
    const capacity = await autocannon({ url: pageUrl, connections, duration: 5, headers: { 'accept-encoding': 'gzip' } });
    const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
    console.log(`load              ${rate} req/s target for ${seconds} s on ${connections} connections: ${result.requests.total} requests, ${errors} errors`);
    console.log(`latency (ms)      p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`);
    console.log(`capacity          ${Math.round(capacity.requests.average)} req/s unthrottled (p99 ${capacity.latency.p99} ms)`);
    console.log(
      JSON.stringify({
        html_bytes: html.bytes,
        html_gzip_bytes: htmlGzip,
        js_bytes: jsBytes,
        js_gzip_bytes: jsGzip,
        image_bytes: imageBytes,
        total_gzip_bytes: htmlGzip + jsGzip + imageBytes,
        ttfb_p50_ms: result.latency.p50,
        ttfb_p99_ms: result.latency.p99,
        requests_per_second: Math.round(result.requests.average),
        max_requests_per_second: Math.round(capacity.requests.average),
        errors,
      }),
    );
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
