import { validationMessage } from '../../engine/validationMessage';
import { z } from 'zod';
import { outstandingAgeSchema, outstandingKindSchema } from '../orders/outstanding';

// docs/dashboards.md#outstanding-money: what GET /api/dashboards/outstanding takes and answers.

/** Today's state, so no range; staff may pick an outfitter, as on the other dashboards. */
export const outstandingQuerySchema = z
  .object({ outfitterId: z.uuid(validationMessage('chooseAnOutfitter')).optional() })
  .strict();

/** One age band of one kind in one currency: its orders and what they owe, in minor units. */
export const outstandingRowSchema = z.object({
  kind: outstandingKindSchema,
  age: outstandingAgeSchema,
  currency: z.string(),
  orders: z.number().int().nonnegative(),
  dueMinor: z.number().int().nonnegative(),
});

/** The bands that hold orders, by kind, age and currency; a band owing nothing is absent. */
export const outstandingMoneySchema = z.object({ rows: z.array(outstandingRowSchema) });

export type OutstandingQuery = z.infer<typeof outstandingQuerySchema>;
export type OutstandingRow = z.infer<typeof outstandingRowSchema>;
export type OutstandingMoney = z.infer<typeof outstandingMoneySchema>;
