import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients as clientsDefinition } from '../../clients/definition';
import { clients } from '../../clients/table';
import { apiPaths, API_PREFIX } from '../../../shared/apiPaths';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import type { SessionUser } from '../../../server/auth/caller';
import { requireUser, signedInUser } from '../../../server/auth/caller';
import { HttpError } from '../../../server/http/httpError';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientStatement } from './clientStatement';
import { pdfClient, type PdfClient } from './pdfClient';
import { sendPdf } from './pdfReply';

const answer = { 200: binaryBody.describe('The statement, as application/pdf') };

async function sendStatement(
  app: FastifyInstance,
  reply: FastifyReply,
  user: SessionUser,
  clientId: string,
  client: PdfClient,
) {
  const input = await clientStatement(app.db, app.files.storage, client, {
    clientId,
    userId: user.id,
    language: user.language,
  });
  return sendPdf(app, reply, user.id, { kind: 'statement', input }, `statement-${input.date}`);
}

/**
 * `GET /api/clients/{id}/statement.pdf` (docs/invoices.md#the-statement): staff's, and an
 * outfitter's of a linked client (the clients' `statement` action; others 403, a client the
 * caller may not read 404). Served in the clients' scope: app.ts gives it as `routesUnder` them.
 * @example routesUnder: [{ resource: 'clients', routes: clientStatementRoute }]
 */
export const clientStatementRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const path = `${API_PREFIX}/${store.definition.name}/:id/statement.pdf` as const;
  app.get(
    path,
    {
      config: { access: 'statement' },
      schema: routeSchema(store.definition, path, {
        summary: "A client's statement: accepted orders, payments and balances, as a PDF",
        description: 'For staff, and for the outfitters linked to the client.',
        response: answer,
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const client = await access.visibleAs(app.db, user, request.params.id, (where) =>
        app.db
          .select({ id: clients.id })
          .from(clients)
          .where(where)
          .then(([row]) => row && pdfClient(app.db, row.id)),
      );
      return sendStatement(app, reply, user, request.params.id, client);
    },
  );
};

/**
 * `GET /api/clients/account/statement.pdf` (docs/invoices.md#the-statement): the signed-in
 * client's own statement, from the client record of their account; 404 for an account without one.
 * @example await app.register(ownStatementRoute);
 */
export const ownStatementRoute: FastifyPluginAsyncZod = async (app) => {
  const path = apiPaths.clients.accountStatement;
  app.get(
    path,
    {
      onRequest: requireUser,
      schema: routeSchema(clientsDefinition, path, {
        summary: 'The signed-in client’s own statement, as a PDF',
        response: answer,
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const [own] = await app.db
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.userId, user.id));
      const client = own && (await pdfClient(app.db, own.id));
      if (!own || !client) throw new HttpError(404, 'errors.status.notFound');
      return sendStatement(app, reply, user, own.id, client);
    },
  );
};
