import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkClientAnswerSchema, linkClientBodySchema } from '../definition';
import { apiPaths } from '../../../shared/apiPaths';
import type { Db } from '../../../server/db/database';
import { signedInUser } from '../../../server/auth/caller';
import { clientOutfitters, clients } from '../table';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { requestLanguage } from '../../../server/http/requestLanguage';
import { translatorFor } from '../../../server/i18n/translator';
import { sameEmail } from '../../../server/db/textMatch';
import { clientRecordOfAccount } from './accountClientRecord';
import { linkClient } from './linkClient';
import { requestClientLink } from './linkRequests/requestClientLink';

/** PUT api/clients/link: an outfitter links an existing client to themself by e-mail (docs/domain.md#clients). */
export const linkClientRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  app.put(
    apiPaths.clients.link,
    {
      config: { access: 'link' },
      schema: routeSchema(store.definition, apiPaths.clients.link, {
        summary: 'Link an existing client to the signed-in outfitter by e-mail',
        body: linkClientBodySchema,
        response: { 202: linkClientAnswerSchema },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await access.inTransaction(async (tx) => {
        const [existing] = await tx
          .select({ id: clients.id, userId: clients.userId })
          .from(clients)
          .where(sameEmail(clients.email, request.body.email));
        const client =
          existing ?? (await clientRecordOfAccount(tx, store, request.body.email, user.id));
        if (!client || (await isLinked(tx, client.id, user.id))) return;
        if (await mayLinkAtOnce(tx, client, user.id)) {
          await linkClient(tx, store, {
            clientId: client.id,
            outfitterId: user.id,
            actorId: user.id,
          });
        } else {
          await requestClientLink(request, tx, client.id, user.id);
        }
      });
      // The same answer whether the e-mail is a client's, linked or not, so it tells nobody which are.
      return reply
        .code(202)
        .send({ message: translatorFor(requestLanguage(request))('answers.clientLinkRequested') });
    },
  );
};

const isLinked = async (tx: Db, clientId: string, outfitterId: string) =>
  (
    await tx
      .select({ clientId: clientOutfitters.clientId })
      .from(clientOutfitters)
      .where(
        and(eq(clientOutfitters.clientId, clientId), eq(clientOutfitters.outfitterId, outfitterId)),
      )
  ).length > 0;

/**
 * docs/domain.md#clients: only a client nobody else holds (no account, no other outfitter) is
 * linked by e-mail alone; linking one with an account or another outfitter would open their
 * passport number, notes, orders and quote decisions to whoever typed the address, so those get a
 * pending request instead (docs/domain.md#link-requests).
 */
async function mayLinkAtOnce(
  tx: Db,
  client: { id: string; userId: string | null },
  outfitterId: string,
): Promise<boolean> {
  if (client.userId) return false;
  const [other] = await tx
    .select({ outfitterId: clientOutfitters.outfitterId })
    .from(clientOutfitters)
    .where(
      and(eq(clientOutfitters.clientId, client.id), ne(clientOutfitters.outfitterId, outfitterId)),
    )
    .limit(1);
  return !other;
}
