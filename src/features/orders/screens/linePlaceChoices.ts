import type { LinePlace, LineStageBody, StepName } from '../lineMoves';
import type { LineStage } from '../lineStages';

/** One place a line may be at: a stage, or in production one of the steps. */
export interface PlaceChoice {
  /** The select's value: the stage, and `:step` in production. */
  value: string;
  body: LineStageBody;
  place: LinePlace;
}

/** A place as a select's value. */
export const placeValue = (stage: LineStage, stepId: string | null) =>
  stepId ? `${stage}:${stepId}` : stage;

/**
 * docs/line-stages.md: the places among `stages`, In production once per step (or once when the
 * studio keeps no steps), in the trophy's order, for the editor's and the workbench's selects.
 * @example placeChoices(['received', 'inProduction'], steps).map((choice) => choice.value)
 */
export function placeChoices(
  stages: readonly LineStage[],
  steps: readonly StepName[],
): PlaceChoice[] {
  return stages.flatMap((stage): PlaceChoice[] =>
    stage === 'inProduction' && steps.length > 0
      ? steps.map((step) => ({
          value: placeValue(stage, step.id),
          body: { stage, productionStepId: step.id },
          place: { stage, step },
        }))
      : [{ value: stage, body: { stage, productionStepId: null }, place: { stage, step: null } }],
  );
}
