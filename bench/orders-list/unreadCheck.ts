import { z } from 'zod';
import { orderListRowSchema } from '../../src/features/orders/definition';
import type { BenchAnswer } from '../support/listBench';
import type { Scenario } from './scenarios';

const answerSchema = z.array(orderListRowSchema.pick({ id: true, unreadMessages: true }));

/**
 * The unread counts each call's answer carries, against the seeded messages (seedMessages.ts): a
 * page 1 without any would measure a list that counts nothing, and a target whose counts differ
 * from the first target's on the same rows would compare unlike work. Keeps the first target's
 * counts per data set and call.
 * @example runListBench({ ..., checkAnswer: unreadCheck() });
 */
export function unreadCheck(): (answer: BenchAnswer<Scenario>) => string {
  const first = new Map<string, Map<string, number>>();
  return ({ target, dataSet, scenario, body }) => {
    const rows = answerSchema.parse(body);
    const unread = new Map(rows.map((row) => [row.id, row.unreadMessages]));
    const call = `${dataSet} ${scenario.name}`;
    const earlier = first.get(call);
    if (!earlier) first.set(call, unread);
    for (const [id, count] of unread) {
      const expected = earlier?.get(id);
      if (expected !== undefined && expected !== count)
        throw new Error(`${call}: ${target} counts ${count} unread on ${id}, ${expected} before`);
    }
    const withUnread = rows.filter((row) => row.unreadMessages > 0);
    if (scenario.name.includes('page 1') && withUnread.length === 0)
      throw new Error(`${call}: ${target} answered no unread message on page 1`);
    const total = withUnread.reduce((sum, row) => sum + row.unreadMessages, 0);
    return `${total} unread messages on ${withUnread.length} of ${rows.length} rows`;
  };
}
