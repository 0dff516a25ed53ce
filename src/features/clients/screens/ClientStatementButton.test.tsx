import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientStatementButton } from './ClientStatementButton';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

// docs/invoices.md#in-the-app: "Statement (PDF)" on a client's page for staff and outfitters.
describe("the client's statement button", { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens the client's statement the app fetched in a new tab", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(
      http.get(
        '/api/clients/c-7/statement.pdf',
        () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    renderWithPortal(
      <RecordContextProvider value={{ id: 'c-7' }}>
        <ClientStatementButton />
      </RecordContextProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Statement (PDF)' });
    expect(link).toHaveAttribute('href', '/api/clients/c-7/statement.pdf');
    await userEvent.setup().click(link);
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
  });
});
