import { z } from 'zod';

/**
 * What the register said of a line's animal at the farm (docs/order-line-photos.md#farm-photos):
 * the IR line's photos (files its readers may read), measurements and condition notes.
 */
export const lineFarmSchema = z.object({
  photoFileIds: z.array(z.uuid()),
  measurements: z.array(z.object({ name: z.string(), value: z.string() })),
  conditionNotes: z.string(),
});

export type LineFarm = z.infer<typeof lineFarmSchema>;
