import { z } from 'zod';
import type { RolePolicy, RowScope } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import {
  idSchema,
  multilineText,
  optionalText,
  recordBase,
  withVersion,
} from '../../engine/fields';
import { MAX_PRICE_MINOR } from '../../engine/fieldLimits';
import { validationMessage } from '../../engine/validationMessage';
import type { Role } from '../../shared/roles';
import { currencySchema } from '../orders/definition';
import { crateWaitSchema } from './crateWaiting';

// docs/crates-and-shipments.md#crates: staff pack the order lines that are ready for export into
// crates, each to one consignee: the client, or someone the client names.

/** A crate's side, in whole centimetres: far above any air-freight pallet. */
export const MAX_CRATE_SIDE_CM = 1000;
/** docs/crates-and-shipments.md#weights: kilograms, to the hundredth. */
export const MAX_CRATE_WEIGHT_KG = 100_000;
/** The lines one crate holds at most: one body, one transaction. */
export const MAX_CRATE_LINES = 200;

const side = z
  .number(validationMessage('useAWholeNumber'))
  .int(validationMessage('useAWholeNumber'))
  .min(1, validationMessage('useAWholeNumber'))
  .max(MAX_CRATE_SIDE_CM, validationMessage('useASmallerAmount'));

const value = z
  .number(validationMessage('useWholeMinorUnits'))
  .int(validationMessage('useWholeMinorUnits'))
  .min(0, validationMessage('useZeroOrMore'))
  .max(MAX_PRICE_MINOR, validationMessage('useASmallerAmount'))
  .default(0);

const crateBody = z.object({
  clientId: idSchema,
  /** Empty: the client, named and addressed as on their record (filled in on the write). */
  consigneeName: optionalText(200),
  consigneeAddress: multilineText(500),
  lengthCm: side,
  widthCm: side,
  heightCm: side,
  actualWeightKg: z
    .number(validationMessage('useZeroOrMore'))
    .positive(validationMessage('useZeroOrMore'))
    .max(MAX_CRATE_WEIGHT_KG, validationMessage('useASmallerAmount'))
    .refine(
      (kg) => Math.abs(kg * 100 - Math.round(kg * 100)) < 1e-6,
      validationMessage('useAtMostTwoDecimals'),
    ),
  currency: currencySchema,
  declaredValueMinor: value,
  insuredValueMinor: value,
  shipmentId: idSchema.nullable().default(null),
  orderLineIds: z
    .array(idSchema)
    .max(MAX_CRATE_LINES, validationMessage('atMostItems', { max: MAX_CRATE_LINES }))
    .default([]),
});

/** One line a crate holds, as its screens name it: "Q-000042 #1 Greater Kudu, Shoulder mount". */
export const packedLineSchema = z.object({
  lineId: z.uuid(),
  orderNumber: z.number().int(),
  lineNumber: z.number().int(),
  species: z.string(),
  trophyType: z.string(),
  tagNumbers: z.array(z.string()),
});

/**
 * What staff send: the crate, and their reason for packing lines of an order whose balance is not
 * paid (docs/payments.md#gates), which goes to those orders' history rather than onto the crate.
 */
const crateWrite = crateBody.extend({ balanceReason: optionalText(500) });

export const crateSchema = crateBody.extend({
  ...recordBase,
  number: z.number().int(),
  /** The number as people read it, C-000123 (the screens' title). */
  reference: z.string(),
  volumetricWeightKg: z.number(),
  clientName: z.string(),
  /** What the crate holds, in the order of its orders and their lines. */
  packedLines: z.array(packedLineSchema),
  phIds: z.array(z.uuid()),
});

export type Crate = z.infer<typeof crateSchema>;
export type CrateBody = z.input<typeof crateWrite>;

// docs/crates-and-shipments.md#who-sees-what: a client reads the crates of their own orders, an
// outfitter their clients' (as the orders' scopes, through the crate's client), a PH those
// holding lines of the orders they hunted on; staff every crate; collectors none.
const viaClient = (scope: RowScope): RowScope<keyof Crate> => ({
  via: 'clientId',
  resource: 'clients',
  scope,
});
const reader = (rows: RowScope<keyof Crate>): RolePolicy<keyof Crate> => ({
  actions: ['list', 'read'],
  rows,
});
const packer: RolePolicy<keyof Crate> = { actions: ['list', 'read', 'create', 'update'] };

/** The crates' row scope for a role, which the shipments read theirs through. */
export const crateRows = (role: Role): RowScope => crates.access[role]?.rows ?? 'all';

export const crates = defineResource({
  name: 'crates',
  route: 'crates',
  title: 'reference',
  record: crateSchema,
  create: crateWrite,
  update: withVersion(crateWrite),
  inputs: {
    clientId: { kind: 'reference', resource: 'clients', nameField: 'clientName' },
    consigneeName: { kind: 'text' },
    consigneeAddress: { kind: 'text', multiline: true },
    lengthCm: { kind: 'number', min: 1, max: MAX_CRATE_SIDE_CM },
    widthCm: { kind: 'number', min: 1, max: MAX_CRATE_SIDE_CM },
    heightCm: { kind: 'number', min: 1, max: MAX_CRATE_SIDE_CM },
    actualWeightKg: { kind: 'number', min: 0, max: MAX_CRATE_WEIGHT_KG },
    currency: { kind: 'text' },
    declaredValueMinor: { kind: 'money', currencyFrom: 'currency' },
    insuredValueMinor: { kind: 'money', currencyFrom: 'currency' },
    shipmentId: { kind: 'reference', resource: 'shipments' },
    balanceReason: { kind: 'text', multiline: true },
  },
  navigation: {
    label: 'resources.crates.name',
    drawer: { anyOf: ['admin', 'customerLiaison'] },
  },
  list: {
    columns: ['reference', 'clientName', 'consigneeName', 'actualWeightKg', 'volumetricWeightKg'],
    sortable: ['reference'],
    defaultSort: { field: 'reference', order: 'DESC' },
    search: [],
    filters: ['clientId', 'shipmentId'],
    // docs/dashboards.md#crates-waiting: the crates not handed over that wait for payment or
    // paperwork, and those of the clients linked to an outfitter now.
    conditionFilters: { waiting: crateWaitSchema, linkedOutfitterId: z.uuid() },
  },
  access: {
    admin: packer,
    customerLiaison: packer,
    huntingOutfitter: reader(viaClient({ userIn: 'outfitterIds' })),
    professionalHunter: reader({ userIn: 'phIds' }),
    client: reader(viaClient({ userIs: 'userId' })),
  },
});
