/**
 * Runs `work` and answers its result and how long it took, in seconds.
 * @example const { result, time } = await timed(() => fetch(url));
 */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; time: number }> {
  const started = process.hrtime.bigint();
  const result = await work();
  return { result, time: Number(process.hrtime.bigint() - started) / 1e9 };
}
