import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import { productionSteps } from '../../production-steps/table';
import { trophyTypes } from '../../trophy-types/table';
import type { StepName } from '../lineMoves';

/** What lineStepLists reads of a line. */
interface LineOfType {
  trophyTypeId: string;
}

/**
 * The production steps each line goes through, in the studio's order: every step, but those that
 * do not apply to dip & pack for a line of a dip & pack trophy type (docs/line-stages.md#production-steps).
 * Two statements whatever the number of lines.
 * @example const stepsOf = await lineStepLists(tx, lines); stepsOf(lines[0]) // [{ id, name, nameFr }]
 */
export async function lineStepLists(
  db: Db,
  lines: readonly LineOfType[],
): Promise<(line: LineOfType) => StepName[]> {
  if (lines.length === 0) return () => [];
  const steps = await db
    .select()
    .from(productionSteps)
    .orderBy(asc(productionSteps.position), asc(productionSteps.name));
  const dipAndPackTypes = await db
    .select({ id: trophyTypes.id, dipAndPack: trophyTypes.dipAndPack })
    .from(trophyTypes)
    .where(inArray(trophyTypes.id, [...new Set(lines.map((line) => line.trophyTypeId))]));
  const isDipAndPack = new Set(dipAndPackTypes.filter((t) => t.dipAndPack).map((t) => t.id));
  const named = (step: (typeof steps)[number]): StepName => ({
    id: step.id,
    name: step.name,
    nameFr: step.nameFr,
  });
  const all = steps.map(named);
  const forDipAndPack = steps.filter((step) => step.appliesToDipAndPack).map(named);
  return (line) => (isDipAndPack.has(line.trophyTypeId) ? forDipAndPack : all);
}
