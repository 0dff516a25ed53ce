import type { OrderLineBody } from '../features/orders/definition';
import { ORDER_STATUS_KEYS, type OrderStatus } from '../features/orders/orderStatuses';
import type { Role } from './roles';
import { ORDER_MOVES, type MoveText } from './moveTexts';
import { quoteBlocker } from './orderTotals';
import type { SharedPhrase } from './i18n/phrase';

// docs/order-workflow.md#who-moves and #transitions: the status workflow. The requester (the order's own client, or an
// outfitter linked to that client) asks and answers; staff (admin, customerLiaison) price and produce.
// PHs and collectors read only. Shared so the editor offers exactly the moves the server accepts.

export type Mover = 'requester' | 'staff';

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: Mover;
  /** What the screens call the move (docs/order-workflow.md#moves-on-screen). */
  text: MoveText;
}

const move = (from: OrderStatus, to: OrderStatus, by: Mover, text: MoveText): Transition => ({
  from,
  to,
  by,
  text,
});

export const ORDER_TRANSITIONS: readonly Transition[] = [
  move('draft', 'submitted', 'requester', ORDER_MOVES.requestQuote),
  // A liaison turns an IR into a quote directly (docs/order-workflow.md#transitions): no request step.
  move('draft', 'quoted', 'staff', ORDER_MOVES.sendQuote),
  move('submitted', 'quoted', 'staff', ORDER_MOVES.sendQuote),
  // To revise a quote staff take it back; the requester then sees it as submitted again.
  move('quoted', 'submitted', 'staff', ORDER_MOVES.reviseQuote),
  move('quoted', 'accepted', 'requester', ORDER_MOVES.acceptQuote),
  move('quoted', 'declined', 'requester', ORDER_MOVES.decline),
  move('declined', 'submitted', 'staff', ORDER_MOVES.reviseQuote),
  move('accepted', 'inProduction', 'staff', ORDER_MOVES.startProduction),
  move('inProduction', 'readyForExport', 'staff', ORDER_MOVES.readyForExport),
  move('readyForExport', 'shipped', 'staff', ORDER_MOVES.markShipped),
  move('shipped', 'completed', 'staff', ORDER_MOVES.complete),
  // The requester may withdraw a request nobody has priced yet; staff may cancel until it ships.
  move('draft', 'cancelled', 'requester', ORDER_MOVES.cancelOrder),
  move('submitted', 'cancelled', 'requester', ORDER_MOVES.cancelOrder),
  ...(['draft', 'submitted', 'quoted', 'accepted', 'inProduction', 'readyForExport'] as const).map(
    (from) => move(from, 'cancelled', 'staff', ORDER_MOVES.cancelOrder),
  ),
];

/**
 * What the screens call the move from `from` to `to`; a pair the table does not know (a client
 * older than its server) reads as its target status.
 * @example orderMoveText('quoted', 'submitted').label // 'portal.workflow.orderMoves.reviseQuote.label'
 */
export const orderMoveText = (from: OrderStatus, to: OrderStatus): MoveText =>
  ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to)?.text ?? {
    label: ORDER_STATUS_KEYS[to],
  };

/** Cancelling once the client has accepted costs the studio work: the reason is kept in the history. */
const NOTE_REQUIRED_TO_CANCEL_FROM: readonly OrderStatus[] = [
  'accepted',
  'inProduction',
  'readyForExport',
];

/** Why a move without its note is refused (a message key), or undefined when the note may stay empty. */
export const missingNoteReason = (from: OrderStatus, to: OrderStatus) =>
  to === 'cancelled' && NOTE_REQUIRED_TO_CANCEL_FROM.includes(from)
    ? ('portal.workflow.refusals.noteToCancel' as const)
    : undefined;

/** Who asks, and how they stand to this order (the route works the relation out from the rows). */
export interface OrderActor {
  roles: readonly Role[];
  /** The actor is the order's client. */
  isOrderClient: boolean;
  /** The actor is an outfitter linked to the order's client. */
  isLinkedOutfitter: boolean;
}

