import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { installFakeIndexedDb } from '../../../../tests/support/fakeIndexedDb';
import { anOpenIr, COLLECTOR, emptyList, FILE, IR_ID } from '../../../../tests/support/irMocks';
import { referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/offline.md#workflow-moves: the collector's phone at the farm, with the whole app (the guard,
// the offline layer over fake IndexedDB, the header's counter); msw answers for the server.

const server = setupApiMocks();
installFakeIndexedDb();

describe('an IR’s workflow move with no network', { timeout: 90_000 }, () => {
  it('waits in the queue, counted and shown, and is sent once when the network is back', async () => {
    let ir = anOpenIr();
    const sent: unknown[] = [];
    server.use(
      ...sessionHandlers(aProfile({ id: COLLECTOR, roles: ['collector'] })),
      ...referenceHandlers(),
      emptyList('farms'),
      emptyList('documents'),
      http.get(`/api/files/${FILE}`, () => new HttpResponse(null, { status: 404 })),
      http.get(`/api/instruction-registers/${IR_ID}`, () => json(ir)),
      http.post(`/api/instruction-registers/${IR_ID}/transitions`, async ({ request }) => {
        sent.push(await request.json());
        ir = { ...ir, status: 'collected', version: ir.version + 1 };
        return json(ir);
      }),
    );
    renderApp(`/instruction-registers/${IR_ID}`);
    // The first render waits while Vitest transforms the console, the screen and the offline layer.
    const status = within(
      await screen.findByRole('region', { name: 'Status' }, { timeout: 45_000 }),
    );
    const markCollected = await status.findByRole('button', { name: 'Mark Collected' });

    act(() => onlineManager.setOnline(false));
    await userEvent.click(markCollected);
    // The collector cannot take the move back, so it asks first
    // (docs/instruction-registers.md#moves-on-screen).
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Mark this IR collected?' })).getByRole('button', {
        name: 'Mark Collected',
      }),
    );
    // Offline, the header says so at once; the count follows when the move is stored, by the sync
    // code the first waiting write loads (Vitest transforms it then).
    await waitFor(
      () => expect(screen.getByTestId('offline-waiting')).toHaveTextContent('1 waiting'),
      { timeout: 20_000 },
    );
    expect(await status.findByText('Status: Collected')).toBeInTheDocument();
    expect(sent).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('offline-waiting')).toBeNull());
    expect(sent).toEqual([{ to: 'collected', note: '', version: 2 }]);
    expect(await status.findByText('Status: Collected')).toBeInTheDocument();
  });
});
