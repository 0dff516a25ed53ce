// What the rest of the server takes from payments/: the orders' moves check what was paid
// (docs/payments.md#gates).
export { paidOnOrder } from './paidOnOrder';
