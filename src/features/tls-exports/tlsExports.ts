import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { isoDateSchema, multilineText, requiredText } from '../../engine/fields';
import { severalLines } from '../../engine/plainText';
import { orderStatusSchema } from '../orders/definition';
import type { OrderStatus } from '../orders/orderStatuses';

// docs/tls-export.md: batches of orders handed over to TLS, and the API keys TLS uses.
// Not an engine resource: a batch is created from orders and never edited, so its calls are its own.

/**
 * docs/tls-export.md#batches: the statuses of an order waiting for export while no batch has taken
 * it: Accepted, and In production when staff started it by hand, so every order that enters
 * production reaches TLS.
 */
export const WAITING_FOR_EXPORT_STATUSES = [
  'accepted',
  'inProduction',
] as const satisfies readonly OrderStatus[];

/** How many orders one batch may hold: the bench's 10,000 with room to spare. */
export const MAX_BATCH_ORDERS = 20_000;

/** `POST /api/tls-exports`: the orders to export (all waiting ones when absent). */
export const tlsExportCreateBodySchema = z.object({
  orderIds: z
    .array(z.uuid(validationMessage('notAnOrderId')))
    .min(1, validationMessage('pickAtLeastOneOrder'))
    .max(MAX_BATCH_ORDERS, validationMessage('exportAtMostOrders', { max: MAX_BATCH_ORDERS }))
    .optional(),
  /** Required when an order was exported before (docs/tls-export.md#re-export). */
  reexportReason: severalLines(
    z
      .string()
      .trim()
      .max(500, validationMessage('atMostCharacters', { max: 500 })),
  ).optional(),
  /**
   * Required when a picked Accepted order's deposit is not paid: the batch moves it into
   * production, which waits for the deposit otherwise (docs/tls-export.md#the-deposit).
   */
  depositReason: severalLines(
    z
      .string()
      .trim()
      .max(500, validationMessage('atMostCharacters', { max: 500 })),
  ).optional(),
});

const orderNumberSchema = z.number().int(validationMessage('useAnOrderNumber')).positive();

/** `POST /api/tls-exports/{id}/ack`: what TLS took in and what it refused, by order number. */
export const tlsExportAckBodySchema = z.object({
  accepted: z.array(orderNumberSchema).max(MAX_BATCH_ORDERS).default([]),
  rejected: z.array(orderNumberSchema).max(MAX_BATCH_ORDERS).default([]),
  note: multilineText(2000),
});

export const tlsExportAckSchema = z.object({
  id: z.uuid(),
  accepted: z.array(z.number().int()),
  rejected: z.array(z.number().int()),
  note: z.string(),
  /** The API key's name, or the staff member's name. */
  by: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
});

/**
 * docs/tls-export.md#batches: a batch is running from its creation until its orders are moved and
 * its file written (done); failed when its job gave up, until staff try it again.
 */
export const TLS_BATCH_STATUSES = ['running', 'done', 'failed'] as const;

/** `GET /api/tls-exports/{id}/progress`: what the batch's page polls while it runs. */
export const tlsExportProgressSchema = z.object({
  status: z.enum(TLS_BATCH_STATUSES),
  /** Orders moved or marked so far, of the batch's orders. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** Why its last attempt failed (the job's error); null when none did, and once done. */
  error: z.string().nullable(),
});

/** One batch in the history list. */
export const tlsExportSchema = tlsExportProgressSchema.extend({
  id: z.uuid(),
  number: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  createdById: z.uuid(),
  createdByName: z.string(),
  reexportReason: z.string().nullable(),
  orderCount: z.number().int(),
  /** The file's: null until the batch is done. */
  lineCount: z.number().int().nullable(),
  fileSize: z.number().int().nullable(),
  checksumSha256: z.string().nullable(),
  /** Order numbers TLS rejected in its latest acknowledgement; empty before any. */
  rejected: z.array(z.number().int()),
  acknowledged: z.boolean(),
});

export const tlsExportOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: orderStatusSchema,
  clientName: z.string(),
  outfitterName: z.string().nullable(),
  lineCount: z.number().int(),
  currency: z.string(),
  totalMinor: z.number().int(),
  /** Exported by a batch before this one (a re-export). */
  reexport: z.boolean(),
});

/** `GET /api/tls-exports/{id}`: the batch, its orders and TLS's acknowledgements, newest first. */
export const tlsExportDetailSchema = tlsExportSchema.extend({
  orders: z.array(tlsExportOrderSchema),
  acks: z.array(tlsExportAckSchema),
});

/** `GET /api/tls-exports/waiting`: the orders waiting for export (WAITING_FOR_EXPORT_STATUSES, never exported). */
export const tlsWaitingOrderSchema = tlsExportOrderSchema.omit({ reexport: true }).extend({
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The batch that took it and is not done yet (running or failed): it cannot be picked again. */
  inBatch: z.object({ id: z.uuid(), number: z.number().int() }).nullable(),
  /**
   * What of its deposit is still to pay when it is Accepted (0 once paid, and for an order already
   * in production): a batch takes it only with a reason (docs/tls-export.md#the-deposit).
   */
  depositDueMinor: z.number().int(),
});

/** The list's filter (ra-data-simple-rest `filter={...}`). */
export const tlsExportListFilterSchema = z.object({
  number: z.number().int().positive().optional(),
  createdFrom: isoDateSchema.optional(),
  createdTo: isoDateSchema.optional(),
  createdById: z.uuid().optional(),
});

export const tlsApiKeyCreateBodySchema = z.object({ name: requiredText('nameRequired', 100) });

export const tlsApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the key itself is shown once only. */
  prefix: z.string(),
  createdByName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});

/** The answer to creating a key: the only time the key itself is shown. */
export const tlsApiKeyCreatedSchema = tlsApiKeySchema.extend({ key: z.string() });

export type TlsExportCreateBody = z.infer<typeof tlsExportCreateBodySchema>;
export type TlsExportAckBody = z.infer<typeof tlsExportAckBodySchema>;
export type TlsExportProgress = z.infer<typeof tlsExportProgressSchema>;
export type TlsExport = z.infer<typeof tlsExportSchema>;
export type TlsExportDetail = z.infer<typeof tlsExportDetailSchema>;
export type TlsExportOrder = z.infer<typeof tlsExportOrderSchema>;
export type TlsWaitingOrder = z.infer<typeof tlsWaitingOrderSchema>;
export type TlsExportListFilter = z.infer<typeof tlsExportListFilterSchema>;
export type TlsApiKey = z.infer<typeof tlsApiKeySchema>;
export type TlsApiKeyCreated = z.infer<typeof tlsApiKeyCreatedSchema>;
