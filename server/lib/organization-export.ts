import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db/client';
import { BackupError, listFiles, sha256, tableRows, tablesWithOrganization } from './backup';
import type { FileStorage } from './files';

/**
 * All of one organisation's data, for a customer who leaves: a zip of
 *   manifest.json          organisation, time, rows per table, files with sha256
 *   organization.json      the organisation's own row
 *   data/<table>.json      every row of every table that has organization_id, for this organisation only
 *   files/<key>            every stored file of the organisation (keys start with its id)
 * Read in one repeatable-read snapshot as a role that row-level security does not filter; each query
 * still filters by organization_id, so nothing of another organisation can enter the zip.
 */
export interface ExportManifest {
  format: 'trustroom-organization-export/1';
  createdAt: string;
  organization: { id: string; slug: string; name: string };
  tables: Record<string, number>;
  files: { key: string; size: number; sha256: string }[];
}

export async function exportOrganization(opts: {
  db: Db;
  slug: string;
  out: string;
  storage: FileStorage;
  /** DATA_DIR/files when files are on disk: the folder of the organisation is listed too */
  filesRoot: string | undefined;
}): Promise<ExportManifest> {
  const zip = new JSZip();
  const manifest = await opts.db.transaction(
    async (tx) => {
      const [org] = await rows<{ id: string; slug: string; name: string; j: string }>(
        tx,
        sql`SELECT id, slug, name, row_to_json(o)::text AS j FROM organizations o WHERE slug = ${opts.slug}`,
      );
      if (!org) throw new BackupError(`No organisation with the slug "${opts.slug}".`);
      const m: ExportManifest = {
        format: 'trustroom-organization-export/1',
        createdAt: new Date().toISOString(),
        organization: { id: org.id, slug: org.slug, name: org.name },
        tables: {},
        files: [],
      };
      zip.file('organization.json', `${JSON.stringify(JSON.parse(org.j), null, 1)}\n`);
      const keys = new Set<string>();
      for (const table of await tablesWithOrganization(tx)) {
        const list: unknown[] = [];
        for await (const j of tableRows(tx, table, { column: 'organization_id', value: org.id })) {
          const row = JSON.parse(j) as unknown;
          collectKeys(row, `${org.id}/`, keys);
          list.push(row);
        }
        m.tables[table] = list.length;
        zip.file(`data/${table}.json`, `${JSON.stringify(list, null, 1)}\n`);
      }
      if (opts.filesRoot) for (const k of listFiles(path.join(opts.filesRoot, org.id))) keys.add(`${org.id}/${k}`);
      for (const key of [...keys].sort()) {
        const buf = await opts.storage.get(key);
        if (!buf) continue; // a key named in a row whose file is gone (deleted later)
        zip.file(`files/${key}`, buf);
        m.files.push({ key, size: buf.length, sha256: sha256(buf) });
      }
      return m;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  zip.file('manifest.json', `${JSON.stringify(manifest, null, 1)}\n`);
  fs.mkdirSync(path.dirname(path.resolve(opts.out)), { recursive: true });
  const tmp = `${opts.out}.tmp-${process.pid}`;
  await pipeline(zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }), fs.createWriteStream(tmp));
  fs.renameSync(tmp, opts.out);
  return manifest;
}

/** Storage keys of the organisation named anywhere in a row (file columns are jsonb with a `key`). */
function collectKeys(value: unknown, prefix: string, into: Set<string>) {
  if (typeof value === 'string') {
    if (value.startsWith(prefix) && /^[0-9a-f-]{36}\/[\w.-]+$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectKeys(v, prefix, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collectKeys(v, prefix, into);
  }
}
