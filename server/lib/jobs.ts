import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../db/client';
import { rows } from '../db/client';
import { jobs } from '../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

/**
 * The payload of every job, by its name: `enqueueJob` and `registerJobHandler` are checked against it, so
 * a handler reads the fields its enqueuer wrote. A new job adds its line here. Names under `test.` are
 * free-form (the job runner's own tests).
 */
export interface JobPayloads {
  'gated-access.mail': { to: string; subject: string; text: string; html: string };
  'crm.import': Record<string, never>;
  'sub-processor-notices.mailing': { noticeId: string };
  'trust-center.subscription-confirmation': { subscriberId: string };
  'trust-center.announcement-mailing': { announcementId: string };
  'security-events.reminder': { reminderId: string };
  'security-events.update-mailing': { updateId: string };
  'knowledge.parse-document': { documentId: string };
  'knowledge.refresh-terms': { analyzer: string };
  'certifications.expiry': { certificationId: string; expiryDate: string };
  'questionnaire.draft': { fileId: string; requestId: string; retry: boolean; startedAt: string };
  'questionnaire.inspect': { fileId: string; requestId: string };
  'questionnaire.extract': { fileId: string; requestId: string };
  'questionnaire.library': { userId: string | null; questionIds: string[]; productIds: string[]; reference: string };
  [test: `test.${string}`]: Record<string, unknown>;
}
export type JobName = keyof JobPayloads;

export interface JobContext<N extends JobName = JobName> {
  job: JobRow & { payload: JobPayloads[N] };
  /** 0–100; visible to the user through whatever reads the job or the object it works on. */
  setProgress(percent: number): Promise<void>;
  /** The name of the worker running it (logs, tests). */
  worker: string;
}

export type JobHandler<N extends JobName = JobName> = (ctx: JobContext<N>) => Promise<Record<string, unknown> | void>;

/** Called once when a job has failed for good (its error, or its attempts used up by crashes), so the
 *  object it worked on can show the failure instead of "in progress" forever. */
export type JobFailureHandler = (job: JobRow, message: string) => Promise<void>;

/** A failure that retrying cannot fix (a corrupt file): the job fails at once with this message. */
export class PermanentJobError extends Error {}

const handlers = new Map<string, JobHandler>();
const failureHandlers = new Map<string, JobFailureHandler>();

/** At most this much of an error is stored on a job (an error can carry a whole file). */
export const MAX_JOB_ERROR_CHARS = 1000;

export function jobErrorText(err: unknown): string {
  let message: string;
  try {
    message = (err as Error)?.message ?? String(err);
  } catch {
    message = 'The work failed.';
  }
  if (typeof message !== 'string' || !message) message = 'The work failed.';
  // A failure can quote a file's text, and PostgreSQL cannot store U+0000: a message it refuses would leave the job unrecorded.
  message = message.replace(/\u0000/g, '');
  return message.length > MAX_JOB_ERROR_CHARS ? `${message.slice(0, MAX_JOB_ERROR_CHARS - 1)}…` : message;
}

/** What the area's failure handler (and so a person) is told of an error that was not written for them: a query, a
 *  library's words or a stack stay in the job row and the log. */
export const UNEXPECTED_JOB_FAILURE = 'An unexpected error on our side stopped the work.';

/** The sentence a person may read about a failed attempt: a PermanentJobError's own message, else the plain one. */
export function jobFailureSentence(err: unknown): string {
  return err instanceof PermanentJobError ? jobErrorText(err) : UNEXPECTED_JOB_FAILURE;
}

/** The message a job gets when the process running it stopped (crash, kill, out of memory) on every attempt. */
export const interruptedMessage = (attempts: number) =>
  `The work was interrupted ${attempts} time${attempts === 1 ? '' : 's'} (the server stopped while doing it) and was not tried again.`;

/** What the user is shown while a job runs again after an attempt that did not finish (the server
 *  stopped, or an error that retrying may fix); null on the first attempt. */
export function resumeNote(job: Pick<JobRow, 'attempts' | 'maxAttempts'> & { error?: string | null }): string | null {
  if (job.attempts <= 1) return null;
  if (job.error) return `An earlier attempt failed; the work is being tried again (attempt ${job.attempts} of ${job.maxAttempts}).`;
  return `An earlier attempt did not finish (for example, the server restarted); the work was resumed (attempt ${job.attempts} of ${job.maxAttempts}).`;
}

