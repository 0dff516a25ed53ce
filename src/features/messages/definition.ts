import { z } from 'zod';
import type { RolePolicy, RowScope } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { fileIdsSchema, recordBase } from '../../engine/fields';
import { severalLines } from '../../engine/plainText';
import { validationMessage } from '../../engine/validationMessage';
import { fileSchema } from '../../shared/fileCalls';
import type { Role } from '../../shared/roles';
import { orders } from '../orders/definition';
import { MAX_MESSAGE_CHARACTERS, MAX_MESSAGE_FILES } from './messageLimits';

// docs/messages.md: the conversation on an order (its client, outfitter or PH and the studio) and
// on an IR (its collector and the studio), with attachments; staff's internal notes beside it.

const messageFields = z.object({
  orderId: z.uuid().nullable().default(null),
  irId: z.uuid().nullable().default(null),
  text: severalLines(
    z
      .string({ error: validationMessage('writeAMessage') })
      .trim()
      .min(1, validationMessage('writeAMessage'))
      .max(
        MAX_MESSAGE_CHARACTERS,
        validationMessage('atMostCharacters', { max: MAX_MESSAGE_CHARACTERS }),
      ),
  ),
  /** Staff only: the studio's note that the client side never reads (docs/messages.md#internal-notes). */
  internal: z.boolean().default(false),
  /** From `POST /api/files`: only the writer's own uploads (docs/files.md#who-may-read). */
  fileIds: fileIdsSchema(MAX_MESSAGE_FILES),
});

/**
 * `POST /api/messages`: on one order or one IR, never both (the server's check, after it checked
 * the writer may read what the body names: docs/roles-and-access.md#links). Author and time are
 * the server's.
 */
export const messageBodySchema = messageFields;

export const attachedFileSchema = fileSchema.omit({ sha256: true });

export const messageSchema = messageFields.extend({
  ...recordBase,
  text: z.string(),
  fileIds: z.array(z.uuid()),
  files: z.array(attachedFileSchema),
  authorId: z.uuid(),
  authorName: z.string(),
  /** Written by admin or liaison staff (docs/messages.md#e-mails). */
  fromStudio: z.boolean(),
  postedAt: z.iso.datetime({ offset: true }),
  /** The order as the client side reads the message: its order, null on an internal note. */
  sharedOrderId: z.uuid().nullable(),
  /** The IR as its collector reads the message: its IR, null on an internal note. */
  sharedIrId: z.uuid().nullable(),
});

/** `PUT /api/messages/read-mark`: the user opened this order's thread (docs/messages.md#unread). */
export const readMarkBodySchema = z.object({ orderId: z.uuid() });

/** `GET /api/messages/unread`: the signed-in user's unread messages, per order and in all. */
export const unreadAnswerSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Order id -> unread messages, for the orders that have some. */
  orders: z.record(z.uuid(), z.number().int().positive()),
});

export type MessageBody = z.input<typeof messageBodySchema>;
export type Message = z.infer<typeof messageSchema>;
export type UnreadAnswer = z.infer<typeof unreadAnswerSchema>;

type MessageField = keyof Message;

// docs/messages.md#who-sees-what: the client side reads the messages of the orders it reads, as the
// orders' own policy admits them (their row scope, not a copy of it), internal notes aside; a
// collector those of the IRs they collected. Nobody edits or deletes a message.
const onOrdersOf = (role: Role): RowScope<MessageField> => ({
  via: 'sharedOrderId',
  resource: 'orders',
  scope: orders.access[role]?.rows ?? 'all',
});

const writer = (rows: RowScope<MessageField>): RolePolicy<MessageField> => ({
  actions: ['list', 'read', 'create'],
  rows,
});

/** The messages resource; its own routes add the read marks and the unread counts. */
export const messages = defineResource({
  name: 'messages',
  route: 'messages',
  referenceOnly: true,
  title: 'text',
  record: messageSchema,
  create: messageBodySchema,
  update: z.object({}),
  inputs: {
    orderId: { kind: 'reference', resource: 'orders' },
    irId: { kind: 'reference', resource: 'instruction-registers' },
    text: { kind: 'text', multiline: true },
    internal: { kind: 'boolean' },
  },
  list: {
    columns: ['postedAt', 'authorName', 'text'],
    sortable: ['postedAt'],
    defaultSort: { field: 'postedAt', order: 'ASC' },
    search: [],
    filters: ['orderId', 'irId'],
  },
  access: {
    admin: writer('all'),
    customerLiaison: writer('all'),
    huntingOutfitter: writer(onOrdersOf('huntingOutfitter')),
    professionalHunter: writer(onOrdersOf('professionalHunter')),
    client: writer(onOrdersOf('client')),
    collector: writer({
      via: 'sharedIrId',
      resource: 'instruction-registers',
      scope: { userIs: 'collectorId' },
    }),
  },
});
