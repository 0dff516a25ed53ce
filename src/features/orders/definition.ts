import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { everything } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { LIST_PAGE_DEPTH } from '../../engine/listLimits';
import { isoDateSchema, multilineText, priceMinorSchema, versionSchema } from '../../engine/fields';
import { MAX_PRICE_MINOR } from '../../engine/fieldLimits';
import { oneLine } from '../../engine/plainText';
import { ORDER_STATUSES } from './orderStatuses';
import { expectedDatesSchema } from './expectedDates';
import { lineMoveSchema, lineStageFieldsSchema } from './lineMoves';
import { lineCrateSchema } from '../crates/lineCrate';
import { lineFarmSchema } from './lineFarm';
import { historyPaymentSchema } from '../payments/historyPayment';
import { outstandingAgeSchema, outstandingKindSchema } from './outstanding';

// docs/domain.md#orders-and-quotes: one entity that starts as a quote request and ends as a shipped order.

export const orderStatusSchema = z.enum(ORDER_STATUSES);

// With MAX_PRICE_MINOR (engine/fieldLimits.ts) these keep every total below
// Number.MAX_SAFE_INTEGER (200 lines x 1000 x 1e10 x VAT 100%).
export const MAX_QUANTITY = 1000;
export const MAX_LINES = 200;
export const MAX_TAGS_PER_LINE = 20;

/** A percentage in basis points: 1550 is 15.50 %. Integers only, like money. */
export const basisPointsSchema = z
  .number()
  .int(validationMessage('useAtMostTwoDecimals'))
  .min(0, validationMessage('useZeroPercentOrMore'))
  .max(10_000, validationMessage('atMostPercent'));

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, validationMessage('useACurrencyCode'));

export const tagNumberSchema = oneLine(
  z
    .string()
    .trim()
    .toUpperCase()
    .min(1, validationMessage('enterTheTagNumber'))
    .max(40, validationMessage('atMostCharacters', { max: 40 })),
);

export const orderLineBodySchema = z.object({
  // The line's own id when it was loaded: an edit keeps that line (and what hangs on it, its
  // photos) instead of making a new one (docs/order-line-photos.md#lines-kept-across-edits).
  id: z.uuid().optional(),
  speciesId: z.uuid(validationMessage('chooseASpecies')),
  trophyTypeId: z.uuid(validationMessage('chooseATrophyType')),
  quantity: z.number().int(validationMessage('useAWholeNumber')).min(1).max(MAX_QUANTITY),
  // Null is "price on request": it blocks submission until staff price the line.
  unitPriceMinor: priceMinorSchema,
  tagNumbers: z.array(tagNumberSchema).max(MAX_TAGS_PER_LINE).default([]),
  instruction: multilineText(2000),
});

/** docs/money.md#landed-costs: what getting the trophies to the hunter costs beside the studio's work. */
export const LANDED_COST_KINDS = ['crating', 'dipAndPack', 'freight', 'insurance'] as const;

export const landedCostSchema = z.object({
  kind: z.enum(LANDED_COST_KINDS, validationMessage('chooseACostKind')),
  amountMinor: z
    .number(validationMessage('useWholeMinorUnits'))
    .int(validationMessage('useWholeMinorUnits'))
    .min(0, validationMessage('useZeroOrMore'))
    .max(MAX_PRICE_MINOR, validationMessage('useASmallerPrice')),
  /** An estimate until the real figure is known: marked so on every copy of the quote. */
  estimate: z.boolean().default(true),
});

/** At most one of each kind, so the quote reads one crating, one freight… */
export const landedCostsSchema = z
  .array(landedCostSchema)
  .max(LANDED_COST_KINDS.length, validationMessage('chooseEachCostOnce'))
  .default([])
  .superRefine((costs, context) => {
    costs.forEach((cost, index) => {
      if (costs.findIndex((other) => other.kind === cost.kind) !== index) {
        context.addIssue({
          code: 'custom',
          path: [index, 'kind'],
          message: validationMessage('chooseEachCostOnce'),
        });
      }
    });
  });

const orderFields = {
  clientId: z.uuid(validationMessage('chooseAClient')),
  outfitterId: z.uuid().nullable().default(null),
  phId: z.uuid().nullable().default(null),
  irId: z.uuid().nullable().default(null),
  pricelistId: z.uuid(validationMessage('chooseAPricelist')),
  // Filled from the pricelist by the form; the server refuses a currency that differs from it.
  currency: currencySchema,
  lines: z
    .array(orderLineBodySchema)
    .max(MAX_LINES, validationMessage('atMostLines', { max: MAX_LINES })),
  discountBp: basisPointsSchema.default(0),
  vatRateBp: basisPointsSchema.default(0),
  depositBp: basisPointsSchema.default(0),
  /** Staff's alone, like the terms (docs/money.md#landed-costs). */
  landedCosts: landedCostsSchema,
};

