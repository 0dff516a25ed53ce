import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicePdfButton } from './InvoicePdfButton';
import type { OrderStatus } from '../orderStatuses';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder } from '../../../../tests/support/orderMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

/** The tab the button opens: jsdom opens none, so this one records where it is sent. */
function openedTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

// docs/invoices.md#in-the-app: "Invoice (PDF)" beside the quote's, once the order is accepted.
describe('the invoice button', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<OrderStatus>(['draft', 'submitted', 'quoted', 'declined', 'cancelled'])(
    'is not there for an order %s',
    async (status) => {
      renderWithPortal(<InvoicePdfButton order={anOrder({ status })} />);
      await screen.findByTestId('location');
      expect(screen.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
    },
  );

  it('opens the invoice the app fetched in a new tab, for an accepted order', async () => {
    const order = anOrder({ status: 'accepted' });
    server.use(
      http.get(
        `/api/orders/${order.id}/invoice.pdf`,
        () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const tab = openedTab();
    renderWithPortal(<InvoicePdfButton order={order} />);
    const link = await screen.findByRole('link', { name: 'Invoice (PDF)' });
    expect(link).toHaveAttribute('href', `/api/orders/${order.id}/invoice.pdf`);
    await userEvent.setup().click(link);
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
  });

  it("shows the server's refusal in the app and closes the tab", async () => {
    const order = anOrder({ status: 'shipped' });
    server.use(
      http.get(`/api/orders/${order.id}/invoice.pdf`, () =>
        HttpResponse.json(
          { message: 'An order has an invoice once it is accepted; this one is Cancelled' },
          { status: 409 },
        ),
      ),
    );
    const tab = openedTab();
    renderWithPortal(
      <>
        <InvoicePdfButton order={order} />
        <Notification />
      </>,
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Invoice (PDF)' }));
    expect(
      await screen.findByText('An order has an invoice once it is accepted; this one is Cancelled'),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  });
});