export interface OrderState {
  status: OrderStatus;
  lines: readonly Pick<OrderLineBody, 'quantity' | 'unitPriceMinor'>[];
}

export type TransitionVerdict =
  { allowed: true } | { allowed: false; httpStatus: 400 | 403 | 409; reason: SharedPhrase };

export const moversOf = (actor: OrderActor): Mover[] => [
  ...(actor.roles.includes('admin') || actor.roles.includes('customerLiaison')
    ? (['staff'] as const)
    : []),
  ...((actor.roles.includes('client') && actor.isOrderClient) ||
  (actor.roles.includes('huntingOutfitter') && actor.isLinkedOutfitter)
    ? (['requester'] as const)
    : []),
];

/**
 * Whether `actor` may move `order` to `to` with this note, with the reason when not.
 * @example decideTransition(actor, { status: 'quoted', lines }, 'accepted', '')
 */
export function decideTransition(
  actor: OrderActor,
  order: OrderState,
  to: OrderStatus,
  note: string,
): TransitionVerdict {
  const verdict = decideMove(actor, order, to);
  if (!verdict.allowed) return verdict;
  const noteMissing = missingNoteReason(order.status, to);
  if (noteMissing && !note.trim()) return refuse(400, { key: noteMissing });
  return verdict;
}

/** The statuses `actor` may move `order` to now, for the editor's buttons. */
export function availableTransitions(actor: OrderActor, order: OrderState): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === order.status)
    .map((t) => t.to)
    .filter((to, index, all) => all.indexOf(to) === index && decideMove(actor, order, to).allowed);
}

function decideMove(actor: OrderActor, order: OrderState, to: OrderStatus): TransitionVerdict {
  const candidates = ORDER_TRANSITIONS.filter((t) => t.from === order.status && t.to === to);
  if (candidates.length === 0) {
    return refuse(409, {
      key: 'portal.workflow.refusals.orderCannotBecome',
      params: { from: label(order.status), to: label(to) },
    });
  }
  const movers = moversOf(actor);
  if (!candidates.some((t) => movers.includes(t.by))) {
    const by = new Set(candidates.map((t) => t.by));
    const key =
      by.size > 1
        ? 'portal.workflow.refusals.onlyRequesterOrStudioMakesOrder'
        : by.has('staff')
          ? 'portal.workflow.refusals.onlyStudioMakesOrder'
          : 'portal.workflow.refusals.onlyRequesterMakesOrder';
    return refuse(403, { key, params: { to: label(to) } });
  }
  if (to === 'quoted' || to === 'accepted') {
    const blocker = quoteBlocker(order);
    if (blocker) return refuse(409, blocker);
  }
  if (to === 'submitted' && order.lines.length === 0) {
    return refuse(409, { key: 'portal.workflow.refusals.addALine' });
  }
  return { allowed: true };
}

/** Who may change lines, prices and terms: requesters their draft, staff until the quote goes out. */
export function mayEditOrder(actor: OrderActor, status: OrderStatus): boolean {
  const movers = moversOf(actor);
  if (movers.includes('staff')) return status === 'draft' || status === 'submitted';
  return movers.includes('requester') && status === 'draft';
}

/** Which e-mail the client gets for a change (docs/order-workflow.md#e-mails: quote ready, and
 * every production stage). */
export function clientEmailFor(to: OrderStatus): 'quoteReady' | 'stageChanged' | undefined {
  if (to === 'quoted') return 'quoteReady';
  const stages: OrderStatus[] = [
    'inProduction',
    'readyForExport',
    'shipped',
    'completed',
    'cancelled',
  ];
  return stages.includes(to) ? 'stageChanged' : undefined;
}

const refuse = (httpStatus: 400 | 403 | 409, reason: SharedPhrase): TransitionVerdict => ({
  allowed: false,
  httpStatus,
  reason,
});

// docs/languages.md#errors: a status is named by its key; the server says it in its reader's language.
const label = (status: OrderStatus): SharedPhrase => ({ key: ORDER_STATUS_KEYS[status] });
