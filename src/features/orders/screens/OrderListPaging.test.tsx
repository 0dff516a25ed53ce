import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OrderListRow } from '../definition';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { createDataProvider } from '../../../client/data/http/dataProvider';
import { createHttpClient } from '../../../client/data/http/httpClient';
import { OrderList } from './OrderList';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';

// docs/orders-list.md#partial-pagination: the API counts no orders, so while more follow the list shows
// "1-25 of more than 25" and a next-page button; the last page has its exact total.

const origin = 'http://portal.test';
const server = setupApiMocks();
const TOTAL = 28;

const row = (index: number): OrderListRow => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  number: 1000 - index,
  status: 'quoted',
  clientId: '00000000-0000-4000-8001-000000000001',
  clientName: `Client ${index}`,
  outfitterId: null,
  outfitterName: null,
  phId: null,
  currency: 'ZAR',
  totalMinor: 100_000,
  hasPriceOnRequest: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  unreadMessages: 0,
});

// The mocks reset after each test: each test serves the orders again.
const serveOrders = () =>
  server.use(
    http.get(`${origin}/api/orders`, ({ request }) => {
      const [start, end] = JSON.parse(new URL(request.url).searchParams.get('range')!) as number[];
      const shown = Array.from({ length: TOTAL }, (_, index) => row(index)).slice(start, end! + 1);
      const last = start! + shown.length - 1;
      const total = end! + 1 < TOTAL ? '*' : String(TOTAL);
      return HttpResponse.json(shown, {
        headers: { 'Content-Range': `orders ${start}-${last}/${total}` },
      });
    }),
  );

const renderList = () =>
  render(
    <AdminContext
      dataProvider={createDataProvider(createHttpClient({ origin }))}
      i18nProvider={portalI18nProvider}
      store={memoryStore()}
    >
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>
    </AdminContext>,
  );

describe('the Client Orders list pages without a total', { timeout: 20_000 }, () => {
  it('offers the next page while more orders follow, then shows the exact total on the last', async () => {
    serveOrders();
    renderList();
    expect(await screen.findByText('1-25 of more than 25')).toBeInTheDocument();
    expect(screen.getByText('Client 24')).toBeInTheDocument();
    expect(screen.queryByText(/of \d+$/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText(`26-${TOTAL} of ${TOTAL}`)).toBeInTheDocument();
    expect(screen.getByText('Client 27')).toBeInTheDocument();
  });

  // docs/languages.md#what-follows-the-language: headers, statuses and money in French.
  it('reads in French for a French user', async () => {
    await portalI18nProvider.changeLocale('fr');
    try {
      serveOrders();
      renderList();
      // Whichever page the router is on: the first test leaves it on the second.
      expect(
        (await screen.findAllByText(/^Client \d+$/, {}, { timeout: 10_000 })).length,
      ).toBeGreaterThan(0);
      expect(screen.getByText('Numéro')).toBeInTheDocument();
      expect(screen.getAllByText('Devis envoyé').length).toBeGreaterThan(0);
      expect(screen.getAllByText(/^1\s000,00\sZAR$/).length).toBeGreaterThan(0);
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