/** What the user is shown while a failed job waits for its next attempt (the back-off). */
export function retryNote(job: Pick<JobRow, 'attempts' | 'maxAttempts'>, retryAt: Date): string {
  const seconds = Math.max(1, Math.round((retryAt.getTime() - Date.now()) / 1000));
  return `An attempt failed; the work will be tried again in ${seconds} second${seconds === 1 ? '' : 's'} (attempt ${job.attempts + 1} of ${job.maxAttempts}).`;
}

/** Called when an attempt failed and the job waits to be tried again at `retryAt`, to show it. */
export type JobRetryHandler = (job: JobRow, message: string, retryAt: Date) => Promise<void>;
const retryHandlers = new Map<string, JobRetryHandler>();

/** Each area registers the work it runs in the background. Handlers must be idempotent. */
export function registerJobHandler<N extends JobName>(type: N, handler: JobHandler<N>, opts: { onFailed?: JobFailureHandler; onRetry?: JobRetryHandler } = {}) {
  // The row's payload is the one enqueueJob wrote for this name (typed there).
  handlers.set(type, handler as unknown as JobHandler);
  if (opts.onFailed) failureHandlers.set(type, opts.onFailed);
  else failureHandlers.delete(type);
  if (opts.onRetry) retryHandlers.set(type, opts.onRetry);
  else retryHandlers.delete(type);
}

