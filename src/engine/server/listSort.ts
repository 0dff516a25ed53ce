import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { columnsOf, fieldSql } from './fieldSql';
import type { ListSort, SortPlan, SortTie } from './listTypes';
import type { ResourceStore } from './resourceStore';

// docs/api.md#sorting: a list sorts by the field asked, then by the store's tie-breakers for that
// field (the id unless it says otherwise), each in a direction fixed relative to the sort's. DESC
// reverses every key of ASC, so one index serves both directions.

/** The sort's fields in order: its own, then its ties. */
function sortFields(store: ResourceStore, sort: ListSort): SortTie[] {
  const ties =
    sort.field === 'id' ? [] : (store.sortTies?.[sort.field] ?? [{ field: 'id' } as SortTie]);
  return [{ field: sort.field }, ...ties];
}

const descending = (sort: ListSort, tie: SortTie) => (sort.order === 'DESC') !== !!tie.reversed;

/**
 * The sort over the store's table: a computed field by what its store's `sortBy` names (an
 * index's expression, joined where it lives elsewhere), any other by its column.
 * @example sortPlan(clientsStore, { field: 'fullName', order: 'ASC' })
 */
export function sortPlan(store: ResourceStore, sort: ListSort): SortPlan {
  const joins: SQL[] = [];
  const keys = sortFields(store, sort).map((tie) => {
    const by = store.sortBy?.[tie.field];
    if (by && 'join' in by) joins.push(by.join);
    const value = by
      ? 'join' in by
        ? by.by
        : by
      : (columnsOf(store)[tie.field] ?? fieldSql(store, tie.field)!);
    return { value, descending: descending(sort, tie) };
  });
  return { from: sql.join([sql`${store.table}`, ...joins], sql` `), id: store.table.id, keys };
}

/**
 * The sort over a list index's copies of the fields (listIndex.ts), or undefined when the index
 * lacks one of its keys.
 */
export function indexSortPlan(
  store: ResourceStore,
  sort: ListSort,
  table: PgTable,
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn },
): SortPlan | undefined {
  const fields = sortFields(store, sort);
  if (!fields.every((tie) => Object.hasOwn(columns, tie.field))) return undefined;
  return {
    from: sql`${table}`,
    id: columns.id,
    keys: fields.map((tie) => ({ value: columns[tie.field]!, descending: descending(sort, tie) })),
  };
}

/** `<id> as id, <key 0> as k0, …`: a page's select list, for an outer query to join and order by. */
export const keyColumns = (plan: SortPlan): SQL =>
  sql.join(
    [
      sql`${plan.id} as id`,
      ...plan.keys.map(({ value }, index) => sql`${value} as ${sql.raw(`k${index}`)}`),
    ],
    sql`, `,
  );

/** The key columns k0, k1, … of the subquery named `alias`. */
export const keyNames = (plan: SortPlan, alias: string): SQL[] =>
  plan.keys.map((_, index) => sql.raw(`${alias}.k${index}`));

/**
 * `order by` the plan's keys in their directions: its own expressions, or `names[i]` for key i.
 * @example orderBySql(plan, keyNames(plan, 'page'))
 */
export function orderBySql(plan: SortPlan, names?: SQL[]): SQL {
  const parts = plan.keys.map(
    ({ value, descending }, index) =>
      sql`${names?.[index] ?? value} ${sql.raw(descending ? 'desc' : 'asc')}`,
  );
  return sql`order by ${sql.join(parts, sql`, `)}`;
}

/**
 * The page's ids and keys (`id, k0, …`) of the rows `where` holds, in the sort's order: bare ids
 * walked past the rows it skips, so only the page's rows are read whole (docs/api.md#lists-without-a-count).
 * @example pageIdsSql(sortPlan(store, sort), where, 0, 26)
 */
export function pageIdsSql(
  plan: SortPlan,
  where: SQL | undefined,
  offset: number,
  limit: number,
): SQL {
  return sql`select ${keyColumns(plan)} from ${plan.from}${where ? sql` where ${where}` : sql``} ${orderBySql(plan)} limit ${limit} offset ${offset}`;
}
