import type { IrStatus } from '../../../features/instruction-registers/irStatuses';
import type { OrderStatus } from '../../../features/orders/orderStatuses';

const told = 'The client is told by e-mail';

/**
 * docs/languages.md#messages: the statuses and moves of orders and IRs, shared by the screens and
 * the server's e-mails and refusals.
 */
export const workflow = {
  orderStatuses: {
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
  } satisfies Record<OrderStatus, string>,
  irStatuses: {
    open: 'Open',
    collected: 'Collected',
    received: 'Received',
    quoted: 'Quoted',
    closed: 'Closed',
    cancelled: 'Cancelled',
  } satisfies Record<IrStatus, string>,
  irParts: {
    cape: 'Cape',
    skin: 'Skin',
    skull: 'Skull',
    horns: 'Horns',
    tusks: 'Tusks',
    feet: 'Feet',
    tail: 'Tail',
    teeth: 'Teeth',
    backskin: 'Backskin',
  },
  irSexes: { male: 'Male', female: 'Female', unknown: 'Unknown' },
  orderMoves: {
    requestQuote: {
      label: 'Request quote',
      question: 'Send this request to the studio?',
      consequence:
        'The studio prices it and sends you a quote. You can no longer change its lines.',
    },
    sendQuote: {
      label: 'Send quote',
      question: 'Send this quote to the client?',
      consequence: `${told} and may accept or decline it. To change it afterwards, revise it.`,
    },
    reviseQuote: { label: 'Revise quote' },
    acceptQuote: {
      label: 'Accept quote',
      question: 'Accept this quote?',
      consequence: 'The studio starts work on it once the deposit is paid.',
    },
    decline: {
      label: 'Decline',
      question: 'Decline this quote?',
      consequence: 'The studio may revise it and send you a new one.',
    },
    startProduction: {
      label: 'Start production',
      question: 'Start production?',
      consequence: `${told}; the order cannot go back to Accepted. It stays waiting for export to TLS until a batch takes it.`,
    },
    readyForExport: {
      label: 'Ready for export',
      question: 'Mark this order ready for export?',
      consequence: `${told}; the order cannot go back to production.`,
    },
    markShipped: {
      label: 'Mark shipped',
      question: 'Mark this order shipped?',
      consequence: `${told}; a shipped order can no longer be cancelled.`,
    },
    complete: {
      label: 'Complete',
      question: 'Complete this order?',
      consequence: `${told}; the order is closed for good.`,
    },
    cancelOrder: {
      label: 'Cancel order',
      question: 'Cancel this order?',
      consequence: 'A cancelled order cannot be reopened.',
    },
  },
  irMoves: {
    markCollected: {
      label: 'Mark Collected',
      question: 'Mark this IR collected?',
      consequence: 'The trophies are on their way to the studio; the IR cannot go back to Open.',
    },
    markReceived: {
      label: 'Mark Received',
      question: 'Mark this IR received?',
      consequence: 'The trophies are at the studio; the IR cannot go back to Collected.',
    },
    close: {
      label: 'Close IR',
      question: 'Close this IR?',
      consequence: 'Nobody can change a closed IR.',
    },
    cancelIr: {
      label: 'Cancel IR',
      question: 'Cancel this IR?',
      consequence: 'Nobody can change a cancelled IR or make a quote from it.',
    },
  },
  refusals: {
    orderLocked: 'An order that is %{status} can no longer be edited',
    irLocked: 'An IR that is %{status} can no longer be edited',
    onlyAcceptedExported:
      'Only Accepted orders and orders In production are exported: %{names} (%{number} is %{status})',
    exportBeforeReady:
      '%{number} has not been exported to TLS yet: export it (Export to TLS) before it is ready for export',
    orderCannotBecome: 'An order that is %{from} cannot become %{to}',
    onlyStudioMakesOrder: 'Only the studio may make this order %{to}',
    onlyRequesterMakesOrder: 'Only the client or outfitter may make this order %{to}',
    onlyRequesterOrStudioMakesOrder:
      'Only the client or outfitter or the studio may make this order %{to}',
    addALine: 'Add at least one line first',
    priceOnRequest:
      '%{smart_count} line is price on request: staff price it first |||| %{smart_count} lines are price on request: staff price them first',
    noteToCancel: 'Say why the order is cancelled',
    irCannotBecome: 'An IR that is %{from} cannot become %{to}',
    irCannotBecomeQuoted: 'An IR that is %{from} cannot become %{to}: create the quote instead',
    onlyStudioMakesIr: 'Only the studio may make this IR %{to}',
    addAnAnimal: 'Add at least one animal first',
    signFirst: 'The hunter (or PH) and the collector sign first',
  },
};
