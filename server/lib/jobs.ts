import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import { rows } from '../db/client';
import { jobs } from '../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  job: JobRow;
  /** 0–100; visible to the user through whatever reads the job or the object it works on. */
  setProgress(percent: number): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | void>;

/** A failure that retrying cannot fix (a corrupt file): the job fails at once with this message. */
export class PermanentJobError extends Error {}

const handlers = new Map<string, JobHandler>();

/** Each area registers the work it runs in the background. Handlers must be idempotent. */
export function registerJobHandler(type: string, handler: JobHandler) {
  handlers.set(type, handler);
}

export async function enqueueJob(tx: Tx, organizationId: string, type: string, payload: Record<string, unknown> = {}, opts: { maxAttempts?: number } = {}) {
  const [row] = await tx.insert(jobs).values({ organizationId, type, payload, maxAttempts: opts.maxAttempts ?? 3 }).returning({ id: jobs.id });
  return row!.id;
}

/**
 * Runs queued jobs: in the web process by default, or alone with `--worker`. Claims with
 * FOR UPDATE SKIP LOCKED so several workers share one queue; a job left running by a crash is
 * picked up again after `staleAfterMs`.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private stopped = true;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly opts: { concurrency?: number; pollMs?: number; staleAfterMs?: number } = {},
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running > 0) await new Promise((r) => setTimeout(r, 50));
  }

  /** Wakes the runner now (after enqueueing) instead of at the next poll. */
  poke() {
    if (!this.stopped) this.schedule(0);
  }

  /** Tests: run every due job (including ones those jobs enqueue) until none is left. */
  async runUntilIdle(maxJobs = 1000) {
    for (let i = 0; i < maxJobs; i++) {
      const job = await this.claim();
      if (!job) return;
      await this.execute(job);
    }
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick() {
    if (this.stopped) return;
    const concurrency = this.opts.concurrency ?? 2;
    try {
      while (this.running < concurrency) {
        const job = await this.claim();
        if (!job) break;
        this.running++;
        void this.execute(job).finally(() => {
          this.running--;
          this.poke();
        });
      }
    } catch (err) {
      this.log.error({ err }, 'job claim failed');
    }
    if (!this.stopped) this.schedule(this.opts.pollMs ?? 1000);
  }

  private async claim(): Promise<JobRow | null> {
    const stale = this.opts.staleAfterMs ?? 10 * 60_000;
    const claimed = await rows<{ id: string }>(
      this.db,
      sql`update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
          where id = (select id from jobs
                      where (status = 'queued' and run_after <= now())
                         or (status = 'running' and locked_at < now() - ${stale} * interval '1 millisecond')
                      order by run_after, created_at
                      for update skip locked limit 1)
          returning id`,
    );
    if (!claimed[0]) return null;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, claimed[0].id));
    return job ?? null;
  }

  private async execute(job: JobRow) {
    const handler = handlers.get(job.type);
    const setProgress = async (percent: number) => {
      await this.db.update(jobs).set({ progress: Math.max(0, Math.min(100, Math.round(percent))), updatedAt: new Date() }).where(eq(jobs.id, job.id));
    };
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      const result = await handler({ job, setProgress });
      await this.db.update(jobs).set({ status: 'done', progress: 100, result: result ?? {}, error: null, updatedAt: new Date() }).where(eq(jobs.id, job.id));
    } catch (err) {
      const message = (err as Error).message ?? String(err);
      const permanent = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      this.log.warn({ jobId: job.id, type: job.type, err: message, permanent }, 'job failed');
      await this.db
        .update(jobs)
        .set(
          permanent
            ? { status: 'failed', error: message, updatedAt: new Date() }
            : { status: 'queued', error: message, runAfter: new Date(Date.now() + 2 ** job.attempts * 1000), updatedAt: new Date() },
        )
        .where(and(eq(jobs.id, job.id)));
    }
  }
}
