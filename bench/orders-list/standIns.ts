// Until the clients resource lands on main (issue 5), the bench creates the two tables the list's
// scoping and search read: `clients` (name) and `client_outfitters` (the outfitter links). After the
// merge the real tables exist; `create ... if not exists` then leaves them alone, and seedBench's
// insert statements for them must follow the real columns. Only the list's sources refer to them.
import { sql } from 'drizzle-orm';
import type { OrderListSources } from '../../src/server/orders/orderListQuery';

export const STAND_IN_DDL = `
  create table if not exists clients (id uuid primary key, name text not null);
  create index if not exists clients_name_prefix_idx on clients (lower(name) text_pattern_ops);
  create table if not exists client_outfitters (
    outfitter_id uuid not null, client_id uuid not null, primary key (outfitter_id, client_id));
`;

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The list's subqueries over the stand-in tables. */
export const benchSources: OrderListSources = {
  linkedClientIds: (outfitterId) =>
    sql`select client_id from client_outfitters where outfitter_id = ${outfitterId}`,
  clientIdsNamed: (prefix) =>
    sql`select id from clients where lower(name) like ${likePrefix(prefix)}`,
};
