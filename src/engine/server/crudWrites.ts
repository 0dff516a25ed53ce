import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../shared/apiPaths';
import { signedInUser, type SessionUser } from '../../server/auth/caller';
import type { Db } from '../../server/db/database';
import { recordAudit } from '../../server/db/queries';
import { HttpError } from '../../server/http/httpError';
import { resourceName } from '../../server/http/resourceName';
import { routeSchema } from '../../server/http/routeSchemas';
import type { FileHolding } from './fileHolding';
import { expectVersion, updateAtVersion } from './optimisticLock';
import { columnsOf, propertyOf, readRecords, tableColumns } from './readRecords';
import type { ChildRows, ResourceStore, Values, WriteContext } from './resourceStore';
import type { CrudRoute, RecordAccess } from './serverResource';

// The engine's writes: a record's row, links and child rows, and the POST, PUT and DELETE routes
// around them (a resource's own `columns` hook builds on columnValues).

/** The body's fields that are plain columns of the store's table. */
export function columnValues(store: ResourceStore, body: Values): Values {
  const columns = columnsOf(store);
  return Object.fromEntries(
    Object.entries(body).filter(
      ([field]) => field in columns && !['id', 'version', 'createdAt', 'updatedAt'].includes(field),
    ),
  );
}

/**
 * Replaces the record's many-to-many links with the body's, and writes its child rows
 * (writeChildRows: those named by id stay), when the body has them.
 */
async function writeLinksAndChildren(
  tx: Db,
  store: ResourceStore,
  id: string,
  body: Values,
): Promise<void> {
  for (const [field, link] of Object.entries(store.links ?? {})) {
    const ids = body[field];
    if (!Array.isArray(ids)) continue;
    await tx.delete(link.table).where(eq(link.from, id));
    const [from, to] = [propertyOf(link.table, link.from), propertyOf(link.table, link.to)];
    const rows = [...new Set(ids as string[])].map((other) => ({ [from]: id, [to]: other }));
    if (rows.length) await tx.insert(link.table).values(rows as never);
  }
  for (const [field, children] of Object.entries(store.children ?? {})) {
    const rows = body[field];
    if (Array.isArray(rows)) await writeChildRows(tx, children, id, rows as Values[]);
  }
}

/** The columns a write sets: its store's `columns` hook's, else the body's plain columns. */
const columnsToWrite = async (
  context: WriteContext,
  store: ResourceStore,
  body: Values,
  before: Values | null,
): Promise<Values> =>
  store.hooks?.columns
    ? await store.hooks.columns(context, body, before)
    : columnValues(store, body);

/** Inserts a record with its links and child rows; the caller's transaction covers them all. */
async function insertRecord(
  context: WriteContext,
  store: ResourceStore,
  body: Values,
): Promise<string> {
  const values = await columnsToWrite(context, store, body, null);
  // docs/api.md#client-ids: a create may carry the id the browser chose.
  const id = typeof body.id === 'string' ? { id: body.id } : {};
  const [row] = (await context.tx
    .insert(store.table)
    .values({ ...values, ...id } as never)
    .returning({ id: store.table.id })) as { id: string }[];
  await writeLinksAndChildren(context.tx, store, row!.id, body);
  return row!.id;
}

/**
 * Updates a record if its version is still `version`; a stale version answers 409
 * (docs/api.md#versions: a stale edit gets 409, not a silent overwrite).
 */
async function updateRecord(
  context: WriteContext,
  store: ResourceStore,
  id: string,
  body: Values,
  before: Values,
): Promise<void> {
  const values = await columnsToWrite(context, store, body, before);
  await updateAtVersion(context.tx, store.table, id, body.version as number, values);
  await writeLinksAndChildren(context.tx, store, id, body);
}

/**
 * POST, PUT and DELETE of one store: each in one transaction with its audit row; PUT refuses a
 * stale version with 409 (docs/api.md#versions). With `holding`, a write takes only files its
 * writer may attach, and files a record lets go of are released after the commit (fileHolding.ts).
 */
