import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/db/database';
import { z } from 'zod';
import { MAX_LIST_ROWS } from '../listLimits';
import type { Role } from '../../shared/roles';

// The shapes of a list call and of how its page is found (list.ts), apart from
// the code, so a store's options (resourceStore.ts) can name them.

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
/** One filter's value in a list call: a value, or a list of them (any of them). */
export const filterValue = z.union([scalar, z.array(scalar).max(MAX_LIST_ROWS)]);
export type FilterValue = z.infer<typeof filterValue>;

/** A list call's parameters, read and checked (parseListQuery). */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Record<string, FilterValue>;
}

export type ListSort = ListQuery['sort'];

/** A key after the sort's field; `reversed` runs against the sort's direction (newest first within a status). */
export interface SortTie {
  field: string;
  reversed?: boolean;
}

/** What a field sorts by when that is not its own column: an index's expression, through a join. */
export type SortBy = SQL | AnyPgColumn | { by: SQL | AnyPgColumn; join: SQL };

/** How a page's rows are found in the sort's order: where they are read, their id and their keys. */
export interface SortPlan {
  from: SQL;
  id: SQL | AnyPgColumn;
  keys: { value: SQL | AnyPgColumn; descending: boolean }[];
  /** `<id> as id, <key 0> as k0, …`: a page's select list, for an outer query to join and order by. */
  keyColumns: SQL;
  /** Its `order by`s by subquery alias ('' for its own expressions), each rendered when first asked. */
  orderBys: Map<string, SQL>;
}

/** One reader's rows of a list index under a call's filter: where a page's ids are found. */
export interface IndexRows {
  table: PgTable;
  where: SQL | undefined;
  /** The call's sort over the index's copies. */
  plan: SortPlan;
}

/**
 * What a list's own search is given (docs/api.md#a-lists-own-search): the reader's rows and every
 * other filter as conditions on the store's table, the sort over that table and over the reader's
 * list index rows when they hold the sort and filters, and the page it must find.
 */
export interface ListSearchContext {
  db: Db;
  text: string;
  /** The access policy's condition on the reader's rows; undefined when they may see every row. */
  scope: SQL | undefined;
  /** The call's other filters' condition. */
  filters: SQL | undefined;
  filter: Record<string, FilterValue>;
  sort: ListSort;
  plan: SortPlan;
  index: IndexRows | undefined;
  /** The reader's id when their rows are exactly the list index's role's (an outfitter's). */
  indexUser: string | undefined;
  offset: number;
  limit: number;
}

/** The page a search found: `id, k0, …` in the plan's order (list.ts). */
export interface ListSearchPage {
  ids: SQL;
  /** Whether one plan serves every text, so the page may run as a named statement. */
  named: boolean;
}

/** A list's own search, in place of "contains" over its `list.search` fields. */
export type ListSearch = (context: ListSearchContext) => Promise<ListSearchPage>;

/** Who is reading the list: a session's user, or a test's or the bench floor's role and id. */
export interface ListReader {
  id: string;
  roles: readonly Role[];
}

/**
 * A field of a list's rows that depends on who reads them (the orders' unread messages): an
 * expression of the row for the reader, read in the page's own statement
 * (docs/api.md#fields-per-reader).
 */
export type ReaderField = (reader: ListReader) => SQL;
