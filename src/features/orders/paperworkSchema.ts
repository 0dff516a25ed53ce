import { z } from 'zod';
import { documentKindSchema } from '../documents/definition';
import { isoDateSchema } from '../../engine/fields';

// docs/paperwork.md: what an order's export paperwork holds and lacks, as
// `GET /api/orders/{id}/paperwork` answers it and the order screen's checklist shows it.

export const paperworkStateSchema = z.enum(['present', 'expired', 'missing']);

export const paperworkItemSchema = z.object({
  kind: documentKindSchema,
  /** Why the order needs it: "every export", "Leopard is on CITES appendix I". */
  because: z.string(),
  state: paperworkStateSchema,
  /** The documents of this kind: the valid ones, or the expired ones when none is valid. */
  documents: z.array(
    z.object({ id: z.uuid(), title: z.string(), expiresOn: isoDateSchema.nullable() }),
  ),
  /** Valid today, but every one of them expires before the planned shipping. */
  expiresBeforeShipping: z.boolean(),
});

/** A mismatch between the documents and the order or client: it warns, it does not block. */
export const paperworkWarningSchema = z.object({
  documentId: z.uuid().nullable(),
  message: z.string(),
});

export const orderPaperworkSchema = z.object({
  /** When the order is planned to ship (docs/paperwork.md "Planned shipping"), if known. */
  plannedShippingOn: isoDateSchema.nullable(),
  items: z.array(paperworkItemSchema),
  /** The kinds still missing (or only expired): the move to Ready for export is refused. */
  missing: z.array(documentKindSchema),
  warnings: z.array(paperworkWarningSchema),
});

export type PaperworkItem = z.infer<typeof paperworkItemSchema>;
export type PaperworkWarning = z.infer<typeof paperworkWarningSchema>;
export type OrderPaperwork = z.infer<typeof orderPaperworkSchema>;
