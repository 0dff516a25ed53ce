// IR statuses and numbers without zod, so the IR list can show them without loading the schemas
// (bench/bundle), like src/features/orders/orderStatuses.ts.

/**
 * Machine value -> the key of its label (docs/languages.md#messages); the order of keys is the
 * order of the workflow (docs/instruction-registers.md#statuses).
 */
export const IR_STATUS_KEYS = {
  open: 'portal.workflow.irStatuses.open',
  collected: 'portal.workflow.irStatuses.collected',
  received: 'portal.workflow.irStatuses.received',
  quoted: 'portal.workflow.irStatuses.quoted',
  closed: 'portal.workflow.irStatuses.closed',
  cancelled: 'portal.workflow.irStatuses.cancelled',
} as const;

export type IrStatus = keyof typeof IR_STATUS_KEYS;
export const IR_STATUSES = Object.keys(IR_STATUS_KEYS) as [IrStatus, ...IrStatus[]];

// docs/instruction-registers.md#the-list: a status chip's colour, from grey (still at the farm)
// to green (closed); a cancelled IR is red.
const IR_STATUS_CHIP_COLOURS = {
  open: 'default',
  collected: 'info',
  received: 'primary',
  quoted: 'secondary',
  closed: 'success',
  cancelled: 'error',
} as const satisfies Record<IrStatus, string>;

export const irStatusChipColour = (status: IrStatus) => IR_STATUS_CHIP_COLOURS[status];

/** Shown as IR-000123. */
export const formatIrNumber = (number: number) => `IR-${String(number).padStart(6, '0')}`;

/** What an animal arrived as (docs/instruction-registers.md#lines); several per line. */
export const IR_PART_KEYS = {
  cape: 'portal.workflow.irParts.cape',
  skin: 'portal.workflow.irParts.skin',
  skull: 'portal.workflow.irParts.skull',
  horns: 'portal.workflow.irParts.horns',
  tusks: 'portal.workflow.irParts.tusks',
  feet: 'portal.workflow.irParts.feet',
  tail: 'portal.workflow.irParts.tail',
  teeth: 'portal.workflow.irParts.teeth',
  backskin: 'portal.workflow.irParts.backskin',
} as const;

export const IR_SEX_KEYS = {
  male: 'portal.workflow.irSexes.male',
  female: 'portal.workflow.irSexes.female',
  unknown: 'portal.workflow.irSexes.unknown',
} as const;
