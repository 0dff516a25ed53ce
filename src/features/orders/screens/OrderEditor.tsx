import { Edit, EditActions, useRecordContext } from 'react-admin';
import type { Order } from '../definition';
import { isStaffManager } from '../../../shared/roles';
import { useMyRoles } from '../../../engine/screens/useMyRoles';
import { lazyComponent } from '../../../client/shell/screens/lazyScreen';
import { ScreenLoading } from '../../../client/shell/screens/ScreenLoading';
import { OrderDocument } from './OrderDocument';
import { OrderMessages } from './OrderMessages';
import { besideOnWideScreens, NoActions, OrderTitle } from './orderScreenLayout';
import { useReadsAsDocument } from './useReadsAsDocument';
import { OrderWorkflowPanel } from './OrderWorkflowPanel';
import { OrderLinePhotos } from '../../order-line-photos/screens/public';
import { wholeOrderQuery, wholeOrderRead } from './wholeOrderQuery';
import '../../../client/i18n/late/orders';

// The editor's form and its inputs and schemas load only for those who edit: a reader of the
// document never downloads them (bench/lighthouse).
export const OrderForm = lazyComponent(() => import('./OrderForm'), 'OrderForm', <ScreenLoading />);

/**
 * Staff, and a requester while the order is still theirs to edit, get the form; both get the lines'
 * photos under it (docs/order-line-photos.md#on-screen).
 */
function OrderFormOrDocument() {
  return (
    <>
      {useReadsAsDocument() ? <OrderDocument /> : <OrderForm />}
      <OrderLinePhotos level={2} />
    </>
  );
}

/**
 * The editor's Show button; the document is what Show shows, so it has none. Until the order
 * arrives, only staff surely get the editor: anyone else most likely reads a document, and a bar
 * that vanished then would move the whole page up (a layout shift, bench/lighthouse).
 */
function OrderEditActions() {
  const order = useRecordContext<Order>();
  const staff = isStaffManager(useMyRoles());
  const readsAsDocument = useReadsAsDocument();
  return (order ? readsAsDocument : !staff) ? <NoActions /> : <EditActions />;
}

/** Beside the document, whose head shows the status, the panel does not show it again. */
function OrderEditPanel() {
  return <OrderWorkflowPanel besideDocument={useReadsAsDocument()} />;
}

/**
 * `orders/{quoteId}`: edit a quote, or read it once it is out of one's hands, with its workflow
 * buttons, history and PDF beside it and its messages under it.
 */
export function OrderEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      queryOptions={wholeOrderRead}
      mutationOptions={wholeOrderQuery}
      redirect={false}
      title={<OrderTitle />}
      actions={<OrderEditActions />}
      aside={<OrderEditPanel />}
      sx={besideOnWideScreens('RaEdit')}
    >
      <OrderFormOrDocument />
      <OrderMessages />
    </Edit>
  );
}
