import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from './definition';
import { orders as ordersTable } from './table';
import { serverResource, type ResourceRoutesOptions } from '../../engine/server/serverResource';
import { orderExpectedDatesRoute } from './server/orderExpectedDatesRoute';
import { lineStageRoute } from './server/lineStageRoute';
import { workbenchRoutes } from './server/workbenchRoutes';
import { farmPhotoReaders } from './server/farmPhotoReaders';
import { orderListOptions } from './server/orderList';
import { orderPaperworkRoute } from './server/orderPaperworkRoute';
import { orderReadRoutes } from './server/orderReadRoutes';
import { invoiceRoute } from './server/invoiceRoute';
import { orderTransitionRoute } from './server/orderTransitionRoute';
import { orderWriteRoutes } from './server/orderWriteRoutes';

// docs/order-workflow.md: a record carries lines, totals and history, and a status changes only
// through the workflow; so orders serve routes of their own for all but the list, with the
// engine's access checks. The list is the engine's (docs/orders-list.md).
const orderRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, options) => {
  await app.register(orderReadRoutes, options);
  await app.register(invoiceRoute, options);
  await app.register(orderWriteRoutes, options);
  await app.register(orderTransitionRoute, options);
  await app.register(orderPaperworkRoute, options);
  await app.register(orderExpectedDatesRoute, options);
  await app.register(lineStageRoute, options);
  await app.register(workbenchRoutes, options);
  await app.register(farmPhotoReaders, options);
};

/** Orders: the policy's `phId` and `clientId` are columns of their table. */
export const ordersServer = serverResource(orders, {
  table: ordersTable,
  crud: ['list'],
  routes: orderRoutes,
  ...orderListOptions,
});
