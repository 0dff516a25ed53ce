// docs/order-workflow.md#moves-on-screen and docs/instruction-registers.md#moves-on-screen: every
// workflow move is named by what it does, and a move its user cannot take back asks first. The
// workflow tables (orderWorkflow.ts, irWorkflow.ts) give each transition one of these, so a new
// transition cannot come without its name.

/** How a screen names a move, and what it asks before one its user cannot take back. */
export interface MoveText {
  label: string;
  /** Asked before the move; absent where the same user can take the move back. */
  confirm?: { question: string; consequence: string };
}

const told = 'The client is told by e-mail';

export const ORDER_MOVES = {
  requestQuote: {
    label: 'Request quote',
    confirm: {
      question: 'Send this request to the studio?',
      consequence:
        'The studio prices it and sends you a quote. You can no longer change its lines.',
    },
  },
  sendQuote: {
    label: 'Send quote',
    confirm: {
      question: 'Send this quote to the client?',
      consequence: `${told} and may accept or decline it. To change it afterwards, revise it.`,
    },
  },
  // Staff take a quote back to change it and send it again: no question, the next move undoes it.
  reviseQuote: { label: 'Revise quote' },
  acceptQuote: {
    label: 'Accept quote',
    confirm: {
      question: 'Accept this quote?',
      consequence: 'The studio starts work on it once the deposit is paid.',
    },
  },
  decline: {
    label: 'Decline',
    confirm: {
      question: 'Decline this quote?',
      consequence: 'The studio may revise it and send you a new one.',
    },
  },
  startProduction: {
    label: 'Start production',
    confirm: {
      question: 'Start production?',
      consequence: `${told}; the order cannot go back to Accepted.`,
    },
  },
  readyForExport: {
    label: 'Ready for export',
    confirm: {
      question: 'Mark this order ready for export?',
      consequence: `${told}; the order cannot go back to production.`,
    },
  },
  markShipped: {
    label: 'Mark shipped',
    confirm: {
      question: 'Mark this order shipped?',
      consequence: `${told}; a shipped order can no longer be cancelled.`,
    },
  },
  complete: {
    label: 'Complete',
    confirm: {
      question: 'Complete this order?',
      consequence: `${told}; the order is closed for good.`,
    },
  },
  cancelOrder: {
    label: 'Cancel order',
    confirm: {
      question: 'Cancel this order?',
      consequence: 'A cancelled order cannot be reopened.',
    },
  },
} as const satisfies Record<string, MoveText>;

export const IR_MOVES = {
  markCollected: {
    label: 'Mark Collected',
    confirm: {
      question: 'Mark this IR collected?',
      consequence: 'The trophies are on their way to the studio; the IR cannot go back to Open.',
    },
  },
  markReceived: {
    label: 'Mark Received',
    confirm: {
      question: 'Mark this IR received?',
      consequence: 'The trophies are at the studio; the IR cannot go back to Collected.',
    },
  },
  close: {
    label: 'Close IR',
    confirm: {
      question: 'Close this IR?',
      consequence: 'Nobody can change a closed IR.',
    },
  },
  cancelIr: {
    label: 'Cancel IR',
    confirm: {
      question: 'Cancel this IR?',
      consequence: 'Nobody can change a cancelled IR or make a quote from it.',
    },
  },
} as const satisfies Record<string, MoveText>;
