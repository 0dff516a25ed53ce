import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from './definition';
import { orders as ordersTable } from './table';
import { serverResource, type ResourceRoutesOptions } from '../../engine/server/serverResource';
import { orderExpectedDatesRoute } from './server/orderExpectedDatesRoute';
import { orderListRoute } from './server/orderListRoute';
import { orderPaperworkRoute } from './server/orderPaperworkRoute';
import { orderReadRoutes } from './server/orderReadRoutes';
import { orderTransitionRoute } from './server/orderTransitionRoute';
import { orderWriteRoutes } from './server/orderWriteRoutes';

// docs/orders-list.md, docs/order-workflow.md: the list pages by index without a count, a record
// carries lines, totals and history, and a status changes only through the workflow; so orders
// serve routes of their own instead of the generic ones, with the engine's access checks.
const orderRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  await app.register(orderListRoute, options);
  await app.register(orderReadRoutes, options);
  await app.register(orderWriteRoutes, options);
  await app.register(orderTransitionRoute, options);
  await app.register(orderPaperworkRoute, options);
  await app.register(orderExpectedDatesRoute, options);
};

/** Orders: the policy's `phId` and `clientId` are columns of their table. */
export const ordersServer = serverResource(orders, {
  table: ordersTable,
  crud: [],
  routes: orderRoutes,
});
