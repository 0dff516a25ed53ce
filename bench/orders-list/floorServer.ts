// The floor (docs/orders-list.md): a bare Fastify route running the list's page query with `pg` (or
// PGlite) and nothing else: no auth, no validation, no total. Run as its own process by floorTarget;
// the scope comes from the x-bench-scope header ("all", "outfitter:<id>", "ph:<id>", "client:<id>").
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import type { OrderListFilter } from '../../src/features/orders/definition';
import { orderPageQuery } from '../../src/features/orders/server/orderListQuery';
import type { OrderSort } from '../../src/features/orders/server/orderSort';
import { orderSources } from '../../src/features/orders/server/orderSources';
import { searchWays } from '../../src/features/orders/server/searchWay';
import { openFloorDatabase } from '../support/floorDatabase';
import { floorScopeOf } from './floorScope';

const dialect = new PgDialect();
const run = await openFloorDatabase();
const wayOf = searchWays();
const read = (query: SQL) => {
  const { sql, params } = dialect.sqlToQuery(query);
  return run(sql, params);
};
const app = Fastify({ logger: false });

app.get('/api/orders', async (request) => {
  const query = request.query as { range?: string; filter?: string; sort?: string };
  const [field, order] = JSON.parse(query.sort ?? '["createdAt","DESC"]') as [
    OrderSort['field'],
    OrderSort['order'],
  ];
  const [first, last] = JSON.parse(query.range ?? '[0,24]') as [number, number];
  const listRequest = {
    scope: floorScopeOf(String(request.headers['x-bench-scope'] ?? 'all')),
    filter: JSON.parse(query.filter ?? '{}') as OrderListFilter,
    sort: { field, order },
    offset: first,
    limit: last - first + 1,
  };
  const searchWay = listRequest.filter.q ? await wayOf(read, listRequest, orderSources) : undefined;
  return read(orderPageQuery({ ...listRequest, searchWay }, orderSources));
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
