import { Show, ShowActions, useCanAccess } from 'react-admin';
import { besideOnWideScreens, NoActions, OrderTitle } from './orderScreenLayout';
import { OrderDocument } from './OrderDocument';
import { OrderLinePhotos } from '../../order-line-photos/screens/public';
import { OrderMessages } from './OrderMessages';
import { OrderWorkflowPanel } from './OrderWorkflowPanel';
import { wholeOrderRead } from './wholeOrderQuery';
import '../../../client/i18n/late/orders';

/** The Edit button for those who may edit orders; a PH, who only reads them, gets no empty bar. */
function OrderShowActions() {
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'edit' });
  return canAccess ? <ShowActions /> : <NoActions />;
}

/**
 * `orders/{quoteId}/show` (docs/order-workflow.md#reading-an-order): an order for those who read
 * it without editing it, as a document (its head, lines and totals), with the workflow panel
 * (status, IR, quote PDF, paperwork, history) beside it and its messages under it. Only references a
 * reader may follow: no pricelist, whose items are for staff and outfitters.
 */
export function OrderShow() {
  return (
    <Show
      title={<OrderTitle />}
      actions={<OrderShowActions />}
      aside={<OrderWorkflowPanel besideDocument />}
      queryOptions={wholeOrderRead}
      sx={besideOnWideScreens('RaShow')}
    >
      <OrderDocument />
      <OrderLinePhotos level={2} />
      <OrderMessages />
    </Show>
  );
}
