import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { recordActivity } from '../activity';
import type { AuthContext } from '../context';
import { notFound } from '../errors';
import { parseSort } from '../http';
import { withUploads, type CheckedFile, type StoredFile } from '../uploads';
import type { DocumentCounts, DocumentFilter } from './queries';

/**
 * The rules of a Trust Center document (certifications, security reports): staff list, read, add, edit,
 * activate and delete it with its files, each change with its activity row in the same transaction; the
 * public site and gated access read the active ones in display order. A module gives its queries
 * (`documentQueries`), how the API shows a row, its names and sentences, and what else a change does.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every document row has. */
export interface DocumentRow {
  id: string;
  name: string;
  isActive: boolean;
  sensitivity: 'PUBLIC' | 'CONFIDENTIAL';
}

/** The list's query string (page, filters, sort, search). */
export interface DocumentListQuery {
  page: number;
  length: number;
  is_active?: '1' | '0' | undefined;
  sensitivity?: 'PUBLIC' | 'CONFIDENTIAL' | undefined;
  sort_by?: string | undefined;
  search?: string | undefined;
}

/** What the rules need of the module's queries (`documentQueries` gives it). */
export interface DocumentStore<Row, Insert, Update, K extends string, C extends string> {
  selectPage(tx: Tx, organizationId: string, f: DocumentFilter, sort: { field: K; desc: boolean }, limit: number, offset: number): Promise<Row[]>;
  count(tx: Tx, organizationId: string, f?: DocumentFilter): Promise<DocumentCounts & Record<C, number>>;
  selectOne(tx: Tx, organizationId: string, id: string): Promise<Row | null>;
  nextSequence(tx: Tx, organizationId: string): Promise<number>;
  selectActive(tx: Tx, organizationId: string, includeConfidential: boolean): Promise<Row[]>;
  insertRow(tx: Tx, values: Insert, sequence: number): Promise<string>;
  updateRow(tx: Tx, organizationId: string, id: string, set: Update, files: Record<string, StoredFile | null>): Promise<void>;
  deleteRow(tx: Tx, organizationId: string, id: string): Promise<void>;
}

export interface DocumentKind<Row, View, F extends string, K extends string> {
  /** How activity descriptions name one: 'certification', 'security report'. */
  label: string;
  /** The activity rows' object type. */
  objectType: string;
  /** The sentence for one that does not exist (or was deleted, or belongs to another organisation). */
  notFound: string;
  /** The row's stored-file columns, named like their upload fields ('file', 'logo'). */
  files: readonly F[];
  /** The sortable fields of the staff list (the contract's). */
  sortFields: readonly K[];
  /** How the API shows a row. */
  view: (row: Row) => View;
  /** An edit that brings a new file says so in its activity (" with a new file"). */
  mentionsNewFile?: boolean;
  /** More that an addition, an edit or a deletion does, in its transaction (after the activity row). */
  onCreated?: (tx: Tx, auth: AuthContext, row: Row) => Promise<void>;
  onUpdated?: (tx: Tx, auth: AuthContext, before: Row, after: Row) => Promise<void>;
  onDeleted?: (tx: Tx, auth: AuthContext, row: Row) => Promise<void>;
}

/** An edit: the module's columns, the fields the caller sent (for the activity), new files and files to drop. */
export interface DocumentChange<Update, F extends string> {
  set: Update;
  fields: { is_active?: boolean | undefined };
  uploads: Partial<Record<F, CheckedFile | undefined>>;
  remove?: Partial<Record<F, boolean | undefined>>;
}

/** The file as the public side may describe it: only for a public document that has one. */
export function publicFile(row: { sensitivity: 'PUBLIC' | 'CONFIDENTIAL'; file: StoredFile | null }) {
  return row.sensitivity === 'PUBLIC' && row.file ? { name: row.file.name, content_type: row.file.content_type, size: row.file.size } : null;
}

export function trustCenterDocuments<
  Row extends DocumentRow & Record<F, StoredFile | null>,
  View,
  F extends string,
  Insert,
  Update,
  K extends string,
  C extends string,
