import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from '../../../../resources/orders';
import * as tables from '../../db/schema';
import { serverResource, type ResourceRoutesOptions } from '../../engine/serverResource';
import { orderListRoute } from './orderListRoute';
import { orderPaperworkRoute } from './orderPaperworkRoute';
import { orderReadRoutes } from './orderReadRoutes';
import { orderTransitionRoute } from './orderTransitionRoute';
import { orderWriteRoutes } from './orderWriteRoutes';

// docs/orders-list.md, docs/order-workflow.md: the list pages by index without a count, a record
// carries lines, totals and history, and a status changes only through the workflow; so orders
// serve routes of their own instead of the generic ones, with the engine's access checks.
const orderRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  await app.register(orderListRoute, options);
  await app.register(orderReadRoutes, options);
  await app.register(orderWriteRoutes, options);
  await app.register(orderTransitionRoute, options);
  await app.register(orderPaperworkRoute, options);
};

/** Orders: the policy's `phId` and `clientId` are columns of their table. */
export const ordersServer = serverResource(orders, {
  table: tables.orders,
  crud: [],
  routes: orderRoutes,
});
