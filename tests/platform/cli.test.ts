import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { resolveApiKey } from '@server/lib/auth/sessions';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-cli-'));
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' } });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the command line', () => {
  it('seeds the demo data, then mints an API key that resolves to the admin and prints nothing else on stdout', async () => {
    const seeded = await cli('seed');
    expect(seeded.stderr).toContain('Demo data loaded');
    const again = await cli('seed');
    expect(again.stderr).toContain('already there');
    const { stdout, stderr } = await cli('api-key', 'create', '--email', 'admin@acme.test', '--name', 'Automation');
    const key = stdout.trim();
    expect(key).toMatch(/^trk_[\w-]+$/);
    expect(stderr).toContain('API key "Automation" created for admin@acme.test (Acme Cloud)');
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), migrate: false });
    try {
      const row = await resolveApiKey(database.db, key);
      expect(row?.name).toBe('Automation');
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a user whose role may not hold API keys, with a clear message', async () => {
    const err = await cli('api-key', 'create', '--email', 'sales@acme.test').catch((e: { code: number; stderr: string }) => e);
    expect((err as { code: number }).code).toBe(1);
    expect((err as { stderr: string }).stderr).toContain('does not allow API keys');
  }, 60_000);
});
