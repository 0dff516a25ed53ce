import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../../shared/apiPaths';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { binaryBody, routeSchema } from '../../../server/http/routeSchemas';
import { sendPdf } from '../../orders/server/public';
import { crateSchema } from '../definition';
import { packingListJob } from './packingListJob';

/**
 * `GET /api/crates/{id}/packing-list.pdf` (docs/crates-and-shipments.md#packing-list): the crate's
 * packing list for whoever may read the crate, rendered in the PDF threads.
 * @example await app.register(packingListRoute, { store, access });
 */
export const packingListRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { definition } = store;
  const path = `${API_PREFIX}/${definition.name}/:id/packing-list.pdf` as const;

  app.get(
    path,
    {
      config: { access: 'read' },
      schema: routeSchema(definition, path, {
        summary: "A crate's packing list, as a PDF",
        description:
          'Its lines with species, trophy type, tag numbers and a photo each, on the studio letterhead, in the reader’s language; for whoever may read the crate.',
        response: { 200: binaryBody.describe('The packing list, as application/pdf') },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const crate = crateSchema.parse(await access.visible(app.db, user, request.params.id));
      const job = await packingListJob(app.db, app.files.storage, crate, user.language);
      return sendPdf(app, reply, user.id, job, crate.reference);
    },
  );
};
