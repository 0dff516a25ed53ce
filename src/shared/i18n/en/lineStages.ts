import type { LineStage } from '../../../features/orders/lineStages';

/**
 * docs/languages.md#messages: where a trophy (an order line) is, shared by the order's screens and
 * the server's refusals (docs/line-stages.md).
 */
export const lineStages = {
  stages: {
    collected: 'Collected at the farm',
    received: 'Received at the studio',
    inProduction: 'In production',
    readyForExport: 'Ready for export',
    crated: 'Crated',
    withFreightAgent: 'With the freight agent',
    shipped: 'Shipped',
    delivered: 'Delivered',
  } satisfies Record<LineStage, string>,
  /** A stage with its production step: "In production: tanning". */
  withStep: '%{stage}: %{step}',
  /** A line's move in the order's history. */
  history: 'Line %{position}: %{from} → %{to}',
  refusals: {
    stageDoesNotFit: 'A line cannot be %{stage} while the order is %{status}',
    noSuchLine: 'This order has no such line',
    stepDoesNotApply: 'This production step does not apply to this line',
    stepOnlyInProduction: 'Only a line in production has a production step',
  },
};
