import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../shared/money';
import type { OrderStatusChange } from '../definition';
import { useDateText } from '../../../client/common/useDateText';
import { useLinePlaceText } from './useLinePlaceText';
import type { StatusChange } from '../../../client/common/StatusHistory';
import '../../../client/i18n/late/orders';

/**
 * The order's history as StatusHistory shows it: a row that set the expected dates
 * (docs/order-workflow.md#expected-dates) reads as those days, in the reader's language, then the
 * studio's reason; a message's row as the message; a line's move as the line's stages.
 * @example <StatusHistory changes={useHistoryLines(order.history)} labels={ORDER_STATUS_KEYS} />
 */
export function useHistoryLines(history: readonly OrderStatusChange[]): StatusChange[] {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = useDateText();
  const placeText = useLinePlaceText();
  const dayOrNotSet = (iso: string | null) =>
    iso ? day(iso) : translate('portal.orders.expectedDates.notSet');
  return history.map((change) => {
    // docs/messages.md#history: a message's row reads as the message, an internal note as one.
    if (change.messageId) {
      const key = change.internal ? 'internal' : 'message';
      return {
        ...change,
        note: translate(`portal.orders.historyMessage.${key}`, { text: change.note }),
      };
    }
    // docs/line-stages.md#history: a line's move reads as the line, where it was and is.
    if (change.lineMove) {
      const { position, from, to } = change.lineMove;
      const note = translate('portal.lineStages.history', {
        position,
        from: placeText(from),
        to: placeText(to),
      });
      return { ...change, note };
    }
    // docs/payments.md#history: a payment's row reads as its amount and method, then its note.
    if (change.payment) {
      const { amountMinor, currency, method } = change.payment;
      const what = translate(
        `resources.payments.panel.${amountMinor < 0 ? 'historyRefunded' : 'historyReceived'}`,
        {
          amount: formatMoney(Math.abs(amountMinor), currency, locale),
          method: translate(`resources.payments.method.${method}`),
        },
      );
      return { ...change, note: change.note ? `${what} · ${change.note}` : what };
    }
    if (!change.expectedDates) return change;
    const dates = translate('portal.orders.expectedDates.history', {
      ready: dayOrNotSet(change.expectedDates.expectedReadyOn),
      shipping: dayOrNotSet(change.expectedDates.expectedShippingOn),
    });
    return { ...change, note: change.note ? `${dates} · ${change.note}` : dates };
  });
}
