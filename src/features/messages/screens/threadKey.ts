/** Which thread a screen shows: an order's, or an IR's (docs/messages.md#what). */
export type ThreadKey = { orderId: string } | { irId: string };
