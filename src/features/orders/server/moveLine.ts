import { and, eq, sql } from 'drizzle-orm';
import type { Order } from '../definition';
import type { LinePlace, LineStageBody } from '../lineMoves';
import { LINE_STAGE_KEYS, stageFitsStatus } from '../lineStages';
import { ORDER_STATUS_KEYS } from '../orderStatuses';
import { orderLines, orderStatusChanges } from '../table';
import type { SessionUser } from '../../../server/auth/caller';
import { recordAudit } from '../../../server/db/queries';
import type { Db } from '../../../server/db/database';
import { userNameNow } from '../../../server/db/personName';
import { HttpError } from '../../../server/http/httpError';

type Line = Order['lines'][number];

/**
 * The step a move puts the line at (docs/line-stages.md#moving-a-line): in production, the one
 * asked for or the line's first, which must be one of the line's; at any other stage, none.
 */
function stepOfMove(line: Line, { stage, productionStepId }: LineStageBody): string | null {
  if (stage !== 'inProduction') {
    if (productionStepId === null) return null;
    throw new HttpError(400, 'portal.lineStages.refusals.stepOnlyInProduction', {
      productionStepId: 'portal.lineStages.refusals.stepOnlyInProduction',
    });
  }
  const stepId = productionStepId ?? line.productionSteps[0]?.id ?? null;
  if (stepId !== null && !line.productionSteps.some((step) => step.id === stepId)) {
    throw new HttpError(400, 'portal.lineStages.refusals.stepDoesNotApply', {
      productionStepId: 'portal.lineStages.refusals.stepDoesNotApply',
    });
  }
  return stepId;
}

/** Where a line is, as a history row keeps it: the step's names as they are now. */
const placeOf = (line: Line, stage: Line['stage'], stepId: string | null): LinePlace => {
  const step = line.productionSteps.find((one) => one.id === stepId);
  return { stage, step: step ? { name: step.name, nameFr: step.nameFr } : null };
};

/**
 * The one path of a line's move, in the caller's transaction (docs/line-stages.md#moving-a-line):
 * the stage must fit the order's status (409) and the step be one of the line's (400); then the
 * line, a history row (with `note`, such as staff's reason for packing an unpaid order) and an
 * audit row. The same place again writes nothing: false.
 * @example await moveLine(tx, user, order, lineId, { stage: 'crated', productionStepId: null });
 */
export async function moveLine(
  tx: Db,
  user: Pick<SessionUser, 'id'>,
  order: Pick<Order, 'id' | 'status' | 'lines'>,
  lineId: string,
  body: LineStageBody,
  note = '',
): Promise<boolean> {
  const { stage } = body;
  const line = order.lines.find((one) => one.id === lineId);
  if (!line) throw new HttpError(404, 'portal.lineStages.refusals.noSuchLine');
  if (!stageFitsStatus(stage, order.status)) {
    throw new HttpError(409, {
      key: 'portal.lineStages.refusals.stageDoesNotFit',
      params: {
        stage: { key: LINE_STAGE_KEYS[stage] },
        status: { key: ORDER_STATUS_KEYS[order.status] },
      },
    });
  }
  const stepId = stepOfMove(line, body);
  if (line.stage === stage && line.productionStepId === stepId) return false;
  await tx
    .update(orderLines)
    .set({ stage, productionStepId: stepId, stageAt: sql`now()` })
    .where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, order.id)));
  await tx.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    byUserId: user.id,
    byName: await userNameNow(tx, user.id),
    note,
    lineMove: {
      lineId: line.id,
      position: order.lines.indexOf(line) + 1,
      from: placeOf(line, line.stage, line.productionStepId),
      to: placeOf(line, stage, stepId),
    },
  });
  await recordAudit(tx, {
    userId: user.id,
    resource: 'orders',
    recordId: order.id,
    before: { lineId: line.id, stage: line.stage, productionStepId: line.productionStepId },
    after: { lineId: line.id, stage, productionStepId: stepId },
  });
  return true;
}
