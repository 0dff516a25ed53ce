import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { everything } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { choicesOf } from '../../engine/fieldInput';
import { LIST_PAGE_DEPTH } from '../../engine/listLimits';
import {
  childRowIdSchema,
  countryCodeSchema,
  fileIdSchema,
  fileIdsSchema,
  isoDateSchema,
  multilineText,
  optionalText,
  versionSchema,
  withClientId,
} from '../../engine/fields';
import { oneLine } from '../../engine/plainText';
import { IR_PART_KEYS, IR_SEX_KEYS, IR_STATUSES } from './irStatuses';
import { tagNumberSchema } from '../orders/definition';

// docs/instruction-registers.md: the studio's intake, a register of the animals a collector takes
// over at a farm; header and lines, the lines embedded in the record as orders embed theirs.

export const irStatusSchema = z.enum(IR_STATUSES);
export const MAX_IR_LINES = 100;
export const MAX_PHOTOS_PER_LINE = 20;

const partKeys = Object.keys(IR_PART_KEYS) as [keyof typeof IR_PART_KEYS];
const sexKeys = Object.keys(IR_SEX_KEYS) as [keyof typeof IR_SEX_KEYS];

/** A free measurement such as "left horn" / "52 cm". */
export const irMeasurementSchema = z.object({
  name: oneLine(z.string().trim().min(1, validationMessage('sayWhatWasMeasured')).max(80)),
  value: oneLine(z.string().trim().min(1, validationMessage('enterTheMeasurement')).max(40)),
});

export const irLineBodySchema = z.object({
  // The line's own id when it was loaded: an edit keeps that line (and the order line quoted from
  // it, docs/order-line-photos.md#farm-photos) instead of making a new one (docs/api.md#child-rows).
  id: childRowIdSchema,
  speciesId: z.uuid(validationMessage('chooseASpecies')),
  sex: z.enum(sexKeys).default('unknown'),
  tagNumber: tagNumberSchema.or(z.literal('')).default(''),
  permitNumbers: z
    .array(oneLine(z.string().trim().min(1).max(80)))
    .max(20)
    .default([]),
  parts: z.array(z.enum(partKeys)).max(partKeys.length).default([]),
  /** The hunter's instruction as a trophy type (shoulder mount, European mount...). */
  trophyTypeId: z.uuid().nullable().default(null),
  instruction: multilineText(2000),
  measurements: z.array(irMeasurementSchema).max(30).default([]),
  conditionNotes: multilineText(2000),
  /** From `POST /api/files`: only the uploader's own, or those already on the IR (docs/files.md). */
  photoFileIds: fileIdsSchema(MAX_PHOTOS_PER_LINE),
  /** Staff's check-in at the studio, line by line (docs/instruction-registers.md#statuses). */
  checkedIn: z.boolean().default(false),
  discrepancies: multilineText(2000),
});

const coordinate = (limit: number) =>
  z.number(validationMessage('useDecimalDegrees')).min(-limit).max(limit).nullable().default(null);

const irFields = {
  farmId: z.uuid().nullable().default(null),
  /** Filled with the creating user when left null (docs/instruction-registers.md#who). */
  collectorId: z.uuid().nullable().default(null),
  collectedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  latitude: coordinate(90),
  longitude: coordinate(180),
  clientId: z.uuid().nullable().default(null),
  hunterName: optionalText(200),
  hunterPassportNumber: optionalText(40),
  hunterCountry: countryCodeSchema.nullable().default(null),
  outfitterId: z.uuid().nullable().default(null),
  phId: z.uuid().nullable().default(null),
  phRegisterNumber: optionalText(80),
  huntStartsOn: isoDateSchema.nullable().default(null),
  huntEndsOn: isoDateSchema.nullable().default(null),
  notes: multilineText(4000),
  hunterSignatureFileId: fileIdSchema.nullable().default(null),
  collectorSignatureFileId: fileIdSchema.nullable().default(null),
  lines: z.array(irLineBodySchema).max(MAX_IR_LINES).default([]),
};

/** A create may carry the id the browser chose: the same id again answers the same record (docs/api.md#client-ids). */
export const irCreateBodySchema = withClientId(z.object(irFields));
/** `version` is the one the editor loaded: a stale one answers 409 (docs/api.md#versions). */
export const irUpdateBodySchema = z.object({ ...irFields, version: versionSchema });

export const irTransitionBodySchema = z.object({
  to: irStatusSchema,
  note: multilineText(2000),
  version: versionSchema,
});

export const irQuoteBodySchema = z.object({
  pricelistId: z.uuid(validationMessage('chooseAPricelist')),
});
/** The quote's order, and its number for the screen that goes to it (Q-000123). */
export const irQuoteAnswerSchema = z.object({ orderId: z.uuid(), number: z.number().int() });