/** `runAfter`: not before then (work due on a date); at once by default. */
export async function enqueueJob<N extends JobName>(
  tx: Tx,
  organizationId: string,
  type: N,
  payload: JobPayloads[N],
  opts: { maxAttempts?: number; runAfter?: Date } = {},
) {
  const [row] = await tx
    .insert(jobs)
    .values({ organizationId, type, payload, maxAttempts: opts.maxAttempts ?? 3, ...(opts.runAfter ? { runAfter: opts.runAfter } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Runs queued jobs: in the web process by default, or alone with `--worker`. Claims with
 * FOR UPDATE SKIP LOCKED so several workers share one queue. A running job's lock is renewed every
 * `heartbeatMs`; a job whose lock is older than `staleAfterMs` was left by a process that died and is
 * taken up again, unless it has used all its attempts: then it fails with a message (a file that
 * crashes the server every time never loops).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private stopped = true;
  private readonly active = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly opts: { concurrency?: number; pollMs?: number; staleAfterMs?: number; heartbeatMs?: number; name?: string } = {},
  ) {}

  private get staleAfterMs() {
    return this.opts.staleAfterMs ?? Number(process.env.JOB_STALE_AFTER_MS ?? 30_000);
  }

  start() {
    this.stopped = false;
    this.schedule(0);
    const every = this.opts.heartbeatMs ?? Math.max(250, Math.floor(this.staleAfterMs / 4));
    this.heartbeat = setInterval(() => void this.beat(), every);
    this.heartbeat.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    while (this.running > 0) await new Promise((r) => setTimeout(r, 50));
  }

  /** Renews the lock of every job this process is running, so others know it is alive. */
  private async beat() {
    if (!this.active.size) return;
    const ids = [...this.active];
    try {
      await this.db.execute(
        sql`update jobs set locked_at = now() where status = 'running' and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    } catch (err) {
      this.log.warn({ err }, 'job heartbeat failed');
    }
  }

  /** Wakes the runner now (after enqueueing) instead of at the next poll. */
  poke() {
    if (!this.stopped) this.schedule(0);
  }

  /** Tests: run every due job (including ones those jobs enqueue) until none is left. */
  async runUntilIdle(maxJobs = 1000) {
    for (let i = 0; i < maxJobs; i++) {
      await this.failExhausted();
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
      await this.failExhausted();
      while (this.running < concurrency) {
        const job = await this.claim();
        if (!job) break;
        this.running++;
        // execute() records its own failures; whatever escapes it is logged, never left to end the process.
        void this.execute(job)
          .catch((err: unknown) => this.log.error({ err, jobId: job.id }, 'job bookkeeping failed'))
          .finally(() => {
            this.running--;
            this.poke();
          });
      }
    } catch (err) {
      this.log.error({ err }, 'job claim failed');
    }
    if (!this.stopped) this.schedule(this.opts.pollMs ?? 1000);
  }

  /** Jobs left running by a dead process after their last attempt fail, visibly, instead of looping. */
  private async failExhausted() {
    const failed = await rows<{ id: string }>(
      this.db,
      sql`update jobs set status = 'failed', updated_at = now()
          where id in (select id from jobs
                       where status = 'running' and attempts >= max_attempts
                         and locked_at < now() - ${this.staleAfterMs} * interval '1 millisecond'
                       for update skip locked limit 20)
          returning id`,
    );
    for (const { id } of failed) {
      const [job] = await this.db.select().from(jobs).where(eq(jobs.id, id));
      if (!job) continue;
      const message = interruptedMessage(job.attempts);
      await this.db.update(jobs).set({ error: message }).where(eq(jobs.id, id));
      this.log.warn({ jobId: id, type: job.type, attempts: job.attempts }, 'job failed: interrupted on every attempt');
      await this.notifyFailed(job, message);
    }
  }

  private async notifyRetry(job: JobRow, message: string, retryAt: Date) {
    try {
      await retryHandlers.get(job.type)?.(job, message, retryAt);
    } catch (err) {
      this.log.error({ err, jobId: job.id }, 'job retry handler failed');
    }
  }

  private async notifyFailed(job: JobRow, message: string) {
    const onFailed = failureHandlers.get(job.type);
    if (!onFailed) return;
    try {
      await onFailed(job, message);
    } catch (err) {
      this.log.error({ err, jobId: job.id }, 'job failure handler failed');
    }
  }

  /**
   * Takes the next due job, fairly between organisations: first the organisation with the fewest jobs
   * running now (in every worker), then the one this worker served longest ago, then the oldest job.
   * One organisation's hundred files therefore never starve another's one.
   */
  private async claim(): Promise<JobRow | null> {
    const stale = this.staleAfterMs;
    const served = [...this.lastServed.keys()];
    const claimed = await rows<{ id: string; organization_id: string }>(
      this.db,
      sql`update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
          where id = (select j.id from jobs j
                      left join (select organization_id, count(*)::int as n from jobs
                                 where status = 'running' and locked_at >= now() - ${stale} * interval '1 millisecond'
                                 group by organization_id) busy on busy.organization_id = j.organization_id
                      where (j.status = 'queued' and j.run_after <= now())
                         or (j.status = 'running' and j.attempts < j.max_attempts and j.locked_at < now() - ${stale} * interval '1 millisecond')
                      order by coalesce(busy.n, 0),
                               coalesce(array_position(${
                                 served.length
                                   ? sql`array[${sql.join(
                                       served.map((o) => sql`${o}::uuid`),
                                       sql`, `,
                                     )}]`
                                   : sql`array[]::uuid[]`
                               }, j.organization_id), 0),
                               j.run_after, j.created_at
                      for update of j skip locked limit 1)
          returning id, organization_id`,
    );
    if (!claimed[0]) return null;
    this.served(claimed[0].organization_id);
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, claimed[0].id));
    return job ?? null;
  }

  /** Organisations in the order this worker last gave them a job (least recent first), bounded. */
  private readonly lastServed = new Map<string, true>();
  private served(organizationId: string) {
    this.lastServed.delete(organizationId);
    this.lastServed.set(organizationId, true);
    if (this.lastServed.size > 500) this.lastServed.delete(this.lastServed.keys().next().value!);
  }

  private async execute(job: JobRow) {
    const handler = handlers.get(job.type);
    const setProgress = async (percent: number) => {
      await this.db
        .update(jobs)
        .set({ progress: Math.max(0, Math.min(100, Math.round(percent))), updatedAt: new Date() })
        .where(eq(jobs.id, job.id));
    };
    this.active.add(job.id);
    try {
      if (!handler) throw new PermanentJobError(`No handler for job type ${job.type}`);
      const result = await handler({ job, setProgress, worker: this.opts.name ?? `pid ${process.pid}` });
      await this.db
        .update(jobs)
        .set({ status: 'done', progress: 100, result: result ?? {}, error: null, updatedAt: new Date() })
        .where(eq(jobs.id, job.id));
    } catch (err) {
      const message = jobErrorText(err);
      const permanent = err instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      this.log.warn({ jobId: job.id, type: job.type, err: message, permanent }, 'job failed');
      const retryAt = new Date(Date.now() + 2 ** job.attempts * 1000);
      try {
        await this.db
          .update(jobs)
          .set(
            permanent
              ? { status: 'failed', error: message, updatedAt: new Date() }
              : { status: 'queued', error: message, runAfter: retryAt, updatedAt: new Date() },
          )
          .where(and(eq(jobs.id, job.id)));
      } catch (recordErr) {
        // The job stays running without a heartbeat: it is taken up again when stale, within its attempts.
        this.log.error({ err: recordErr, jobId: job.id }, 'job failure could not be recorded');
        return;
      }
      const sentence = jobFailureSentence(err);
      if (permanent) await this.notifyFailed(job, sentence);
      else await this.notifyRetry(job, sentence, retryAt);
    } finally {
      this.active.delete(job.id);
    }
  }
}
