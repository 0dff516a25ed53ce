// docs/api.md#statuses: no call the portal takes nests anywhere near this deep; a value nested
// deeper is refused before any code walks it (a recursive walk of 10,000 levels overflows the stack).
export const MAX_JSON_DEPTH = 64;

/**
 * Whether a parsed JSON value nests arrays and objects more than `limit` levels deep, found
 * without recursion so the check itself cannot overflow.
 * @example nestedDeeperThan(JSON.parse('[[[]]]'), 2) // true
 */
export function nestedDeeperThan(value: unknown, limit: number = MAX_JSON_DEPTH): boolean {
  const waiting: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = waiting.pop(); next; next = waiting.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= limit) return true;
    for (const item of Object.values(next.value))
      waiting.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}
