import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rows, type Db, type Executor } from '../db/client';

/**
 * Logical backups of the whole database (PGlite or PostgreSQL, through the app's own connection: no
 * pg_dump needed) and of the stored files under DATA_DIR/files.
 *
 * A backup is a directory:
 *   manifest.json               format, engine, time, last migration, rows per table, files with sha256
 *   database/<table>.ndjson.gz  one JSON object per row (row_to_json), read in one repeatable-read snapshot
 *   files/<key>                 the stored files, byte for byte
 *
 * Restore migrates an empty target to the current schema, loads every table with triggers off
 * (`session_replication_role = replica`, so foreign keys need no order), moves sequences past the
 * restored values, then copies the files back and checks each against its sha256.
 * Being logical, a backup of the embedded database restores into PostgreSQL and back.
 */

export const BACKUP_FORMAT = 'trustroom-backup/1';
const PAGE_ROWS = 2000;
const INSERT_ROWS = 500;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** drizzle's last applied migration (created_at of its journal entry) */
  lastMigration: number | null;
  tables: Record<string, number>;
  files: { key: string; size: number; sha256: string }[];
}

export class BackupError extends Error {}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function listTables(db: Executor): Promise<string[]> {
  const res = await rows<{ name: string }>(
    db,
    sql.raw(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`),
  );
  return res.map((r) => r.name);
}

export async function tablesWithOrganization(db: Executor): Promise<string[]> {
  const res = await rows<{ name: string }>(
    db,
    sql.raw(`SELECT table_name AS name FROM information_schema.columns
             WHERE table_schema = 'public' AND column_name = 'organization_id' ORDER BY table_name`),
  );
  return res.map((r) => r.name);
}

/** Columns a restore writes: everything but generated columns (the database computes those). */
async function writableColumns(db: Executor, table: string): Promise<string[]> {
  const res = await rows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER' ORDER BY ordinal_position`,
  );
  return res.map((r) => r.name);
}

async function lastMigration(db: Executor): Promise<number | null> {
  try {
    const res = await rows<{ created_at: string | number }>(db, sql.raw(`SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations`));
    return res[0]?.created_at == null ? null : Number(res[0].created_at);
  } catch {
    return null;
  }
}

/** A backup reads and writes every organisation's rows: only a role that row-level security does not filter may do it. */
async function requireUnfilteredRole(db: Executor) {
  const [me] = await rows<{ ok: boolean; name: string }>(
    db,
    sql.raw(`SELECT (rolsuper OR rolbypassrls) AS ok, rolname AS name FROM pg_roles WHERE rolname = current_user`),
  );
  if (!me?.ok) {
    throw new BackupError(
      `The database role "${me?.name ?? '?'}" is filtered by row-level security, so it cannot see every organisation. ` +
        'Run backups and restores as a superuser or a role with BYPASSRLS (or use pg_dump).',
    );
  }
}

/** Every row of `table` (optionally of one organisation), page by page, as JSON text. */
export async function* tableRows(tx: Executor, table: string, where?: { column: string; value: string }): AsyncGenerator<string> {
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const filter = where ? sql` WHERE t.${sql.raw(ident(where.column))} = ${where.value}::uuid` : sql``;
    const page = await rows<{ j: string }>(
      tx,
      sql`SELECT row_to_json(t)::text AS j FROM ${sql.raw(ident(table))} t${filter} ORDER BY t.ctid LIMIT ${PAGE_ROWS} OFFSET ${offset}`,
    );
    for (const r of page) yield r.j;
    if (page.length < PAGE_ROWS) return;
  }
}

/** All files under `root`, as storage keys (forward slashes), sorted. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile() && !e.name.includes('.tmp-')) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

export const sha256 = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest('hex');

/** Where a backup goes: a new directory as named, or a dated one inside an existing directory. */
export function backupTarget(arg: string): string {
  const target = path.resolve(arg);
  if (fs.existsSync(target)) {
    if (!fs.statSync(target).isDirectory()) throw new BackupError(`${target} exists and is not a directory; name a new directory for the backup.`);
    if (fs.readdirSync(target).length > 0) {
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
      return path.join(target, `trustroom-backup-${stamp}`);
    }
  }
  return target;
}

