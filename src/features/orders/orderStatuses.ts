// Order statuses and numbers without zod, so the orders list can show them without loading the
// schemas (bench/bundle).

/**
 * Machine value -> the key of its label (docs/languages.md#messages); the order of keys is the
 * order of the workflow.
 */
export const ORDER_STATUS_KEYS = {
  draft: 'portal.workflow.orderStatuses.draft',
  submitted: 'portal.workflow.orderStatuses.submitted',
  quoted: 'portal.workflow.orderStatuses.quoted',
  accepted: 'portal.workflow.orderStatuses.accepted',
  declined: 'portal.workflow.orderStatuses.declined',
  inProduction: 'portal.workflow.orderStatuses.inProduction',
  readyForExport: 'portal.workflow.orderStatuses.readyForExport',
  shipped: 'portal.workflow.orderStatuses.shipped',
  completed: 'portal.workflow.orderStatuses.completed',
  cancelled: 'portal.workflow.orderStatuses.cancelled',
} as const;

export type OrderStatus = keyof typeof ORDER_STATUS_KEYS;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_KEYS) as [OrderStatus, ...OrderStatus[]];

// docs/order-workflow.md#status-chip: Draft is a grey chip, every other status the secondary colour.
export const orderStatusChipColour = (status: OrderStatus) =>
  status === 'draft' ? 'default' : 'secondary';

/** Shown as Q-000123; users may search with or without the prefix and zeros. */
export const formatOrderNumber = (number: number) => `Q-${String(number).padStart(6, '0')}`;
export const parseOrderNumber = (text: string): number | undefined => {
  const match = /^\s*(?:Q-?)?0*(\d{1,15})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
};
