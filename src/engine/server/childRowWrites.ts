import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
import { propertyOf, tableColumns } from './readRecords';
import type { ChildRows, Values } from './resourceStore';

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
