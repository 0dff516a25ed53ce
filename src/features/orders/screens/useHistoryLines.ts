import { useTranslate } from 'react-admin';
import type { OrderStatusChange } from '../definition';
import { useDateText } from '../../../client/common/useDateText';
import type { StatusChange } from '../../../client/common/StatusHistory';
import '../../../client/i18n/late/orders';

/**
 * The order's history as StatusHistory shows it: a row that set the expected dates
 * (docs/order-workflow.md#expected-dates) reads as those days, in the reader's language, then the
 * studio's reason; a message's row as the message.
 * @example <StatusHistory changes={useHistoryLines(order.history)} labels={ORDER_STATUS_KEYS} />
 */
export function useHistoryLines(history: readonly OrderStatusChange[]): StatusChange[] {
  const translate = useTranslate();
  const day = useDateText();
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
    if (!change.expectedDates) return change;
    const dates = translate('portal.orders.expectedDates.history', {
      ready: dayOrNotSet(change.expectedDates.expectedReadyOn),
      shipping: dayOrNotSet(change.expectedDates.expectedShippingOn),
    });
    return { ...change, note: change.note ? `${dates} · ${change.note}` : dates };
  });
}