export interface BackupOptions {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** DATA_DIR/files, or undefined when files live in S3 (back those up with the bucket's own tools) */
  filesRoot: string | undefined;
  target: string;
  log?: (msg: string) => void;
}

export async function createBackup(opts: BackupOptions): Promise<{ dir: string; manifest: BackupManifest }> {
  const log = opts.log ?? (() => {});
  await requireUnfilteredRole(opts.db);
  const dir = opts.target;
  fs.mkdirSync(path.join(dir, 'database'), { recursive: true });
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    engine: opts.engine,
    lastMigration: null,
    tables: {},
    files: [],
  };
  await opts.db.transaction(
    async (tx) => {
      manifest.lastMigration = await lastMigration(tx);
      for (const table of await listTables(tx)) {
        let count = 0;
        const source = async function* () {
          for await (const j of tableRows(tx, table)) {
            count++;
            yield `${j}\n`;
          }
        };
        await pipeline(source, zlib.createGzip(), fs.createWriteStream(path.join(dir, 'database', `${table}.ndjson.gz`)));
        manifest.tables[table] = count;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  log(`database: ${Object.keys(manifest.tables).length} tables, ${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows`);
  if (opts.filesRoot) {
    for (const key of listFiles(opts.filesRoot)) {
      const buf = fs.readFileSync(path.join(opts.filesRoot, key));
      const out = path.join(dir, 'files', key);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, buf);
      manifest.files.push({ key, size: buf.length, sha256: sha256(buf) });
    }
    log(`files: ${manifest.files.length} (${manifest.files.reduce((a, f) => a + f.size, 0)} bytes)`);
  }
  // Written last: a backup without its manifest is recognisably unfinished.
  fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  return { dir, manifest };
}

export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) throw new BackupError(`${dir} is not a finished Trustroom backup (manifest.json is missing).`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${dir} has an unknown backup format (${String(manifest.format)}).`);
  return manifest;
}

export interface RestoreOptions {
  db: Db;
  filesRoot: string | undefined;
  source: string;
  log?: (msg: string) => void;
}

/** Restores a backup into an empty, migrated database (and the files directory). */
export async function restoreBackup(opts: RestoreOptions): Promise<BackupManifest> {
  const log = opts.log ?? (() => {});
  const manifest = readManifest(opts.source);
  await requireUnfilteredRole(opts.db);
  const current = await lastMigration(opts.db);
  if (manifest.lastMigration != null && current != null && manifest.lastMigration > current) {
    throw new BackupError(
      'This backup was made by a newer version of Trustroom (its database has migrations this version does not know). Restore it with that version or a later one.',
    );
  }
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(opts.db, sql.raw(`SELECT count(*)::int AS n FROM organizations`));
  if (n > 0)
    throw new BackupError(
      `The target database already holds ${n} organisation${n === 1 ? '' : 's'}. Restore into an empty data directory or an empty database.`,
    );
  // Some flows keep a row in system tables before any organisation exists; a restore replaces them.
  const tables = await listTables(opts.db);
  for (const table of Object.keys(manifest.tables)) {
    if (!tables.includes(table)) throw new BackupError(`The backup has a table "${table}" that this version does not know.`);
  }
  await opts.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL session_replication_role = replica`));
    for (const table of tables) await tx.execute(sql.raw(`DELETE FROM ${ident(table)}`));
    for (const table of Object.keys(manifest.tables)) {
      const cols = (await writableColumns(tx, table)).map(ident).join(', ');
      const file = path.join(opts.source, 'database', `${table}.ndjson.gz`);
      const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity });
      let batch: string[] = [];
      let count = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const json = `[${batch.join(',')}]`;
        await tx.execute(
          sql`INSERT INTO ${sql.raw(ident(table))} (${sql.raw(cols)}) OVERRIDING SYSTEM VALUE
              SELECT ${sql.raw(cols)} FROM json_populate_recordset(null::${sql.raw(ident(table))}, ${json}::json)`,
        );
        count += batch.length;
        batch = [];
      };
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= INSERT_ROWS) await flush();
      }
      await flush();
      if (count !== manifest.tables[table]) throw new BackupError(`The backup of table "${table}" is incomplete (${count} of ${manifest.tables[table]} rows).`);
    }
    await resetSequences(tx);
  });
  log(`database: ${Object.keys(manifest.tables).length} tables restored`);
  if (manifest.files.length > 0) {
    if (!opts.filesRoot) throw new BackupError("This backup holds files but the server stores files in S3; copy the backup's files/ folder into the bucket.");
    for (const f of manifest.files) {
      const buf = fs.readFileSync(path.join(opts.source, 'files', f.key));
      if (sha256(buf) !== f.sha256) throw new BackupError(`The backed-up file ${f.key} is damaged (its checksum does not match).`);
      const out = path.join(opts.filesRoot, f.key);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, buf);
    }
    log(`files: ${manifest.files.length} restored`);
  }
  return manifest;
}

/** Moves every sequence owned by a public table column past the largest restored value. */
async function resetSequences(tx: Executor) {
  const seqs = await rows<{ seq: string; tbl: string; col: string }>(
    tx,
    sql.raw(`SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col
             FROM pg_class s JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
             JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
             JOIN pg_namespace n ON n.oid = s.relnamespace
             WHERE s.relkind = 'S' AND n.nspname = 'public'`),
  );
  for (const s of seqs) {
    await tx.execute(sql.raw(`SELECT setval('public.${ident(s.seq)}', coalesce((SELECT max(${ident(s.col)}) FROM ${ident(s.tbl)}), 0) + 1, false)`));
  }
}

/** Rows per table, for checks after a restore. */
export async function countRows(db: Executor): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const [r] = await rows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${ident(table)}`));
    out[table] = r?.n ?? 0;
  }
  return out;
}
