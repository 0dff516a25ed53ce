import { inReadersLanguage, type Language } from '../../shared/languages';
import type { OrderStatus } from './orderStatuses';

// docs/line-stages.md: where one trophy (an order line) is, from the farm to the hunter's door,
// without zod so the order document's stepper loads it alone.

/** Machine value -> the key of its label; the order of keys is the trophy's way. */
export const LINE_STAGE_KEYS = {
  collected: 'portal.lineStages.stages.collected',
  received: 'portal.lineStages.stages.received',
  inProduction: 'portal.lineStages.stages.inProduction',
  readyForExport: 'portal.lineStages.stages.readyForExport',
  crated: 'portal.lineStages.stages.crated',
  withFreightAgent: 'portal.lineStages.stages.withFreightAgent',
  shipped: 'portal.lineStages.stages.shipped',
  delivered: 'portal.lineStages.stages.delivered',
} as const;

export type LineStage = keyof typeof LINE_STAGE_KEYS;
export const LINE_STAGES = Object.keys(LINE_STAGE_KEYS) as [LineStage, ...LineStage[]];

// docs/order-workflow.md#line-stages: the order statuses each stage fits. Lines move from Accepted on
// only: before that an edit rewrites the lines, and the trophy is still at the farm for the hunter.
const STATUSES_OF_STAGE: Record<LineStage, readonly OrderStatus[]> = {
  collected: ['accepted', 'inProduction'],
  received: ['accepted', 'inProduction'],
  inProduction: ['accepted', 'inProduction'],
  readyForExport: ['inProduction', 'readyForExport'],
  crated: ['inProduction', 'readyForExport'],
  withFreightAgent: ['readyForExport', 'shipped'],
  shipped: ['shipped', 'completed'],
  delivered: ['shipped', 'completed'],
};

/** The order statuses whose lines move at all: from Accepted on, cancelled and declined never. */
export const LINE_MOVING_STATUSES = [...new Set(Object.values(STATUSES_OF_STAGE).flat())];

/**
 * Whether a line may be at `stage` while its order is at `status`.
 * @example stageFitsStatus('shipped', 'quoted') // false
 */
export const stageFitsStatus = (stage: LineStage, status: OrderStatus) =>
  STATUSES_OF_STAGE[stage].includes(status);

/** The stages a line of an order at `status` may move to: the editor's choices. */
export const stagesFitting = (status: OrderStatus) =>
  LINE_STAGES.filter((stage) => stageFitsStatus(stage, status));

/**
 * A step's name for a reader: its French name for French readers when it has one.
 * @example stepNameIn({ name: 'Tanning', nameFr: 'Tannage' }, 'fr') // 'Tannage'
 */
export const stepNameIn = (step: { name: string; nameFr: string }, language: Language) =>
  inReadersLanguage(step.name, step.nameFr, language);
