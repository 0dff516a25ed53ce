// What other features' screens take from payments/: the order's payments panel.
export { OrderPayments } from './OrderPayments';
