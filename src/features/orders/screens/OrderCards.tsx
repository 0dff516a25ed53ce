import { SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { useDateText } from '../../../client/common/useDateText';
import type { OrderListRow } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { StatusChip } from '../../../client/common/StatusChip';
import { orderTotalText } from './orderTotalText';
import { UnreadCount } from './UnreadCount';

/**
 * docs/screens.md#small-screens: the orders list on a phone, one card an order (number and client,
 * its unread messages, its status, total and date), each opening the order as `open` says (the list's useRecordLink);
 * loaded only on a phone, so the desktop's first load stays as it was.
 */
export function OrderCards({ open }: { open: 'edit' | 'show' }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = useDateText();
  return (
    <SimpleList<OrderListRow>
      primaryText={(row) => (
        <>
          {`${formatOrderNumber(row.number)} · ${row.clientName}`}
          <UnreadCount count={row.unreadMessages} />
        </>
      )}
      secondaryText={(row) => `${orderTotalText(row, translate, locale)} · ${date(row.createdAt)}`}
      tertiaryText={(row) => <StatusChip status={row.status} />}
      rowClick={open}
    />
  );
}
