import { expect, type Page } from '@playwright/test';
import { formatOrderNumber } from '../../../src/features/orders/orderStatuses';
import type { OrderStatus } from '../../../src/features/orders/orderStatuses';
import { signIn } from './signIn';

/**
 * As the studio, through the API, quotes one of the demo orders of `clientName` that is in
 * `status`, moving it through `via` first (a declined quote is revised, then quoted), and signs the
 * page out again: a journey starts from a quote of its own, leaving the demo's for other specs.
 * @example const { id, number } = await quotedByTheStudio(page, 'Clara Client', 'draft');
 */
export async function quotedByTheStudio(
  page: Page,
  clientName: string,
  status: OrderStatus,
  via: readonly OrderStatus[] = [],
): Promise<{ id: string; number: string }> {
  await signIn(page, 'liaison@example.com');
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const found = await page.request.get(
    `/api/orders?filter=${encodeURIComponent(JSON.stringify({ status }))}`,
  );
  const { id } = ((await found.json()) as { id: string; clientName: string }[]).find(
    (one) => one.clientName === clientName,
  )!;
  let order = (await (await page.request.get(`/api/orders/${id}`)).json()) as {
    number: number;
    version: number;
  };
  for (const to of [...via, 'quoted' as const]) {
    const moved = await page.request.post(`/api/orders/${id}/transitions`, {
      data: { to, version: order.version },
      headers: { origin },
    });
    expect(moved.status(), `${status} order of ${clientName} to ${to}`).toBe(200);
    order = await moved.json();
  }
  await page.context().clearCookies();
  return { id, number: formatOrderNumber(order.number) };
}
