// What the rest of the server takes from orders/: the dashboards count orders as the list filters
// them, an IR's quote writes an order, a TLS batch moves orders and stores their totals, messages'
// e-mails sign as the studio (docs/architecture.md#import-rules).
import type { OrderListFilter } from '../definition';
import { filterSql } from '../../../engine/server/list';
import type { Db } from '../../../server/db/database';
import { ordersServer } from '../server';

export { paperworkCompleteSql, paperworkIncompleteSql } from './paperworkBlockedSql';
// docs/dashboards.md#outstanding-money: the dashboards age what is owed as the list filters it;
// docs/dashboards.md#crates-waiting: the crates list finds the crates waiting for payment.
export {
  balanceUnpaidSql,
  outstandingAgeSql,
  outstandingDueSql,
  outstandingKindSql,
} from './outstandingSql';

/** The orders list's condition for a filter, so a count and the list it opens agree (docs/dashboards.md#click-through). */
export const orderListFilterSql = (db: Db, filter: OrderListFilter) =>
  filterSql(db, ordersServer.store, filter);
export { writeOrder } from './orderValues';
export { moveOrders, type MovableOrder } from './moveOrder';
export { storedTotals } from './storedTotals';
export { letter as orderLetter, type OrderEmail, type OrderEmailFacts } from './orderEmails';
export { orderClient } from './orderClient';
// docs/crates-and-shipments.md#packing: packing a line moves it to Crated, as staff's moves do.
export { expectMoney } from './expectPaid';
export { moveLine } from './moveLine';
export { readOrder } from './readOrder';
// docs/invoices.md: the PDF threads every scope shares, and the statements served under the clients and the account.
export { pdfRendererPlugin } from './pdfRendererPlugin';
export { clientStatementRoute, ownStatementRoute } from './statementRoutes';
// docs/crates-and-shipments.md#packing-list: a crate's packing list is one more of the studio's PDFs.
export { renderedPdf, sendPdf } from './pdfReply';
export { studioLetterhead } from './studioLetterhead';
export { pdfClient } from './pdfClient';
export type { PackingListLine } from './packingListPdf';
// docs/crates-and-shipments.md#the-freight-agents-pack: the pack holds what the paperwork rule needs.
export { paperworkOf } from './orderPaperworkFacts';
