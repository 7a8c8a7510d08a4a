import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/app';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema/index';
import { withTenant } from '../db/tenant-isolation';
import { enqueueJob, JobRunner, registerJobHandler, resumeNote } from './jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enqueueMany = (organizationId: string, type: `test.${string}`, n: number) =>
  withTenant(t.database.db, { organizationId }, async (tx) => {
    for (let i = 0; i < n; i++) await enqueueJob(tx, organizationId, type, { n: i });
  });

describe('the job queue at scale', () => {
  it("is fair between organisations: one organisation's many files do not make another's wait", async () => {
    const big = await t.createOrg('Big files');
    const small = await t.createOrg('Small files');
    const order: string[] = [];
    registerJobHandler('test.fair', async ({ job }) => {
      order.push(job.organizationId === big.id ? 'big' : 'small');
    });
    await enqueueMany(big.id, 'test.fair', 12);
    await enqueueMany(small.id, 'test.fair', 2);
    await t.app.deps.jobs.runUntilIdle();
    expect(order).toHaveLength(14);
    // The small organisation's two jobs run among the first four, not after the big one's twelve.
    expect(order.slice(0, 4).filter((o) => o === 'small')).toHaveLength(2);
  });

  it('shows a failed attempt while the job waits for its retry, then says it is being tried again', async () => {
    const org = await t.createOrg();
    const shown: string[] = [];
    let calls = 0;
    registerJobHandler(
      'test.flaky',
      async ({ job }) => {
        calls++;
        if (calls === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        shown.push(resumeNote(job) ?? '');
      },
      {
        onRetry: async (_job, _message, retryAt) => {
          shown.push(`retry in ${Math.round((retryAt.getTime() - Date.now()) / 1000)} s`);
        },
      },
    );
    const id = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.flaky', {}));
    await t.app.deps.jobs.runUntilIdle();
    const [waiting] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.runAfter.getTime()).toBeGreaterThan(Date.now());
    expect(shown).toEqual(['retry in 2 s']);
    await t.database.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.id, id));
    await t.app.deps.jobs.runUntilIdle();
    expect(shown[1]).toBe('An earlier attempt failed; the work is being tried again (attempt 2 of 3).');
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('is shared by two workers on the same database without running any job twice', async () => {
    const org = await t.createOrg();
    // A second worker has its own connections, as a second `--worker` process has.
    const second: Database | null = t.database.url ? await openDatabase({ databaseUrl: t.database.url, migrate: false }) : null;
    const runs = new Map<string, number>();
    const byWorker = new Map<string, number>();
    registerJobHandler('test.shared', async ({ job, worker }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      byWorker.set(worker, (byWorker.get(worker) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 20));
      return { n: job.payload.n };
    });
    await enqueueMany(org.id, 'test.shared', 30);
    const log = pino({ level: 'silent' });
    const workers = [
      new JobRunner(t.database.db, log, { concurrency: 2, pollMs: 20, name: 'first' }),
      new JobRunner(second?.db ?? t.database.db, log, { concurrency: 2, pollMs: 20, name: 'second' }),
    ];
    for (const w of workers) w.start();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const left = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.type, 'test.shared'));
      if (left.every((j) => j.status === 'done') || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(workers.map((w) => w.stop()));
    await second?.close();
    const all = await t.database.db.select().from(jobs).where(eq(jobs.type, 'test.shared'));
    expect(all).toHaveLength(30);
    expect(all.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(30);
    // Both took a share of the work.
    expect(byWorker.get('first')).toBeGreaterThan(0);
    expect(byWorker.get('second')).toBeGreaterThan(0);
  }, 90_000);
});