/** A client orders for themself: they leave `clientId` null and the server fills in their record. */
export const orderCreateBodySchema = z.object({
  ...orderFields,
  clientId: orderFields.clientId.nullable(),
  /** Left out: the studio's default VAT rate (docs/payments.md#studio-settings). */
  vatRateBp: basisPointsSchema.optional(),
});

/** `version` is the one the editor loaded: a stale one answers 409 (docs/api.md#versions). */
export const orderUpdateBodySchema = z.object({ ...orderFields, version: versionSchema });

export const orderTransitionBodySchema = z.object({
  to: orderStatusSchema,
  note: multilineText(2000),
  version: versionSchema,
});

export const orderTotalsSchema = z.object({
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
  depositMinor: z.number().int(),
  /** Some line is price on request: the totals cover the priced lines only. */
  hasPriceOnRequest: z.boolean(),
  /** The landed costs, before VAT, in the total (docs/money.md#landed-costs). */
  costsMinor: z.number().int(),
  /** What of those costs is an estimate, before VAT. */
  estimatedMinor: z.number().int(),
});

export const orderLineSchema = orderLineBodySchema.extend({
  id: z.uuid(),
  ...lineStageFieldsSchema.shape,
  irLineId: z.uuid().nullable(),
  farm: lineFarmSchema.nullable(),
  /** The crate the line is packed in and its shipment (docs/crates-and-shipments.md#on-the-order). */
  crate: lineCrateSchema.nullable(),
});

export const orderStatusChangeSchema = z.object({
  id: z.uuid(),
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  note: z.string(),
  byUserId: z.uuid().nullable(),
  byName: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** The expected days this row set (docs/order-workflow.md#expected-dates); null on a move. */
  expectedDates: expectedDatesSchema.nullable(),
  /** The message this row records (docs/messages.md#history); null on any other row. */
  messageId: z.uuid().nullable(),
  /** An internal note's row, which only staff read. */
  internal: z.boolean(),
  /** The line move this row records (docs/line-stages.md#history); null on any other row. */
  lineMove: lineMoveSchema.nullable(),
  /** The payment this row records (docs/payments.md#history); absent or null on any other row. */
  payment: historyPaymentSchema.nullish(),
});

export const orderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: orderStatusSchema,
  ...orderFields,
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  version: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  exportedToTlsAt: z.iso.datetime({ offset: true }).nullable(),
  ...expectedDatesSchema.shape,
  history: z.array(orderStatusChangeSchema),
  /** The moves the signed-in user may make now, and whether they may edit: the editor's buttons. */
  moves: z.array(orderStatusSchema),
  editable: z.boolean(),
});

/** The filter of `GET /api/orders` (ra-data-simple-rest `filter={...}`). */
export const orderListFilterSchema = z.object({
  status: orderStatusSchema.optional(),
  clientId: z.uuid().optional(),
  outfitterId: z.uuid().optional(),
  phId: z.uuid().optional(),
  createdFrom: isoDateSchema.optional(),
  createdTo: isoDateSchema.optional(),
  /** Any of these statuses (the dashboards' revenue counts several). */
  statusIn: z.array(orderStatusSchema).min(1).max(ORDER_STATUSES.length).optional(),
  /** Orders of the clients linked to this outfitter now (an outfitter's own scope). */
  linkedOutfitterId: z.uuid().optional(),
  /** Accepted and not exported to TLS yet: the export backlog. */
  awaitingExport: z.literal(true).optional(),
  /** Export paperwork incomplete today (docs/paperwork.md#required). */
  paperworkIncomplete: z.literal(true).optional(),
  /** A deposit or a balance the client still owes (docs/dashboards.md#outstanding-money). */
  outstanding: outstandingKindSchema.optional(),
  /** What is owed, asked for this many days ago (docs/dashboards.md#outstanding-money). */
  outstandingAge: outstandingAgeSchema.optional(),
  /** react-admin's getMany (references to orders, such as a document's): these orders only. */
  id: z.array(z.uuid()).max(100).optional(),
  /** Order number (Q-000123 or 123), an exact tag number, or words of a client name (docs/orders-list.md#search). */
  q: z.string().trim().min(1).max(100).optional(),
});

/** One row of `GET /api/orders`: what the Client Orders list shows, names resolved. */
export const orderListRowSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: orderStatusSchema,
  clientId: z.uuid(),
  clientName: z.string(),
  outfitterId: z.uuid().nullable(),
  outfitterName: z.string().nullable(),
  phId: z.uuid().nullable(),
  currency: z.string(),
  totalMinor: z.number().int(),
  hasPriceOnRequest: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Messages on the order the reader has not read (docs/messages.md#unread). */
  unreadMessages: z.number().int().nonnegative(),
});

