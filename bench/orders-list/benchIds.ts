// Deterministic ids, so the seed SQL, the stand-ins and the scenarios agree without reading back:
// kind 1 = client record, 2 = outfitter user, 3 = PH user, 4 = admin user.
export const benchId = (kind: 1 | 2 | 3 | 4, n: number) =>
  `00000000-0000-4000-800${kind}-${n.toString(16).padStart(12, '0')}`;

/** SQL for the same id, from an integer expression. */
export const benchIdSql = (kind: 1 | 2 | 3 | 4, expression: string) =>
  `('00000000-0000-4000-800${kind}-' || lpad(to_hex(${expression}), 12, '0'))::uuid`;

export const BENCH_PASSWORD = 'Bench-orders-2026';

/** Counts that grow with the data set, so one outfitter or PH sees about the same rows at any size. */
export const shapeOf = (orders: number) => ({
  orders,
  clients: Math.max(10, Math.floor(orders / 10)),
  outfitters: Math.max(2, Math.floor(orders / 500)),
  phs: Math.max(2, Math.floor(orders / 200)),
});
export type Shape = ReturnType<typeof shapeOf>;
