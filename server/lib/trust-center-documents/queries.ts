import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { StoredFile } from '../uploads';

/**
 * The SQL of a Trust Center document (certifications, security reports): a row of an organisation with a
 * name, a sensitivity, an active flag and a place in the display order, listed for staff with filters and
 * paging and for the public site in display order. The module gives its table, the columns it reads and
 * what its list sorts and searches by; the statements are the same for every such table.
 */

/** The columns every Trust Center document table has. */
export interface DocumentColumns {
  id: PgColumn;
  organizationId: PgColumn;
  name: PgColumn;
  sensitivity: PgColumn;
  isActive: PgColumn;
  sequence: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  modifiedAt: PgColumn;
}
export type DocumentTable = PgTable & DocumentColumns;

/** A row as the module's select reads it. */
export type RowOf<Q extends PgSelect> = Q['_']['result'][number];

export interface DocumentFilter {
  isActive?: boolean | undefined;
  sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined;
  search?: string | undefined;
}

export interface DocumentCounts {
  /** Rows the filter keeps. */
  matching: number;
  total: number;
  active: number;
}

/** The join that reads the creator (`createdByJson`) in the row's own organisation. */
export const creatorOf = (table: DocumentTable) => and(eq(users.organizationId, table.organizationId), eq(users.id, table.createdBy));

export interface DocumentQuerySpec<Q extends PgSelect, K extends string, C extends string> {
  /** The module's row: `tx.select(columns).from(table).leftJoin(users, creatorOf(table)).$dynamic()`. */
  select: (tx: Tx) => Q;
  /** The columns the list's search looks in (contains, any case). */
  search: PgColumn[];
  /** What the list sorts by, per sortable field. */
  sort: Record<K, SQL | PgColumn>;
  /** Counts the list gives besides matching, total and active (e.g. expired active certifications). */
  counts?: Record<C, SQL<number>>;
}

export function documentQueries<T extends DocumentTable, Q extends PgSelect, K extends string, C extends string = never>(
  table: T,
  spec: DocumentQuerySpec<Q, K, C>,
) {
  const from: PgTable = table;
  const one = (organizationId: string, id: string) => and(eq(table.organizationId, organizationId), eq(table.id, id));

  function where(organizationId: string, f: DocumentFilter): SQL {
    const parts: SQL[] = [eq(table.organizationId, organizationId)];
    if (f.isActive !== undefined) parts.push(eq(table.isActive, f.isActive));
    if (f.sensitivity) parts.push(eq(table.sensitivity, f.sensitivity));
    if (f.search) {
      const like = `%${f.search.replace(/[%_\\]/g, '\\$&')}%`;
      parts.push(or(...spec.search.map((column) => ilike(column, like)))!);
    }
    return and(...parts)!;
  }

  return {
    async selectPage(tx: Tx, organizationId: string, f: DocumentFilter, sort: { field: K; desc: boolean }, limit: number, offset: number) {
      const col = spec.sort[sort.field];
      const order = sort.desc ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;
      const rows: RowOf<Q>[] = await spec
        .select(tx)
        .where(where(organizationId, f))
        .orderBy(order, asc(table.createdAt), asc(table.id))
        .limit(limit)
        .offset(offset);
      return rows;
    },

    async count(tx: Tx, organizationId: string, f: DocumentFilter = {}): Promise<DocumentCounts & Record<C, number>> {
      const fields: Record<string, SQL<number>> = {
        matching: sql<number>`count(*) filter (where ${where(organizationId, f)})::int`,
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${table.isActive})::int`,
        ...spec.counts,
      };
      const [row] = await tx.select(fields).from(from).where(eq(table.organizationId, organizationId));
      return Object.fromEntries(Object.keys(fields).map((k) => [k, Number(row?.[k] ?? 0)])) as DocumentCounts & Record<C, number>;
    },

    async selectOne(tx: Tx, organizationId: string, id: string): Promise<RowOf<Q> | null> {
      const rows: RowOf<Q>[] = await spec.select(tx).where(one(organizationId, id));
      return rows[0] ?? null;
    },

    async nextSequence(tx: Tx, organizationId: string): Promise<number> {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${table.sequence}), 0)::int + 1` })
        .from(from)
        .where(eq(table.organizationId, organizationId));
      return Number(row?.next ?? 1);
    },

    /** Active rows in display order; confidential ones only when asked. */
    async selectActive(tx: Tx, organizationId: string, includeConfidential: boolean) {
      const parts: SQL[] = [eq(table.organizationId, organizationId), eq(table.isActive, true)];
      if (!includeConfidential) parts.push(eq(table.sensitivity, 'PUBLIC'));
      const rows: RowOf<Q>[] = await spec
        .select(tx)
        .where(and(...parts))
        .orderBy(asc(table.sequence), asc(table.createdAt));
      return rows;
    },

    /** Adds the row at `sequence`; its id. */
    async insertRow(tx: Tx, values: PgInsertValue<T>, sequence: number): Promise<string> {
      const [row] = await tx
        .insert(table)
        .values({ ...values, sequence })
        .returning({ id: table.id });
      return String(row!.id);
    },

    /** Sets the module's columns and the files that changed, and marks the row modified now. */
    async updateRow(tx: Tx, organizationId: string, id: string, set: PgUpdateSetSource<T>, files: Record<string, StoredFile | null>) {
      await tx
        .update(table)
        .set({ ...set, ...files, modifiedAt: new Date() })
        .where(one(organizationId, id));
    },

    async deleteRow(tx: Tx, organizationId: string, id: string) {
      await tx.delete(from).where(one(organizationId, id));
    },
  };
}

export type DocumentQueries<T extends DocumentTable, Q extends PgSelect, K extends string, C extends string> = ReturnType<typeof documentQueries<T, Q, K, C>>;
