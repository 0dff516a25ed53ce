import type { Order } from '../definition';
import { missingPaperworkPhrase } from '../../../shared/orderPaperwork';
import type { Db } from '../../../server/db/database';
import type { ErrorKey } from '../../../server/http/errorText';
import { HttpError } from '../../../server/http/httpError';
import { paperworkOf } from './orderPaperworkFacts';

/**
 * docs/paperwork.md "Blocking": an order becomes Ready for export only with its paperwork
 * complete; otherwise 409 naming each missing kind (`errors: { topsPermit: 'Missing' }` in English).
 * @example if (to === 'readyForExport') await expectPaperwork(tx, order);
 */
export async function expectPaperwork(db: Db, order: Order): Promise<void> {
  const paperwork = await paperworkOf(db, order);
  if (paperwork.missing.length === 0) return;
  const states = Object.fromEntries(
    paperwork.items
      .filter((item) => item.state !== 'present')
      .map((item): [string, ErrorKey] => [
        item.kind,
        item.state === 'expired'
          ? 'errors.orders.paperworkExpired'
          : 'errors.orders.paperworkMissing',
      ]),
  );
  throw new HttpError(409, missingPaperworkPhrase(paperwork.missing), states);
}
