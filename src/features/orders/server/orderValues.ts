import { and, eq, inArray } from 'drizzle-orm';
import type { OrderCreateBody } from '../definition';
import { orderTotals } from '../../../shared/orderTotals';
import type { SessionUser } from '../../../server/auth/caller';
import { isStaffManager } from '../../../shared/roles';
import type { Db } from '../../../server/db/database';
import { orders } from '../table';
import { pricelistItems, pricelists } from '../../pricelists/table';
import { users } from '../../users/table';
import { updateAtVersion } from '../../../engine/server/optimisticLock';
import { HttpError } from '../../../server/http/httpError';
import { writeOrderLines, type OrderLineValues } from './orderLineRows';
import { outfittersServer } from '../../outfitters/server';
import { professionalHuntersServer } from '../../professional-hunters/server';
import { readStudioSettings } from '../../studio-settings/server/public';

type AskedTerms = Pick<OrderCreateBody, 'discountBp' | 'vatRateBp' | 'depositBp' | 'landedCosts'>;
type Terms = Required<AskedTerms>;

/** A create or update body whose client is known. */
export type OrderValuesBody = Omit<OrderCreateBody, 'lines'> & {
  clientId: string;
  lines: OrderLineValues[];
};

/**
 * Checks a body against its pricelist and prices its lines: the pricelist must be active and fix
 * the currency, every line must be an item of it. Requesters get the pricelist's prices and keep
 * the studio's terms (`before`, or none on a new order); staff price lines and set terms.
 */
async function pricedBody(
  tx: Db,
  user: SessionUser,
  body: OrderValuesBody,
  before: Terms | null,
): Promise<OrderValuesBody & Terms> {
  const [pricelist] = await tx.select().from(pricelists).where(eq(pricelists.id, body.pricelistId));
  if (!pricelist?.active) {
    throw new HttpError(400, 'errors.orders.chooseActivePricelist', {
      pricelistId: 'errors.orders.notActivePricelist',
    });
  }
  if (pricelist.currency !== body.currency) {
    const params = { currency: pricelist.currency };
    throw new HttpError(
      400,
      { key: 'errors.orders.pricelistCurrency', params },
      { currency: { key: 'errors.orders.usePricelistCurrency', params } },
    );
  }
  const items = body.lines.length
    ? await tx
        .select()
        .from(pricelistItems)
        .where(
          and(
            eq(pricelistItems.pricelistId, pricelist.id),
            inArray(pricelistItems.speciesId, [...new Set(body.lines.map((l) => l.speciesId))]),
          ),
        )
    : [];
  const staff = isStaffManager(user.roles);
  const lines = body.lines.map((line, index): OrderLineValues => {
    const item = items.find(
      (one) => one.speciesId === line.speciesId && one.trophyTypeId === line.trophyTypeId,
    );
    if (!item) {
      throw new HttpError(400, 'errors.orders.lineNotOnPricelist', {
        [`lines.${index}.trophyTypeId`]: 'errors.orders.notOnPricelist',
      });
    }
    return staff ? line : { ...line, unitPriceMinor: item.priceMinor };
  });
  const terms: AskedTerms = staff
    ? body
    : (before ?? { discountBp: 0, depositBp: 0, landedCosts: [] });
  return {
    ...body,
    lines,
    discountBp: terms.discountBp,
    // A new quote starts at the studio's VAT rate unless staff set one.
    vatRateBp: terms.vatRateBp ?? (await readStudioSettings(tx)).defaultVatRateBp,
    depositBp: terms.depositBp,
    // docs/money.md#landed-costs: the studio's estimates, so staff's like the terms.
    landedCosts: terms.landedCosts,
  };
}

// The users an order may name, each as its pickers offer them: enabled, with the role.
const pickable = {
  phId: {
    store: professionalHuntersServer.store,
    choose: 'errors.orders.chooseProfessionalHunter',
    not: 'errors.orders.notAProfessionalHunter',
  },
  outfitterId: {
    store: outfittersServer.store,
    choose: 'errors.orders.chooseOutfitter',
    not: 'errors.orders.notAnOutfitter',
  },
} as const;

/**
 * A newly chosen PH or outfitter must be one the pickers offer. The order's current one is kept as
 * is, so disabling a user never blocks editing their orders.
 */
async function checkPicked(
  tx: Db,
  field: keyof typeof pickable,
  chosen: string | null,
  current: string | null,
): Promise<void> {
  if (chosen === null || chosen === current) return;
  const { store, choose, not } = pickable[field];
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, chosen), store.where));
  if (!found) throw new HttpError(400, choose, { [field]: not });
}

/**
 * Writes an order's columns, server-computed totals and lines (writeOrderLines) in the
 * caller's transaction; answers the order's id.
 * @example await writeOrder(tx, user, body, { id, version, terms, phId, outfitterId })
 */
export async function writeOrder(
  tx: Db,
  user: SessionUser,
  body: OrderValuesBody,
  existing: {
    id: string;
    version: number;
    terms: Terms;
    phId: string | null;
    outfitterId: string | null;
  } | null,
): Promise<string> {
  await checkPicked(tx, 'phId', body.phId, existing?.phId ?? null);
  await checkPicked(tx, 'outfitterId', body.outfitterId, existing?.outfitterId ?? null);
  const priced = await pricedBody(tx, user, body, existing?.terms ?? null);
  const totals = orderTotals(priced);
  const values = {
    clientId: priced.clientId,
    outfitterId: priced.outfitterId,
    phId: priced.phId,
    irId: priced.irId,
    pricelistId: priced.pricelistId,
    currency: priced.currency,
    discountBp: priced.discountBp,
    vatRateBp: priced.vatRateBp,
    depositBp: priced.depositBp,
    landedCosts: priced.landedCosts,
    ...totals,
    tagNumbers: [...new Set(priced.lines.flatMap((line) => line.tagNumbers))],
  };
  let id: string;
  if (existing) {
    await updateAtVersion(tx, orders, existing.id, existing.version, values);
    id = existing.id;
  } else {
    const [created] = await tx
      .insert(orders)
      .values({ ...values, createdById: user.id })
      .returning({ id: orders.id });
    id = created!.id;
  }
  await writeOrderLines(tx, id, priced.lines);
  return id;
}
