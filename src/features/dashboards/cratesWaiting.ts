import { z } from 'zod';
import { outstandingQuerySchema } from './outstandingMoney';

// docs/dashboards.md#crates-waiting: what GET /api/dashboards/crates-waiting takes and answers.

/** Today's state, as the money owed: no range; staff may pick an outfitter. */
export const cratesWaitingQuerySchema = outstandingQuerySchema;

/** The crates not handed over yet that hold lines of an order unpaid, or short of paperwork. */
export const cratesWaitingSchema = z.object({
  payment: z.number().int().nonnegative(),
  paperwork: z.number().int().nonnegative(),
});

export type CratesWaitingQuery = z.infer<typeof cratesWaitingQuerySchema>;
export type CratesWaiting = z.infer<typeof cratesWaitingSchema>;
