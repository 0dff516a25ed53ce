import { and, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AnyResource } from '../defineResource';
import { MAX_LIST_ROWS, MAX_SEARCH_LENGTH } from '../listLimits';
import { isErrorKey, type ErrorText } from '../../server/http/errorText';
import { HttpError } from '../../server/http/httpError';
import type { Db } from '../../server/db/database';
import { escapeLike } from '../../server/db/textMatch';
import { fieldSql } from './readRecords';
import type { FilterCondition, ResourceStore } from './resourceStore';
import { filterValue, type FilterValue, type ListQuery } from './listTypes';

// docs/api.md#resources (ra-data-simple-rest): sort=["field","ASC"], range=[0,24], filter={...}.
export const MAX_PAGE = MAX_LIST_ROWS;

export const listQuerySchema = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(20_000).optional(),
});

export function parseJson<T>(
  text: string | undefined,
  schema: z.ZodType<T>,
  name: string,
  params: Record<string, string> = {},
): T | undefined {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      { key: 'errors.lists.notJson', params: { name } },
      { [name]: 'errors.lists.notValidJson' },
    );
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(
      400,
      { key: 'errors.lists.parameterNotValid', params: { name } },
      { [name]: listIssue(parsed.error.issues[0]?.message, params) },
    );
  }
  return parsed.data;
}

export const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start, 'errors.lists.rangeBackwards')
  .refine(([start, end]) => end - start < MAX_PAGE, 'errors.lists.rangeTooLong');

// The parameters' schemas name their messages by key; zod's own messages are said as "Not valid".
const listIssue = (message = '', params: Record<string, string>): ErrorText =>
  isErrorKey(message)
    ? { key: message, params: { max: MAX_PAGE, ...params } }
    : 'errors.lists.notValid';

function schemasOf(definition: AnyResource) {
  const sortable = ['id', ...definition.list.sortable] as [string, ...string[]];
  const filterKeys = [
    'q',
    'id',
    ...definition.list.filters,
    ...Object.keys(definition.list.conditionFilters ?? {}),
  ] as [string, ...string[]];
  return {
    sortable: sortable.join(', '),
    sort: z.tuple([z.enum(sortable, 'errors.lists.notSortable'), z.enum(['ASC', 'DESC'])]),
    filter: z
      .partialRecord(z.enum(filterKeys, 'errors.lists.notFilterable'), filterValue)
      .superRefine(({ q }, context) => {
        if (typeof q === 'string' && q.length > MAX_SEARCH_LENGTH)
          context.addIssue({ code: 'custom', message: 'errors.lists.searchTooLong', path: ['q'] });
      }),
  };
}

// Built once per definition: a list call is the hottest path of the API, and building zod schemas
// costs more than parsing three short parameters with them.
const schemasByDefinition = new WeakMap<AnyResource, ReturnType<typeof schemasOf>>();

function listSchemasOf(definition: AnyResource): ReturnType<typeof schemasOf> {
  let schemas = schemasByDefinition.get(definition);
  if (!schemas) {
    schemas = schemasOf(definition);
    schemasByDefinition.set(definition, schemas);
  }
  return schemas;
}

/**
 * Reads and checks a list call's parameters against the definition: only its sortable fields, its
 * filters, `q` and `id`; a malformed parameter answers 400, never a 500.
 * @example parseListQuery(species, { sort: '["commonName","ASC"]', range: '[0,24]' })
 */
export function parseListQuery(
  definition: AnyResource,
  query: z.infer<typeof listQuerySchema>,
): ListQuery {
  const schemas = listSchemasOf(definition);
  const sort = parseJson(query.sort, schemas.sort, 'sort', { fields: schemas.sortable }) ?? [
    definition.list.defaultSort.field,
    definition.list.defaultSort.order,
  ];
  const range = parseJson(query.range, rangeSchema, 'range') ?? [0, 24];
  const filter =
    parseJson(query.filter, schemas.filter, 'filter', { length: String(MAX_SEARCH_LENGTH) }) ?? {};
  checkFilterValues(definition, filter as Record<string, FilterValue>);
  return {
    sort: { field: sort[0], order: sort[1] },
    range: { start: range[0], end: range[1] },
    filter: filter as Record<string, FilterValue>,
  };
}

/** Each filter value must be a valid value of its field, so the database never sees a wrong type. */
function checkFilterValues(definition: AnyResource, filter: Record<string, FilterValue>): void {
  for (const [field, value] of Object.entries(filter)) {
    if (field === 'q' || value === undefined) continue;
    const { conditionFilters, row = definition.record } = definition.list;
    const schema = elementSchema(
      conditionFilters?.[field] ?? (row.shape as Record<string, z.ZodType>)[field],
    );
    const values = Array.isArray(value) ? value : [value];
    const wrong = values.find((one) => one !== null && !schema.safeParse(one).success);
    if (wrong !== undefined) {
      throw new HttpError(400, 'errors.lists.filterNotValid', {
        [`filter.${field}`]: {
          key: 'errors.lists.notAValue',
          params: { value: JSON.stringify(wrong).slice(0, 60) },
        },
      });
    }
  }
}

/** The schema one filter value must match: a field's own, or its items' for a list field. */
function elementSchema(schema: z.ZodType | undefined): z.ZodType {
  let inner = schema ?? z.never();
  while (
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable
  ) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : inner;
}

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
          ...store.definition.list.search.map(
            (name) =>
              store.searchBy?.[name]?.(pattern) ??
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
