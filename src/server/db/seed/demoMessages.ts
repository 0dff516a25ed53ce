import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../features/orders/orderStatuses';
import { addHistoryRow } from '../../../features/messages/server/messageHistoryRow';
import { messages } from '../../../features/messages/table';
import { clients } from '../../../features/clients/table';
import { orders } from '../../../features/orders/table';
import { users } from '../../../features/users/table';
import type { Db } from '../database';
import { userNameNow } from '../personName';

// docs/messages.md: the demo client's orders past the quote carry a short conversation with the
// studio, the demo outfitter's word on one, and a liaison's internal note the client side never
// reads; nobody has opened them yet, so each side finds them unread.

const TALKED_ABOUT: readonly OrderStatus[] = ['quoted', 'inProduction'];
const HOUR_MS = 3_600_000;

type Author = 'client' | 'outfitter' | 'liaison';

const CONVERSATION: { author: Author; text: string; internal?: boolean; afterHours: number }[] = [
  { author: 'client', text: 'Hello, where is my trophy? Any news on the kudu?', afterHours: 30 },
  {
    author: 'liaison',
    text: 'Good morning Clara, your kudu is at the tannery. We will write as soon as it is back in the workshop.',
    afterHours: 34,
  },
  {
    author: 'outfitter',
    text: 'Clara would like the crate to fly via Johannesburg, please.',
    afterHours: 50,
  },
  {
    author: 'liaison',
    text: 'Client asked twice already: call her if the tannery is late again.',
    internal: true,
    afterHours: 52,
  },
];

/** Adds the demo conversations; the caller runs it in the seed's transaction, after the orders. */
export async function seedDemoMessages(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, ['client@example.com', 'outfitter@example.com', 'liaison@example.com']),
    );
  const idOf = (email: string) => people.find((one) => one.email === email)?.id;
  const authors = {
    client: idOf('client@example.com'),
    outfitter: idOf('outfitter@example.com'),
    liaison: idOf('liaison@example.com'),
  };
  if (!authors.client || !authors.outfitter || !authors.liaison) return;
  const talkedAbout = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(clients.email, 'client@example.com'), inArray(orders.status, TALKED_ABOUT)))
    .orderBy(asc(orders.number));
  for (const order of talkedAbout) {
    for (const line of CONVERSATION) {
      const authorId = authors[line.author]!;
      const postedAt = new Date(order.createdAt.getTime() + line.afterHours * HOUR_MS);
      const internal = line.internal ?? false;
      const [message] = await db
        .insert(messages)
        .values({
          orderId: order.id,
          authorId,
          fromStudio: line.author === 'liaison',
          internal,
          text: line.text,
          createdAt: postedAt,
          updatedAt: postedAt,
        })
        .returning({ id: messages.id });
      await addHistoryRow(db, {
        id: message!.id,
        orderId: order.id,
        text: line.text,
        authorId,
        authorName: await userNameNow(db, authorId),
        internal,
        postedAt: postedAt.toISOString(),
      });
    }
  }
}
