import type { Order } from '../definition';
import { hasInvoice } from '../invoiceNumbers';
import { formatOrderNumber } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { PdfLinkButton } from '../../../client/common/PdfLinkButton';
import '../../../client/i18n/late/orders';

/**
 * Opens the order's invoice in a new tab, once the order is accepted; nothing before
 * (docs/invoices.md#in-the-app).
 */
export function InvoicePdfButton({ order }: { order: Pick<Order, 'id' | 'number' | 'status'> }) {
  if (!hasInvoice(order.status)) return null;
  return (
    <PdfLinkButton
      href={`${API_PREFIX}/orders/${order.id}/invoice.pdf`}
      fileName={`invoice-${formatOrderNumber(order.number)}`}
      label="portal.orders.workflow.invoicePdf"
      making="portal.orders.workflow.invoicePdfMaking"
      failed="portal.orders.workflow.invoicePdfFailed"
    />
  );
}
