import {
  MAX_LINES,
  MAX_TAGS_PER_LINE,
  type OrderCreateBody,
} from '../../src/features/orders/definition';
import { openDatabase, pgliteDirIn } from '../../src/server/db/openDatabase';
import { demoOrderBody } from '../../tests/api/orders/orderSupport';

/**
 * The largest draft a client can make (200 lines, all tags, long instructions), from the demo
 * pricelist in a seeded DATA_DIR that no server holds open.
 * @example const body = await largestDraft(dataDir);
 */
export async function largestDraft(dataDir: string): Promise<OrderCreateBody> {
  const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
  try {
    const body = await demoOrderBody(database);
    const line = {
      ...body.lines[0]!,
      tagNumbers: Array.from({ length: MAX_TAGS_PER_LINE }, (_, index) => `ZA${1000 + index}`),
      instruction: 'Left-facing, ears up, mouth closed, on a walnut shield. '.repeat(20),
    };
    return { ...body, lines: Array.from({ length: MAX_LINES }, () => line) };
  } finally {
    await database.close();
  }
}
