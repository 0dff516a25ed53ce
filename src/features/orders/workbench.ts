import { z } from 'zod';
import { LIST_PAGE_DEPTH } from '../../engine/listLimits';
import { lineStageBodySchema, lineStageSchema } from './lineMoves';
import { orderStatusSchema } from './definition';

// docs/line-stages.md#the-workbench: the lines at one stage (and step) across orders, and the
// bulk move of those a worker picked.

/** The most lines a workbench page lists, and a bulk move moves. */
export const WORKBENCH_PAGE_MAX = 100;

/** `GET /api/orders/workbench?stage=inProduction&productionStepId=...&offset=0&limit=25`. */
export const workbenchQuerySchema = z.object({
  stage: lineStageSchema,
  productionStepId: z.uuid().optional(),
  offset: z.coerce.number().int().min(0).max(LIST_PAGE_DEPTH).default(0),
  limit: z.coerce.number().int().min(1).max(WORKBENCH_PAGE_MAX).default(25),
});

export const workbenchRowSchema = z.object({
  lineId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.number().int(),
  orderStatus: orderStatusSchema,
  clientName: z.string(),
  species: z.string(),
  trophyType: z.string(),
  quantity: z.number().int(),
  tagNumbers: z.array(z.string()),
  productionStepId: z.uuid().nullable(),
  stageAt: z.iso.datetime({ offset: true }),
});

/** A page of lines, longest waiting first, and how many there are in all. */
export const workbenchPageSchema = z.object({
  rows: z.array(workbenchRowSchema),
  total: z.number().int(),
});

/** `POST /api/orders/line-moves`: these lines, of any orders, to one stage (and step). */
export const lineMovesBodySchema = lineStageBodySchema.extend({
  lineIds: z.array(z.uuid()).min(1).max(WORKBENCH_PAGE_MAX),
});

/** How many of the lines moved (those already there stay, uncounted). */
export const lineMovesAnswerSchema = z.object({ moved: z.number().int() });

export type WorkbenchQuery = z.input<typeof workbenchQuerySchema>;
export type WorkbenchRow = z.infer<typeof workbenchRowSchema>;
export type WorkbenchPage = z.infer<typeof workbenchPageSchema>;
export type LineMovesBody = z.infer<typeof lineMovesBodySchema>;
