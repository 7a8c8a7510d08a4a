import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoAccounts, DEMO_PASSWORD } from './db/seed';
import { seedDemo } from './demo/seeds';
import { buildApp } from './app';
import { lockDataDir } from './lib/data-dir-lock';

async function main() {
  const config = loadConfig();
  let unlock: () => void = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (err) {
      console.error(`\n  ${(err as Error).message}\n`);
      process.exit(1);
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/db` });
  if (config.nodeEnv !== 'production') await seedDemo(database.db);
  const app = await buildApp(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (process.argv.includes('--worker')) {
    app.deps.jobs.start();
    console.log('\n  Trustroom worker running (background jobs only).\n');
    return;
  }
  if (!process.argv.includes('--no-worker')) app.deps.jobs.start();
  await app.listen({ port: config.port, host: config.host });
  const accounts = demoAccounts.map((a) => `    ${a.email.padEnd(24)} ${a.role}`).join('\n');
  console.log(
    `\n  Trustroom is running on ${config.publicUrl} (database: ${database.kind}${database.kind === 'pglite' ? `, ${config.dataDir}/db` : ''})\n` +
      (config.nodeEnv !== 'production' ? `\n  Demo accounts (password: ${DEMO_PASSWORD}):\n${accounts}\n` : '') +
      `\n  API docs: ${config.publicUrl}/api/docs\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
