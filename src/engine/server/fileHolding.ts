import { and, arrayOverlaps, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../server/auth/caller';
import type { Db } from '../../server/db/database';
import { files } from '../../server/db/schema/files';
import type { FileHolder } from '../../server/files/public';
import { HttpError } from '../../server/http/httpError';
import type { ResourceStore, Values } from './resourceStore';
import type { RecordAccess } from './serverResource';

/** One of a store's `files` fields, found in its table or its child rows' table. */
interface FileColumn {
  field: string;
  table: PgTable;
  column: PgColumn;
  /** An array of file ids rather than one id (or null). */
  many: boolean;
  /** For a field of child rows: the record's field of rows and the rows' column naming the record. */
  rows?: { field: string; parent: PgColumn };
}

/** A file id a body or record names, with the body's field that names it (for the error's key). */
interface FileReference {
  fileId: string;
  path: string;
}

const columnOf = (columns: Record<string, PgColumn>, field: string, resource: string): PgColumn => {
  const column = columns[field];
  if (!column) throw new Error(`${resource}: files names ${field}, which is not a column`);
  return column;
};

/**
 * The columns behind a store's `files`: `field` is a column of its table, `rows.field` one of its
 * child rows' table. Resolved at start, so a misspelt field fails there.
 */
function fileColumns(store: ResourceStore): FileColumn[] {
  const resource = store.definition.name;
  return (store.files ?? []).map((path) => {
    const [first, second] = path.split('.') as [string, string | undefined];
    const children = second === undefined ? undefined : store.children?.[first];
    if (second !== undefined && !children)
      throw new Error(`${resource}: files names ${path}, but ${first} are not child rows`);
    const holder = children?.table ?? store.table;
    const column = columnOf(getTableColumns(holder), second ?? first, resource);
    return {
      field: second ?? first,
      table: holder,
      column,
      many: column.dataType === 'array',
      rows: children && { field: first, parent: children.parent },
    };
  });
}

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string');

/** Every file `values` (a body or a record) names, in the order of the store's `files`. */
function fileReferences(columns: FileColumn[], values: Values | null): FileReference[] {
  if (!values) return [];
  return columns.flatMap(({ field, rows }) => {
    if (!rows) return idsIn(values[field]).map((fileId) => ({ fileId, path: field }));
    const lines = (values[rows.field] ?? []) as Values[];
    return lines.flatMap((line, index) =>
      idsIn(line[field]).map((fileId) => ({ fileId, path: `${rows.field}.${index}.${field}` })),
    );
  });
}

/**
 * docs/files.md "Deleting": releases the files that records of `holderName` let go of, unless some
 * record (of any resource) still holds them. Called after the commit, so a rolled-back change never
 * loses a file; a failure is logged and left to the orphan sweep.
 * @example await releaseUnheld(request, droppedFileIds, 'order-line-photos');
 */
export async function releaseUnheld(
  request: FastifyRequest,
  dropped: readonly string[],
  holderName: string,
): Promise<void> {
  if (dropped.length === 0) return;
  const { db, files: service } = request.server;
  try {
    const held = await service.holders.holding(db, [...dropped]);
    for (const fileId of dropped) if (!held.has(fileId)) await service.release(fileId);
  } catch (error) {
    request.log.error({ err: error, dropped }, `releasing ${holderName} files failed`);
  }
}

/**
 * The file field of the engine (docs/files.md#for-resources-that-hold-files) for one store: the
 * check a write passes, the release after it and the holder the file service asks. Null for a
 * store without `files`.
 * @example const holding = fileHolding(store); await holding?.expectOwnFiles(tx, user, body, before);
 */
export function fileHolding(store: ResourceStore) {
  const columns = fileColumns(store);
  if (columns.length === 0) return null;
  const { table } = store;
  const ids = (values: Values | null) => fileReferences(columns, values).map((ref) => ref.fileId);

  /**
   * docs/files.md "Who may read": holding a file lets the record's readers read it, so a record
   * takes only files its writer uploaded, or those it already holds; anything else (another
   * user's upload, an id no upload has) is 400 on the field that names it.
   */
  const expectOwnFiles = async (
    tx: Db,
    user: SessionUser,
    body: Values,
    before: Values | null,
  ): Promise<void> => {
    const kept = new Set(ids(before));
    const added = fileReferences(columns, body).filter((ref) => !kept.has(ref.fileId));
    if (added.length === 0) return;
    const uploaded = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          inArray(files.id, [...new Set(added.map((ref) => ref.fileId))]),
          eq(files.uploadedBy, user.id),
        ),
      );
    const own = new Set(uploaded.map((file) => file.id));
    const foreign = added.find((ref) => !own.has(ref.fileId));
    if (foreign) {
      const why = 'portal.validation.uploadTheFileFirst';
      throw new HttpError(400, why, { [foreign.path]: why });
    }
  };

  /** docs/files.md "Deleting": after a record is deleted or drops a file, the files it let go of go (releaseUnheld). */
  const letGoOfFiles = async (
    request: FastifyRequest,
    before: Values | null,
    after: Values | null,
  ): Promise<void> => {
    const kept = new Set(ids(after));
    const dropped = [...new Set(ids(before))].filter((id) => !kept.has(id));
    await releaseUnheld(request, dropped, store.definition.name);
  };

  const columnHolds = ({ column, many }: FileColumn, fileId: string): SQL =>
    many ? sql`${column} @> array[${fileId}]::uuid[]` : eq(column, fileId);

  /** The file service's holder: readers of a record holding the file may read it; the sweep keeps it. */
  const holder = ({ scope }: RecordAccess): FileHolder => ({
    name: store.definition.name,
    mayRead: async (db, user, fileId) => {
      const holds = columns.map((one) =>
        one.rows
          ? sql`exists (select 1 from ${one.table} where ${one.rows.parent} = ${table.id} and ${columnHolds(one, fileId)})`
          : columnHolds(one, fileId),
      );
      const [readable] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(or(...holds), scope(db, user, 'read')))
        .limit(1);
      return readable !== undefined;
    },
    holding: async (db, fileIds) => {
      if (fileIds.length === 0) return [];
      const held = new Set<string>();
      for (const { table: holder, column, many } of columns) {
        const rows = await db
          .selectDistinct({ ids: column })
          .from(holder)
          .where(many ? arrayOverlaps(column, fileIds) : inArray(column, fileIds));
        for (const row of rows) for (const id of idsIn(row.ids)) held.add(id);
      }
      return fileIds.filter((id) => held.has(id));
    },
  });

  return { expectOwnFiles, letGoOfFiles, holder };
}

export type FileHolding = NonNullable<ReturnType<typeof fileHolding>>;
