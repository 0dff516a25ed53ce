import { eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { clientOutfitters, clients } from '../table';
import { recordAudit } from '../../../server/db/queries';
import { readRecords } from '../../../engine/server/readRecords';
import type { ResourceStore } from '../../../engine/server/resourceStore';

/**
 * Links the client to the outfitter (a no-op when they are already) and records the change in the
 * audit trail as `actorId`'s: the linking outfitter, the consenting client or approving staff
 * (docs/domain.md#link-requests).
 * @example await linkClient(tx, clientsServer.store, { clientId, outfitterId, actorId: user.id });
 */
export async function linkClient(
  tx: Db,
  store: ResourceStore,
  link: { clientId: string; outfitterId: string; actorId: string },
): Promise<void> {
  const byId = { where: eq(clients.id, link.clientId) };
  const [before] = await readRecords(tx, store, byId);
  await tx
    .insert(clientOutfitters)
    .values({ clientId: link.clientId, outfitterId: link.outfitterId })
    .onConflictDoNothing();
  const [after] = await readRecords(tx, store, byId);
  await recordAudit(tx, {
    userId: link.actorId,
    resource: store.definition.name,
    recordId: link.clientId,
    before: before!,
    after: after!,
  });
}