>(store: DocumentStore<Row, Insert, Update, K, C>, kind: DocumentKind<Row, View, F, K>) {
  const record = (tx: Tx, auth: AuthContext, action: string, row: { id: string; name: string }, description: string, metadata?: Record<string, unknown>) =>
    recordActivity(tx, auth, auth.organizationId, {
      group: 'trust_center',
      action,
      objectType: kind.objectType,
      objectId: row.id,
      objectName: row.name,
      description,
      ...(metadata ? { metadata } : {}),
    });

  async function load(tx: Tx, organizationId: string, id: string): Promise<Row> {
    const row = await store.selectOne(tx, organizationId, id);
    if (!row) throw notFound(kind.notFound);
    return row;
  }

  return {
    /** A page of the staff list with its counts. */
    list(deps: AppDeps, auth: AuthContext, q: DocumentListQuery) {
      return deps.tenant(auth, async (tx) => {
        const org = auth.organizationId;
        const filter = { isActive: q.is_active === undefined ? undefined : q.is_active === '1', sensitivity: q.sensitivity, search: q.search };
        const sort = parseSort(q.sort_by, kind.sortFields, 'sequence' as K);
        const [rows, counts] = await Promise.all([store.selectPage(tx, org, filter, sort, q.length, (q.page - 1) * q.length), store.count(tx, org, filter)]);
        return { rows: rows.map(kind.view), counts };
      });
    },

    get(deps: AppDeps, auth: AuthContext, id: string): Promise<View> {
      return deps.tenant(auth, async (tx) => kind.view(await load(tx, auth.organizationId, id)));
    },

    /** One of its stored files, for an authorized download route; `missing` when it has none. */
    storedFile(deps: AppDeps, auth: AuthContext, id: string, field: F, missing: string): Promise<StoredFile> {
      return deps.tenant(auth, async (tx) => {
        const file = (await load(tx, auth.organizationId, id))[field];
        if (!file) throw notFound(missing);
        return file;
      });
    },

    /** Stores the uploads, then adds the row (last in display order) with the module's `values(stored files)`. */
    create(
      deps: AppDeps,
      auth: AuthContext,
      uploads: Partial<Record<F, CheckedFile | undefined>>,
      values: (stored: Readonly<Record<string, StoredFile | undefined>>) => Insert,
      metadata?: Record<string, unknown>,
    ): Promise<View> {
      const org = auth.organizationId;
      return withUploads(deps.storage, org, { ...uploads }, (stored) =>
        deps.tenant(auth, async (tx) => {
          const row = await load(tx, org, await store.insertRow(tx, values(stored), await store.nextSequence(tx, org)));
          await record(tx, auth, 'created', row, `Added ${kind.label} "${row.name}"`, metadata);
          await kind.onCreated?.(tx, auth, row);
          return kind.view(row);
        }),
      );
    },

    /**
     * Changes the row; a new file replaces the old one, which leaves storage once the change committed. An
     * activation or deactivation has its own activity row; any other change (or an edit that changes
     * nothing) is an update.
     */
    update(deps: AppDeps, auth: AuthContext, id: string, change: DocumentChange<Update, F>): Promise<View> {
      const org = auth.organizationId;
      return withUploads(deps.storage, org, { ...change.uploads }, (stored, released) =>
        deps.tenant(auth, async (tx) => {
          const before = await load(tx, org, id);
          const files: Record<string, StoredFile | null> = {};
          for (const f of kind.files) {
            if (!stored[f] && !change.remove?.[f]) continue;
            files[f] = stored[f] ?? null;
            if (before[f]) released.push(before[f]);
          }
          await store.updateRow(tx, org, id, change.set, files);
          const after = await load(tx, org, id);
          const toggled = change.fields.is_active !== undefined && change.fields.is_active !== before.isActive;
          const others = Object.keys(change.fields).some((k) => k !== 'is_active') || kind.files.some((f) => change.uploads[f]);
          if (toggled) {
            const [action, verb] = after.isActive ? ['activated', 'Activated'] : ['deactivated', 'Deactivated'];
            await record(tx, auth, action, after, `${verb} ${kind.label} "${after.name}"`);
          }
          if (others || !toggled) {
            const newFile = kind.mentionsNewFile && kind.files.some((f) => stored[f]) ? ' with a new file' : '';
            await record(tx, auth, 'updated', after, `Updated ${kind.label} "${after.name}"${newFile}`);
          }
          await kind.onUpdated?.(tx, auth, before, after);
          return kind.view(after);
        }),
      );
    },

    /** Deletes the row; its files leave storage once the deletion committed. */
    remove(deps: AppDeps, auth: AuthContext, id: string): Promise<void> {
      const org = auth.organizationId;
      return withUploads(deps.storage, org, {}, (_stored, released) =>
        deps.tenant(auth, async (tx) => {
          const row = await load(tx, org, id);
          await store.deleteRow(tx, org, id);
          await record(tx, auth, 'deleted', row, `Deleted ${kind.label} "${row.name}"`);
          await kind.onDeleted?.(tx, auth, row);
          for (const f of kind.files) if (row[f]) released.push(row[f]);
        }),
      );
    },

    // ---- For the public site, gated access and the setup checklist (inside the caller's tenant transaction) ----

    /** Active rows in display order: public ones, and confidential ones too with `includeConfidential`. */
    listActive(tx: Tx, organizationId: string, opts: { includeConfidential?: boolean } = {}): Promise<Row[]> {
      return store.selectActive(tx, organizationId, Boolean(opts.includeConfidential));
    },

    /** An active row (of that sensitivity, when given), else null; null for an id that is not a UUID. */
    async findActive(tx: Tx, organizationId: string, id: string, sensitivity?: 'PUBLIC' | 'CONFIDENTIAL'): Promise<Row | null> {
      if (!UUID.test(id)) return null;
      const row = await store.selectOne(tx, organizationId, id);
      return row && row.isActive && (!sensitivity || row.sensitivity === sensitivity) ? row : null;
    },

    async countActive(tx: Tx, organizationId: string): Promise<number> {
      return (await store.count(tx, organizationId)).active;
    },
  };
}