export const irStatusChangeSchema = z.object({
  from: irStatusSchema.nullable(),
  to: irStatusSchema,
  note: z.string(),
  byUserId: z.uuid().nullable(),
  byName: z.string(),
  at: z.string(),
});

const timestamp = z.iso.datetime({ offset: true });

/** A line as the record reads it: always with its id. */
export const irLineSchema = irLineBodySchema.extend({ id: z.uuid() });

export const irSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  number: z.number().int(),
  status: irStatusSchema,
  ...irFields,
  lines: z.array(irLineSchema),
  collectorId: z.uuid(),
  collectorName: z.string(),
  farmName: z.string().nullable(),
  /** The quote made from it, if any (docs/instruction-registers.md#from-register-to-quote). */
  orderId: z.uuid().nullable(),
  history: z.array(irStatusChangeSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export type IrLineBody = z.infer<typeof irLineBodySchema>;
export type IrLine = z.infer<typeof irLineSchema>;
export type IrCreateBody = z.infer<typeof irCreateBodySchema>;
export type IrUpdateBody = z.infer<typeof irUpdateBodySchema>;
export type IrTransitionBody = z.infer<typeof irTransitionBodySchema>;
export type InstructionRegister = z.infer<typeof irSchema>;

// docs/instruction-registers.md#who: staff everything; collectors those they collected (editing
// until Received is the workflow's rule, src/shared/irWorkflow.ts); PHs, outfitters and clients read.
export const instructionRegisters = defineResource({
  name: 'instruction-registers',
  route: 'instruction-registers',
  title: 'number',
  record: irSchema,
  create: irCreateBodySchema,
  update: irUpdateBodySchema,
  inputs: {
    farmId: { kind: 'reference', resource: 'farms', nameField: 'farmName' },
    collectedAt: { kind: 'dateTime' },
    clientId: { kind: 'reference', resource: 'clients' },
    hunterName: { kind: 'text' },
    hunterPassportNumber: { kind: 'text' },
    hunterCountry: { kind: 'country' },
    outfitterId: { kind: 'reference', resource: 'outfitters' },
    phId: { kind: 'reference', resource: 'professional-hunters' },
    phRegisterNumber: { kind: 'text' },
    huntStartsOn: { kind: 'date' },
    huntEndsOn: { kind: 'date' },
    notes: { kind: 'text', multiline: true },
    lines: {
      kind: 'rows',
      inputs: {
        speciesId: { kind: 'reference', resource: 'species' },
        sex: { kind: 'select', choices: choicesOf(IR_SEX_KEYS) },
        tagNumber: { kind: 'text' },
        parts: { kind: 'selectMany', choices: choicesOf(IR_PART_KEYS) },
        trophyTypeId: { kind: 'reference', resource: 'trophy-types' },
        instruction: { kind: 'text', multiline: true },
        conditionNotes: { kind: 'text', multiline: true },
      },
    },
  },
  list: {
    columns: ['number', 'status', 'farmName', 'hunterName', 'collectorName', 'collectedAt'],
    sortable: ['number', 'collectedAt', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    search: ['hunterName', 'hunterPassportNumber', 'notes'],
    filters: ['status', 'farmId', 'collectorId', 'clientId', 'phId'],
    // IRs pile up with every hunt: no count, and paging stops (docs/instruction-registers.md#the-list).
    pageDepth: LIST_PAGE_DEPTH,
    // The IRs of the clients linked to this outfitter now, as an outfitter's own list shows them
    // (docs/dashboards.md#the-summary); not the IR's own `outfitterId`.
    conditionFilters: { linkedOutfitterId: z.uuid() },
  },
  // Staff turn a Received IR into a quote (POST /api/instruction-registers/{id}/quote).
  customActions: { quote: ['admin', 'customerLiaison'] },
  navigation: {
    label: 'resources.instruction-registers.drawer',
    drawer: { anyOf: ['admin', 'customerLiaison', 'collector'] },
  },
  access: {
    admin: everything,
    customerLiaison: everything,
    collector: { actions: ['list', 'read', 'create', 'update'], rows: { userIs: 'collectorId' } },
    professionalHunter: { actions: ['list', 'read'], rows: { userIs: 'phId' } },
    huntingOutfitter: {
      actions: ['list', 'read'],
      rows: { via: 'clientId', resource: 'clients', scope: { userIn: 'outfitterIds' } },
    },
    client: {
      actions: ['list', 'read'],
      rows: { via: 'clientId', resource: 'clients', scope: { userIs: 'userId' } },
    },
  },
});
