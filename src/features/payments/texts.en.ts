import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.payments` in English (docs/languages.md#messages). */
export const texts = {
  name: 'Payment |||| Payments',
  fields: {
    orderId: 'Order',
    amountMinor: 'Amount',
    paidOn: 'Paid on',
    method: 'Method',
    reference: 'Reference',
    reason: 'Reason for the refund',
    currency: 'Currency',
    recordedByName: 'Recorded by',
    recordedAt: 'Recorded at',
  },
  method: { eft: 'EFT', card: 'Card', cash: 'Cash', other: 'Other' },
  panel: {
    title: 'Payments',
    figures: 'What is paid and due',
    paid: 'Paid',
    depositDue: 'Deposit due',
    balanceDue: 'Balance due',
    list: 'Payments received',
    record: 'Record a payment',
    save: 'Save the payment',
    recorded: 'Payment recorded',
    notRecorded: 'The payment was not recorded',
    refundHelp: 'A refund is a negative amount, with its reason',
    howToPay: 'How to pay',
    depositOnAccepting: 'Accepting makes a deposit of %{amount} due.',
    reference: 'Quote this reference with your payment: %{reference}',
    historyReceived: 'Payment received: %{amount} (%{method})',
    historyRefunded: 'Refund: %{amount} (%{method})',
  },
} satisfies ResourceTexts;
