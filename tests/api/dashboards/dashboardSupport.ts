import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  dashboardListFilter,
  type DashboardQuery,
  type DashboardSummary,
} from '../../../src/features/dashboards/dashboardSummary';
import type { OrderListFilter } from '../../../src/features/orders/definition';
import type { OrderStatus } from '../../../src/features/orders/orderStatuses';

/** GET /api/dashboards/summary as this user (headers from signIn). */
export async function summaryOf(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: DashboardQuery = {},
): Promise<DashboardSummary> {
  const answer = await app.inject({
    url: `/api/dashboards/summary?${new URLSearchParams(query)}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** How many orders the orders list shows this user for the figure's filter (at most 999). */
export async function listed(
  app: FastifyInstance,
  headers: Record<string, string>,
  query: DashboardQuery,
  figure: OrderListFilter,
): Promise<number> {
  const filter = JSON.stringify(dashboardListFilter(query, figure));
  const answer = await app.inject({
    url: `/api/orders?range=[0,998]&filter=${encodeURIComponent(filter)}`,
    headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().length;
}

/** Moves an order through POST /api/orders/{id}/transitions at its current version. */
export async function move(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  to: OrderStatus,
  note = '',
): Promise<void> {
  const read = await app.inject({ url: `/api/orders/${id}`, headers });
  const answer = await app.inject({
    method: 'POST',
    url: `/api/orders/${id}/transitions`,
    headers,
    payload: { to, note, version: read.json().version },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}
