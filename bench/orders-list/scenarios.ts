import type { OrderListFilter } from '../../resources/orders';
import { formatOrderNumber } from '../../resources/orderStatuses';
import { ORDER_PAGE_DEPTH } from '../../src/server/resources/orders/orderListQuery';
import { benchId, type Shape } from './benchIds';
import type { BenchActor } from './targets';

export interface Scenario {
  name: string;
  actor: BenchActor;
  filter: OrderListFilter;
  offset: number;
  /** Compared between sizes against the 1.5x p99 target (page 1 calls). */
  scaled: boolean;
}

const admin: BenchActor = { role: 'admin', email: 'admin@bench.example' };
const outfitter: BenchActor = {
  role: 'outfitter',
  email: 'outfitter1@bench.example',
  outfitterId: benchId(2, 1),
};

/** The calls measured (docs/orders-list.md#the-call): page 1 with and without a status, per role, a deep page, searches. */
export function scenariosFor(shape: Shape): Scenario[] {
  const middle = Math.floor(shape.orders / 2);
  const all: Scenario[] = [
    { name: 'admin page 1', actor: admin, filter: {}, offset: 0, scaled: true },
    {
      name: 'admin page 1 status=quoted',
      actor: admin,
      filter: { status: 'quoted' },
      offset: 0,
      scaled: true,
    },
    { name: 'outfitter page 1', actor: outfitter, filter: {}, offset: 0, scaled: true },
    {
      name: 'outfitter page 1 status=completed',
      actor: outfitter,
      filter: { status: 'completed' },
      offset: 0,
      scaled: true,
    },
    // Paging ends at ORDER_PAGE_DEPTH: this is the deepest page the route serves.
    {
      name: 'admin last page (offset 9975)',
      actor: admin,
      filter: {},
      offset: ORDER_PAGE_DEPTH - 25,
      scaled: true,
    },
    {
      name: 'admin search order number',
      actor: admin,
      filter: { q: formatOrderNumber(middle) },
      offset: 0,
      scaled: false,
    },
    {
      name: 'admin search tag number',
      actor: admin,
      filter: { q: `ZA${String(middle).padStart(8, '0')}B` },
      offset: 0,
      scaled: false,
    },
    {
      name: 'admin search client name',
      actor: admin,
      // Seeded names are "Botha N<number>": this prefix matches about 190 clients (1,900 orders)
      // at 1M, so the union has rows to sort and cut, not an empty branch.
      filter: { q: 'Botha N12' },
      offset: 0,
      scaled: false,
    },
  ];
  return all.filter((scenario) => scenario.offset < shape.orders);
}

export const scenarioPath = (scenario: Scenario) =>
  `/api/orders?${new URLSearchParams({
    sort: JSON.stringify(['createdAt', 'DESC']),
    range: JSON.stringify([scenario.offset, scenario.offset + 24]),
    filter: JSON.stringify(scenario.filter),
  })}`;
