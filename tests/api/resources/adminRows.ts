import type { FastifyInstance } from 'fastify';
import type { ResourceName } from '../../../src/features/resourceList';
import type { Role } from '../../../src/shared/roles';
import { createRecord, sampleBody, type Headers } from '../../support/resourceSamples';
import { demoOrderIds, documentBody, uploadPdf } from '../documents/documentSupport';
import { firstLineOf, uploadPhoto } from '../order-line-photos/photoSupport';

// Views of users: their rows are users holding the role.
const USER_VIEWS: Partial<Record<ResourceName, Role>> = {
  outfitters: 'huntingOutfitter',
  'professional-hunters': 'professionalHunter',
};

export type Row = Record<string, unknown> & { id: string; version: number };

/**
 * Rows of any resource made through the API by an admin, over the demo data: a client linked to
 * the demo outfitter, an order of the demo outfitter's client from an active pricelist, a document
 * on the demo client's order, a message and a photo on that order. `neutral`: rows of no one instead (a client linked to no outfitter,
 * an order of that client, a document on nothing). Only what a sample cannot make up is given here.
 * @example const { bodyFor, adminRow } = await adminRows(app, headers); await adminRow('orders');
 */
export async function adminRows(
  app: FastifyInstance,
  headers: Record<Role, Headers>,
  { neutral = false } = {},
) {
  const me = await app.inject({ url: '/api/clients/profile', headers: headers.huntingOutfitter });
  const documentOrderId = (await demoOrderIds(app)).clientOrder;
  const [client] = (
    await app.inject({ url: '/api/clients', headers: headers.huntingOutfitter })
  ).json();
  const active = encodeURIComponent(JSON.stringify({ active: true }));
  const [pricelist] = (
    await app.inject({ url: `/api/pricelists?filter=${active}`, headers: headers.admin })
  ).json();
  const orderClient = neutral
    ? await createRecord(app, headers.admin, 'clients', sampleBody('clients'))
    : client;
  const extras: Partial<Record<ResourceName, Record<string, unknown>>> = {
    clients: { outfitterIds: neutral ? [] : [me.json().id] },
    orders: { clientId: orderClient.id, pricelistId: pricelist.id, currency: pricelist.currency },
    messages: { orderId: documentOrderId },
    payments: { orderId: documentOrderId },
    crates: { clientId: orderClient.id },
  };

  /**
   * A create body for `role`; a document's or photo's file must be one they uploaded
   * (docs/files.md); a neutral message or photo is on a new order of no one.
   */
  const bodyFor = async (resource: ResourceName, role: Role): Promise<Record<string, unknown>> => {
    if (resource === 'order-line-photos') {
      const orderId = neutral ? (await orderWithLine()).id : documentOrderId;
      const fileId = await uploadPhoto(app, headers[role]);
      return sampleBody(resource, { orderLineId: await firstLineOf(app, orderId), fileId });
    }
    if ((resource === 'messages' || resource === 'payments') && neutral)
      return sampleBody(resource, { orderId: (await adminRow('orders')).id });
    if (resource !== 'documents') return sampleBody(resource, extras[resource]);
    return neutral
      ? sampleBody('documents', { fileId: await uploadPdf(app, headers[role]) })
      : documentBody(await uploadPdf(app, headers[role]), documentOrderId);
  };

  /** A new order of the rows' client with one line of the pricelist, for a photo of no one's. */
  const orderWithLine = () => {
    const item = pricelist.items[0];
    const line = { speciesId: item.speciesId, trophyTypeId: item.trophyTypeId, quantity: 1 };
    return createRecord(app, headers.admin, 'orders', {
      ...sampleBody('orders', extras.orders),
      lines: [{ ...line, unitPriceMinor: item.priceMinor, tagNumbers: [], instruction: '' }],
    });
  };

  /** A new row of `resource` made by the admin (a user holding the role for a view of users). */
  const adminRow = async (resource: ResourceName): Promise<Row> => {
    const userRole = USER_VIEWS[resource];
    if (userRole)
      return createRecord(app, headers.admin, 'users', sampleBody('users', { roles: [userRole] }));
    // The studio's settings are one row, never created (docs/payments.md#studio-settings).
    if (resource === 'studio-settings')
      return (await app.inject({ url: '/api/studio-settings', headers: headers.admin })).json()[0];
    return createRecord(app, headers.admin, resource, await bodyFor(resource, 'admin'));
  };
  return { outfitterId: me.json().id as string, bodyFor, adminRow };
}
