import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkClientBodySchema, type Client } from '../../../../resources/clients';
import { apiPaths } from '../../../shared/apiPaths';
import { signedInUser } from '../../auth/guards';
import { clientOutfitters, clients } from '../../db/schema';
import { recordAudit } from '../../engine/auditTrail';
import { readRecords } from '../../engine/readRecords';
import type { ResourceRoutesOptions } from '../../engine/serverResource';
import { sameEmail } from '../../engine/textMatch';
import { HttpError } from '../../http/httpError';

/** PUT api/clients/link: an outfitter links an existing client to themself by e-mail. */
export const linkClientRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  app.put(
    apiPaths.clients.link,
    {
      config: { access: 'link' },
      schema: {
        tags: [store.definition.label.many],
        summary: 'Link an existing client to the signed-in outfitter by e-mail',
        body: linkClientBodySchema,
        response: { 200: store.definition.record },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return access.inTransaction(async (tx) => {
        const [client] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(sameEmail(clients.email, request.body.email));
        if (!client) {
          throw new HttpError(404, 'No client with this e-mail; create the client instead', {
            email: 'No client with this e-mail',
          });
        }
        const byId = { where: eq(clients.id, client.id) };
        const [before] = await readRecords(tx, store, byId);
        await tx
          .insert(clientOutfitters)
          .values({ clientId: client.id, outfitterId: user.id })
          .onConflictDoNothing();
        const [after] = await readRecords(tx, store, byId);
        await recordAudit(tx, {
          userId: user.id,
          resource: store.definition.name,
          recordId: client.id,
          before: before!,
          after: after!,
        });
        return after as Client;
      });
    },
  );
};
