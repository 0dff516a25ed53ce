import { Create } from 'react-admin';
import { OrderForm } from './OrderEditor';
import '../../../client/i18n/late/orders';

/** `orders/create`: a new draft; saving opens it in the editor. */
export function OrderCreate() {
  return (
    <Create
      title="portal.orders.editor.newQuote"
      redirect="edit"
      sx={{ '& .RaCreate-card': { minWidth: 0 } }}
    >
      <OrderForm />
    </Create>
  );
}
