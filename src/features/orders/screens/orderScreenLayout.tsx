import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Order } from '../definition';
import { orderHeading } from './orderHeading';
import '../../../client/i18n/late/orders';

/** Titled by its number, as a quote or an order; while it loads, or when it did not, just "Quote". */
export function OrderTitle() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  return (
    <span>{order ? orderHeading(order, translate) : translate('portal.orders.editor.quote')}</span>
  );
}

/**
 * The workflow panel sits beside the order on wide screens and under it on narrower ones, where
 * the lines need the width; the order may shrink below its table's width (the table scrolls
 * instead). `screen` is react-admin's class prefix of the page (Edit or Show).
 */
export const besideOnWideScreens = (screen: 'RaEdit' | 'RaShow') => ({
  [`& .${screen}-main`]: {
    flexDirection: { xs: 'column', lg: 'row' },
    alignItems: { xs: 'stretch', lg: 'flex-start' },
    gap: 2,
  },
  [`& .${screen}-card`]: { minWidth: 0 },
});

/**
 * What an order screen shows instead of an actions bar with no button in it: the room react-admin
 * leaves above a page without actions, not an empty bar (white on a phone).
 * @example return mayEdit ? <ShowActions /> : <NoActions />;
 */
export function NoActions() {
  return <Box sx={{ height: '1em' }} />;
}
