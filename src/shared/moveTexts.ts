// docs/order-workflow.md#moves-on-screen and docs/instruction-registers.md#moves-on-screen: every
// workflow move is named by what it does, and a move its user cannot take back asks first. The
// workflow tables (orderWorkflow.ts, irWorkflow.ts) give each transition one of these, so a new
// transition cannot come without its name. The texts are in src/shared/i18n/<language>/workflow.ts.

/** How a screen names a move, and what it asks before one its user cannot take back: message keys. */
export interface MoveText {
  label: string;
  /** Asked before the move; absent where the same user can take the move back. */
  confirm?: { question: string; consequence: string };
  /** Ends the record's work for good (a cancellation): drawn apart, in the error colour. */
  ends?: true;
}

export const ORDER_MOVES = {
  requestQuote: {
    label: 'portal.workflow.orderMoves.requestQuote.label',
    confirm: {
      question: 'portal.workflow.orderMoves.requestQuote.question',
      consequence: 'portal.workflow.orderMoves.requestQuote.consequence',
    },
  },
  sendQuote: {
    label: 'portal.workflow.orderMoves.sendQuote.label',
    confirm: {
      question: 'portal.workflow.orderMoves.sendQuote.question',
      consequence: 'portal.workflow.orderMoves.sendQuote.consequence',
    },
  },
  // Staff take a quote back to change it and send it again: no question, the next move undoes it.
  reviseQuote: { label: 'portal.workflow.orderMoves.reviseQuote.label' },
  acceptQuote: {
    label: 'portal.workflow.orderMoves.acceptQuote.label',
    confirm: {
      question: 'portal.workflow.orderMoves.acceptQuote.question',
      consequence: 'portal.workflow.orderMoves.acceptQuote.consequence',
    },
  },
  decline: {
    label: 'portal.workflow.orderMoves.decline.label',
    confirm: {
      question: 'portal.workflow.orderMoves.decline.question',
      consequence: 'portal.workflow.orderMoves.decline.consequence',
    },
  },
  startProduction: {
    label: 'portal.workflow.orderMoves.startProduction.label',
    confirm: {
      question: 'portal.workflow.orderMoves.startProduction.question',
      consequence: 'portal.workflow.orderMoves.startProduction.consequence',
    },
  },
  readyForExport: {
    label: 'portal.workflow.orderMoves.readyForExport.label',
    confirm: {
      question: 'portal.workflow.orderMoves.readyForExport.question',
      consequence: 'portal.workflow.orderMoves.readyForExport.consequence',
    },
  },
  markShipped: {
    label: 'portal.workflow.orderMoves.markShipped.label',
    confirm: {
      question: 'portal.workflow.orderMoves.markShipped.question',
      consequence: 'portal.workflow.orderMoves.markShipped.consequence',
    },
  },
  complete: {
    label: 'portal.workflow.orderMoves.complete.label',
    confirm: {
      question: 'portal.workflow.orderMoves.complete.question',
      consequence: 'portal.workflow.orderMoves.complete.consequence',
    },
  },
  cancelOrder: {
    ends: true,
    label: 'portal.workflow.orderMoves.cancelOrder.label',
    confirm: {
      question: 'portal.workflow.orderMoves.cancelOrder.question',
      consequence: 'portal.workflow.orderMoves.cancelOrder.consequence',
    },
  },
} as const satisfies Record<string, MoveText>;

export const IR_MOVES = {
  markCollected: {
    label: 'portal.workflow.irMoves.markCollected.label',
    confirm: {
      question: 'portal.workflow.irMoves.markCollected.question',
      consequence: 'portal.workflow.irMoves.markCollected.consequence',
    },
  },
  markReceived: {
    label: 'portal.workflow.irMoves.markReceived.label',
    confirm: {
      question: 'portal.workflow.irMoves.markReceived.question',
      consequence: 'portal.workflow.irMoves.markReceived.consequence',
    },
  },
  close: {
    label: 'portal.workflow.irMoves.close.label',
    confirm: {
      question: 'portal.workflow.irMoves.close.question',
      consequence: 'portal.workflow.irMoves.close.consequence',
    },
  },
  cancelIr: {
    ends: true,
    label: 'portal.workflow.irMoves.cancelIr.label',
    confirm: {
      question: 'portal.workflow.irMoves.cancelIr.question',
      consequence: 'portal.workflow.irMoves.cancelIr.consequence',
    },
  },
} as const satisfies Record<string, MoveText>;
