import type { OrderListRow } from '../../src/features/orders/definition';
import { API_PREFIX } from '../../src/shared/apiPaths';
import { paths } from '../../src/shared/paths';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demoAccounts';
import { signedIn } from './signedIn';

/**
 * The demo client's first order past Draft: the one their browser reads as a document
 * (docs/order-workflow.md#reading-an-order), as benches open it.
 * @example `${origin}${paths.orders}/${await clientOrderId(origin)}`
 */
export async function clientOrderId(origin: string): Promise<string> {
  const headers = await signedIn(origin, 'client@example.com', DEMO_PASSWORD);
  const answer = await fetch(`${origin}${API_PREFIX}${paths.orders}`, { headers });
  const rows = (await answer.json()) as OrderListRow[];
  const row = rows.find((one) => one.status !== 'draft');
  if (!row) throw new Error('the demo client has no order past Draft');
  return row.id;
}