export function registerWrites(
  app: FastifyInstance,
  store: ResourceStore,
  { writable, expectStillTheirs, expectLinksTheirs, inTransaction, scope }: RecordAccess,
  crud: readonly CrudRoute[],
  holding: FileHolding | null,
): void {
  const { definition } = store;
  const base = `${API_PREFIX}/${definition.name}`;
  const one = `${base}/:id` as const;
  const route = app.withTypeProvider<ZodTypeProvider>();
  /**
   * docs/api.md#client-ids: a create carrying an id that exists is the same request again (an
   * offline sync retried): the record as the user reads it, or 409 when the id is not theirs.
   */
  const sameCreateAgain = async (user: SessionUser, body: Values) => {
    if (typeof body.id !== 'string') return undefined;
    const [exists] = await app.db
      .select({ id: store.table.id })
      .from(store.table)
      .where(eq(store.table.id, body.id));
    if (!exists) return undefined;
    const [mine] = await readRecords(app.db, store, {
      where: and(eq(store.table.id, body.id), scope(app.db, user, 'read')),
    });
    if (!mine) throw new HttpError(409, 'errors.records.idTaken', { id: 'errors.records.taken' });
    return mine;
  };
  if (crud.includes('create'))
    route.post(
      base,
      {
        config: { access: 'create' },
        schema: routeSchema(definition, base, {
          summary: `Create a ${resourceName(definition, 'one').toLowerCase()}`,
          body: definition.create,
          response: { 200: definition.record, 201: definition.record },
        }),
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const again = await sameCreateAgain(user, request.body as Values);
        if (again) return reply.code(200).send(again);
        const record = await inTransaction(async (tx) => {
          const context = { tx, user, request };
          await expectLinksTheirs(tx, user, request.body as Values, null);
          const body = store.hooks?.prepare
            ? await store.hooks.prepare(context, request.body as Values, null)
            : (request.body as Values);
          await holding?.expectOwnFiles(tx, user, body, null);
          const id = await insertRecord(context, store, body);
          await expectStillTheirs(tx, user, id, 'read');
          const [created] = await readRecords(tx, store, { where: eq(store.table.id, id) });
          await recordAudit(tx, {
            userId: user.id,
            resource: definition.name,
            recordId: id,
            before: null,
            after: created!,
          });
          if (!store.hooks?.afterCreate) return created!;
          await store.hooks.afterCreate(context, created!);
          // What the hook added (a link, a first history row) is part of the answer.
          const [completed] = await readRecords(tx, store, { where: eq(store.table.id, id) });
          return completed!;
        });
        return reply.code(201).send(record);
      },
    );

  if (crud.includes('update'))
    route.put(
      one,
      {
        config: { access: 'update' },
        schema: routeSchema(definition, one, {
          summary: `Change a ${resourceName(definition, 'one').toLowerCase()}; a stale version answers 409`,
          body: definition.update,
          response: { 200: definition.record },
        }),
      },
      async (request) => {
        const user = signedInUser(request);
        const id = request.params.id;
        const { before, after } = await inTransaction(async (tx) => {
          const before = await writable(tx, user, id, 'update');
          const context = { tx, user, request };
          await expectLinksTheirs(tx, user, request.body as Values, before);
          const body = store.hooks?.prepare
            ? await store.hooks.prepare(context, request.body as Values, before)
            : (request.body as Values);
          await holding?.expectOwnFiles(tx, user, body, before);
          expectVersion(body.version, before.version);
          await updateRecord(context, store, id, body, before);
          await expectStillTheirs(tx, user, id, 'update');
          const [after] = await readRecords(tx, store, { where: eq(store.table.id, id) });
          await recordAudit(tx, {
            userId: user.id,
            resource: definition.name,
            recordId: id,
            before,
            after: after!,
          });
          return { before, after: after! };
        });
        store.hooks?.afterUpdate?.(after);
        await holding?.letGoOfFiles(request, before, after);
        return after;
      },
    );

  if (crud.includes('delete'))
    route.delete(
      one,
      {
        config: { access: 'delete' },
        schema: routeSchema(definition, one, {
          summary: `Delete a ${resourceName(definition, 'one').toLowerCase()}`,
          response: { 200: definition.record },
        }),
      },
      async (request) => {
        const user = signedInUser(request);
        const id = request.params.id;
        const deleted = await inTransaction(async (tx) => {
          const before = await writable(tx, user, id, 'delete');
          await tx.delete(store.table).where(eq(store.table.id, id));
          await recordAudit(tx, {
            userId: user.id,
            resource: definition.name,
            recordId: id,
            before,
            after: null,
          });
          return before;
        });
        await holding?.letGoOfFiles(request, deleted, null);
        return deleted;
      },
    );
}

