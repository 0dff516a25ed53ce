import type { Order } from '../definition';
import type { OrderStatus } from '../orderStatuses';
import { formatMoney } from '../../../shared/money';
import { balancePaid, depositPaid, orderBalance } from '../../../shared/orderBalance';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../../server/db/database';
import { HttpError } from '../../../server/http/httpError';
import { paidOnOrder } from '../../payments/server/public';

/** The moves that wait for money: the deposit before production, the balance before export. */
const GATES: Partial<Record<OrderStatus, 'deposit' | 'balance'>> = {
  inProduction: 'deposit',
  readyForExport: 'balance',
  shipped: 'balance',
};

/**
 * docs/payments.md#gates: an order goes into production once its deposit is paid, and to Ready
 * for export or Shipped once its balance is; otherwise 409 saying what is due, unless the move
 * carries a reason (the note, which its history row keeps). Only staff make these moves.
 * @example await expectPaid(tx, order, to, note, user.language);
 */
export async function expectPaid(
  db: Db,
  order: Pick<Order, 'id' | 'currency' | 'totals'>,
  to: OrderStatus,
  note: string,
  language: Language,
): Promise<void> {
  const gate = GATES[to];
  if (gate) await expectMoney(db, order, gate, note, language);
}

/**
 * docs/payments.md#gates: what an order owes before a step that waits for its deposit or its
 * balance, 409 saying what is due unless staff give the reason for going on without it; the
 * refusal names `field` when the reason is one of a form's fields.
 * @example await expectMoney(tx, order, 'balance', body.balanceReason, user.language, 'balanceReason');
 */
export async function expectMoney(
  db: Db,
  order: Pick<Order, 'id' | 'currency' | 'totals'>,
  gate: 'deposit' | 'balance',
  reason: string,
  language: Language,
  field?: string,
): Promise<void> {
  if (reason.trim() !== '') return;
  const refuse = (why: ConstructorParameters<typeof HttpError>[1]) =>
    new HttpError(409, why, field ? { [field]: why } : undefined);
  const balance = orderBalance(order.totals, [await paidOnOrder(db, order.id)]);
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  if (gate === 'deposit' && !depositPaid(balance)) {
    throw refuse({
      key: 'errors.payments.depositNotPaid',
      params: { deposit: money(order.totals.depositMinor), paid: money(balance.paidMinor) },
    });
  }
  if (gate === 'balance' && !balancePaid(balance)) {
    throw refuse({
      key: 'errors.payments.balanceNotPaid',
      params: { due: money(balance.balanceDueMinor), paid: money(balance.paidMinor) },
    });
  }
}
