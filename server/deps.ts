import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, Db, Tx } from './db/client';
import type { AuthContext } from './lib/context';
import type { AccessTokens } from './lib/auth/tokens';
import type { Mailer } from './lib/mail';
import type { FileStorage } from './lib/files';
import type { JobRunner } from './lib/jobs';

/** What every module gets: the database, configuration and the cross-cutting services. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  mail: Mailer;
  storage: FileStorage;
  log: Logger;
  /** Background jobs: enqueue with enqueueJob(tx, …) then call jobs.poke(); tests call jobs.runUntilIdle(). */
  jobs: JobRunner;
  /** DNS TXT lookups (custom domain verification); tests replace it with a resolver of their own. */
  dns: { resolveTxt(name: string): Promise<string[][]> };
  /** A transaction as the caller's tenant (RLS enforced). */
  tenant<T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
