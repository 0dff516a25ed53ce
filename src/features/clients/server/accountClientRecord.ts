import { eq } from 'drizzle-orm';
import { clientContactOf } from '../../../server/auth/ownClientRecord';
import type { Db } from '../../../server/db/database';
import { clients } from '../table';
import { users } from '../../users/table';
import { recordAudit } from '../../../server/db/queries';
import { readRecords } from '../../../engine/server/readRecords';
import type { ResourceStore } from '../../../engine/server/resourceStore';
import { sameEmail } from '../../../server/db/textMatch';

/**
 * docs/domain.md#link-requests: an address with an account but no client record yet (unverified,
 * incomplete, invited) gets its record from the account, joined to it and linked to no outfitter,
 * so that a link request has a client to name and only the account holder's consent links it.
 * Answers undefined when no account holds the address.
 * @example const client = await clientRecordOfAccount(tx, store, email, outfitter.id);
 */
export async function clientRecordOfAccount(
  tx: Db,
  store: ResourceStore,
  email: string,
  actorId: string,
): Promise<{ id: string; userId: string | null } | undefined> {
  const [account] = await tx.select().from(users).where(sameEmail(users.email, email));
  if (!account) return undefined;
  const [made] = await tx
    .insert(clients)
    .values({ ...clientContactOf(account), email: account.email, userId: account.id })
    .returning({ id: clients.id, userId: clients.userId });
  const [after] = await readRecords(tx, store, { where: eq(clients.id, made!.id) });
  await recordAudit(tx, {
    userId: actorId,
    resource: store.definition.name,
    recordId: made!.id,
    before: null,
    after: after!,
  });
  return made;
}
