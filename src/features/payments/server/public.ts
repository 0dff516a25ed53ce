// What the rest of the server takes from payments/: the orders' moves check what was paid
// (docs/payments.md#gates).
export { paidOnOrder } from './paidOnOrder';
// Invoices and statements list them (docs/invoices.md).
export { paymentsOfOrders, type OrderPaymentRow } from './paymentsOfOrders';
