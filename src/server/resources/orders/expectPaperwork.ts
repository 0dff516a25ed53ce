import type { Order } from '../../../../resources/orders';
import { missingPaperworkMessage } from '../../../shared/orderPaperwork';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { paperworkOf } from './orderPaperworkFacts';

/**
 * docs/paperwork.md "Blocking": an order becomes Ready for export only with its paperwork
 * complete; otherwise 409 naming each missing kind (`errors: { topsPermit: 'Missing' }`).
 * @example if (to === 'readyForExport') await expectPaperwork(tx, order);
 */
export async function expectPaperwork(db: Db, order: Order): Promise<void> {
  const paperwork = await paperworkOf(db, order);
  if (paperwork.missing.length === 0) return;
  const states = Object.fromEntries(
    paperwork.items
      .filter((item) => item.state !== 'present')
      .map((item) => [item.kind, item.state === 'expired' ? 'Expired' : 'Missing']),
  );
  throw new HttpError(409, missingPaperworkMessage('en', paperwork.missing), states);
}
