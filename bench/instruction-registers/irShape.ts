import { OUTFITTER_SHARES, smallestOutfitterClients } from '../orders-list/benchIds';

/**
 * The IR bench's spread at `irs` IRs: the orders bench's outfitters and shares (OUTFITTER_SHARES),
 * clients with a handful of IRs each (5), 50 collectors with 2% each, PHs with 200 each and one
 * more PH (`smallPh`) with 8 at any size, IRs spread over 200 farms.
 */
export const irShapeOf = (irs: number) => {
  const phs = Math.max(2, Math.floor(irs / 200));
  const clients = Math.max(10, Math.floor(irs / 5));
  return {
    irs,
    clients,
    smallestOutfitterClients: smallestOutfitterClients(clients, 5),
    outfitters: OUTFITTER_SHARES.length,
    collectors: 50,
    phs,
    smallPh: phs + 1,
    farms: 200,
  };
};
export type IrShape = ReturnType<typeof irShapeOf>;
