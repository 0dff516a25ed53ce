import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { irQuoteAnswerSchema, irQuoteBodySchema, type IrLine } from '../definition';
import { API_PREFIX } from '../../../shared/apiPaths';
import { mayQuoteIr } from '../../../shared/irWorkflow';
import { signedInUser } from '../../../server/auth/caller';
import type { SessionUser } from '../../../server/auth/caller';
import type { Db } from '../../../server/db/database';
import { instructionRegisters, irStatusChanges } from '../table';
import { orders, orderStatusChanges } from '../../orders/table';
import { pricelistItems, pricelists } from '../../pricelists/table';
import { updateAtVersion } from '../../../engine/server/optimisticLock';
import { userNameNow } from '../../../server/db/personName';
import type { StoredRecord } from '../../../engine/server/resourceStore';
import { routeSchema } from '../../../server/http/routeSchemas';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { HttpError } from '../../../server/http/httpError';
import { writeOrder } from '../../orders/server/public';
import { irState } from './irState';

/**
 * The draft quote of a Received IR: one order line per IR line (species, trophy type, tag number,
 * the hunter's instruction, the register line itself), priced from the pricelist (docs/instruction-registers.md#from-register-to-quote).
 */
async function quoteFromIr(tx: Db, user: SessionUser, ir: StoredRecord, pricelistId: string) {
  if (!ir.clientId) {
    throw new HttpError(409, 'errors.instructionRegisters.chooseClientFirst', {
      clientId: 'errors.orders.chooseClient',
    });
  }
  const lines = ir.lines as IrLine[];
  const untyped = lines.findIndex((line) => !line.trophyTypeId);
  if (untyped >= 0) {
    throw new HttpError(409, 'errors.instructionRegisters.trophyTypesFirst', {
      [`lines.${untyped}.trophyTypeId`]: 'portal.validation.chooseATrophyType',
    });
  }
  const [pricelist] = await tx.select().from(pricelists).where(eq(pricelists.id, pricelistId));
  if (!pricelist)
    throw new HttpError(400, 'portal.validation.chooseAPricelist', {
      pricelistId: 'errors.instructionRegisters.noSuchPricelist',
    });
  // Staff's lines keep the prices they carry (orderValues.ts): they carry the pricelist's here.
  const items = await tx
    .select()
    .from(pricelistItems)
    .where(eq(pricelistItems.pricelistId, pricelistId));
  const priceOf = (speciesId: string, trophyTypeId: string) =>
    items.find((item) => item.speciesId === speciesId && item.trophyTypeId === trophyTypeId)
      ?.priceMinor ?? null;
  return writeOrder(
    tx,
    user,
    {
      clientId: ir.clientId as string,
      outfitterId: ir.outfitterId as string | null,
      phId: ir.phId as string | null,
      irId: ir.id,
      pricelistId,
      currency: pricelist.currency,
      // Each order line keeps its register line, whose photos and notes the order shows
      // (docs/order-line-photos.md#farm-photos).
      lines: lines.map((line) => ({
        irLineId: line.id,
        speciesId: line.speciesId,
        trophyTypeId: line.trophyTypeId!,
        quantity: 1,
        unitPriceMinor: priceOf(line.speciesId, line.trophyTypeId!),
        tagNumbers: line.tagNumber ? [line.tagNumber] : [],
        instruction: line.instruction,
      })),
      discountBp: 0,
      depositBp: 0,
      landedCosts: [],
    },
    null,
  );
}

/**
 * `POST /api/instruction-registers/{id}/quote` `{ pricelistId }` answers `{ orderId, number }`: staff turn a
 * Received IR into a draft quote and the IR becomes Quoted; asked again, the same order (200).
 * @example await app.register(irQuoteRoute, { store, access });
 */
export const irQuoteRoute: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const path = `${API_PREFIX}/${store.definition.name}/:id/quote` as const;
  app.post(
    path,
    {
      config: { access: 'quote' },
      schema: routeSchema(store.definition, path, {
        summary: 'Create the draft quote of a Received IR; asked again, the same quote',
        body: irQuoteBodySchema,
        response: { 200: irQuoteAnswerSchema, 201: irQuoteAnswerSchema },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { created, ...quote } = await access.inTransaction(async (tx) => {
        const ir = await access.visible(tx, user, request.params.id);
        // One quote per IR: a second call waits for the first and then finds its order.
        await tx
          .select({ id: instructionRegisters.id })
          .from(instructionRegisters)
          .where(eq(instructionRegisters.id, ir.id))
          .for('update');
        const [existing] = await tx
          .select({ orderId: orders.id, number: orders.number })
          .from(orders)
          .where(eq(orders.irId, ir.id))
          .limit(1);
        if (existing) return { ...existing, created: false };
        const actor = { roles: user.roles, isCollector: ir.collectorId === user.id };
        if (!mayQuoteIr(actor, irState(ir).status)) {
          throw new HttpError(409, 'errors.instructionRegisters.onlyReceivedQuoted');
        }
        const orderId = await quoteFromIr(tx, user, ir, request.body.pricelistId);
        await tx.insert(orderStatusChanges).values({
          orderId,
          fromStatus: null,
          toStatus: 'draft',
          byUserId: user.id,
          byName: await userNameNow(tx, user.id),
        });
        await updateAtVersion(tx, instructionRegisters, ir.id, ir.version, { status: 'quoted' });
        await tx
          .insert(irStatusChanges)
          .values({ irId: ir.id, fromStatus: 'received', toStatus: 'quoted', byUserId: user.id });
        const [quote] = await tx
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.id, orderId));
        return { orderId, number: quote!.number, created: true };
      });
      return reply.code(created ? 201 : 200).send(quote);
    },
  );
};
