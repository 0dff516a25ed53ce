import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientLinkConfirmationLink } from '../../../../server/auth/accountLinks';
import { newOpaqueToken } from '../../../../server/auth/tokens';
import type { Db } from '../../../../server/db/database';
import { clientLinkRequests, clients } from '../../table';
import { users } from '../../../users/table';
import { personNameSql } from '../../../../server/db/personName';
import { clientLinkRequestMessage, queueMail } from '../../../../server/mail/public';
import { clientLanguageSql } from '../clientLanguage';
import { LINK_REQUEST_SECONDS, pendingLinkRequest } from './pendingLinkRequests';

/**
 * docs/domain.md#link-requests: records a pending request and, in the same transaction, the
 * e-mail that asks the client to confirm it. While one is pending for the pair, a repeated call
 * sends nothing, so an outfitter cannot flood a client's inbox.
 */
export async function requestClientLink(
  request: FastifyRequest,
  tx: Db,
  clientId: string,
  outfitterId: string,
): Promise<void> {
  const [open] = await tx
    .select({ id: clientLinkRequests.id })
    .from(clientLinkRequests)
    .where(
      and(
        eq(clientLinkRequests.clientId, clientId),
        eq(clientLinkRequests.outfitterId, outfitterId),
        pendingLinkRequest(),
      ),
    )
    .limit(1);
  if (open) return;
  const { token, hash } = newOpaqueToken();
  await tx.insert(clientLinkRequests).values({
    clientId,
    outfitterId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + LINK_REQUEST_SECONDS * 1000),
  });
  const [client] = await tx
    .select({ email: clients.email, firstName: clients.firstName, language: clientLanguageSql })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(eq(clients.id, clientId));
  const [outfitter] = await tx
    .select({ name: personNameSql(users) })
    .from(users)
    .where(eq(users.id, outfitterId));
  const link = clientLinkConfirmationLink(request, token);
  await queueMail(request, tx, clientLinkRequestMessage(client!, outfitter!.name, link));
}
