import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index';

/** The database types on their own, so that client.ts and tenant-isolation.ts share them without importing each other. */
export type Schema = typeof schema;
/** Both drivers expose the same query builder; we type against the node-postgres one. */
export type Db = ReturnType<typeof drizzlePg<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
