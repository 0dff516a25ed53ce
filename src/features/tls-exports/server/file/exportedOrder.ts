import { z } from 'zod';
import { orderStatusSchema } from '../../../orders/definition';

// docs/tls-export.md#orders-json: one order as TLS reads it. docs/tls-export/orders.schema.json is
// the published contract; tests hold the files this writes to it.

const party = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const exportedLineSchema = z.object({
  position: z.number().int(),
  species: z.object({ id: z.uuid(), commonName: z.string(), scientificName: z.string() }),
  trophyType: z.object({ id: z.uuid(), name: z.string() }),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int().nullable(),
  tagNumbers: z.array(z.string()),
  instruction: z.string(),
});

export const exportedOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  reference: z.string(),
  status: orderStatusSchema,
  orderDate: z.string(),
  reexport: z.boolean(),
  client: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    passportNumber: z.string(),
    country: z.string(),
  }),
  outfitter: party,
  professionalHunter: party,
  instructionRegisterId: z.uuid().nullable(),
  currency: z.string(),
  totals: z.object({
    subtotalMinor: z.number().int(),
    discountMinor: z.number().int(),
    vatMinor: z.number().int(),
    totalMinor: z.number().int(),
    depositMinor: z.number().int(),
  }),
  lines: z.array(exportedLineSchema),
});

export type ExportedLine = z.infer<typeof exportedLineSchema>;
export type ExportedOrder = z.infer<typeof exportedOrderSchema>;
