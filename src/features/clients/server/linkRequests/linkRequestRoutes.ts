import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientLinkRequestSchema,
  confirmClientLinkAnswerSchema,
  confirmClientLinkBodySchema,
} from '../../linkRequestSchemas';
import { apiPaths } from '../../../../shared/apiPaths';
import { requireRoles, signedInUser } from '../../../../server/auth/caller';
import { hashOpaqueToken } from '../../../../server/auth/tokens';
import type { Db } from '../../../../server/db/database';
import { clientLinkRequests, clients } from '../../table';
import { users } from '../../../users/table';
import { personNameSql } from '../../../../server/db/personName';
import { routeSchema } from '../../../../server/http/routeSchemas';
import { inTransaction } from '../../../../server/db/queries';
import { HttpError } from '../../../../server/http/httpError';
import { clientsServer } from '../../server';
import { linkClient } from '../linkClient';
import { pendingLinkRequest } from './pendingLinkRequests';

const TAG = 'Client link requests';
const outfitters = alias(users, 'outfitters');

const invalidLink = () =>
  new HttpError(400, 'errors.clients.invalidLink', {
    token: 'errors.clients.invalidUsedOrExpired',
  });

/** Settles one pending request (one conditional update, so two uses cannot both link) and links. */
async function settle(
  tx: Db,
  where: ReturnType<typeof pendingLinkRequest>,
  settled: Partial<typeof clientLinkRequests.$inferInsert>,
  actorId: (clientUserId: string | null, outfitterId: string) => string,
) {
  const [row] = await tx
    .update(clientLinkRequests)
    .set(settled)
    .where(and(where, pendingLinkRequest()))
    .returning({
      clientId: clientLinkRequests.clientId,
      outfitterId: clientLinkRequests.outfitterId,
    });
  if (!row) return undefined;
  const [client] = await tx
    .select({ userId: clients.userId })
    .from(clients)
    .where(eq(clients.id, row.clientId));
  await linkClient(tx, clientsServer.store, {
    ...row,
    actorId: actorId(client!.userId, row.outfitterId),
  });
  const [outfitter] = await tx
    .select({ name: personNameSql(users) })
    .from(users)
    .where(eq(users.id, row.outfitterId));
  return { outfitterName: outfitter!.name };
}

/**
 * docs/domain.md#link-requests: the client confirms a request from the e-mail's link (signed in or
 * not: the token is the consent); staff list pending requests and approve one.
 * @example await app.register(clientLinkRequestRoutes);
 */
export const clientLinkRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = requireRoles('admin', 'customerLiaison');
  const { list, confirm } = apiPaths.clientLinkRequests;
  const approve = `${list}/:id/approve` as const;

  app.post(
    confirm,
    {
      schema: routeSchema(TAG, confirm, {
        summary: "The client agrees to an outfitter's link request, with the e-mail's token",
        body: confirmClientLinkBodySchema,
        response: { 200: confirmClientLinkAnswerSchema },
      }),
    },
    async (request) => {
      const answer = await inTransaction(app.db, (tx) =>
        settle(
          tx,
          eq(clientLinkRequests.tokenHash, hashOpaqueToken(request.body.token)),
          { confirmedAt: new Date() },
          // A client with no account consents by the e-mail alone; the trail names the requester.
          (clientUserId, outfitterId) => clientUserId ?? outfitterId,
        ),
      );
      if (!answer) throw invalidLink();
      return answer;
    },
  );

  app.get(
    list,
    {
      preHandler: staffOnly,
      schema: routeSchema(TAG, list, {
        summary: 'Pending link requests, oldest first',
        response: { 200: z.array(clientLinkRequestSchema) },
      }),
    },
    async () => {
      const rows = await app.db
        .select({
          id: clientLinkRequests.id,
          clientId: clientLinkRequests.clientId,
          clientName: personNameSql(clients),
          clientEmail: clients.email,
          outfitterId: clientLinkRequests.outfitterId,
          outfitterName: personNameSql(outfitters),
          createdAt: clientLinkRequests.createdAt,
          expiresAt: clientLinkRequests.expiresAt,
        })
        .from(clientLinkRequests)
        .innerJoin(clients, eq(clients.id, clientLinkRequests.clientId))
        .innerJoin(outfitters, eq(outfitters.id, clientLinkRequests.outfitterId))
        .where(pendingLinkRequest())
        .orderBy(asc(clientLinkRequests.createdAt));
      return rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },
  );

  app.post(
    approve,
    {
      preHandler: staffOnly,
      schema: routeSchema(TAG, approve, {
        summary: 'Staff approve a pending link request: the client is linked to the outfitter',
        response: { 200: confirmClientLinkAnswerSchema },
      }),
    },
    async (request) => {
      const id = z.uuid().safeParse(request.params.id);
      if (!id.success) throw new HttpError(404, 'errors.status.notFound');
      const staff = signedInUser(request);
      const answer = await inTransaction(app.db, async (tx) => {
        const [known] = await tx
          .select({ id: clientLinkRequests.id })
          .from(clientLinkRequests)
          .where(eq(clientLinkRequests.id, id.data));
        if (!known) throw new HttpError(404, 'errors.status.notFound');
        return settle(
          tx,
          eq(clientLinkRequests.id, id.data),
          { approvedAt: new Date(), approvedById: staff.id },
          () => staff.id,
        );
      });
      if (!answer) {
        throw new HttpError(400, 'errors.clients.requestNotPending');
      }
      return answer;
    },
  );
};
