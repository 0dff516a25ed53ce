import type { Order } from '../definition';
import { formatOrderNumber } from '../orderStatuses';
import { API_PREFIX } from '../../../shared/apiPaths';
import { PdfLinkButton } from '../../../client/common/PdfLinkButton';
import '../../../client/i18n/late/orders';

/** Opens the order's quote PDF in a new tab (docs/quote-pdf.md#in-the-app). */
export function QuotePdfButton({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  return (
    <PdfLinkButton
      href={`${API_PREFIX}/orders/${order.id}/quote.pdf`}
      fileName={formatOrderNumber(order.number)}
      label="portal.orders.workflow.quotePdf"
      making="portal.orders.workflow.quotePdfMaking"
      failed="portal.orders.workflow.quotePdfFailed"
    />
  );
}
