// IR statuses and numbers without zod, so the IR list can show them without loading the schemas
// (bench/bundle), like resources/orderStatuses.ts.

/** Machine value -> label; the order of keys is the order of the workflow (docs/instruction-registers.md#statuses). */
export const IR_STATUS_LABELS = {
  open: 'Open',
  collected: 'Collected',
  received: 'Received',
  quoted: 'Quoted',
  closed: 'Closed',
  cancelled: 'Cancelled',
} as const;

export type IrStatus = keyof typeof IR_STATUS_LABELS;
export const IR_STATUSES = Object.keys(IR_STATUS_LABELS) as [IrStatus, ...IrStatus[]];

/** Shown as IR-000123. */
export const formatIrNumber = (number: number) => `IR-${String(number).padStart(6, '0')}`;

/** What an animal arrived as (docs/instruction-registers.md#lines); several per line. */
export const IR_PART_LABELS = {
  cape: 'Cape',
  skin: 'Skin',
  skull: 'Skull',
  horns: 'Horns',
  tusks: 'Tusks',
  feet: 'Feet',
  tail: 'Tail',
  teeth: 'Teeth',
  backskin: 'Backskin',
} as const;

export const IR_SEX_LABELS = { male: 'Male', female: 'Female', unknown: 'Unknown' } as const;
