import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import {
  anOrder,
  IDS,
  orderRowHandler,
  referenceHandlers,
} from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

// As the server answers a client who asks for a resource their role may not read.
const refused = (name: string, calls: string[]) =>
  http.get(`/api/${name}`, ({ request }) => {
    calls.push(request.url);
    return HttpResponse.json({ message: 'You are not allowed to do this' }, { status: 403 });
  });

it(
  'shows a client their order as a document with its prices and totals, and no reference they may not follow',
  { timeout: 60_000 },
  async () => {
    const refusedCalls: string[] = [];
    const order = anOrder({
      status: 'quoted',
      outfitterId: IDS.outfitter,
      vatRateBp: 1500,
      totals: {
        subtotalMinor: 1_250_000,
        discountMinor: 0,
        vatMinor: 187_500,
        totalMinor: 1_437_500,
        depositMinor: 0,
        hasPriceOnRequest: false,
        costsMinor: 0,
        estimatedMinor: 0,
      },
    });
    server.use(
      refused('clients', refusedCalls),
      refused('outfitters', refusedCalls),
      ...sessionHandlers(aProfile({ roles: ['client'] })),
      ...referenceHandlers(),
      orderRowHandler(order),
      http.get(`/api/orders/${IDS.order}`, () => HttpResponse.json(order)),
      http.get(`/api/orders/${IDS.order}/paperwork`, () =>
        HttpResponse.json({ plannedShippingOn: null, items: [], missing: [], warnings: [] }),
      ),
    );
    renderApp(`/orders/${IDS.order}/show`);
    const doc = within(
      await screen.findByRole('article', { name: 'Quote Q-000042' }, { timeout: 45_000 }),
    );
    const totals = within(doc.getByRole('region', { name: 'Totals' }));
    expect(totals.getByRole('row', { name: /^Total\s+ZAR\s14,375\.00$/ })).toBeInTheDocument();
    expect(totals.getByRole('row', { name: /^VAT \(15%\)\s+ZAR\s1,875\.00$/ })).toBeInTheDocument();
    const line = await doc.findByRole('row', { name: /Greater Kudu/ });
    expect(line).toHaveTextContent(/Shoulder mount.*ZAR\s12,500\.00.*ZAR\s12,500\.00/);
    // Named from the order's row in the orders list, which a client may read.
    expect(await doc.findByText('Clara Client')).toBeInTheDocument();
    expect(doc.getByText('Otto Outfitter')).toBeInTheDocument();
    expect(screen.queryByText('You are not allowed to do this')).toBeNull();
    expect(refusedCalls).toEqual([]);
  },
);
