import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyResource } from '../defineResource';
import type { Role } from '../../shared/roles';
import type { SessionUser } from '../../server/auth/caller';
import type { Db } from '../../server/db/database';
import type { ErrorKey } from '../../server/http/errorText';
import type { ListSearch, ReaderField, SortBy, SortTie } from './listTypes';

/**
 * A table holding each user's list rows of one role, with copies of the fields those lists filter
 * and sort by, kept by triggers (outfitter_irs: an outfitter's IRs,
 * docs/instruction-registers.md#the-list). Rows the access policy finds through a join (the
 * client's links) are read here in the sort's order, a page of index entries.
 */
export interface ListIndex {
  table: PgTable;
  /** The role whose rows it holds: a user whose list rows are exactly this role's reads them here. */
  role: Role;
  /** The column holding that user's id. */
  user: AnyPgColumn;
  /** Its copy of each record field it filters (by equality) and sorts by; `id` the record's id. */
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn };
  /** The condition filters it holds, over its own columns (as the store's `filterConditions`). */
  conditions?: Record<string, FilterCondition>;
}

/** A condition filter's SQL given its values (`list.conditionFilters`). */
export type FilterCondition = (values: string[]) => SQL;

/** A table with the columns every engine table has (see db/schema/recordColumns.ts). */
export type RecordTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };

/** A many-to-many field: the record's list of ids kept in a link table. */
export interface LinkField {
  table: PgTable;
  /** The link table's column pointing at this record. */
  from: AnyPgColumn;
  /** The link table's column holding the listed id. */
  to: AnyPgColumn;
}

/**
 * A field of child rows edited within the record, read with their ids and saved in the record's
 * transaction: the rows the body names by id stay, updated in place; the others are new; the
 * rows it leaves out go (crudWrites.ts, docs/api.md#child-rows).
 */
export interface ChildRows {
  table: PgTable & { id: AnyPgColumn };
  parent: AnyPgColumn;
  /** Column keeping the rows in the order the editor left them. */
  position: AnyPgColumn;
  /** The fields each save writes, and the record reads with each row's `id`. */
  fields: readonly string[];
  /** Fields written only when a row is made, and kept by later saves (an order line's register line). */
  madeWith?: readonly string[];
}

export interface WriteContext {
  tx: Db;
  user: SessionUser;
  request: FastifyRequest;
}

export type Values = Record<string, unknown>;

/** A record as read back: any definition's record has at least these. */
export type StoredRecord = Values & { id: string; version: number };

export interface StoreHooks {
  /** Adjusts or refuses a validated body before it is written (`before` is null on create). */
  prepare?(context: WriteContext, body: Values, before: Values | null): Promise<Values> | Values;
  /** Column values for a body, when they are not simply its fields of the same name. */
  columns?(context: WriteContext, body: Values, before: Values | null): Promise<Values> | Values;
  /** Runs after a create in the same transaction (an invitation, a link). */
  afterCreate?(context: WriteContext, record: Values): Promise<void>;
  /** Runs after an update commits (a cache of the record to forget). */
  afterUpdate?(record: Values): void;
}

/**
 * How a definition's records live in the database. Record fields are the table's columns of the
 * same name unless `computed`, `links` or `children` say otherwise.
 */
export interface ResourceStore {
  definition: AnyResource;
  table: RecordTable;
  computed?: Record<string, SQL>;
  links?: Record<string, LinkField>;
  children?: Record<string, ChildRows>;
  /**
   * The fields holding files from `POST /api/files` (`fileIdSchema`, `fileIdsSchema`): a column
   * (`'fileId'`) or a field of child rows (`'lines.photoFileIds'`), one id or an array of them. The
   * engine checks, holds and releases them (fileHolding.ts, docs/files.md#for-resources-that-hold-files).
   */
  files?: readonly string[];
  /**
   * What a computed field sorts by, where its own expression is no index's: the column or the
   * expression an index holds in the same order (docs/api.md#lists-without-a-count), so a page
   * walks an index rather than sorting every row.
   */
  sortBy?: Record<string, SortBy>;
  /**
   * The keys that break ties after a sort's field, by field (docs/api.md#sorting); the id by default, none
   * for a field that is unique on its own.
   */
  sortTies?: Record<string, readonly SortTie[]>;
  /**
   * How a computed field of `list.search` is searched, given the LIKE pattern, where its own
   * expression is no index's: through the expression or the table a trigram index holds
   * (docs/api.md#searching-a-list).
   */
  searchBy?: Record<string, (pattern: string) => SQL>;
  /** Rows of the table that belong to this resource at all (outfitters among users). */
  where?: SQL;
  /** Where one role's list rows are read in the sort's order (docs/api.md#list-indexes). */
  listIndex?: ListIndex;
  /** The condition of each of the definition's `list.conditionFilters`, given its values. */
  filterConditions?: Record<string, FilterCondition>;
  /** The list's own way to find what `q` matches, instead of "contains" over `list.search` (docs/api.md#a-lists-own-search). */
  search?: ListSearch;
  /** Fields of the list's rows that depend on who reads them, found after the page (docs/api.md#fields-per-reader). */
  readerFields?: Record<string, ReaderField>;
  hooks?: StoreHooks;
  /** Messages for unique constraints by name, answered with 409. */
  uniqueMessages?: Readonly<Record<string, ErrorKey>>;
}

/**
 * Binds a definition to its table; the generic CRUD plugin serves every store it is given.
 * @example export const speciesStore = defineStore(species, { table: speciesTable });
 */
export function defineStore(
  definition: AnyResource,
  store: Omit<ResourceStore, 'definition'>,
): ResourceStore {
  return { definition, ...store };
}
