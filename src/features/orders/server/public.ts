// What the rest of the server takes from orders/: the dashboards count orders as the list filters
// them, an IR's quote writes an order, a TLS batch moves orders and stores their totals, messages'
// e-mails sign as the studio (docs/architecture.md#import-rules).
export { orderFilterSql } from './orderListFilterSql';
export { orderSources } from './orderSources';
export { paperworkCompleteSql } from './paperworkBlockedSql';
export { writeOrder } from './orderValues';
export { moveOrders, type MovableOrder } from './moveOrder';
export { storedTotals } from './storedTotals';
export { STUDIO_NAME } from './studio';
