import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderListFilterSchema,
  orderListRowSchema,
  orders,
  type OrderListRow,
} from '../definition';
import type { OrderStatus } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { listQuerySchema, parseJson, parseListQuery } from '../../../engine/server/listQuery';
import { routeSchema } from '../../../server/http/routeSchemas';
import { builtRowsSerializer } from '../../../server/http/builtRowsSerializer';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/guards';
import { checkPageDepth, partialContentRange } from '../../../engine/server/partialPages';
import { ORDER_PAGE_DEPTH, orderPageQuery } from './orderListQuery';
import { searchWays } from './searchWay';
import { orderListScope } from './orderListScope';
import { namedPage, ORDER_STATEMENTS } from './orderPageStatement';
import { runStatement } from '../../../server/db/runStatement';
import { NEWEST_FIRST, orderSortFieldSchema } from './orderSort';
import { orderSources } from './orderSources';

interface PageRow {
  id: string;
  number: number;
  status: OrderStatus;
  client_id: string;
  client_name: string | null;
  outfitter_id: string | null;
  outfitter_name: string | null;
  ph_id: string | null;
  currency: string;
  total_minor: number | string;
  has_price_on_request: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const filterSchema = orderListFilterSchema.strict();
const sortSchema = z.tuple([
  orderSortFieldSchema,
  z.enum(['ASC', 'DESC'], 'errors.lists.ascOrDesc'),
]);

const listRow = (row: PageRow): OrderListRow => ({
  id: row.id,
  number: row.number,
  status: row.status,
  clientId: row.client_id,
  clientName: row.client_name ?? '',
  outfitterId: row.outfitter_id,
  outfitterName: row.outfitter_id ? (row.outfitter_name ?? '') : null,
  phId: row.ph_id,
  currency: row.currency,
  totalMinor: Number(row.total_minor),
  hasPriceOnRequest: row.has_price_on_request,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/**
 * `GET /api/orders` (ra-data-simple-rest): the access policy's rows in one of the list's sorts
 * (docs/orders-list.md#sorting), one page of the
 * shared page query with partial pagination (docs/orders-list.md#partial-pagination): `Content-Range:
 * orders 0-24/*` while more rows follow, the exact total once the page reaches the end.
 * @example await app.register(orderListRoute, { store, access });
 */
export const orderListRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const path = `${API_PREFIX}/${store.definition.name}`;
  const wayOf = searchWays();
  app.get(
    path,
    {
      config: { access: 'list' },
      schema: routeSchema(store.definition, path, {
        summary: `List orders (newest first unless sorted by createdAt, number, clientName, status, totalMinor or id); Content-Range ends in /* while more follow, in the exact total on the last page; ranges start below ${ORDER_PAGE_DEPTH}`,
        querystring: listQuerySchema,
        response: { 200: z.array(orderListRowSchema) },
      }),
      // The rows are built field by field as OrderListRow above (docs/api.md#answers-built-from-the-schema).
      serializerCompiler: builtRowsSerializer,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { range } = parseListQuery(store.definition, {
        ...request.query,
        sort: undefined,
        filter: undefined,
      });
      const [field, order] = parseJson(request.query.sort, sortSchema, 'sort') ?? [
        NEWEST_FIRST.field,
        NEWEST_FIRST.order,
      ];
      checkPageDepth(range.start, ORDER_PAGE_DEPTH, { name: 'orders' });
      const filter = parseJson(request.query.filter, filterSchema, 'filter') ?? {};
      const limit = range.end - range.start + 1;
      const listRequest = {
        scope: orderListScope(access, app.db, user),
        filter,
        sort: { field, order },
        offset: range.start,
        limit,
      };
      const searchWay = filter.q
        ? await wayOf(
            (query) => runStatement(app.db, query, ORDER_STATEMENTS),
            listRequest,
            orderSources,
          )
        : undefined;
      const pageRequest = { ...listRequest, searchWay };
      const query = orderPageQuery(pageRequest, orderSources);
      const rows = await runStatement<PageRow>(
        app.db,
        query,
        namedPage(pageRequest) ? ORDER_STATEMENTS : undefined,
      );
      reply.header(
        'Content-Range',
        partialContentRange(orders.name, range.start, limit, rows.length),
      );
      return rows.slice(0, limit).map(listRow);
    },
  );
};
