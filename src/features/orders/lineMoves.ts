import { z } from 'zod';
import { validationMessage } from '../../engine/validationMessage';
import { LINE_STAGES } from './lineStages';

// docs/line-stages.md: a line's stage as the order answers it, the call that moves it, and the
// history row that records the move.

export const lineStageSchema = z.enum(LINE_STAGES);

/** A production step as an order's reader sees it: named in both languages. */
export const stepNameSchema = z.object({ id: z.uuid(), name: z.string(), nameFr: z.string() });

/** Where a line is: its stage, the production step while in production, and since when. */
export const lineStageFieldsSchema = z.object({
  stage: lineStageSchema,
  productionStepId: z.uuid().nullable(),
  stageAt: z.iso.datetime({ offset: true }),
  /** The studio's production steps this line goes through, in order (dip & pack skips some). */
  productionSteps: z.array(stepNameSchema),
});

/** `PUT /api/orders/{id}/lines/{lineId}/stage`. */
export const lineStageBodySchema = z.object({
  stage: lineStageSchema,
  /** The step while in production (the line's first step when left out); null otherwise. */
  productionStepId: z.uuid(validationMessage('chooseARecord')).nullable().default(null),
});

const placeSchema = z.object({
  stage: lineStageSchema,
  step: stepNameSchema.omit({ id: true }).nullable(),
});

/** A history row's line move: which line (by its number then), from where to where. */
export const lineMoveSchema = z.object({
  lineId: z.uuid(),
  position: z.number().int(),
  from: placeSchema,
  to: placeSchema,
});

export type LineStageFields = z.infer<typeof lineStageFieldsSchema>;
export type LineStageBody = z.infer<typeof lineStageBodySchema>;
export type StepName = z.infer<typeof stepNameSchema>;
export type LineMove = z.infer<typeof lineMoveSchema>;
export type LinePlace = z.infer<typeof placeSchema>;
