import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuotePdfButton } from './QuotePdfButton';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder } from '../../../../tests/support/orderMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();
const order = anOrder({ status: 'quoted' });

/** The tab the button opens: jsdom opens none, so this one records where it is sent. */
function openedTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

async function pressQuotePdf(pdf: Parameters<typeof http.get>[1]) {
  server.use(http.get(`/api/orders/${order.id}/quote.pdf`, pdf));
  renderWithPortal(
    <>
      <QuotePdfButton order={order} />
      <Notification />
    </>,
  );
  await userEvent.setup().click(await screen.findByRole('link', { name: 'Quote PDF' }));
}

describe('the quote PDF button', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the PDF the app fetched in a new tab', async () => {
    const tab = openedTab();
    await pressQuotePdf(
      () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("shows a failure in the app, never the server's JSON in the tab", async () => {
    const tab = openedTab();
    await pressQuotePdf(() =>
      HttpResponse.json(
        { message: 'Your previous PDF is still being made; please try again in a moment' },
        { status: 429 },
      ),
    );
    expect(
      await screen.findByText(
        'Your previous PDF is still being made; please try again in a moment',
      ),
    ).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
