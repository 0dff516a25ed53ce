import { http, HttpResponse } from 'msw';
import type { Order, OrderListRow } from '../../src/features/orders/definition';

// What the order screens read besides the orders themselves, as the API answers it, for component
// tests with msw: a few clients, outfitters, PHs, two pricelists in different currencies, and the
// catalogue their items point at.

export const IDS = {
  client: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c01',
  outfitter: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c02',
  ph: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c03',
  zarList: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c04',
  jpyList: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c05',
  kudu: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c06',
  leopard: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c07',
  zebra: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c08',
  shoulder: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c09',
  european: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c0a',
  order: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c0b',
} as const;

const item = (speciesId: string, trophyTypeId: string, priceMinor: number | null) => ({
  speciesId,
  trophyTypeId,
  priceMinor,
  productionWeeks: null,
});

/** Records of each API resource by name. The ZAR list prices a kudu and leaves a leopard on request. */
export const REFERENCE_DATA: Record<string, Record<string, unknown>[]> = {
  clients: [{ id: IDS.client, version: 1, fullName: 'Clara Client', userId: null }],
  outfitters: [{ id: IDS.outfitter, version: 1, fullName: 'Otto Outfitter', email: 'o@x.org' }],
  'professional-hunters': [{ id: IDS.ph, version: 1, fullName: 'Philip Hunter' }],
  pricelists: [
    {
      id: IDS.zarList,
      version: 1,
      name: 'Studio prices 2026',
      currency: 'ZAR',
      active: true,
      items: [
        item(IDS.kudu, IDS.shoulder, 1_250_000),
        item(IDS.kudu, IDS.european, 480_000),
        item(IDS.leopard, IDS.shoulder, null),
      ],
    },
    {
      id: IDS.jpyList,
      version: 1,
      name: 'Tokyo prices',
      currency: 'JPY',
      active: true,
      items: [item(IDS.kudu, IDS.shoulder, 900_000)],
    },
  ],
  species: [
    { id: IDS.kudu, version: 1, commonName: 'Greater Kudu' },
    { id: IDS.leopard, version: 1, commonName: 'Leopard' },
    { id: IDS.zebra, version: 1, commonName: 'Plains Zebra' },
  ],
  // No progress photos unless a test adds some (docs/order-line-photos.md).
  'order-line-photos': [],
  'trophy-types': [
    { id: IDS.shoulder, version: 1, name: 'Shoulder mount' },
    { id: IDS.european, version: 1, name: 'European mount' },
  ],
};

/** GET /api/{name} (with getMany's `filter.id`) and GET /api/{name}/{id} for REFERENCE_DATA. */
export function referenceHandlers() {
  return Object.entries(REFERENCE_DATA).flatMap(([name, rows]) => [
    http.get(`/api/${name}`, ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as {
        id?: string | string[];
      };
      const ids = filter.id === undefined ? undefined : [filter.id].flat();
      const found = ids ? rows.filter((row) => ids.includes(row.id as string)) : rows;
      return HttpResponse.json(found, {
        headers: { 'Content-Range': `${name} 0-${Math.max(found.length - 1, 0)}/${found.length}` },
      });
    }),
    http.get(`/api/${name}/:id`, ({ params }) => {
      const row = rows.find((one) => one.id === params.id);
      return row
        ? HttpResponse.json(row)
        : HttpResponse.json({ message: 'No such record' }, { status: 404 });
    }),
  ]);
}

/** The studio's production steps as an order's lines carry them (docs/line-stages.md#production-steps). */
export const PRODUCTION_STEPS = [
  { id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f01', name: 'Skinning', nameFr: 'Dépouillement' },
  { id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f02', name: 'Tanning', nameFr: 'Tannage' },
  { id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f03', name: 'Mounting', nameFr: '' },
  { id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f04', name: 'Finishing', nameFr: 'Finitions' },
];

/** A line's stage before anyone moved it (docs/line-stages.md), with no production steps. */
export const LINE_AT_FARM: Pick<
  Order['lines'][number],
  'stage' | 'productionStepId' | 'stageAt' | 'productionSteps'
> = {
  stage: 'collected',
  productionStepId: null,
  stageAt: '2026-03-02T09:30:00.000Z',
  productionSteps: [],
};

/** An order as GET /api/orders/{id} answers it: a ZAR draft of the client with one kudu line. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: IDS.order,
  number: 42,
  status: 'draft',
  clientId: IDS.client,
  outfitterId: null,
  phId: null,
  irId: null,
  pricelistId: IDS.zarList,
  currency: 'ZAR',
  lines: [
    {
      id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d01',
      irLineId: null,
      farm: null,
      crate: null,
      speciesId: IDS.kudu,
      trophyTypeId: IDS.shoulder,
      quantity: 1,
      unitPriceMinor: 1_250_000,
      tagNumbers: [],
      instruction: '',
      ...LINE_AT_FARM,
    },
  ],
  discountBp: 0,
  vatRateBp: 0,
  depositBp: 0,
  landedCosts: [],
  totals: {
    subtotalMinor: 1_250_000,
    discountMinor: 0,
    vatMinor: 0,
    totalMinor: 1_250_000,
    depositMinor: 0,
    hasPriceOnRequest: false,
    costsMinor: 0,
    estimatedMinor: 0,
  },
  version: 1,
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
  exportedToTlsAt: null,
  expectedReadyOn: null,
  expectedShippingOn: null,
  history: [
    {
      id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e01',
      from: null,
      to: 'draft',
      note: '',
      byUserId: null,
      byName: 'Clara Client',
      at: '2026-03-02T09:30:00.000Z',
      expectedDates: null,
      messageId: null,
      internal: false,
      lineMove: null,
    },
  ],
  moves: [],
  editable: true,
  ...overrides,
});

const fullNameOf = (resource: string, id: string | null) =>
  (REFERENCE_DATA[resource]!.find((row) => row.id === id)?.fullName as string | undefined) ?? null;

/**
 * GET /api/orders as react-admin's getMany asks it (`filter.id`): `order`'s row of the orders
 * list, its client and outfitter named from REFERENCE_DATA.
 */
export function orderRowHandler(order: Order) {
  const row: OrderListRow = {
    id: order.id,
    number: order.number,
    status: order.status,
    clientId: order.clientId,
    clientName: fullNameOf('clients', order.clientId) ?? '',
    outfitterId: order.outfitterId,
    outfitterName: fullNameOf('outfitters', order.outfitterId),
    phId: order.phId,
    currency: order.currency,
    totalMinor: order.totals.totalMinor,
    hasPriceOnRequest: order.totals.hasPriceOnRequest,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    unreadMessages: 0,
  };
  return http.get('/api/orders', () =>
    HttpResponse.json([row], { headers: { 'Content-Range': 'orders 0-0/1' } }),
  );
}
