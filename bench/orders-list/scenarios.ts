import type { OrderListFilter } from '../../src/features/orders/definition';
import { formatOrderNumber } from '../../src/features/orders/orderStatuses';
import { LIST_PAGE_DEPTH } from '../../src/engine/listLimits';
import type { ListSort } from '../../src/engine/server/listTypes';
import { benchId, type Shape } from './benchIds';
import type { BenchActor } from '../support/targets';

export interface Scenario {
  name: string;
  actor: BenchActor;
  filter: OrderListFilter;
  sort: ListSort;
  offset: number;
  /** Compared between sizes against the 1.5x p99 target (page 1 calls). */
  scaled: boolean;
}

const NEWEST_FIRST: ListSort = { field: 'createdAt', order: 'DESC' };
const admin: BenchActor = { email: 'admin@bench.example', floorScope: `admin:${benchId(4, 1)}` };
// Outfitters by their share of the orders (benchIds.ts): 1 holds 11%, 3 about 1%, 2 0.1%.
const outfitter = (n: number): BenchActor => ({
  email: `outfitter${n}@bench.example`,
  floorScope: `huntingOutfitter:${benchId(2, n)}`,
});
const client: BenchActor = { email: 'client@bench.example', floorScope: `client:${benchId(5, 1)}` };

/** The calls measured (docs/orders-list.md#the-call): page 1 per role and share, a deep page, searches, sorts. */
export function scenariosFor(shape: Shape): Scenario[] {
  const middle = Math.floor(shape.orders / 2);
  const smallPh: BenchActor = {
    email: `ph${shape.smallPh}@bench.example`,
    floorScope: `professionalHunter:${benchId(3, shape.smallPh)}`,
  };
  const call = (
    name: string,
    actor: BenchActor,
    more: Partial<Omit<Scenario, 'name' | 'actor'>> = {},
  ): Scenario => ({
    name,
    actor,
    filter: {},
    sort: NEWEST_FIRST,
    offset: 0,
    scaled: true,
    ...more,
  });
  const all: Scenario[] = [
    call('admin page 1', admin),
    call('admin page 1 status=quoted', admin, { filter: { status: 'quoted' } }),
    call('outfitter 11% page 1', outfitter(1)),
    call('outfitter 11% page 1 status=completed', outfitter(1), {
      filter: { status: 'completed' },
    }),
    call('outfitter 1% page 1', outfitter(3)),
    call('outfitter 0.1% page 1', outfitter(2)),
    call('PH with 8 orders page 1', smallPh),
    call('client with 20 orders page 1', client),
    // Paging ends at LIST_PAGE_DEPTH: this is the deepest page the route serves.
    call('admin last page (offset 9975)', admin, { offset: LIST_PAGE_DEPTH - 25 }),
    call('admin search order number', admin, {
      filter: { q: formatOrderNumber(middle) },
      scaled: false,
    }),
    call('admin search tag number', admin, {
      filter: { q: `ZA${String(middle).padStart(8, '0')}B` },
      scaled: false,
    }),
    // Seeded names are "Botha N<number>": this prefix matches about 1 client in 60 at any size.
    call('admin search client name', admin, { filter: { q: 'Botha N12' }, scaled: false }),
    // A part of a name typed as people do: "smi" is in every sixth client's name (Smith).
    call('admin search part of a name', admin, { filter: { q: 'smi' }, scaled: false }),
    // A typo ("Jansne" for Jansen, every sixth client) with a rare word (the Jansens numbered with or
    // close to 777: a few at 1M orders): the few clients' orders, not a walk of all looking for them.
    call('admin search name with a typo', admin, {
      filter: { q: 'Jansne N777' },
      scaled: false,
    }),
    call('outfitter 1% search part of a name', outfitter(3), {
      filter: { q: 'smi' },
      scaled: false,
    }),
    call('admin oldest first', admin, { sort: { field: 'createdAt', order: 'ASC' } }),
    call('admin by number', admin, { sort: { field: 'number', order: 'ASC' } }),
    call('admin by client', admin, { sort: { field: 'clientName', order: 'ASC' } }),
    call('admin by status', admin, { sort: { field: 'status', order: 'DESC' } }),
    call('admin by total', admin, { sort: { field: 'totalMinor', order: 'DESC' } }),
    call('outfitter 1% by total', outfitter(3), { sort: { field: 'totalMinor', order: 'DESC' } }),
    // A generic client's default sort (react-admin, simple-rest): the id, on the primary key.
    call('admin by id', admin, { sort: { field: 'id', order: 'ASC' } }),
    call('admin by id status=quoted', admin, {
      sort: { field: 'id', order: 'DESC' },
      filter: { status: 'quoted' },
    }),
    call('outfitter 11% by id', outfitter(1), { sort: { field: 'id', order: 'ASC' } }),
    call('outfitter 0.1% by id', outfitter(2), { sort: { field: 'id', order: 'DESC' } }),
    call('admin last page by id', admin, {
      sort: { field: 'id', order: 'ASC' },
      offset: LIST_PAGE_DEPTH - 25,
    }),
  ];
  return all.filter((scenario) => scenario.offset < shape.orders);
}

export const scenarioPath = (scenario: Scenario) =>
  `/api/orders?${new URLSearchParams({
    sort: JSON.stringify([scenario.sort.field, scenario.sort.order]),
    range: JSON.stringify([scenario.offset, scenario.offset + 24]),
    filter: JSON.stringify(scenario.filter),
  })}`;
