import { benchPeople } from '../orders-list/benchIds';

/**
 * The IR bench's spread at `irs` IRs: the orders bench's people (benchPeople), clients with a
 * handful of IRs each (5), 50 collectors with 2% each, IRs spread over 200 farms.
 */
export const irShapeOf = (irs: number) => ({
  irs,
  ...benchPeople(irs, 5),
  collectors: 50,
  farms: 200,
});
export type IrShape = ReturnType<typeof irShapeOf>;
