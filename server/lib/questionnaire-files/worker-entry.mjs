// Worker thread entry: parses one questionnaire file with the TypeScript sources (loaded through tsx,
// so it runs the same under `tsx`, vitest and the built server), then reports back and exits.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// This thread's id, so that the parent can read the processor time it uses (Linux; null elsewhere).
let tid = null;
try {
  tid = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]) || null;
} catch {
  /* no /proc: the parent keeps to wall-clock time */
}
parentPort.postMessage({ tid });

register();
const { runOperation } = await import('./core.ts');
const { op, fileName, arg, limits, data } = workerData;
try {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const result = await runOperation(op, buf, fileName, arg, limits);
  if (Buffer.isBuffer(result)) {
    const copy = new Uint8Array(result);
    parentPort.postMessage({ ok: true, buffer: copy }, [copy.buffer]);
  } else parentPort.postMessage({ ok: true, result });
} catch (e) {
  parentPort.postMessage({ ok: false, name: e?.name ?? 'Error', message: String(e?.message ?? e), stack: e?.stack ?? null });
}
