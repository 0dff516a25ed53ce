import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkClientAnswerSchema, linkClientBodySchema } from '../../../../resources/clients';
import { apiPaths } from '../../../shared/apiPaths';
import type { Db } from '../../db/database';
import { signedInUser } from '../../auth/guards';
import { clientOutfitters, clients } from '../../db/schema';
import { recordAudit } from '../../engine/auditTrail';
import { readRecords } from '../../engine/readRecords';
import type { ResourceRoutesOptions } from '../../engine/serverResource';
import { sameEmail } from '../../engine/textMatch';

/** PUT api/clients/link: an outfitter links an existing client to themself by e-mail (docs/domain.md#clients). */
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
        response: { 202: linkClientAnswerSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await access.inTransaction(async (tx) => {
        const [client] = await tx
          .select({ id: clients.id, userId: clients.userId })
          .from(clients)
          .where(sameEmail(clients.email, request.body.email));
        if (!client || !(await mayLinkAtOnce(tx, client, user.id))) return;
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
      });
      // The same answer whether the e-mail is a client's, linked or not, so it tells nobody which are.
      return reply.code(202).send({ message: LINK_ANSWER });
    },
  );
};

const LINK_ANSWER =
  'If the studio knows a client with this e-mail who is free to link, they now appear among your clients';

/**
 * docs/domain.md#clients: only a client nobody else holds (no account, no other outfitter) is
 * linked by e-mail alone; linking one with an account or another outfitter would open their
 * passport number, notes, orders and quote decisions to whoever typed the address.
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
