import type { SQL } from 'drizzle-orm';
import type { OrderListFilter } from '../definition';
import type { OrderSort } from './orderSort';

// What a page of GET /api/orders is asked for, apart from the statement that reads it
// (orderListQuery.ts), so the files that build its parts take these types without importing it.

/**
 * Which rows a role may see (docs/orders-list.md#scopes); staff see all. The route passes the access policy's
 * condition (`where`); the kinds name the same scopes for the bench floor and the query's tests.
 */
export type OrderScope =
  | { kind: 'all' }
  | { kind: 'where'; condition: SQL | undefined }
  | { kind: 'client'; clientId: string }
  | { kind: 'ph'; phId: string }
  | { kind: 'outfitter'; outfitterId: string };

/** Subqueries over tables other resources own (client links, client and user names). */
export interface OrderListSources {
  /** `select client_id ...` of the clients linked to this outfitter. */
  linkedClientIds(outfitterId: string): SQL;
  /**
   * A scalar subquery: true when the client with this id is linked to this outfitter (null when
   * not), read by primary key, for a row or two found on another index.
   */
  clientLinked(clientId: SQL, outfitterId: string): SQL;
  /** `select id ...` of the clients whose name holds each word of this text, in any case, or a word close to it. */
  clientIdsMatching(text: string): SQL;
  /** `select id ...` of the clients whose name holds each word of this text as typed (a subset of clientIdsMatching's). */
  clientIdsContaining(text: string): SQL;
  /**
   * A scalar subquery: whether the name of the client with this id matches the text as
   * clientIdsMatching's do, read by primary key, for a walk that tests one order's client at a time.
   */
  clientMatches(clientId: SQL, text: string): SQL;
  /** A scalar subquery: the name of the client with this id, as the clients resource shows it. */
  clientName(clientId: SQL): SQL;
  /** A scalar subquery: the name of the user with this id (null for null). */
  userName(userId: SQL): SQL;
}

export interface OrderListRequest {
  scope: OrderScope;
  filter: OrderListFilter;
  sort: OrderSort;
  offset: number;
  limit: number;
  /** For a search: how it reads a name (searchWay.ts); a walk when absent. Both read the same rows. */
  searchWay?: SearchWay | undefined;
}

/** How a search reads a name: walking the scope's rows, or client by client. */
export type SearchWay = 'walk' | 'byClient';
