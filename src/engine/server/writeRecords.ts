import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/database';
import { columnsOf, propertyOf } from './fieldSql';
import { updateAtVersion } from './optimisticLock';
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

/** Inserts a record with its links and child rows; the caller's transaction covers them all. */
export async function insertRecord(
  context: WriteContext,
  store: ResourceStore,
  body: Values,
): Promise<string> {
  const values = store.hooks?.columns
    ? await store.hooks.columns(context, body, null)
    : columnValues(store, body);
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
  await updateAtVersion(context.tx, store.table, id, body.version as number, values);
  await writeLinksAndChildren(context.tx, store, id, body);
}
