import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/index';
import { withTenant } from '../db/tenant-isolation';
import { createTestApp, type TestApp } from '@tests/support/app';
import { enqueueJob, MAX_JOB_ERROR_CHARS, PermanentJobError, registerJobHandler, resumeNote, UNEXPECTED_JOB_FAILURE } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('background jobs', () => {
  it('runs a job enqueued in a transaction, with its progress and result', async () => {
    const org = await t.createOrg();
    const seen: number[] = [];
    registerJobHandler('test.echo', async ({ job, setProgress }) => {
      await setProgress(50);
      seen.push(Number(job.payload.n));
      return { doubled: Number(job.payload.n) * 2 };
    });
    const id = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.echo', { n: 21 }));
    await t.app.deps.jobs.runUntilIdle();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(seen).toEqual([21]);
    expect(row).toMatchObject({ status: 'done', progress: 100, result: { doubled: 42 } });
  });

  it('fails a job at once with its message when retrying cannot help', async () => {
    const org = await t.createOrg();
    registerJobHandler('test.corrupt', async () => {
      throw new PermanentJobError('The file is not a valid Excel workbook.');
    });
    const id = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.corrupt', {}));
    await t.app.deps.jobs.runUntilIdle();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', error: 'The file is not a valid Excel workbook.', attempts: 1 });
  });

  it('does not enqueue a job when the transaction that asked for it rolls back', async () => {
    const org = await t.createOrg();
    await expect(
      withTenant(t.database.db, { organizationId: org.id }, async (tx) => {
        await enqueueJob(tx, org.id, 'test.echo', { n: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.organizationId, org.id));
    expect(rows).toHaveLength(0);
  });

  it('takes up a job whose worker died within a minute, says it was resumed, and leaves a job whose worker is alive alone', async () => {
    const org = await t.createOrg();
    const notes: (string | null)[] = [];
    registerJobHandler('test.resumable', async ({ job }) => {
      notes.push(resumeNote(job));
    });
    const dead = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.resumable', {}));
    const alive = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.resumable', {}));
    // killed 45 s ago (no heartbeat since) vs. a heartbeat a second ago
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: new Date(Date.now() - 45_000) })
      .where(eq(jobs.id, dead));
    await t.database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.id, alive));
    await t.app.deps.jobs.runUntilIdle();
    const [d] = await t.database.db.select().from(jobs).where(eq(jobs.id, dead));
    const [a] = await t.database.db.select().from(jobs).where(eq(jobs.id, alive));
    expect(d).toMatchObject({ status: 'done', attempts: 2 });
    expect(a).toMatchObject({ status: 'running', attempts: 1 });
    expect(notes).toEqual(['An earlier attempt did not finish (for example, the server restarted); the work was resumed (attempt 2 of 3).']);
  });

  it('stores at most a short error, however long the failure message is', async () => {
    const org = await t.createOrg();
    registerJobHandler('test.huge-error', async () => {
      throw new PermanentJobError('x'.repeat(50 * 1024 * 1024));
    });
    const id = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.huge-error', {}));
    await t.app.deps.jobs.runUntilIdle();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.status).toBe('failed');
    expect(row!.error!.length).toBeLessThanOrEqual(MAX_JOB_ERROR_CHARS);
  });

  it('records a failure whose message quotes a file with U+0000, and keeps running the next job', async () => {
    const org = await t.createOrg();
    registerJobHandler('test.nul-error', async () => {
      throw new PermanentJobError('Failed query: insert into passages values ($1) params: a\u0000b');
    });
    registerJobHandler('test.after-nul', async () => ({ ran: true }));
    const [bad, next] = await withTenant(t.database.db, { organizationId: org.id }, async (tx) => [
      await enqueueJob(tx, org.id, 'test.nul-error', {}),
      await enqueueJob(tx, org.id, 'test.after-nul', {}),
    ]);
    await t.app.deps.jobs.runUntilIdle();
    const [failed] = await t.database.db.select().from(jobs).where(eq(jobs.id, bad!));
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, next!));
    expect(failed).toMatchObject({ status: 'failed', error: 'Failed query: insert into passages values ($1) params: ab' });
    expect(done!.status).toBe('done');
  });

  it("tells the area's failure handler a plain sentence, never the words of an unexpected error", async () => {
    const org = await t.createOrg();
    const told: string[] = [];
    registerJobHandler(
      'test.internal-error',
      async () => {
        throw new Error('Failed query: select secret_column from internal_table where id = $1');
      },
      { onFailed: async (_job, message) => void told.push(message), onRetry: async (_job, message) => void told.push(message) },
    );
    await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.internal-error', {}, { maxAttempts: 1 }));
    await t.app.deps.jobs.runUntilIdle();
    expect(told).toEqual([UNEXPECTED_JOB_FAILURE]);
  });
});
