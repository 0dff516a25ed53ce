import { z } from 'zod';
import type { RolePolicy, RowScope } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import {
  isoDateSchema,
  optionalText,
  recordBase,
  requiredText,
  versionSchema,
} from '../../engine/fields';
import { validationMessage } from '../../engine/validationMessage';
import type { Role } from '../../shared/roles';
import { emailSchema } from '../../shared/authCalls';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/languages';
import { choicesOf } from '../../engine/fieldInput';
import { crateRows } from '../crates/definition';

// docs/crates-and-shipments.md#shipments: crates handed to one freight agent together, flown by
// one airline under one air waybill.

/** An IATA air waybill number: the airline's 3-digit prefix and an 8-digit serial. */
const AIR_WAYBILL = /^\d{3}-?\d{8}$/;

const shipmentFields = z.object({
  freightAgent: requiredText('nameRequired', 200),
  // docs/crates-and-shipments.md#the-freight-agents-pack: where the pack is sent, in which language.
  freightAgentEmail: z.union([z.literal(''), emailSchema]).default(''),
  freightAgentLanguage: z.enum(LANGUAGES).nullable().default(null),
  airline: optionalText(100),
  airWaybill: optionalText(20).refine(
    (number) => number === '' || AIR_WAYBILL.test(number),
    validationMessage('useAnAirWaybill'),
  ),
  handedOverOn: isoDateSchema.nullable().default(null),
  shippedOn: isoDateSchema.nullable().default(null),
});

type Days = Pick<z.infer<typeof shipmentFields>, 'handedOverOn' | 'shippedOn'>;
const shippedAfterHandOver = ({ handedOverOn, shippedOn }: Days) =>
  !handedOverOn || !shippedOn || shippedOn >= handedOverOn;
const shippedBeforeHandOver = {
  path: ['shippedOn'],
  message: validationMessage('shipOnOrAfterHandOver'),
};

export const shipmentSchema = shipmentFields.extend({
  ...recordBase,
  number: z.number().int(),
  /** The number as people read it, S-000123 (the screens' title). */
  reference: z.string(),
  crateCount: z.number().int(),
});

export type Shipment = z.infer<typeof shipmentSchema>;

// docs/crates-and-shipments.md#who-sees-what: whoever reads one of a shipment's crates reads the
// shipment (its waybill); staff make and change them.
const onCratesOf = (role: Role): RowScope<keyof Shipment> => ({
  referencedBy: 'crates',
  field: 'shipmentId',
  scope: crateRows(role),
});
const reader = (role: Role): RolePolicy<keyof Shipment> => ({
  actions: ['list', 'read'],
  rows: onCratesOf(role),
});
const shipper: RolePolicy<keyof Shipment> = { actions: ['list', 'read', 'create', 'update'] };

export const shipments = defineResource({
  name: 'shipments',
  route: 'shipments',
  title: 'reference',
  record: shipmentSchema,
  create: shipmentFields.refine(shippedAfterHandOver, shippedBeforeHandOver),
  update: shipmentFields
    .extend({ version: versionSchema })
    .refine(shippedAfterHandOver, shippedBeforeHandOver),
  inputs: {
    freightAgent: { kind: 'text' },
    freightAgentEmail: { kind: 'email' },
    freightAgentLanguage: { kind: 'select', choices: choicesOf(LANGUAGE_NAMES) },
    airline: { kind: 'text' },
    airWaybill: { kind: 'text' },
    handedOverOn: { kind: 'date' },
    shippedOn: { kind: 'date' },
  },
  navigation: {
    label: 'resources.shipments.name',
    drawer: { anyOf: ['admin', 'customerLiaison'] },
  },
  list: {
    columns: ['reference', 'freightAgent', 'airline', 'airWaybill', 'handedOverOn', 'shippedOn'],
    sortable: ['reference', 'shippedOn'],
    defaultSort: { field: 'reference', order: 'DESC' },
    search: ['freightAgent', 'airWaybill'],
    filters: [],
  },
  access: {
    admin: shipper,
    customerLiaison: shipper,
    huntingOutfitter: reader('huntingOutfitter'),
    professionalHunter: reader('professionalHunter'),
    client: reader('client'),
  },
});
