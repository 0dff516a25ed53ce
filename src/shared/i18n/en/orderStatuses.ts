import type { OrderStatus } from '../../../../resources/orderStatuses';

/** docs/languages.md#messages: an order's status as the screens and the e-mails name it. */
export const orderStatuses: Record<OrderStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  inProduction: 'In production',
  readyForExport: 'Ready for export',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
