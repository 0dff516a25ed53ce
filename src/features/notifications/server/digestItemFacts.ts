import { z } from 'zod';
import { ORDER_STATUSES } from '../../orders/orderStatuses';

// docs/notifications.md#weekly-digest: what one line of a digest says, kept in no language: the
// digest is written in its reader's language when it goes out. Numbers are kept formatted
// (Q-000012) as the immediate e-mails show them.

export const digestItemFactsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('orderStatus'), order: z.string(), status: z.enum(ORDER_STATUSES) }),
  z.object({ kind: z.literal('expectedDates'), order: z.string() }),
  z.object({ kind: z.literal('photos'), order: z.string(), count: z.int().positive() }),
  z.object({
    kind: z.literal('messages'),
    thread: z.object({ kind: z.enum(['order', 'ir']), number: z.string() }),
    from: z.string(),
  }),
]);
export type DigestItemFacts = z.infer<typeof digestItemFactsSchema>;
