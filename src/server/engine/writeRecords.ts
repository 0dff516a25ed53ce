import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { columnsOf, propertyOf } from './fieldSql';
import type { ResourceStore, Values, WriteContext } from './resourceStore';

/** The body's fields that are plain columns of the store's table. */
export function columnValues(store: ResourceStore, body: Values): Values {
  const columns = columnsOf(store);
  return Object.fromEntries(
    Object.entries(body).filter(
      ([field]) => field in columns && !['id', 'version', 'createdAt', 'updatedAt'].includes(field),
    ),
  );
}

/** Replaces the record's many-to-many links and child rows with the body's, when it has them. */
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
    if (!Array.isArray(rows)) continue;
    await tx.delete(children.table).where(eq(children.parent, id));
    const [parent, position] = [
      propertyOf(children.table, children.parent),
      propertyOf(children.table, children.position),
    ];
    const values = (rows as Values[]).map((row, index) => ({
      ...Object.fromEntries(children.fields.map((name) => [name, row[name]])),
      [parent]: id,
      [position]: index,
    }));
    if (values.length) await tx.insert(children.table).values(values as never);
  }
}

/** DESIGN "Runtime parts": a stale edit gets 409, not a silent overwrite. */
export const staleVersion = () =>
  new HttpError(
    409,
    'This record was changed by someone else; reload it and apply your change again',
  );

/** Inserts a record with its links and child rows; the caller's transaction covers them all. */
export async function insertRecord(
  context: WriteContext,
  store: ResourceStore,
  body: Values,
): Promise<string> {
  const values = store.hooks?.columns
    ? await store.hooks.columns(context, body, null)
    : columnValues(store, body);
  const [row] = (await context.tx
    .insert(store.table)
    .values(values as never)
    .returning({ id: store.table.id })) as { id: string }[];
  await writeLinksAndChildren(context.tx, store, row!.id, body);
  return row!.id;
}

/**
 * Updates a record if its version is still `version`; a stale version answers 409 (DESIGN
 * "Runtime parts": a stale edit gets 409, not a silent overwrite).
 */
export async function updateRecord(
  context: WriteContext,
  store: ResourceStore,
  id: string,
  body: Values,
  before: Values,
): Promise<void> {
  const values = store.hooks?.columns
    ? await store.hooks.columns(context, body, before)
    : columnValues(store, body);
  const updated = await context.tx
    .update(store.table)
    .set({ ...values, version: sql`${store.table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(store.table.id, id), eq(store.table.version, body.version as number)))
    .returning({ id: store.table.id });
  if (updated.length === 0) {
    throw staleVersion();
  }
  await writeLinksAndChildren(context.tx, store, id, body);
}
