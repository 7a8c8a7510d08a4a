import { parseArgs } from 'node:util';
import { can, type PermissionSet } from '@shared/permissions';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './demo/seeds';
import { withTenant } from './db/tenant-isolation';
import { lockDataDir } from './lib/data-dir-lock';
import { loadAuthContext } from './lib/auth/sessions';
import { findUsersByEmail } from './modules/iam/queries';
import { mintKey } from './modules/api-keys/service';
import { upsertOperator } from './modules/operator/index';
import { randomKey } from './lib/secrets';
import { organizations } from './db/schema/index';
import { inArray } from 'drizzle-orm';
import path from 'node:path';
import { BackupError, backupTarget, createBackup, restoreBackup } from './lib/backup';
import { exportOrganization } from './lib/organization-export';
import { createDiskStorage, createS3Storage } from './lib/files';

const usage = `Trustroom command line

  npm run seed                                      Load the demo organisations (skipped when present)
  npm run cli -- seed                               The same
  npm run cli -- api-key create --email <email> [--name <name>] [--org <slug>]
                                                    Mint a personal API key; prints only the key on stdout
  npm run cli -- operator create --email <email>   Create a platform operator (outside every organisation) who
                                                    reviews single sign-on requests on /operator; the password
                                                    comes from OPERATOR_PASSWORD or is generated and printed
  npm run cli -- backup <dir>                       Back up the database (every table, as JSON lines) and the stored
                                                    files into a new directory (a dated one inside <dir> if it exists)
  npm run cli -- restore <backup-dir>               Restore a backup into an empty DATA_DIR or empty DATABASE_URL
  npm run cli -- export-organization <slug> <out.zip>
                                                    All of one organisation's rows (JSON) and files, as a zip

The database is the server's: DATA_DIR (PGlite, default ./data) or DATABASE_URL (PostgreSQL).
With PGlite, stop the server first (one process at a time may open its data directory).
`;

class CliError extends Error {}

/** Opens the database the way server/main.ts does (and holds the same data-dir lock for PGlite). */
async function open(): Promise<{ database: Database; release: () => Promise<void> }> {
  const config = loadConfig();
  let unlock: () => void = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (err) {
      throw new CliError(`${(err as Error).message}\nWith PostgreSQL (DATABASE_URL) this command also works while the server runs.`);
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  return {
    database,
    release: async () => {
      await database.close();
      unlock();
    },
  };
}

async function seed() {
  const { database, release } = await open();
  try {
    const res = await seedDemo(database.db, { log: (m) => console.error(`  ${m}`) });
    console.error(res.created ? 'Demo data loaded (Acme Cloud, Globex).' : 'Demo data is already there; nothing to do.');
  } finally {
    await release();
  }
}

async function createApiKey(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' }, name: { type: 'string' }, org: { type: 'string' } }, strict: true });
  if (!values.email) throw new CliError('Missing --email <email>.');
  const { database, release } = await open();
  try {
    const db = database.db;
    let matches = (await findUsersByEmail(db, values.email)).filter((u) => u.isActive);
    if (matches.length === 0) throw new CliError(`No active user with the e-mail ${values.email}.`);
    const orgs = await db
      .select()
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          matches.map((u) => u.organizationId),
        ),
      );
    if (values.org) {
      const org = orgs.find((o) => o.slug === values.org);
      matches = matches.filter((u) => u.organizationId === org?.id);
      if (matches.length === 0) throw new CliError(`${values.email} is not an active user of the organisation "${values.org}".`);
    } else if (matches.length > 1) {
      throw new CliError(`${values.email} belongs to several organisations; add --org with one of: ${orgs.map((o) => o.slug).join(', ')}.`);
    }
    const user = matches[0]!;
    const owner = await loadAuthContext(db, { userId: user.id, organizationId: user.organizationId, sessionId: null, via: 'api_key' });
    if (!owner || !can(owner.permissions as PermissionSet, 'api_keys:create')) {
      throw new CliError(`The role of ${values.email} does not allow API keys (permission api_keys:create).`);
    }
    const name = values.name?.trim() || `Command line ${new Date().toISOString().slice(0, 10)}`;
    const created = await withTenant(db, { organizationId: owner.organizationId, userId: owner.userId }, (tx) => mintKey(tx, owner, name, 'cli'));
    const orgName = orgs.find((o) => o.id === owner.organizationId)?.name ?? '';
    console.error(`API key "${created.name}" created for ${owner.email} (${orgName}). It is shown only once:`);
    console.log(created.key);
  } finally {
    await release();
  }
}

