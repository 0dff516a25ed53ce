// What other features' screens take from payments/: the order's payments panel and what to pay
// on accepting its quote.
export { OrderPayments } from './OrderPayments';
export { AcceptPaymentDetail } from './AcceptPaymentDetail';
