// Deterministic ids, so the seed SQL, the stand-ins and the scenarios agree without reading back:
// kind 1 = client record, 2 = outfitter user, 3 = PH user, 4 = staff user (1 the admin, 2 a
// liaison), 5 = client user, 6 = collector user, 7 = farm, 8 = species.
type IdKind = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const benchId = (kind: IdKind, n: number) =>
  `00000000-0000-4000-800${kind}-${n.toString(16).padStart(12, '0')}`;

/** SQL for the same id, from an integer expression. */
export const benchIdSql = (kind: IdKind, expression: string) =>
  `('00000000-0000-4000-800${kind}-' || lpad(to_hex(${expression}), 12, '0'))::uuid`;

/**
 * Each outfitter's share of the clients (so of the orders), in percent: outfitter 1 is the big one
 * (11%), outfitter 2 the smallest (0.1%), outfitters 3-72 hold about 1% each, 73-76 3%, and the
 * other 24 share the rest: a spread like the one issue reports were measured on.
 */
export const OUTFITTER_SHARES: number[] = [
  11,
  0.1,
  ...Array.from({ length: 70 }, () => 1),
  ...Array.from({ length: 4 }, () => 3),
  ...Array.from({ length: 24 }, () => 6.9 / 24),
];

/** Outfitter 2, the smallest share, as an index of OUTFITTER_SHARES. */
export const SMALLEST_OUTFITTER = 1;

/**
 * How many clients the smallest outfitter links: its 0.1%, but never fewer than fill page 1 (25
 * rows) and one row past it, given how many rows a client holds in the list measured. With fewer,
 * its page 1 on the smaller data set is a part page, found by a cheaper query than the full page on
 * the larger one, and the p99 growth between the two measures the page's size, not the data's.
 */
export const smallestOutfitterClients = (clients: number, rowsPerClient: number) =>
  Math.max(Math.ceil(clients / 1000), Math.ceil(26 / rowsPerClient));

/**
 * The people of a bench with `rows` list rows, `rowsPerClient` of them a client's: the clients, the
 * smallest outfitter's share of them, the outfitters, PHs with 200 rows each and one more PH
 * (`smallPh`) with 8 rows at any size.
 * @example const people = benchPeople(10_000, 20); // 500 clients, 50 PHs
 */
export function benchPeople(rows: number, rowsPerClient: number) {
  const clients = Math.max(10, Math.floor(rows / rowsPerClient));
  const phs = Math.max(2, Math.floor(rows / 200));
  return {
    clients,
    smallestOutfitterClients: smallestOutfitterClients(clients, rowsPerClient),
    outfitters: OUTFITTER_SHARES.length,
    phs,
    smallPh: phs + 1,
  };
}

/**
 * Counts that grow with the data set: clients with 20 orders each (benchPeople); the outfitters'
 * shares stay the same, so an outfitter's rows grow with the data as in a real studio.
 */
export const shapeOf = (orders: number) => ({ orders, ...benchPeople(orders, 20) });
export type Shape = ReturnType<typeof shapeOf>;
