import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX } from '../../../shared/apiPaths';
import { DEFAULT_LANGUAGE } from '../../../shared/languages';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { portalLink } from '../../../server/auth/portalOrigin';
import { HttpError } from '../../../server/http/httpError';
import { routeSchema } from '../../../server/http/routeSchemas';
import { queueMail } from '../../../server/mail/public';
import { readStudioDates, readStudioSettings } from '../../studio-settings/server/public';
import { crates } from '../../crates/table';
import { shipmentSchema } from '../definition';
import { freightPackPath } from '../freightPackPaths';
import { freightPackStatusSchema, type FreightPackStatus } from '../freightPackStatus';
import { freightPackMail } from './freightPackMail';
import { newPackLink, packLinkHistory, revokePackLinks } from './freightPackLinks';

/**
 * Staff's side of the freight agent's pack (docs/crates-and-shipments.md#the-freight-agents-pack):
 * `POST /api/shipments/{id}/freight-pack` sends a new link (revoking the last),
 * `POST .../freight-pack/revoke` withdraws it, `GET .../freight-pack` shows it and its uses.
 * @example await app.register(freightPackRoutes, { store, access });
 */
export const freightPackRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { definition } = store;
  const path = `${API_PREFIX}/${definition.name}/:id/freight-pack` as const;
  const status = async (shipmentId: string): Promise<FreightPackStatus> => {
    const { latest, uses } = await packLinkHistory(app.db, shipmentId);
    const link = latest
      ? {
          sentTo: latest.sentTo,
          createdAt: latest.createdAt.toISOString(),
          expiresAt: latest.expiresAt.toISOString(),
          revokedAt: latest.revokedAt?.toISOString() ?? null,
        }
      : null;
    return { link, uses: uses.map((use) => ({ ...use, usedAt: use.usedAt.toISOString() })) };
  };

  app.get(
    path,
    {
      config: { access: 'update' },
      schema: routeSchema(definition, path, {
        summary: "The freight agent's pack link of a shipment and each time it was used",
        response: { 200: freightPackStatusSchema },
      }),
    },
    async (request) => {
      await access.visible(app.db, signedInUser(request), request.params.id);
      return status(request.params.id);
    },
  );

  app.post(
    path,
    {
      config: { access: 'update' },
      schema: routeSchema(definition, path, {
        summary: 'E-mail the freight agent a new link to the pack, revoking the last one',
        response: { 200: freightPackStatusSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      await access.inTransaction(async (tx) => {
        const shipment = shipmentSchema.parse(await access.visible(tx, user, request.params.id));
        if (!shipment.freightAgentEmail) {
          throw new HttpError(400, 'errors.crates.noFreightAgentEmail', {
            freightAgentEmail: 'errors.crates.noFreightAgentEmail',
          });
        }
        const { token, link } = await newPackLink(
          tx,
          shipment.id,
          shipment.freightAgentEmail,
          user.id,
        );
        const [{ name: studioName }, dates, [counted]] = [
          await readStudioSettings(tx),
          await readStudioDates(tx),
          await tx
            .select({ crates: sql<number>`count(*)::int` })
            .from(crates)
            .where(eq(crates.shipmentId, shipment.id)),
        ];
        await queueMail(
          request,
          tx,
          freightPackMail({
            to: shipment.freightAgentEmail,
            agent: shipment.freightAgent,
            studioName,
            shipment: shipment.reference,
            crateCount: counted?.crates ?? 0,
            link: portalLink(request, freightPackPath(token)),
            expiresAt: link.expiresAt,
            language: shipment.freightAgentLanguage ?? DEFAULT_LANGUAGE,
            dates,
          }),
        );
      });
      return status(request.params.id);
    },
  );

  app.post(
    `${path}/revoke`,
    {
      config: { access: 'update' },
      schema: routeSchema(definition, `${path}/revoke`, {
        summary: "Withdraw the freight agent's pack link: it answers 410 from now on",
        response: { 200: freightPackStatusSchema },
      }),
    },
    async (request) => {
      await access.visible(app.db, signedInUser(request), request.params.id);
      await revokePackLinks(app.db, request.params.id);
      return status(request.params.id);
    },
  );
};
