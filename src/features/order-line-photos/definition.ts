import { z } from 'zod';
import type { RolePolicy } from '../../engine/access';
import { everything } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { crudSchemas, fileIdSchema, optionalText } from '../../engine/fields';
import { validationMessage } from '../../engine/validationMessage';
import type { Role } from '../../shared/roles';
import { orders } from '../orders/definition';

// docs/order-line-photos.md: the studio's progress photos of one trophy (an order line), which the
// order's readers follow from the farm to the crate.

const { record, create, update } = crudSchemas(
  z.object({
    orderLineId: z.uuid(validationMessage('chooseARecord')),
    /** From `POST /api/files`; only the uploader may attach a file (docs/files.md). */
    fileId: fileIdSchema,
    caption: optionalText(200),
    /** When the photo was taken; the server's now when not told. */
    takenAt: z.iso.datetime({ offset: true }).nullable().default(null),
  }),
);

export const orderLinePhotoSchema = record.extend({
  takenAt: z.iso.datetime({ offset: true }),
  orderId: z.uuid(),
  addedById: z.uuid(),
  addedByName: z.string(),
});

export type OrderLinePhoto = z.infer<typeof orderLinePhotoSchema>;
export type OrderLinePhotoBody = z.input<typeof create>;

type PhotoField = keyof OrderLinePhoto;

// docs/order-line-photos.md#who: the readers of an order read its photos, as the orders' own
// policy admits them (their row scope, not a copy of it); staff add, change and remove them.
const readerOf = (role: Role): RolePolicy<PhotoField> => ({
  actions: ['list', 'read'],
  rows: { via: 'orderId', resource: 'orders', scope: orders.access[role]?.rows ?? 'all' },
});

/** Progress photos of order lines; shown on the order's screens, none of their own. */
export const orderLinePhotos = defineResource({
  name: 'order-line-photos',
  route: 'order-line-photos',
  referenceOnly: true,
  title: 'caption',
  record: orderLinePhotoSchema,
  create,
  update,
  inputs: {
    caption: { kind: 'text' },
    takenAt: { kind: 'dateTime' },
  },
  list: {
    columns: ['takenAt', 'caption', 'addedByName'],
    sortable: ['takenAt'],
    defaultSort: { field: 'takenAt', order: 'ASC' },
    search: [],
    filters: ['orderId', 'orderLineId'],
  },
  access: {
    admin: everything,
    customerLiaison: everything,
    huntingOutfitter: readerOf('huntingOutfitter'),
    professionalHunter: readerOf('professionalHunter'),
    client: readerOf('client'),
  },
});
