import { z } from 'zod';

// docs/dashboards.md#crates-waiting: why a crate not yet handed over waits, as the crates list
// filters it and the dashboards count it.

/** Holding lines of an order whose balance is not all paid, or whose export paperwork is incomplete. */
export const CRATE_WAITS = ['payment', 'paperwork'] as const;
export const crateWaitSchema = z.enum(CRATE_WAITS);
export type CrateWait = z.infer<typeof crateWaitSchema>;
