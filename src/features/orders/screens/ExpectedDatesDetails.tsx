import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { useDateText } from '../../../client/common/useDateText';
import { DetailGrid } from './DetailGrid';
import { useOrderPaperwork } from './useOrderPaperwork';
import '../../../client/i18n/late/orders';

type Shown = { label: string; day: string; means: string };

const NO_DAY_YET = '\u00a0';

/**
 * docs/order-workflow.md#expected-dates: the days the studio expects the order ready and shipped,
 * each with what it means, in the reader's language. Without an expected shipping day, the
 * paperwork's planned shipping (docs/paperwork.md#planned-shipping), said to be an estimate.
 * @example <ExpectedDatesDetails order={order} />
 */
export function ExpectedDatesDetails({ order }: { order: Order }) {
  const translate = useTranslate();
  const day = useDateText();
  // Read only when it is needed: with an expected shipping day, the planned one is that day.
  const paperwork = useOrderPaperwork(order.expectedShippingOn ? undefined : order);
  const shown: Shown[] = [];
  if (order.expectedReadyOn) {
    shown.push({
      label: 'portal.orders.expectedDates.ready',
      day: day(order.expectedReadyOn),
      means: 'portal.orders.expectedDates.readyMeans',
    });
  }
  if (order.expectedShippingOn) {
    shown.push({
      label: 'portal.orders.expectedDates.shipping',
      day: day(order.expectedShippingOn),
      means: 'portal.orders.expectedDates.shippingMeans',
    });
  } else if (paperwork === undefined || paperwork?.plannedShippingOn) {
    // While the paperwork loads, its estimate holds its place: the lines below do not jump down
    // when it arrives (a layout shift, bench/lighthouse).
    shown.push({
      label: 'portal.orders.expectedDates.estimate',
      day: paperwork?.plannedShippingOn ? day(paperwork.plannedShippingOn) : NO_DAY_YET,
      means: 'portal.orders.expectedDates.estimateMeans',
    });
  }
  if (shown.length === 0) return null;
  return (
    <DetailGrid
      label={translate('portal.orders.expectedDates.title')}
      minColumn="14rem"
      details={shown.map(({ label, day: when, means }) => ({
        label: translate(label),
        value: (
          <>
            <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {when}
            </Box>
            <Typography component="span" variant="body2" color="text.secondary">
              {translate(means)}
            </Typography>
          </>
        ),
      }))}
    />
  );
}
