import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../definition';
import type { Language } from '../../../shared/languages';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import {
  anOrder,
  orderRowHandler,
  PRODUCTION_STEPS as STEPS,
  referenceHandlers,
} from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import { screenWidth } from '../../../../tests/support/screenWidth';

const server = setupApiMocks();

// docs/line-stages.md#the-stepper: an order in production, its one line tanning since March 5,
// and the move that took it there in its history.
const inProduction = (overrides: Partial<Order> = {}) =>
  anOrder({
    status: 'inProduction',
    editable: false,
    lines: [
      {
        ...anOrder().lines[0]!,
        stage: 'inProduction',
        productionStepId: STEPS[1]!.id,
        stageAt: '2026-03-05T10:00:00.000Z',
        productionSteps: STEPS,
      },
    ],
    history: [
      ...anOrder().history,
      {
        ...anOrder().history[0]!,
        id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e09',
        from: 'inProduction',
        to: 'inProduction',
        byName: 'Lisa Liaison',
        at: '2026-03-05T10:00:00.000Z',
        lineMove: {
          lineId: anOrder().lines[0]!.id,
          position: 1,
          from: { stage: 'received', step: null },
          to: { stage: 'inProduction', step: { name: 'Tanning', nameFr: 'Tannage' } },
        },
      },
    ],
    ...overrides,
  });

function openAsClient(order: Order, language: Language = 'en') {
  server.use(
    ...sessionHandlers(aProfile({ roles: ['client'], language })),
    ...referenceHandlers(),
    orderRowHandler(order),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
    http.get(`/api/orders/${order.id}/paperwork`, () =>
      HttpResponse.json({ plannedShippingOn: null, items: [], missing: [], warnings: [] }),
    ),
  );
  renderApp(`/orders/${order.id}`);
}

const stagesOf = async (name: string) =>
  within(await screen.findByRole('list', { name }, { timeout: 45_000 })).getAllByRole('listitem');

describe("the client's stepper of each line", { timeout: 60_000 }, () => {
  it('on a phone, names every stage done, the current one with its step, and those to come', async () => {
    screenWidth(360);
    openAsClient(inProduction());
    const stages = await stagesOf('Where line 1 is');
    expect(stages.map((stage) => stage.textContent)).toEqual([
      'Collected at the farm: done',
      'Received at the studio: done',
      'In production: Tanning (step 2 of 4)',
      'Ready for export: to come',
      'Crated: to come',
      'With the freight agent: to come',
      'Shipped: to come',
      'Delivered: to come',
    ]);
    expect(stages[2]).toHaveAttribute('aria-current', 'step');
    expect(stages.filter((stage) => stage.hasAttribute('aria-current'))).toHaveLength(1);
    const section = screen.getByRole('region', { name: 'Where the trophies are' });
    expect(
      await within(section).findByRole('heading', {
        name: 'Line 1: Greater Kudu, Shoulder mount',
      }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Since 5 March 2026')).toBeInTheDocument();
  });

  it('reads in French, the step by its French name', async () => {
    openAsClient(inProduction(), 'fr');
    const stages = await stagesOf('Où en est la ligne 1');
    expect(stages[0]).toHaveTextContent('Collecté à la ferme : fait');
    expect(stages[2]).toHaveTextContent('En production : Tannage (étape 2 sur 4)');
    expect(stages[7]).toHaveTextContent('Livré : à venir');
  });

  it("shows the line's move in the order's history", async () => {
    openAsClient(inProduction());
    const history = await screen.findByRole(
      'list',
      { name: 'Status history' },
      { timeout: 45_000 },
    );
    expect(
      within(history).getByText(/Line 1: Received at the studio → In production: Tanning/),
    ).toBeInTheDocument();
  });

  it('shows no stepper before the order is accepted, when lines do not move yet', async () => {
    openAsClient(inProduction({ status: 'quoted', history: anOrder().history }));
    await screen.findByRole('article', { name: 'Quote Q-000042' }, { timeout: 45_000 });
    expect(
      screen.queryByRole('region', { name: 'Where the trophies are' }),
    ).not.toBeInTheDocument();
  });

  // docs/crates-and-shipments.md#on-the-order
  it("shows the line's crate and the shipment's air waybill under its stepper", async () => {
    const packed = (crate: Order['lines'][number]['crate']) =>
      inProduction({
        status: 'shipped',
        lines: [
          {
            ...inProduction().lines[0]!,
            stage: 'shipped',
            productionStepId: null,
            stageAt: '2026-11-21T10:00:00.000Z',
            crate,
          },
        ],
      });
    openAsClient(
      packed({
        crateNumber: 7,
        shipment: {
          number: 3,
          airline: 'SAA',
          airWaybill: '083-12345675',
          handedOverOn: '2026-11-20',
          shippedOn: '2026-11-21',
        },
      }),
    );
    const section = await screen.findByRole(
      'region',
      { name: 'Where the trophies are' },
      { timeout: 45_000 },
    );
    expect(
      within(section).getByText(
        'Crate C-000007 · Air waybill 083-12345675, shipped 21 November 2026',
      ),
    ).toBeInTheDocument();
  });

  it('shows the crate alone while it has no waybill, in French', async () => {
    openAsClient(
      inProduction({
        status: 'readyForExport',
        lines: [
          {
            ...inProduction().lines[0]!,
            stage: 'crated',
            productionStepId: null,
            crate: { crateNumber: 12, shipment: null },
          },
        ],
      }),
      'fr',
    );
    expect(await screen.findByText('Caisse C-000012', {}, { timeout: 45_000 })).toBeInTheDocument();
  });
});
