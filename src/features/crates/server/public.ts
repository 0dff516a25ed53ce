// What other features take from crates/: the dashboards count the crates waiting through the
// crates list's own condition (docs/dashboards.md#crates-waiting); the freight agent's pack reads a
// shipment's crates and their packing lists (docs/crates-and-shipments.md#the-freight-agents-pack).
import { eq } from 'drizzle-orm';
import { readRecords } from '../../../engine/server/readRecords';
import type { Db } from '../../../server/db/database';
import { crateSchema } from '../definition';
import { cratesServer } from '../server';
import { crates } from '../table';

export { crateWaitingSql, crateOfLinkedClientSql } from './crateWaitingSql';
export { packingListJob } from './packingListJob';

/** The crates of a shipment, by number. Access is the caller's business. */
export async function shipmentCrates(db: Db, shipmentId: string) {
  const rows = await readRecords(db, cratesServer.store, {
    where: eq(crates.shipmentId, shipmentId),
  });
  return rows.map((row) => crateSchema.parse(row)).sort((a, b) => a.number - b.number);
}
