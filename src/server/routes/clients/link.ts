import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLIENT_LINKERS,
  clients as clientDefinition,
  linkClientBodySchema,
  type Client,
} from '../../../../resources/clients';
import { apiPaths } from '../../../shared/apiPaths';
import { requireRoles, signedInUser } from '../../auth/guards';
import type { Db } from '../../db/database';
import { clientOutfitters, clients } from '../../db/schema';
import { recordAudit } from '../../engine/auditTrail';
import { readRecords } from '../../engine/readRecords';
import { HttpError } from '../../http/httpError';
import { clientStore } from '../../resources/clientStore';

/** SPEC 7: PUT api/clients/link, an outfitter links an existing client by e-mail. */
export const linkClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.clients.link,
    {
      preHandler: requireRoles(...CLIENT_LINKERS),
      schema: {
        tags: [clientDefinition.label.many],
        summary: 'Link an existing client to the signed-in outfitter by e-mail',
        body: linkClientBodySchema,
        response: { 200: clientDefinition.record },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [client] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(sql`lower(${clients.email}) = lower(${request.body.email})`);
        if (!client) {
          throw new HttpError(404, 'No client with this e-mail; create the client instead', {
            email: 'No client with this e-mail',
          });
        }
        const byId = { where: eq(clients.id, client.id) };
        const [before] = await readRecords(tx, clientStore, byId);
        await tx
          .insert(clientOutfitters)
          .values({ clientId: client.id, outfitterId: user.id })
          .onConflictDoNothing();
        const [after] = await readRecords(tx, clientStore, byId);
        await recordAudit(tx, {
          userId: user.id,
          resource: 'clients',
          recordId: client.id,
          before: before!,
          after: after!,
        });
        return after as Client;
      });
    },
  );
};
