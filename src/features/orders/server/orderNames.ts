import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { orderSources } from './orderSources';

/**
 * The names the quote shows of an order's client and outfitter, in one query through the list's
 * own name subqueries, so both read names alike.
 * @example const { clientName, outfitterName } = await orderNames(db, order);
 */
export async function orderNames(
  db: Db,
  order: { clientId: string; outfitterId: string | null },
): Promise<{ clientName: string; outfitterName: string | null }> {
  const found = await db.execute(
    sql`select ${orderSources.clientName(sql`${order.clientId}`)} as client_name,
      ${orderSources.userName(sql`${order.outfitterId}`)} as outfitter_name`,
  );
  const [row] = (
    found as unknown as { rows: { client_name: string | null; outfitter_name: string | null }[] }
  ).rows;
  return { clientName: row?.client_name ?? '', outfitterName: row?.outfitter_name ?? null };
}
