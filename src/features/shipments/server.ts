import { eq, sql } from 'drizzle-orm';
import { shipments } from './definition';
import { shipments as table } from './table';
import { crates } from '../crates/table';
import { serverResource, type ServerResource } from '../../engine/server/serverResource';
import { keepCratesAgent } from './server/freightAgentRule';
import { freightPackRoutes } from './server/freightPackRoutes';

/**
 * Shipments (docs/crates-and-shipments.md#shipments): listed, read, made and changed through the
 * engine; a crate joins one from the crate's side. Never deleted: crates and readers point at them.
 */
export const shipmentsServer: ServerResource<'shipments'> = serverResource(shipments, {
  table,
  crud: ['list', 'read', 'create', 'update'],
  // The reference is formatShipmentNumber's, in SQL so that lists and references read it as the title.
  computed: {
    reference: sql<string>`'S-' || lpad(${table.number}::text, 6, '0')`,
    crateCount: sql<number>`(select count(*)::int from ${crates} where ${eq(crates.shipmentId, table.id)})`,
  },
  sortBy: { reference: table.number },
  hooks: { prepare: keepCratesAgent },
  sortTies: { reference: [] },
  routes: freightPackRoutes,
});
