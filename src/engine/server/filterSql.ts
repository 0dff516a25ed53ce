import { and, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
import { fieldSql } from './fieldSql';
import { escapeLike } from '../../server/db/textMatch';
import type { FilterValue } from './listQuery';
import type { FilterCondition, ResourceStore } from './resourceStore';

/** A filter's values on a column by equality: any of them, `null` for NULL; for an array column, any element. */
export function valueSql(column: SQL | AnyPgColumn, value: FilterValue, isArray: boolean): SQL {
  const values = Array.isArray(value) ? value : [value];
  if (values.length === 0) return sql`false`;
  if (isArray) return or(...values.map((one) => sql`${one} = any(${column})`)) ?? sql`false`;
  const present = values.filter((one) => one !== null);
  const parts = [
    present.length
      ? inArray(column as AnyPgColumn, present as (string | number | boolean)[])
      : undefined,
    values.includes(null) ? isNull(column) : undefined,
  ].filter(Boolean);
  return or(...parts) ?? sql`false`;
}

/** A condition filter's SQL for a call's value: its values as text, `false` when none is given. */
export function conditionSql(condition: FilterCondition, value: FilterValue): SQL {
  const values = (Array.isArray(value) ? value : [value]).filter((one) => one !== null);
  return values.length ? condition(values.map(String)) : sql`false`;
}

/**
 * The WHERE condition of a list call's `filter`: `q` searches the definition's search fields,
 * `id` is getMany, every other key matches by equality (a list: any of its values).
 */
export function filterSql(
  db: Db,
  store: ResourceStore,
  filter: Record<string, FilterValue>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    // A list with its own search finds `q` itself (listPage.ts).
    if (field === 'q' && store.search) continue;
    if (field === 'q') {
      const text = String(value ?? '').trim();
      if (!text) continue;
      const pattern = `%${escapeLike(text)}%`;
      conditions.push(
        or(
          ...store.definition.list.search.map((name) =>
            ilike(fieldSql(store, name) as AnyPgColumn, pattern),
          ),
        ),
      );
      continue;
    }
    const condition = store.filterConditions?.[field];
    if (condition) {
      conditions.push(conditionSql(condition, value));
      continue;
    }
    const link = store.links?.[field];
    if (link) {
      const ids = (Array.isArray(value) ? value : [value])
        .filter((one) => one !== null)
        .map(String);
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(link.table)
            .where(and(eq(link.from, store.table.id), inArray(link.to, ids.length ? ids : ['']))),
        ),
      );
      continue;
    }
    const column = fieldSql(store, field === 'id' ? 'id' : field);
    if (!column) continue;
    const isArray = 'columnType' in column && column.columnType === 'PgArray';
    conditions.push(valueSql(column, value, isArray));
  }
  return and(...conditions);
}
