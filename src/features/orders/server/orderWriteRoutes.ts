import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderCreateBodySchema,
  orderSchema,
  orderUpdateBodySchema,
  type OrderCreateBody,
} from '../definition';
import { ORDER_STATUS_KEYS } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { mayEditOrder, moversOf } from '../../../shared/orderWorkflow';
import type { SessionUser } from '../../../server/auth/caller';
import { isStaffManager } from '../../../shared/roles';
import type { Db } from '../../../server/db/database';
import { clients } from '../../clients/table';
import { orderStatusChanges } from '../table';
import { routeSchema } from '../../../server/http/routeSchemas';
import { expectVersion } from '../../../engine/server/optimisticLock';
import { releaseUnheld } from '../../../engine/server/fileHolding';
import { userNameNow } from '../../../server/db/personName';
import type { ResourceRoutesOptions } from '../../../engine/server/serverResource';
import { signedInUser } from '../../../server/auth/caller';
import { HttpError } from '../../../server/http/httpError';
import { orderAccess } from './orderAccess';
import { writeOrder } from './orderValues';
import { progressPhotoFiles } from './progressPhotoFiles';

/** A client who is not also staff: their orders are always their own. */
const isOwnClient = (user: SessionUser) =>
  user.roles.includes('client') && !isStaffManager(user.roles);

/**
 * `POST /api/orders` (a draft) and `PUT /api/orders/{id}` (lines and terms, per the workflow's edit
 * rights): totals computed here, lines and history in the same transaction; a stale version is 409.
 * @example await app.register(orderWriteRoutes, { store, access });
 */
export const orderWriteRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (
  app,
  { store, access },
) => {
  const { inTransaction, visibleOrder, actorFor } = orderAccess(access);
  const { definition } = store;
  const base = `${API_PREFIX}/${definition.name}`;
  const one = `${base}/:id` as const;

  /** A client orders for themself; an outfitter is the outfitter of the orders they make. */
  const ownBody = async (tx: Db, user: SessionUser, body: OrderCreateBody) => {
    if (isOwnClient(user)) {
      const [own] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.userId, user.id));
      if (!own) throw new HttpError(403, 'errors.orders.completeProfileFirst');
      return { ...body, clientId: own.id };
    }
    if (body.clientId === null)
      throw new HttpError(400, 'errors.orders.chooseClient', {
        clientId: 'errors.orders.chooseClient',
      });
    if (user.roles.includes('huntingOutfitter') && body.outfitterId === null) {
      return { ...body, clientId: body.clientId, outfitterId: user.id };
    }
    return { ...body, clientId: body.clientId };
  };

  /**
   * Only staff tie an order to a register (docs/order-workflow.md#editing): the register's
   * documents count in the order's paperwork, so anyone else keeps what the order has.
   */
  const keepRegister = (user: SessionUser, chosen: string | null, current: string | null) => {
    if (chosen === current || isStaffManager(user.roles)) return;
    throw new HttpError(400, 'errors.orders.registerByStaff', {
      irId: 'errors.orders.registerByStaff',
    });
  };

  /** The written order must be one the user may see: an outfitter orders for linked clients only. */
  const mustSee = async (tx: Db, user: SessionUser, id: string) => {
    await visibleOrder(tx, user, id).catch(() => {
      throw new HttpError(403, 'errors.orders.notYourClient', {
        clientId: 'errors.orders.notOneOfYourClients',
      });
    });
  };

  app.post(
    base,
    {
      config: { access: 'create' },
      schema: routeSchema(definition, base, {
        summary: 'Create a draft order',
        body: orderCreateBodySchema,
        response: { 201: orderSchema },
      }),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      keepRegister(user, request.body.irId, null);
      const order = await inTransaction(async (tx) => {
        const id = await writeOrder(tx, user, await ownBody(tx, user, request.body), null);
        await tx.insert(orderStatusChanges).values({
          orderId: id,
          fromStatus: null,
          toStatus: 'draft',
          byUserId: user.id,
          byName: await userNameNow(tx, user.id),
        });
        await mustSee(tx, user, id);
        return visibleOrder(tx, user, id);
      });
      return reply.code(201).send(order);
    },
  );

  app.put(
    one,
    {
      config: { access: 'update' },
      schema: routeSchema(definition, one, {
        summary: 'Edit an order',
        body: orderUpdateBodySchema,
        response: { 200: orderSchema },
      }),
    },
    async (request) => {
      const user = signedInUser(request);
      const { order, dropped } = await inTransaction(async (tx) => {
        const before = await visibleOrder(tx, user, request.params.id);
        const actor = await actorFor(tx, user, before.clientId);
        if (!moversOf(actor).length) throw new HttpError(403, 'errors.orders.mayNotEdit');
        if (!mayEditOrder(actor, before.status)) {
          throw new HttpError(409, {
            key: 'portal.workflow.refusals.orderLocked',
            params: { status: { key: ORDER_STATUS_KEYS[before.status] } },
          });
        }
        expectVersion(request.body.version, before.version);
        keepRegister(user, request.body.irId, before.irId);
        const body = isOwnClient(user)
          ? { ...request.body, clientId: before.clientId }
          : request.body;
        const photosBefore = await progressPhotoFiles(tx, before.id);
        await writeOrder(tx, user, body, {
          id: before.id,
          version: before.version,
          terms: before,
          phId: before.phId,
          outfitterId: before.outfitterId,
        });
        await mustSee(tx, user, before.id);
        const photosAfter = new Set(await progressPhotoFiles(tx, before.id));
        return {
          order: await visibleOrder(tx, user, before.id),
          dropped: photosBefore.filter((fileId) => !photosAfter.has(fileId)),
        };
      });
      // The photos of the lines the edit dropped went with them: their files go too, after the
      // commit, unless another record holds them (docs/order-line-photos.md#adding).
      await releaseUnheld(request, dropped, 'order-line-photos');
      return order;
    },
  );
};
