import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Zip, ZipPassThrough } from 'fflate';
import { z } from 'zod';
import { HttpError } from '../../../server/http/httpError';
import { binaryBody } from '../../../server/http/routeSchemas';
import { blobKey, contentDisposition } from '../../../server/files/public';
import { packingListJob } from '../../crates/server/public';
import { renderedPdf } from '../../orders/server/public';
import { readStudioDates, readStudioSettings } from '../../studio-settings/server/public';
import { FREIGHT_PACK_PREFIX } from '../freightPackPaths';
import { freightPackContents, zipNames, type FreightPack } from './freightPackContents';
import { logPackUse, packLinkOf, type PackLink } from './freightPackLinks';
import { freightPackPage, packGonePage } from './freightPackPage';

const tokenParams = z.object({ token: z.string().max(200) });
const hide = { hide: true, tags: ['Freight pack'] };

/** 410 for a link expired or revoked, 404 for a token no link has: the same for every file. */
const refusal = (state: 'expired' | 'revoked' | 'unknown') =>
  state === 'unknown'
    ? new HttpError(404, 'errors.status.notFound')
    : new HttpError(
        410,
        state === 'expired' ? 'errors.freightPack.expired' : 'errors.freightPack.revoked',
      );

/**
 * The freight agent's pack, public (docs/crates-and-shipments.md#the-freight-agents-pack): no
 * session, only GETs (so the origin guard lets them by), the token alone naming the shipment.
 * `GET /freight-pack/{token}` the page, `.../pack.zip` everything as one zip,
 * `.../crates/{id}/packing-list.pdf` and `.../documents/{id}` one file each.
 * @example await app.register(freightPackPublicRoutes);
 */
export const freightPackPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const openLink = async (token: string): Promise<PackLink> => {
    const found = await packLinkOf(app.db, token);
    if (found.state !== 'open') throw refusal(found.state);
    return found.link;
  };
  /** A packing list's bytes, rendered in the PDF threads under the link's name (one at a time a link). */
  const packingList = async (
    reply: FastifyReply,
    link: PackLink,
    pack: FreightPack,
    index: number,
  ) =>
    renderedPdf(
      app,
      reply,
      `freight-pack:${link.id}`,
      await packingListJob(app.db, app.files.storage, pack.crates[index]!, pack.language),
    );
  const noStore = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get(
    `${FREIGHT_PACK_PREFIX}/:token`,
    { schema: { ...hide, params: tokenParams } },
    async (request, reply) => {
      noStore(reply).type('text/html; charset=utf-8');
      const found = await packLinkOf(app.db, request.params.token);
      if (found.state !== 'open') {
        return reply.code(found.state === 'unknown' ? 404 : 410).send(packGonePage(found.state));
      }
      const { link } = found;
      const [pack, settings, dates] = [
        await freightPackContents(app.db, link.shipmentId),
        await readStudioSettings(app.db),
        await readStudioDates(app.db),
      ];
      await logPackUse(app.db, link, 'page', request);
      return reply.send(
        freightPackPage({
          token: request.params.token,
          pack,
          studioName: settings.name,
          expiresAt: link.expiresAt,
          dates,
        }),
      );
    },
  );

  app.get(
    `${FREIGHT_PACK_PREFIX}/:token/pack.zip`,
    { schema: { ...hide, params: tokenParams, response: { 200: binaryBody } } },
    async (request, reply) => {
      const link = await openLink(request.params.token);
      const pack = await freightPackContents(app.db, link.shipmentId);
      const names = zipNames(pack);
      // The PDFs first, so a busy renderer refuses before any byte of the zip is sent.
      const pdfs: Buffer[] = [];
      for (const index of pack.crates.keys())
        pdfs.push(await packingList(reply, link, pack, index));
      await logPackUse(app.db, link, 'zip', request);

      const out = new PassThrough();
      const zip = new Zip((error, chunk, final) => {
        if (error) return out.destroy(error);
        out.write(chunk);
        if (final) out.end();
      });
      const add = (name: string, bytes: Uint8Array) => {
        const entry = new ZipPassThrough(name);
        zip.add(entry);
        entry.push(bytes, true);
      };
      void (async () => {
        pdfs.forEach((bytes, index) => add(names.crates[index]!, bytes));
        for (const [index, document] of pack.documents.entries()) {
          const entry = new ZipPassThrough(names.documents[index]!);
          zip.add(entry);
          // Streamed from the storage, a scan of several megabytes never whole in memory.
          for await (const chunk of await app.files.storage.read(blobKey(document.sha256)))
            entry.push(chunk as Uint8Array);
          entry.push(new Uint8Array(0), true);
        }
        zip.end();
      })().catch((error: unknown) => out.destroy(error as Error));

      const name = `S-${String(pack.shipment.number).padStart(6, '0')} freight pack.zip`;
      return noStore(reply)
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', name))
        .send(out);
    },
  );

  app.get(
    `${FREIGHT_PACK_PREFIX}/:token/crates/:crateId/packing-list.pdf`,
    {
      schema: {
        ...hide,
        params: tokenParams.extend({ crateId: z.string() }),
        response: { 200: binaryBody },
      },
    },
    async (request, reply) => {
      const link = await openLink(request.params.token);
      const pack = await freightPackContents(app.db, link.shipmentId);
      const index = pack.crates.findIndex((crate) => crate.id === request.params.crateId);
      if (index < 0) throw new HttpError(404, 'errors.status.notFound');
      const bytes = await packingList(reply, link, pack, index);
      return noStore(reply)
        .type('application/pdf')
        .header('content-disposition', contentDisposition('inline', zipNames(pack).crates[index]!))
        .send(bytes);
    },
  );

  app.get(
    `${FREIGHT_PACK_PREFIX}/:token/documents/:documentId`,
    {
      schema: {
        ...hide,
        params: tokenParams.extend({ documentId: z.string() }),
        response: { 200: binaryBody },
      },
    },
    async (request, reply) => {
      const link = await openLink(request.params.token);
      const pack = await freightPackContents(app.db, link.shipmentId);
      const document = pack.documents.find((one) => one.id === request.params.documentId);
      if (!document) throw new HttpError(404, 'errors.status.notFound');
      // Never shown in the page (a file could be HTML): always a download.
      return noStore(reply)
        .type(document.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('attachment', document.fileName))
        .send(await app.files.storage.read(blobKey(document.sha256)));
    },
  );
};
