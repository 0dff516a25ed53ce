import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TlsWaitingOrder } from '../tlsExports';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { apiPaths } from '../../../shared/apiPaths';
import { WaitingOrders } from './WaitingOrders';

// docs/tls-export.md#the-deposit: an order whose deposit is unpaid says so, and picking it asks for
// staff's reason, sent with the batch.
const server = setupApiMocks();

const waiting = (number: number, depositDueMinor: number): TlsWaitingOrder => ({
  id: `00000000-0000-4000-8000-0000000000${number}`,
  number,
  status: 'accepted',
  clientName: 'Sam Hunter',
  outfitterName: null,
  lineCount: 1,
  currency: 'ZAR',
  totalMinor: 1_250_000,
  acceptedAt: '2026-03-01T10:00:00Z',
  inBatch: null,
  depositDueMinor,
});

describe('the orders waiting for export', { timeout: 20_000 }, () => {
  it('shows an unpaid deposit and sends the reason staff give for it', async () => {
    let sent: unknown = null;
    server.use(
      http.get(apiPaths.tlsExports.waiting, () =>
        HttpResponse.json([waiting(41, 0), waiting(42, 625_000)]),
      ),
      http.post(apiPaths.tlsExports.list, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: '00000000-0000-4000-8000-000000000099' }, { status: 201 });
      }),
    );
    renderWithPortal(
      <Routes>
        <Route path="/" element={<WaitingOrders />} />
        <Route path="*" element={null} />
      </Routes>,
    );
    expect(
      await screen.findByText(/deposit not paid \(ZAR 6[\s\u202f,]?250\.00 due\)/),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Pick Q-000041' }));
    expect(screen.queryByRole('textbox', { name: /before their deposit/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pick Q-000042' }));
    const create = screen.getByRole('button', { name: 'Create batch' });
    expect(create).toBeDisabled();
    await user.type(
      screen.getByRole('textbox', { name: /before their deposit/ }),
      'Deposit promised by the outfitter',
    );
    await user.click(create);
    await vi.waitFor(() =>
      expect(sent).toEqual({
        orderIds: [waiting(41, 0).id, waiting(42, 0).id],
        depositReason: 'Deposit promised by the outfitter',
      }),
    );
  });
});