/** Each row of a body with the id of the stored row it stays, or null when it is a new row. */
function keptIds(stored: readonly string[], rows: readonly Values[]): (string | null)[] {
  const available = new Set(stored);
  // Each stored row is kept once: a second row naming the same id is a new row.
  return rows.map(({ id }) => (typeof id === 'string' && available.delete(id) ? id : null));
}

/** A value as a parameter of its column's type, encoded as the column encodes it. */
const typed = (column: AnyPgColumn, value: unknown): SQL =>
  sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;

/**
 * Writes a record's child rows in the body's order, in the caller's transaction. A row whose `id`
 * is one of the record's rows stays that row, updated in place (what refers to it, such as an
 * order line's register line, keeps referring to it); a row without one, with an id that is not
 * one of the record's rows, or naming a row a second time, is a new row; the record's rows the
 * body does not name are deleted (docs/api.md#child-rows).
 * @example await writeChildRows(tx, store.children.lines, irId, body.lines);
 */
export async function writeChildRows(
  tx: Db,
  children: ChildRows,
  parentId: string,
  rows: readonly Values[],
): Promise<void> {
  const { table, parent, position, fields, madeWith = [] } = children;
  const stored = await tx.select({ id: table.id }).from(table).where(eq(parent, parentId));
  const keeps = keptIds(
    stored.map((row) => row.id as string),
    rows,
  );
  const kept = keeps.filter((id) => id !== null);
  await tx
    .delete(table)
    .where(and(eq(parent, parentId), kept.length ? notInArray(table.id, kept) : undefined));
  const columns = tableColumns(table);
  if (kept.length) {
    // Out of the way of the new positions (a unique index on parent and position) before any is set.
    await tx
      .update(table)
      .set({ [propertyOf(table, position)]: sql`-1 - ${position}` })
      .where(eq(parent, parentId));
    // One statement for all the kept rows, however many: each row's fields and new position.
    const written = [...fields.map((name) => columns[name]!), position];
    const values = rows.flatMap((row, index) => {
      const id = keeps[index];
      if (!id) return [];
      const cells = [
        typed(table.id, id),
        ...fields.map((name) => typed(columns[name]!, row[name])),
        typed(position, index),
      ];
      return [sql`(${sql.join(cells, sql`, `)})`];
    });
    const names = sql.join(
      ['id', ...written.map((column) => column.name)].map((name) => sql.identifier(name)),
      sql`, `,
    );
    const sets = sql.join(
      written.map(
        (column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`,
      ),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} set ${sets} from (values ${sql.join(values, sql`, `)}) as v(${names}) where ${table.id} = v.id`,
    );
  }
  const [parentKey, positionKey] = [propertyOf(table, parent), propertyOf(table, position)];
  const added = rows.flatMap((row, index) =>
    keeps[index]
      ? []
      : [
          {
            ...Object.fromEntries([...fields, ...madeWith].map((name) => [name, row[name]])),
            [parentKey]: parentId,
            [positionKey]: index,
          },
        ],
  );
  if (added.length) await tx.insert(table).values(added as never);
}
