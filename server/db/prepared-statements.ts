import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A pg client that names the statements the app sends often, so that each pooled connection parses them
 * once and PostgreSQL can reuse their plans. Unnamed, a list call paid for parsing and planning its queries
 * on every request (about 5 of its 6 ms at scale, docs/scaling.md). drizzle sends statements unnamed.
 *
 * A statement is named from its third use on (one-off texts, such as migrations and generated lists of
 * different lengths, stay unnamed), and at most `maxNamed` texts per process are named, so that a
 * connection's prepared statements stay bounded.
 */
export const maxNamed = 1_000;
const uses = new Map<string, number>();
const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= maxNamed) return undefined;
  const n = (uses.get(text) ?? 0) + 1;
  if (n < 3) {
    if (uses.size < maxNamed * 10) uses.set(text, n);
    return undefined;
  }
  uses.delete(text);
  const name = `t${crypto.createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

interface QueryConfig {
  text: string;
  name?: string;
  [key: string]: unknown;
}

function isConfig(q: unknown): q is QueryConfig {
  return typeof q === 'object' && q !== null && typeof (q as QueryConfig).text === 'string' && !('submit' in q);
}

export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first, ...rest] = args;
    let q = first;
    if (isConfig(first) && !first.name) {
      const name = nameFor(first.text);
      if (name) q = { ...first, name };
    } else if (typeof first === 'string' && Array.isArray(rest[0])) {
      const name = nameFor(first);
      if (name) return (super.query as (...a: unknown[]) => never)({ text: first, name, values: rest[0] }, ...rest.slice(1));
    }
    return (super.query as (...a: unknown[]) => never)(q, ...rest);
  }
}
