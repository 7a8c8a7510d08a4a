/**
 * The server bench:scale measures (a child process, so the load generator does not share its event loop):
 * the real app (buildApp) on PostgreSQL with the seed:scale data (DATABASE_URL), or on an in-memory PGlite
 * with the demo data. Prints one line of JSON once listening: its url, an access token of the large
 * tenant's admin (or Acme's on PGlite) and the ids the calls need.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase, rows } from '@server/db/client';
import { organizations, questionnaireRequestFiles, users } from '@server/db/schema/index';
import { seedDemo } from '@server/demo/seeds';
import { withSystem } from '@server/db/tenant-isolation';
import { startSession } from '@server/lib/auth/sessions';
import { activityCursorAt } from './activity-cursor';

const port = Number(process.env.PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trustroom-scale-'));
const url = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL || undefined;
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '' });
const database = await openDatabase({ databaseUrl });
if (!databaseUrl) await seedDemo(database.db);
const app = await buildApp(config, database, { logger: false });
await app.listen({ port, host: '127.0.0.1' });

const slug = databaseUrl ? 'scale-0000' : 'acme-cloud';
const { db } = database;
const ids = await withSystem(db, async (tx) => {
  const [org] = await tx.select().from(organizations).where(eq(organizations.slug, slug));
  const [admin] = await tx
    .select()
    .from(users)
    .where(and(eq(users.organizationId, org!.id), sql`lower(${users.email}) like ${databaseUrl ? 'user1@%' : 'admin@%'}`));
  // The file with the most questions (1,000 in the large tenant).
  const [file] = await rows<{ id: string; request_id: string; n: number }>(
    tx,
    sql`select f.id, f.request_id, (select count(*)::int from questionnaire_questions q where q.organization_id = f.organization_id and q.file_id = f.id) as n
        from ${questionnaireRequestFiles} f where f.organization_id = ${org!.id} order by n desc limit 1`,
  );
  void asc;
  // The activity call reads page 3 of the request group (25 a page); the demo data has fewer rows.
  const [activity] = await rows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from activity_logs where organization_id = ${org!.id} and "group" = 'request'`,
  );
  // A place deep in that log (three quarters down), for the page read by cursor.
  return {
    org: org!,
    admin: admin!,
    file: file!,
    activityPage: Math.max(1, Math.min(3, Math.ceil((activity?.n ?? 0) / 25))),
    activityCursor: await activityCursorAt(tx, org!.id, ((activity?.n ?? 1) - 1) * 0.75),
  };
});
const session = await startSession(db, app.deps.tokens, { id: ids.admin.id, organizationId: ids.org.id });
const token = await app.deps.tokens.sign({ sub: ids.admin.id, org: ids.org.id, sid: session.sessionId }, 3600);
console.log(
  JSON.stringify({
    ready: true,
    url,
    token,
    slug,
    requestId: ids.file.request_id,
    fileId: ids.file.id,
    questions: ids.file.n,
    activityPage: ids.activityPage,
    activityCursor: ids.activityCursor,
    database: database.kind,
    nonce: crypto.randomUUID(),
  }),
);

const stop = async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
