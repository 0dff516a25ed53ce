import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetMany, useTranslate } from 'react-admin';
import type { Order, OrderListRow } from '../definition';
import { orderHeading } from './orderHeading';
import { StatusChip } from '../../../client/common/StatusChip';
import { useDateText } from '../../../client/common/useDateText';
import { DetailGrid } from './DetailGrid';
import { ExpectedDatesDetails } from './ExpectedDatesDetails';
import '../../../client/i18n/late/orders';

const NO_NAME_YET = '\u00a0';

/**
 * The head of an order read as a document: its quote number and status chip, then its dates, client
 * and outfitter, then when the studio expects it ready and shipped. The names come from the order's
 * row in the orders list, which every reader of the order may list, where a client may read neither
 * clients nor outfitters.
 * `titleId` names the heading, which names the document.
 * @example <OrderDocumentHeader order={order} titleId={useId()} />
 */
export function OrderDocumentHeader({ order, titleId }: { order: Order; titleId: string }) {
  const translate = useTranslate();
  const day = useDateText();
  const { data: [row] = [], isPending } = useGetMany<OrderListRow>('orders', {
    ids: [order.id],
  });
  // While the names load, their cells hold their place: the lines below do not jump down when
  // they arrive (a layout shift, bench/lighthouse).
  const name = (loaded: string | null | undefined) => (isPending ? NO_NAME_YET : loaded);
  const details: [string, string | null | undefined][] = [
    ['portal.orders.document.created', day(order.createdAt)],
    ['portal.orders.document.updated', day(order.updatedAt)],
    ['portal.orders.list.client', name(row?.clientName)],
    ['portal.orders.list.outfitter', name(row?.outfitterName)],
  ];
  const shown = details.flatMap(([label, value]) =>
    value ? [{ label: translate(label), value }] : [],
  );
  return (
    <Box component="header">
      <Stack direction="row" alignItems="center" gap={1.5} flexWrap="wrap">
        <Typography variant="h5" component="h2" id={titleId}>
          {orderHeading(order, translate)}
        </Typography>
        <StatusChip status={order.status} />
      </Stack>
      <DetailGrid
        label={translate('portal.orders.document.details')}
        minColumn="9rem"
        details={shown}
      />
      <ExpectedDatesDetails order={order} />
    </Box>
  );
}
