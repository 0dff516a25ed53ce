import { IR_STATUS_KEYS, type IrStatus } from '../features/instruction-registers/irStatuses';
import { isStaffManager, type Role } from './roles';
import { IR_MOVES, type MoveText } from './moveTexts';
import type { SharedPhrase } from './i18n/phrase';

// docs/instruction-registers.md#transitions: who may move an IR from what to what. Shared so the
// screens offer exactly the moves the server accepts.

/** `collector`: the IR's own collector; `staff`: admin and customer liaison. */
export type IrMover = 'collector' | 'staff';

interface IrTransition {
  from: IrStatus;
  to: IrStatus;
  by: readonly IrMover[];
  /** What the screens call the move (docs/instruction-registers.md#moves-on-screen). */
  text: MoveText;
}

export const IR_TRANSITIONS: readonly IrTransition[] = [
  { from: 'open', to: 'collected', by: ['collector', 'staff'], text: IR_MOVES.markCollected },
  { from: 'collected', to: 'received', by: ['staff'], text: IR_MOVES.markReceived },
  { from: 'quoted', to: 'closed', by: ['staff'], text: IR_MOVES.close },
  { from: 'open', to: 'cancelled', by: ['staff'], text: IR_MOVES.cancelIr },
  { from: 'collected', to: 'cancelled', by: ['staff'], text: IR_MOVES.cancelIr },
];

/**
 * What the screens call the move from `from` to `to` (one the table does not know reads as its
 * target status).
 * @example irMoveText('open', 'collected').label // 'portal.workflow.irMoves.markCollected.label'
 */
export const irMoveText = (from: IrStatus, to: IrStatus): MoveText =>
  IR_TRANSITIONS.find((t) => t.from === from && t.to === to)?.text ?? { label: IR_STATUS_KEYS[to] };

/** Who asks, and whether they collected this IR. */
export interface IrActor {
  roles: readonly Role[];
  isCollector: boolean;
}

/** What a move looks at: Collected means signed at the farm, with at least one animal. */
export interface IrState {
  status: IrStatus;
  lineCount: number;
  hunterSignatureFileId: string | null;
  collectorSignatureFileId: string | null;
}

export type IrVerdict =
  { allowed: true } | { allowed: false; httpStatus: 403 | 409; reason: SharedPhrase };

export const irMoversOf = (actor: IrActor): IrMover[] => [
  ...(isStaffManager(actor.roles) ? (['staff'] as const) : []),
  ...(actor.roles.includes('collector') && actor.isCollector ? (['collector'] as const) : []),
];

// docs/languages.md#errors: a status is named by its key; the server says it in its reader's language.
const label = (status: IrStatus): SharedPhrase => ({ key: IR_STATUS_KEYS[status] });
const refuse = (httpStatus: 403 | 409, reason: SharedPhrase): IrVerdict => ({
  allowed: false,
  httpStatus,
  reason,
});

/**
 * Whether `actor` may move the IR to `to`, with the reason when not. Quoted is reached only by
 * making the quote (`POST /api/instruction-registers/{id}/quote`).
 * @example decideIrTransition({ roles: ['collector'], isCollector: true }, ir, 'collected')
 */
export function decideIrTransition(actor: IrActor, ir: IrState, to: IrStatus): IrVerdict {
  const transition = IR_TRANSITIONS.find((t) => t.from === ir.status && t.to === to);
  if (!transition) {
    return refuse(409, {
      key:
        to === 'quoted'
          ? 'portal.workflow.refusals.irCannotBecomeQuoted'
          : 'portal.workflow.refusals.irCannotBecome',
      params: { from: label(ir.status), to: label(to) },
    });
  }
  if (!irMoversOf(actor).some((mover) => transition.by.includes(mover))) {
    return refuse(403, {
      key: 'portal.workflow.refusals.onlyStudioMakesIr',
      params: { to: label(to) },
    });
  }
  if (to === 'collected') {
    if (ir.lineCount === 0) return refuse(409, { key: 'portal.workflow.refusals.addAnAnimal' });
    if (!ir.hunterSignatureFileId || !ir.collectorSignatureFileId) {
      return refuse(409, { key: 'portal.workflow.refusals.signFirst' });
    }
  }
  return { allowed: true };
}

/** The statuses `actor` may move the IR to now: the screen's buttons. */
export const availableIrTransitions = (actor: IrActor, ir: IrState): IrStatus[] =>
  IR_TRANSITIONS.filter((t) => t.from === ir.status)
    .map((t) => t.to)
    .filter((to) => decideIrTransition(actor, ir, to).allowed);

/** Collectors edit theirs until Received; staff until the IR is closed or cancelled. */
export function mayEditIr(actor: IrActor, status: IrStatus): boolean {
  const movers = irMoversOf(actor);
  if (movers.includes('staff')) return status !== 'closed' && status !== 'cancelled';
  return movers.includes('collector') && (status === 'open' || status === 'collected');
}

/** Staff turn a Received IR into a quote. */
export const mayQuoteIr = (actor: IrActor, status: IrStatus) =>
  irMoversOf(actor).includes('staff') && status === 'received';

/**
 * docs/instruction-registers.md#documents: staff and the IR's collector attach documents to it at
 * any status, as the documents' access allows (docs/documents.md "Who"); other readers only read.
 */
export const mayAttachIrDocuments = (actor: IrActor) => irMoversOf(actor).length > 0;
