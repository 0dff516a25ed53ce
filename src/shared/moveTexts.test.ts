import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../features/orders/orderStatuses';
import type { IrStatus } from '../features/instruction-registers/irStatuses';
import { messageFor } from './i18n/messageFor';
import { IR_TRANSITIONS, irMoveText } from './irWorkflow';
import { missingNoteReason, ORDER_TRANSITIONS, orderMoveText } from './orderWorkflow';

// docs/order-workflow.md#moves-on-screen: every transition of the workflow, its button and whether
// it asks first; the table reads like the one in the docs.
// prettier-ignore
const ORDER_BUTTONS: [from: OrderStatus, to: OrderStatus, button: string, asks: boolean][] = [
  ['draft',          'submitted',      'Request quote',    true ],
  ['draft',          'quoted',         'Send quote',       true ],
  ['submitted',      'quoted',         'Send quote',       true ],
  ['quoted',         'submitted',      'Revise quote',     false],
  ['declined',       'submitted',      'Revise quote',     false],
  ['quoted',         'accepted',       'Accept quote',     true ],
  ['quoted',         'declined',       'Decline',          true ],
  ['accepted',       'inProduction',   'Start production', true ],
  ['inProduction',   'readyForExport', 'Ready for export', true ],
  ['readyForExport', 'shipped',        'Mark shipped',     true ],
  ['shipped',        'completed',      'Complete',         true ],
  ...(['draft', 'submitted', 'quoted', 'accepted', 'inProduction', 'readyForExport'] as const).map(
    (from): [OrderStatus, OrderStatus, string, boolean] => [from, 'cancelled', 'Cancel order', true],
  ),
];

// docs/instruction-registers.md#moves-on-screen
// prettier-ignore
const IR_BUTTONS: [from: IrStatus, to: IrStatus, button: string][] = [
  ['open',      'collected', 'Mark Collected'],
  ['collected', 'received',  'Mark Received' ],
  ['quoted',    'closed',    'Close IR'      ],
  ['open',      'cancelled', 'Cancel IR'     ],
  ['collected', 'cancelled', 'Cancel IR'     ],
];

describe('moves on screen', () => {
  it('names every order transition by what it does, and the table misses none', () => {
    const pairs = new Set(ORDER_TRANSITIONS.map((t) => `${t.from}>${t.to}`));
    expect([...pairs].sort()).toEqual(ORDER_BUTTONS.map(([f, t]) => `${f}>${t}`).sort());
  });

  it.each(ORDER_BUTTONS)('an order %s -> %s is "%s" (asks first: %s)', (from, to, button, asks) => {
    const text = orderMoveText(from, to);
    expect(messageFor('en', text.label)).toBe(button);
    expect(Boolean(text.confirm)).toBe(asks);
  });

  it('a cancellation asks for its reason from Accepted on, as the server refuses it', () => {
    const needsReason = ORDER_STATUSES.filter((from) => missingNoteReason(from, 'cancelled'));
    expect(needsReason).toEqual(['accepted', 'inProduction', 'readyForExport']);
    expect(missingNoteReason('accepted', 'inProduction')).toBeUndefined();
  });

  it('names every IR transition, and each asks first: none can be taken back', () => {
    expect(IR_TRANSITIONS.map((t) => [t.from, t.to, messageFor('en', t.text.label)])).toEqual(
      IR_BUTTONS,
    );
    for (const [from, to] of IR_BUTTONS) expect(irMoveText(from, to).confirm).toBeDefined();
  });
});
