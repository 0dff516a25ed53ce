import { eq, sql } from 'drizzle-orm';
import { crates } from './definition';
import { crateLines, crates as table } from './table';
import { clients } from '../clients/table';
import { orderLines, orders } from '../orders/table';
import { species } from '../species/table';
import { trophyTypes } from '../trophy-types/table';
import { personNameSql } from '../../server/db/personName';
import { serverResource, type ServerResource } from '../../engine/server/serverResource';
import { prepareCrate } from './server/packingRules';
import { packingListRoute } from './server/packingListRoute';
import { crateFilterConditions } from './server/crateWaitingSql';

/**
 * Crates (docs/crates-and-shipments.md#crates): listed, read, made and changed through the engine,
 * their lines a link kept in crate_lines; never deleted: a crate packed by mistake is emptied.
 */
export const cratesServer: ServerResource<'crates'> = serverResource(crates, {
  table,
  crud: ['list', 'read', 'create', 'update'],
  // The reference is formatCrateNumber's, in SQL so that lists and references read it as the title.
  computed: {
    clientName: sql<string>`(select ${personNameSql(clients)} from ${clients} where ${eq(clients.id, table.clientId)})`,
    reference: sql<string>`'C-' || lpad(${table.number}::text, 6, '0')`,
    packedLines: sql<
      unknown[]
    >`coalesce((select json_agg(json_build_object('lineId', ${orderLines.id}, 'orderNumber', ${orders.number}, 'lineNumber', ${orderLines.position} + 1, 'species', ${species.commonName}, 'trophyType', ${trophyTypes.name}, 'tagNumbers', to_json(${orderLines.tagNumbers})) order by ${orders.number}, ${orderLines.position}) from ${crateLines} join ${orderLines} on ${eq(orderLines.id, crateLines.orderLineId)} join ${orders} on ${eq(orders.id, orderLines.orderId)} join ${species} on ${eq(species.id, orderLines.speciesId)} join ${trophyTypes} on ${eq(trophyTypes.id, orderLines.trophyTypeId)} where ${eq(crateLines.crateId, table.id)}), '[]'::json)`,
  },
  links: {
    orderLineIds: { table: crateLines, from: crateLines.crateId, to: crateLines.orderLineId },
  },
  sortBy: { reference: table.number },
  sortTies: { number: [], reference: [] },
  // docs/dashboards.md#crates-waiting: the dashboard's card opens the list through these.
  filterConditions: crateFilterConditions,
  hooks: { prepare: prepareCrate },
  uniqueMessages: { crate_lines_line_key: 'errors.crates.lineInAnotherCrate' },
  routes: packingListRoute,
});
