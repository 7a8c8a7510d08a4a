/**
 * Observers of every SQL statement the app sends through drizzle (both drivers). Empty in production, so
 * the cost is one size check per statement; tests subscribe to check what the queries look like
 * (tests/platform/queries-filter-by-organization.test.ts).
 */
export type StatementObserver = (sql: string, params: unknown[]) => void;

const observers = new Set<StatementObserver>();

export function observeStatements(fn: StatementObserver): () => void {
  observers.add(fn);
  return () => observers.delete(fn);
}

export const statementLogger = {
  logQuery(query: string, params: unknown[]): void {
    if (observers.size === 0) return;
    for (const fn of observers) fn(query, params);
  },
};
