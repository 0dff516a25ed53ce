import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/languages';
import type { Order } from '../definition';
import type { OrderPaperwork } from '../paperworkSchema';
import { orderPaperwork } from '../../../shared/orderPaperwork';
import type { PaperworkSpecies } from '../../../shared/paperworkFacts';
import type { Db } from '../../../server/db/database';
import { clients } from '../../clients/table';
import { documents } from '../../documents/table';
import { pricelistItems } from '../../pricelists/table';
import { species } from '../../species/table';
import { personNameSql } from '../../../server/db/personName';

type PaperworkOrder = Pick<
  Order,
  'id' | 'clientId' | 'irId' | 'pricelistId' | 'lines' | 'history' | 'expectedShippingOn'
>;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const WEEK_MS = 7 * 86_400_000;

/**
 * docs/paperwork.md "Planned shipping": the expected shipping day staff set; else the day the
 * order was accepted (today while it is not) plus the longest production time among its lines'
 * pricelist items; unknown without one.
 */
async function plannedShippingOn(db: Db, order: PaperworkOrder, now: Date) {
  if (order.expectedShippingOn) return order.expectedShippingOn;
  if (order.lines.length === 0) return null;
  const [row] = await db
    .select({ weeks: sql<number | null>`max(${pricelistItems.productionWeeks})` })
    .from(pricelistItems)
    .where(
      and(
        eq(pricelistItems.pricelistId, order.pricelistId),
        or(
          ...order.lines.map((line) =>
            and(
              eq(pricelistItems.speciesId, line.speciesId),
              eq(pricelistItems.trophyTypeId, line.trophyTypeId),
            ),
          ),
        ),
      ),
    );
  if (row?.weeks === null || row?.weeks === undefined) return null;
  // A row whose status stays (new expected dates, a message, docs/messages.md#history) accepts nothing.
  const accepted = order.history.findLast(
    (change) => change.to === 'accepted' && change.from !== 'accepted',
  );
  const from = accepted ? new Date(accepted.at) : now;
  return isoDate(new Date(from.getTime() + Number(row.weeks) * WEEK_MS));
}

/**
 * The order's paperwork as the shared rule sees it: its lines' species and tags, the documents of
 * the order and of its IR, its client's name and passport. Access is the caller's business.
 * Its reasons and warnings are worded in `language`, the reader's (docs/languages.md#errors).
 * @example const { missing } = await paperworkOf(tx, order);
 */
export async function paperworkOf(
  db: Db,
  order: PaperworkOrder,
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<OrderPaperwork> {
  const speciesIds = [...new Set(order.lines.map((line) => line.speciesId))];
  // One query after another: `db` may be a transaction, whose one connection runs a query at a
  // time (docs/api.md#one-query-at-a-time).
  const lineSpecies = speciesIds.length
    ? await db
        .select({
          commonName: species.commonName,
          citesAppendix: sql<PaperworkSpecies['citesAppendix']>`${species.citesAppendix}`,
          topsListed: species.topsListed,
        })
        .from(species)
        .where(inArray(species.id, speciesIds))
    : [];
  const held = await db
    .select()
    .from(documents)
    .where(
      or(eq(documents.orderId, order.id), order.irId ? eq(documents.irId, order.irId) : undefined),
    );
  const [client] = await db
    .select({ fullName: personNameSql(clients), passportNumber: clients.passportNumber })
    .from(clients)
    .where(eq(clients.id, order.clientId));
  const shipping = await plannedShippingOn(db, order, now);
  return orderPaperwork(
    {
      species: lineSpecies,
      tagNumbers: order.lines.flatMap((line) => line.tagNumbers),
      documents: held,
      client: client ?? { fullName: '', passportNumber: '' },
      today: isoDate(now),
      plannedShippingOn: shipping,
    },
    language,
  );
}