async function createOperator(argv: string[]) {
  const { values } = parseArgs({ args: argv, options: { email: { type: 'string' } }, strict: true });
  if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) throw new CliError('Missing --email <email>.');
  const given = process.env.OPERATOR_PASSWORD ?? '';
  if (given && given.length < 12) throw new CliError('OPERATOR_PASSWORD must have at least 12 characters.');
  const password = given || randomKey(18);
  const { database, release } = await open();
  try {
    const op = await upsertOperator(database.db, values.email, password);
    console.error(`Platform operator ${op.email} ${op.created ? 'created' : 'updated'}. Sign in at /operator.`);
    if (!given) console.log(password);
  } finally {
    await release();
  }
}

async function backup(argv: string[]) {
  if (!argv[0]) throw new CliError('Name the directory for the backup: npm run cli -- backup <dir>');
  const config = loadConfig();
  const target = backupTarget(argv[0]);
  const { database, release } = await open();
  try {
    const filesRoot = config.s3 ? undefined : path.join(config.dataDir, 'files');
    await createBackup({ db: database.db, engine: database.kind, filesRoot, target, log: (m) => console.error(`  ${m}`) });
    if (config.s3) console.error("  Files are in S3: back up the bucket with your provider's tools (versioning or replication).");
    console.error(`Backup written to ${target}`);
    console.log(target);
  } finally {
    await release();
  }
}

async function restore(argv: string[]) {
  if (!argv[0]) throw new CliError('Name the backup directory: npm run cli -- restore <backup-dir>');
  const config = loadConfig();
  const { database, release } = await open();
  try {
    const filesRoot = config.s3 ? undefined : path.join(config.dataDir, 'files');
    const m = await restoreBackup({ db: database.db, filesRoot, source: path.resolve(argv[0]), log: (msg) => console.error(`  ${msg}`) });
    console.error(`Restored the backup of ${m.createdAt} into ${config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir}.`);
  } finally {
    await release();
  }
}

async function exportOrg(argv: string[]) {
  const [slug, out] = argv;
  if (!slug || !out) throw new CliError('Usage: npm run cli -- export-organization <slug> <out.zip>');
  const config = loadConfig();
  const { database, release } = await open();
  try {
    const storage = config.s3 ? await createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
    const m = await exportOrganization({
      db: database.db,
      slug,
      out: path.resolve(out),
      storage,
      filesRoot: config.s3 ? undefined : path.join(config.dataDir, 'files'),
    });
    const total = Object.values(m.tables).reduce((a, b) => a + b, 0);
    console.error(`Exported ${m.organization.name}: ${total} rows in ${Object.keys(m.tables).length} tables and ${m.files.length} files to ${out}`);
  } finally {
    await release();
  }
}

async function main(argv: string[]) {
  const [command, sub, ...rest] = argv;
  if (command === 'seed') return seed();
  if (command === 'api-key' && sub === 'create') return createApiKey(rest);
  if (command === 'operator' && sub === 'create') return createOperator(rest);
  if (command === 'backup') return backup(argv.slice(1));
  if (command === 'restore') return restore(argv.slice(1));
  if (command === 'export-organization') return exportOrg(argv.slice(1));
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return;
  }
  throw new CliError(`Unknown command: ${argv.join(' ')}\n\n${usage}`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof CliError || err instanceof BackupError ? `\n  ${err.message}\n` : err);
    process.exit(1);
  },
);
