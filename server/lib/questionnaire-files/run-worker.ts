import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { QuestionnaireFileError } from './errors';
import type { FileLimits } from './types';
import type { Operation } from './core';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/** At most this many files are parsed at once (each worker may use up to maxMemoryMb). */
const MAX_WORKERS = Math.max(1, Number(process.env.QUESTIONNAIRE_FILE_WORKERS ?? 2) || 2);
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** How often the worker's processor time is read. */
const CPU_POLL_MS = 200;
/** On a machine so busy that the worker gets a fraction of a core, the wall clock still stops it at this multiple of the limit. */
const WALL_CLOCK_FACTOR = 4;
const CLOCK_TICKS_PER_SECOND = 100;

/** Processor time (user + system) of a thread of this process, in ms; null when it cannot be read. */
function threadCpuMs(tid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Runs one operation on one file in a worker thread with a memory limit and a time limit, so a hostile
 *  or broken file fails that file with a clear message and never takes the server down. The time limit is
 *  the processor time the worker uses (where Linux tells it), so that a busy server does not refuse an
 *  ordinary file because it waited for a core; the wall clock stops it at four times the limit. */
export function runInWorker(op: Operation, buf: Buffer, fileName: string, arg: unknown, limits: FileLimits): Promise<unknown> {
  return slot(() => startWorker(op, buf, fileName, arg, limits));
}

function startWorker(op: Operation, buf: Buffer, fileName: string, arg: unknown, limits: FileLimits): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const data = new Uint8Array(buf.byteLength);
    data.set(buf);
    let settled = false;
    const worker = new Worker(ENTRY, {
      workerData: { op, fileName, arg, limits, data },
      transferList: [data.buffer],
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 8 },
      stdout: false,
      stderr: false,
    });
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      fn();
      void worker.terminate();
    };
    const stop = () => {
      const seconds = Math.max(1, Math.round(limits.timeoutMs / 1000));
      finish(() =>
        reject(
          new QuestionnaireFileError(
            `Reading the file took longer than ${seconds} second${seconds === 1 ? '' : 's'} and was stopped; it may be damaged or too complex.`,
          ),
        ),
      );
    };
    const started = Date.now();
    let tid: number | null = null;
    const timer = setInterval(
      () => {
        const cpu = tid === null ? null : threadCpuMs(tid);
        const wall = Date.now() - started;
        if (cpu === null ? wall > limits.timeoutMs : cpu > limits.timeoutMs || wall > limits.timeoutMs * WALL_CLOCK_FACTOR) stop();
      },
      Math.min(CPU_POLL_MS, limits.timeoutMs),
    );
    worker.on(
      'message',
      (msg: { tid?: number | null; ok?: boolean; result?: unknown; buffer?: Uint8Array; name?: string; message?: string; stack?: string | null }) => {
        if (msg.ok === undefined) {
          tid = msg.tid ?? null;
          return;
        }
        finish(() => {
          if (msg.ok) resolve(msg.buffer ? Buffer.from(msg.buffer.buffer, msg.buffer.byteOffset, msg.buffer.byteLength) : msg.result);
          else if (msg.name === 'QuestionnaireFileError') reject(new QuestionnaireFileError(msg.message ?? 'The file could not be read.'));
          else {
            const err = new QuestionnaireFileError('The file could not be read: it is damaged or in a form this importer does not understand.');
            (err as Error & { cause?: unknown }).cause = Object.assign(new Error(msg.message), { stack: msg.stack ?? undefined });
            reject(err);
          }
        });
      },
    );
    worker.on('error', (e: Error & { code?: string }) => {
      finish(() => {
        if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          reject(new QuestionnaireFileError('Reading the file needed more memory than allowed and was stopped; it may be damaged or too large.'));
        } else {
          const err = new QuestionnaireFileError('The file could not be read: it is damaged or in a form this importer does not understand.');
          (err as Error & { cause?: unknown }).cause = e;
          reject(err);
        }
      });
    });
    worker.on('exit', (code) => {
      finish(() => reject(new QuestionnaireFileError(`Reading the file stopped unexpectedly (code ${code}).`)));
    });
  });
}
