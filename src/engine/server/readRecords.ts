import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
import { renderedOnce, runStatement } from '../../server/db/queries';
import type { ChildRows, ResourceStore, StoredRecord, Values } from './resourceStore';

/** A table's columns by field name. */
export const tableColumns = (table: PgTable): Record<string, AnyPgColumn> =>
  getTableColumns(table) as Record<string, AnyPgColumn>;

/** The property name under which `table` holds `column` (what drizzle's insert values are keyed by). */
export function propertyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(tableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`column ${column.name} is not in this table`);
  return entry[0];
}

/** The store table's columns by record field name. */
export const columnsOf = (store: ResourceStore) => tableColumns(store.table);

/** The SQL a plain (not linked, not child) record field is read, sorted and filtered by. */
export function fieldSql(store: ResourceStore, field: string): AnyPgColumn | undefined {
  // drizzle's operators take a computed SQL wherever they take a column; its types only list columns.
  return (store.computed?.[field] as AnyPgColumn | undefined) ?? columnsOf(store)[field];
}

/**
 * Fields read straight from SQL: the record's, and a list row's (`list.row`), less links, child
 * rows and the fields found per reader.
 */
export function plainFields(store: ResourceStore): string[] {
  const { record, list } = store.definition;
  return [...new Set([...Object.keys(record.shape), ...Object.keys(list.row?.shape ?? {})])].filter(
    (field) => !store.links?.[field] && !store.children?.[field] && !store.readerFields?.[field],
  );
}

/**
 * Reads whole records of a store, their plain fields, links and child rows, in one statement.
 * @example const [record] = await readRecords(db, speciesStore, { where: eq(table.id, id) });
 */
export async function readRecords(
  db: Db,
  store: ResourceStore,
  options: { where?: SQL | undefined } = {},
): Promise<StoredRecord[]> {
  const { columns, from, decoders } = selectOf(store, 'record');
  const where = and(store.where, options.where);
  const rows = await runStatement<StoredRecord>(
    db,
    sql`${columns}${from}${where ? sql` where ${where}` : sql``}`,
  );
  for (const row of rows) decode(row, decoders);
  return rows;
}

/** Each field with the column that reads it from the driver's value, or its child rows' decoders. */
type Decoders = [field: string, column: AnyPgColumn | Decoders | undefined][];

interface RecordSelect {
  /**
   * `select <each plain field, link and field of child rows>` and ` from <table>`, each rendered
   * once, apart so that a list's page can add the reader's fields between them.
   */
  columns: SQL;
  from: SQL;
  decoders: Decoders;
}

type SelectKind = 'record' | 'list';
const selects = {
  record: new WeakMap<ResourceStore, RecordSelect>(),
  list: new WeakMap<ResourceStore, RecordSelect>(),
};

/**
 * The store's select list of a record or of a list's row, rendered to text once a store: the same
 * for every read, and rendering it field by field on every list call was most of the engine's own
 * CPU (docs/api.md#lists-without-a-count).
 */
export function selectOf(store: ResourceStore, kind: SelectKind): RecordSelect {
  let select = selects[kind].get(store);
  if (!select) {
    const { record, list: spec } = store.definition;
    const read = new Set(Object.keys((kind === 'list' && spec.row ? spec.row : record).shape));
    const fields = plainFields(store).filter((field) => read.has(field));
    const links = Object.entries(store.links ?? {}).filter(([field]) => read.has(field));
    const children = Object.entries(store.children ?? {}).filter(([field]) => read.has(field));
    const tableFields = columnsOf(store);
    const selected = sql.join(
      [
        ...fields.map((field) => sql`${fieldSql(store, field)} as ${sql.identifier(field)}`),
        ...links.map(
          ([field, link]) =>
            sql`array(select ${link.to} from ${link.table} where ${link.from} = ${store.table.id}) as ${sql.identifier(field)}`,
        ),
        ...children.map(
          ([field, rows]) => sql`${childRowsSql(store, rows)} as ${sql.identifier(field)}`,
        ),
      ],
      sql`, `,
    );
    const columns = renderedOnce(sql`select ${selected}`) ?? sql`select ${selected}`;
    const from = renderedOnce(sql` from ${store.table}`) ?? sql` from ${store.table}`;
    select = {
      columns,
      from,
      decoders: [
        ...fields.map((field): Decoders[number] => [
          field,
          store.computed?.[field] ? undefined : tableFields[field],
        ]),
        ...children.map(([field, rows]): Decoders[number] => {
          const childColumns = tableColumns(rows.table);
          return [field, childFields(rows).map((name) => [name, childColumns[name]])];
        }),
      ],
    };
    selects[kind].set(store, select);
  }
  return select;
}

/** A child row's fields as the record reads them: its id first, so an edit can name the row. */
const childFields = (children: ChildRows): string[] => ['id', ...children.fields];

/**
 * A record's child rows as a JSON array of objects of their fields, in the editor's order. The
 * fields' names are the code's own, written as literals so the select list holds no parameter.
 */
function childRowsSql(store: ResourceStore, children: ChildRows): SQL {
  const columns = tableColumns(children.table);
  const fields = sql.join(
    childFields(children).map((name) => sql`${sql.raw(`'${name}'`)}, ${columns[name]}`),
    sql`, `,
  );
  return sql`coalesce((select json_agg(json_build_object(${fields}) order by ${children.position}) from ${children.table} where ${children.parent} = ${store.table.id}), '[]'::json)`;
}

/**
 * A row as drizzle's select would map it: each column's value through that column's decoder, and
 * each child row's the same way.
 */
export function decode(row: Values, decoders: Decoders): void {
  for (const [field, decoder] of decoders) {
    const value = row[field];
    if (value === null || value === undefined || !decoder) continue;
    if (Array.isArray(decoder)) for (const child of value as Values[]) decode(child, decoder);
    else row[field] = decoder.mapFromDriverValue(value);
  }
}
