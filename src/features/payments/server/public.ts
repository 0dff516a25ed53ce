// What the rest of the server takes from payments/: the orders' moves check what was paid
// (docs/payments.md#gates), and so do TLS batches (docs/tls-export.md#the-deposit).
export { paidOnOrder, paidOnOrders } from './paidOnOrder';
// Invoices and statements list them (docs/invoices.md).
export { paymentsOfOrders, type OrderPaymentRow } from './paymentsOfOrders';
