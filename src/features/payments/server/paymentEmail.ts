import type { Payment } from '../definition';
import { formatOrderNumber } from '../../orders/orderStatuses';
import { orderLetter, type OrderEmail, type OrderEmailFacts } from '../../orders/server/public';
import { formatDate } from '../../../shared/dates';
import type { DateSettings } from '../../../shared/dateSettings';
import { formatMoney } from '../../../shared/money';
import type { OrderBalance } from '../../../shared/orderBalance';
import { translatorFor } from '../../../server/i18n/translator';

/**
 * docs/payments.md#receipts: the client's receipt for a payment, or the notice of a refund, with
 * what is paid and still due, in the client's language (docs/languages.md#e-mails).
 * @example paymentEmail({ ...facts, payment, currency: 'ZAR', balance, dates })
 */
export function paymentEmail(
  facts: OrderEmailFacts & {
    payment: Pick<Payment, 'amountMinor' | 'method' | 'paidOn' | 'reference' | 'reason'>;
    currency: string;
    balance: OrderBalance;
    /** The studio's (docs/languages.md#formats). */
    dates: DateSettings;
  },
): OrderEmail {
  const t = translatorFor(facts.language);
  const number = formatOrderNumber(facts.orderNumber);
  const money = (minor: number) => formatMoney(minor, facts.currency, facts.language);
  const { payment } = facts;
  const refund = payment.amountMinor < 0;
  const said = {
    studioName: facts.studioName,
    number,
    amount: money(Math.abs(payment.amountMinor)),
    method: t(`mail.payment.methods.${payment.method}`),
    date: formatDate(payment.paidOn, facts.language, 'day', facts.dates),
    reason: payment.reason,
  };
  const what = refund ? t('mail.payment.refunded', said) : t('mail.payment.received', said);
  const reference = payment.reference
    ? `\n${t('mail.payment.reference', { reference: payment.reference })}`
    : '';
  return {
    subject: t(refund ? 'mail.payment.refundSubject' : 'mail.payment.receivedSubject', { number }),
    text: orderLetter(
      facts,
      `${what}${reference}`,
      t('mail.payment.figures', {
        paid: money(facts.balance.paidMinor),
        due: money(Math.max(0, facts.balance.balanceDueMinor)),
      }),
      t('mail.payment.details', { link: facts.orderUrl }),
    ),
  };
}
