import type { OrderStatus } from './orderStatuses';

// docs/invoices.md#numbers: an order has an invoice once accepted, and keeps it through production
// and shipping; a draft, a quote, a declined or a cancelled order has none.
export const INVOICED_STATUSES: readonly OrderStatus[] = [
  'accepted',
  'inProduction',
  'readyForExport',
  'shipped',
  'completed',
];

export const hasInvoice = (status: OrderStatus) => INVOICED_STATUSES.includes(status);

/** Shown as INV-000001, from the invoices' own sequence. */
export const formatInvoiceNumber = (number: number) => `INV-${String(number).padStart(6, '0')}`;
