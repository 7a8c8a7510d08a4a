import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/index';
import { withTenant } from '../db/tenant-isolation';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { enqueueJob, PermanentJobError, registerJobHandler } from './jobs';

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
    const id = await withTenant(t.database.db, { organizationId: org.id }, (tx) => enqueueJob(tx, org.id, 'test.corrupt'));
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
});
