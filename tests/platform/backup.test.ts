import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, rows, type Database } from '@server/db/client';
import { seedDemo } from '@server/demo/seeds';
import { countRows, createBackup, listFiles, listTables, restoreBackup } from '@server/lib/backup';
import { createDiskStorage } from '@server/lib/files';
import { exportOrganization } from '@server/lib/organization-export';
import { createTestDatabase } from '../support/db';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-backup-'));
const sourceDir = path.join(tmp, 'source');
let source: Database;
let restored: Database | undefined;
const previousDataDir = process.env.DATA_DIR;

/** Every row of a table as sorted JSON text, to compare two databases row for row. */
async function tableText(database: Database, table: string): Promise<string[]> {
  const res = await rows<{ j: string }>(database.db, sql.raw(`SELECT row_to_json(t)::text AS j FROM "${table}" t`));
  return res.map((r) => r.j).sort();
}

beforeAll(async () => {
  source = await createTestDatabase();
  process.env.DATA_DIR = sourceDir; // the demo seed stores its files where the configuration says
  await seedDemo(source.db);
}, 120_000);

afterAll(async () => {
  // Assigning undefined would set the text 'undefined', a directory the next test file in this worker would write into.
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
  await restored?.close();
  await source.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('backups', () => {
  it('restores a backup into a fresh data directory with every row of every table and every file byte for byte', async () => {
    const target = path.join(tmp, 'backup');
    const { manifest } = await createBackup({ db: source.db, engine: source.kind, filesRoot: path.join(sourceDir, 'files'), target });
    const before = await countRows(source.db);
    expect(manifest.tables).toEqual(before);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThan(30);
    expect(manifest.files.length).toBeGreaterThan(5);

    const fresh = path.join(tmp, 'fresh');
    // a fresh data directory, migrated (from the suite's migrated image when the suite runs on PGlite: faster)
    const golden = inject('goldenDb');
    restored = await openDatabase({
      dataDir: path.join(fresh, 'db'),
      ...(golden.kind === 'pglite' ? { loadDataDir: new Blob([fs.readFileSync(golden.dumpPath)]), migrate: false } : {}),
    });
    await restoreBackup({ db: restored.db, filesRoot: path.join(fresh, 'files'), source: target });

    expect(await countRows(restored.db)).toEqual(before);
    for (const table of await listTables(source.db)) {
      if (before[table] === 0) continue;
      expect(await tableText(restored, table), table).toEqual(await tableText(source, table));
    }
    const files = listFiles(path.join(sourceDir, 'files'));
    expect(listFiles(path.join(fresh, 'files'))).toEqual(files);
    for (const key of files) {
      expect(fs.readFileSync(path.join(fresh, 'files', key)).equals(fs.readFileSync(path.join(sourceDir, 'files', key))), key).toBe(true);
    }
    // the restored database keeps working: a second restore into it is refused with a reason
    await expect(restoreBackup({ db: restored.db, filesRoot: path.join(fresh, 'files'), source: target })).rejects.toThrow(
      'The target database already holds 2 organisations. Restore into an empty data directory or an empty database.',
    );
  }, 120_000);

  it('exports one organisation with only its own rows and files', async () => {
    const [acme] = await rows<{ id: string }>(source.db, sql`SELECT id FROM organizations WHERE slug = 'acme-cloud'`);
    const [globex] = await rows<{ id: string }>(source.db, sql`SELECT id FROM organizations WHERE slug = 'globex'`);
    const out = path.join(tmp, 'acme.zip');
    const filesRoot = path.join(sourceDir, 'files');
    const manifest = await exportOrganization({ db: source.db, slug: 'acme-cloud', out, storage: createDiskStorage(filesRoot), filesRoot });

    const zip = await JSZip.loadAsync(fs.readFileSync(out));
    let rowsSeen = 0;
    for (const [table, count] of Object.entries(manifest.tables)) {
      const list = JSON.parse(await zip.file(`data/${table}.json`)!.async('string')) as { organization_id: string }[];
      expect(list).toHaveLength(count);
      for (const row of list) expect(row.organization_id).toBe(acme!.id);
      const [{ n } = { n: -1 }] = await rows<{ n: number }>(
        source.db,
        sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE organization_id = '${acme!.id}'`),
      );
      expect(count, table).toBe(n);
      rowsSeen += count;
    }
    expect(rowsSeen).toBeGreaterThan(200);
    for (const name of Object.keys(zip.files)) {
      if (name.startsWith('files/') && !zip.files[name]!.dir) expect(name.startsWith(`files/${acme!.id}/`)).toBe(true);
      if (zip.files[name]!.dir || !name.endsWith('.json')) continue;
      expect(await zip.file(name)!.async('string'), name).not.toContain(globex!.id);
    }
    expect(manifest.files.length).toBe(listFiles(path.join(filesRoot, acme!.id)).length);
    await expect(exportOrganization({ db: source.db, slug: 'nobody', out, storage: createDiskStorage(filesRoot), filesRoot })).rejects.toThrow(
      'No organisation with the slug "nobody".',
    );
  }, 60_000);
});
