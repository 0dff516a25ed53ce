import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext, defaultI18nProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OrderListRow } from '../../../../resources/orders';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { createDataProvider } from '../../http/dataProvider';
import { createHttpClient } from '../../http/httpClient';
import { OrderList } from './OrderList';

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
});

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

describe('the Client Orders list pages without a total', { timeout: 20_000 }, () => {
  it('offers the next page while more orders follow, then shows the exact total on the last', async () => {
    render(
      <AdminContext
        dataProvider={createDataProvider(createHttpClient({ origin }))}
        i18nProvider={defaultI18nProvider}
      >
        <ResourceContextProvider value="orders">
          <OrderList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('1-25 of more than 25')).toBeInTheDocument();
    expect(screen.getByText('Client 24')).toBeInTheDocument();
    expect(screen.queryByText(/of \d+$/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText(`26-${TOTAL} of ${TOTAL}`)).toBeInTheDocument();
    expect(screen.getByText('Client 27')).toBeInTheDocument();
  });
});
