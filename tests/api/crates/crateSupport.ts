import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Crate, CrateBody } from '../../../src/features/crates/definition';
import { fixtures } from '../../../src/features/crates/fixtures';
import type { Order } from '../../../src/features/orders/definition';
import { clients } from '../../../src/features/clients/table';
import { orderLines, orders } from '../../../src/features/orders/table';
import { createRecord, sampleBody } from '../../support/resourceSamples';
import { demoOrderBody, userId } from '../orders/orderSupport';
import { payInFull } from '../payments/paymentSupport';

type Headers = Record<string, string>;

export const DEMO_AGENT = 'Cape Freight Services';

/**
 * The crates and shipments API as a test calls it, and the orders they pack.
 * @example const calls = crateCalls(app, admin); const crate = await calls.packed({ clientId, orderLineIds });
 */
export function crateCalls(app: FastifyInstance, admin: Headers) {
  const body = (fields: Partial<CrateBody>) => ({ ...fixtures.sample(''), ...fields });
  const pack = (fields: Partial<CrateBody>, headers = admin) =>
    app.inject({ method: 'POST', url: '/api/crates', headers, payload: body(fields) });
  const read = async (url: string, headers = admin) => app.inject({ url, headers });
  return {
    pack,
    /** POST /api/crates; fails the test unless it was created. */
    async packed(fields: Partial<CrateBody>): Promise<Crate> {
      const answer = await pack(fields);
      if (answer.statusCode !== 201) throw new Error(`crate failed: ${answer.body}`);
      return answer.json();
    },
    /** PUT /api/crates/{id} with the crate's fields changed. */
    change: (crate: Crate, fields: Partial<CrateBody>, headers = admin) =>
      app.inject({
        method: 'PUT',
        url: `/api/crates/${crate.id}`,
        headers,
        payload: {
          ...body({
            clientId: crate.clientId,
            consigneeName: crate.consigneeName,
            consigneeAddress: crate.consigneeAddress,
            shipmentId: crate.shipmentId,
            orderLineIds: crate.orderLineIds,
          }),
          version: crate.version,
          ...fields,
        },
      }),
    read,
    /** The order as the admin reads it. */
    order: async (id: string): Promise<Order> => (await read(`/api/orders/${id}`)).json(),
    /**
     * A new order of the demo client with two lines (with the demo outfitter, and the demo PH when
     * asked), its lines ready for export, and paid in full unless asked otherwise.
     */
    async readyOrder({ withPh = true, paid = true } = {}): Promise<Order> {
      const demo = await demoOrderBody(app, { onRequest: true });
      const created = await createRecord(app, admin as never, 'orders', {
        ...demo,
        outfitterId: await userId(app, 'outfitter@example.com'),
        phId: withPh ? await userId(app, 'ph@example.com') : null,
      });
      await readyForExport(app, created.id);
      if (paid) await payInFull(app, admin, created.id);
      return (await read(`/api/orders/${created.id}`)).json();
    },
    /** A new order of a new client of no one, its lines ready for export. */
    async otherClientsOrder(): Promise<Order> {
      const client = await createRecord(app, admin as never, 'clients', sampleBody('clients'));
      const created = await createRecord(app, admin as never, 'orders', {
        ...(await demoOrderBody(app)),
        clientId: client.id,
      });
      await readyForExport(app, created.id);
      await payInFull(app, admin, created.id);
      return (await read(`/api/orders/${created.id}`)).json();
    },
  };
}

/** Puts an order in production with its lines ready for export, as staff's moves would have. */
async function readyForExport(app: FastifyInstance, orderId: string) {
  await app.db.update(orders).set({ status: 'inProduction' }).where(eq(orders.id, orderId));
  await app.db
    .update(orderLines)
    .set({ stage: 'readyForExport' })
    .where(eq(orderLines.orderId, orderId));
}

/** The demo client's id, their postal address and freight agent (`agent`) set. */
export async function demoClientWithAgent(app: FastifyInstance, agent = DEMO_AGENT) {
  const [client] = await app.db
    .update(clients)
    .set({
      freightAgent: agent,
      addressLine1: '12 Long Street',
      city: 'Cape Town',
      postalCode: '8001',
      country: 'ZA',
    })
    .where(eq(clients.email, 'client@example.com'))
    .returning({ id: clients.id });
  return client!.id;
}
