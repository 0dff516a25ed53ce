import { z } from 'zod';

/**
 * docs/crates-and-shipments.md#on-the-order: the crate an order line is packed in, and the
 * shipment that crate travels with (null before it has one), as the order's readers see them.
 */
export const lineCrateSchema = z.object({
  crateNumber: z.number().int(),
  shipment: z
    .object({
      number: z.number().int(),
      airline: z.string(),
      airWaybill: z.string(),
      handedOverOn: z.string().nullable(),
      shippedOn: z.string().nullable(),
    })
    .nullable(),
});

export type LineCrate = z.infer<typeof lineCrateSchema>;