export type OrderListRow = z.infer<typeof orderListRowSchema>;

export type OrderLineBody = z.infer<typeof orderLineBodySchema>;
export type OrderCreateBody = z.infer<typeof orderCreateBodySchema>;
export type OrderUpdateBody = z.infer<typeof orderUpdateBodySchema>;
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;
export type OrderTotals = z.infer<typeof orderTotalsSchema>;
export type LandedCost = z.infer<typeof landedCostSchema>;
export type LandedCostKind = (typeof LANDED_COST_KINDS)[number];
export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;
const listFilter = orderListFilterSchema.shape;

// docs/orders-list.md#scopes: staff see every order; an outfitter the orders of the clients linked to them; a PH
// those where they are the PH; a client their own (the client record joined to their account).
// Collectors have no orders. Which moves each may make is the workflow's (src/shared/orderWorkflow).
const requesterActions = ['list', 'read', 'create', 'update'] as const;

/**
 * The order resource; its list, editor and workflow are screens and routes of its own
 * (src/features/orders/server/), its access the engine's.
 */
export const orders = defineResource({
  name: 'orders',
  // The quote editor is at orders/{quoteId}; the list is the home page.
  route: 'orders',
  listAtHome: true,
  title: 'number',
  record: orderSchema,
  create: orderCreateBodySchema,
  update: orderUpdateBodySchema,
  inputs: {
    clientId: { kind: 'reference', resource: 'clients' },
    outfitterId: { kind: 'reference', resource: 'outfitters' },
    phId: { kind: 'reference', resource: 'professional-hunters' },
    pricelistId: { kind: 'reference', resource: 'pricelists' },
    currency: { kind: 'readOnly' },
    lines: {
      kind: 'rows',
      inputs: {
        speciesId: { kind: 'reference', resource: 'species' },
        trophyTypeId: { kind: 'reference', resource: 'trophy-types' },
        quantity: { kind: 'number', min: 1, max: MAX_QUANTITY },
        unitPriceMinor: { kind: 'money', currencyFrom: 'currency' },
        instruction: { kind: 'text', multiline: true },
      },
    },
    discountBp: { kind: 'number', min: 0, max: 10_000 },
    vatRateBp: { kind: 'number', min: 0, max: 10_000 },
    depositBp: { kind: 'number', min: 0, max: 10_000 },
  },
  navigation: {
    label: 'resources.orders.drawer',
    drawer: { noneOf: ['collector'] },
    userMenu: { label: 'resources.orders.name', noneOf: ['collector'] },
  },
  list: {
    row: orderListRowSchema,
    columns: ['number', 'clientId', 'outfitterId', 'status', 'totals', 'createdAt', 'updatedAt'],
    // docs/orders-list.md#sorting: the sorts people use, each served by an index.
    sortable: ['createdAt', 'number', 'clientName', 'status', 'totalMinor'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    // docs/orders-list.md#search: the list's own search (src/features/orders/server/orderSearch.ts).
    search: [],
    filters: ['status', 'clientId', 'outfitterId', 'phId'],
    conditionFilters: {
      createdFrom: listFilter.createdFrom,
      createdTo: listFilter.createdTo,
      statusIn: listFilter.statusIn,
      linkedOutfitterId: listFilter.linkedOutfitterId,
      awaitingExport: listFilter.awaitingExport,
      paperworkIncomplete: listFilter.paperworkIncomplete,
      outstanding: listFilter.outstanding,
      outstandingAge: listFilter.outstandingAge,
    },
    // docs/orders-list.md#partial-pagination: no total; past this depth a filter or search narrows.
    pageDepth: LIST_PAGE_DEPTH,
  },
  // docs/order-workflow.md#expected-dates: the studio's promise, so staff's alone.
  // docs/line-stages.md#moving-a-line: where each trophy is, staff's word too.
  customActions: {
    setExpectedDates: ['admin', 'customerLiaison'],
    moveLines: ['admin', 'customerLiaison'],
  },
  access: {
    admin: everything,
    customerLiaison: everything,
    huntingOutfitter: {
      actions: requesterActions,
      rows: { via: 'clientId', resource: 'clients', scope: { userIn: 'outfitterIds' } },
    },
    professionalHunter: { actions: ['list', 'read'], rows: { userIs: 'phId' } },
    client: {
      actions: requesterActions,
      rows: { via: 'clientId', resource: 'clients', scope: { userIs: 'userId' } },
    },
  },
});
