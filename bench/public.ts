/**
 * npm run bench:public — the public Trust Center's weight and speed.
 *
 * Starts the real server on an embedded database (PGlite) with the demo data, measures the first view
 * of /trust/acme-cloud (HTML, the script, the images it shows; bytes as sent with gzip), then measures
 * the time to first byte at a fixed 500 requests per second on loopback. The last line is one JSON object.
 *
 * Time to first byte (ttfb_*): an open-loop load, one request every 1/rate s, evenly spaced as visitors
 * arrive, each timed from sending to the response headers, on keep-alive connections (as many as are
 * needed, so a slow answer never holds back the next request).
 *
 * For comparison, autocannon at the same rate (burst_*): it paces by sending each second's quota over
 * its connections as fast as it can and then waiting, so its latencies include queueing behind that
 * burst (the time to the whole response, coordinated-omission correction off). A short unthrottled
 * autocannon run gives the server's capacity.
 *
 * Env: BENCH_RATE (500), BENCH_SECONDS (20), BENCH_CONNECTIONS (20, autocannon only).
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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
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

/**
 * Evenly spaced requests at `perSecond` for `seconds`: each one's time from sending to its response
 * headers, in ms, sorted. Requests are due at fixed times whatever earlier ones are doing (open loop).
 */
async function pacedTtfb(url: string, perSecond: number, seconds: number): Promise<{ sorted: number[]; errors: number; elapsed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if ((res.statusCode ?? 0) >= 400) errors++;
        else latencies.push(ms);
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const total = Math.round(perSecond * seconds);
  const inFlight: Promise<void>[] = [];
  const start = process.hrtime.bigint();
  await new Promise<void>((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((Number(process.hrtime.bigint() - start) / 1e9) * perSecond));
      while (inFlight.length < due) inFlight.push(one());
      if (inFlight.length >= total) return done();
      setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  agent.destroy();
  return { sorted: latencies.sort((a, b) => a - b), errors, elapsed };
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 100) / 100;

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

    // Warm up (fills the page cache and the JIT), then a fixed, evenly spaced request rate.
    await autocannon({ url: pageUrl, connections: 10, amount: 2000, headers: { 'accept-encoding': 'gzip' } });
    await pacedTtfb(pageUrl, rate, 2);
    const paced = await pacedTtfb(pageUrl, rate, seconds);
    const ttfb = {
      p50: percentile(paced.sorted, 0.5),
      p90: percentile(paced.sorted, 0.9),
      p99: percentile(paced.sorted, 0.99),
      max: percentile(paced.sorted, 1),
    };
    const pacedRate = Math.round(paced.sorted.length / paced.elapsed);
    console.log(`load              ${rate} req/s evenly spaced for ${seconds} s: ${paced.sorted.length} answered (${pacedRate} req/s), ${paced.errors} errors`);
    console.log(`ttfb (ms)         p50 ${ttfb.p50}  p90 ${ttfb.p90}  p99 ${ttfb.p99}  max ${ttfb.max}`);

    const burst = await autocannon({
      url: pageUrl,
      connections,
      overallRate: rate,
      duration: seconds,
      ignoreCoordinatedOmission: true,
      headers: { 'accept-encoding': 'gzip' },
    });
    const capacity = await autocannon({ url: pageUrl, connections, duration: 5, headers: { 'accept-encoding': 'gzip' } });
    const burstErrors = burst.errors + burst.timeouts + (burst.non2xx ?? 0);
    console.log(
      `burst (ms)        autocannon ${rate} req/s on ${connections} connections, each second's quota at once: p50 ${burst.latency.p50}  p99 ${burst.latency.p99}  (${burstErrors} errors)`,
    );
    console.log(`capacity          ${Math.round(capacity.requests.average)} req/s unthrottled (p99 ${capacity.latency.p99} ms)`);
    console.log(
      JSON.stringify({
        html_bytes: html.bytes,
        html_gzip_bytes: htmlGzip,
        js_bytes: jsBytes,
        js_gzip_bytes: jsGzip,
        image_bytes: imageBytes,
        total_gzip_bytes: htmlGzip + jsGzip + imageBytes,
        ttfb_p50_ms: ttfb.p50,
        ttfb_p99_ms: ttfb.p99,
        requests_per_second: pacedRate,
        burst_latency_p50_ms: burst.latency.p50,
        burst_latency_p99_ms: burst.latency.p99,
        max_requests_per_second: Math.round(capacity.requests.average),
        errors: paced.errors + burstErrors,
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
