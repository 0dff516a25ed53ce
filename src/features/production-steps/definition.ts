import { z } from 'zod';
import { everything, readOnly } from '../../engine/access';
import { defineResource } from '../../engine/defineResource';
import { optionalText, requiredText, crudSchemas } from '../../engine/fields';
import { validationMessage } from '../../engine/validationMessage';

/** The highest position a step may take: far more steps than a studio has. */
export const MAX_STEP_POSITION = 1000;

// docs/line-stages.md#production-steps: the studio's own steps a trophy goes through while "in
// production", in their order; dip & pack lines skip those that do not apply to them.
const productionStepBody = z.object({
  name: requiredText('nameRequired', 120),
  // The step as French readers see it; empty, they read `name`.
  nameFr: optionalText(120),
  position: z
    .number(validationMessage('useAWholeNumber'))
    .int(validationMessage('useAWholeNumber'))
    .min(1)
    .max(MAX_STEP_POSITION),
  appliesToDipAndPack: z.boolean().default(true),
});

export const productionSteps = defineResource({
  name: 'production-steps',
  route: 'admin/production-steps',
  title: 'name',
  ...crudSchemas(productionStepBody),
  inputs: {
    name: { kind: 'text' },
    nameFr: { kind: 'text' },
    position: { kind: 'number', min: 1, max: MAX_STEP_POSITION },
    appliesToDipAndPack: { kind: 'boolean' },
  },
  list: {
    columns: ['position', 'name', 'nameFr', 'appliesToDipAndPack'],
    sortable: ['position', 'name'],
    defaultSort: { field: 'position', order: 'ASC' },
    search: ['name', 'nameFr'],
    filters: ['appliesToDipAndPack'],
  },
  navigation: { drawer: { anyOf: ['admin'] } },
  // The admin keeps the studio's steps; liaisons read them to move lines (docs/line-stages.md).
  access: { admin: everything, customerLiaison: readOnly },
});

export type ProductionStep = z.infer<typeof productionSteps.record>;
