import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../resources/orders';
import type { OrderStatus } from '../../../../resources/orderStatuses';
import type { Role } from '../../../../resources/roles';
import { availableTransitions } from '../../../shared/orderWorkflow';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

/** Opens the order in the editor as someone holding `role`; msw answers for the server. */
function openOrder(role: Role, order: Order) {
  server.use(
    ...sessionHandlers(aProfile({ roles: [role] })),
    ...referenceHandlers(),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
  );
  renderApp(`/orders/${order.id}`);
}

const panel = async () => within(await screen.findByRole('region', { name: 'Status' }));

// The server answers `moves` from the shared workflow table, as its read route does; the labels
// expected here are written out, so a wrong table or a wrong button both fail.
const requester = (role: Role) => ({
  roles: [role],
  isOrderClient: role === 'client',
  isLinkedOutfitter: role === 'huntingOutfitter',
});
const MOVES: [Role, OrderStatus, string[]][] = [
  ['client', 'draft', ['Submit', 'Cancel']],
  ['huntingOutfitter', 'quoted', ['Accept', 'Decline']],
  ['client', 'accepted', []],
  ['customerLiaison', 'submitted', ['Quote', 'Cancel']],
  ['admin', 'accepted', ['In production', 'Cancel']],
  ['customerLiaison', 'shipped', ['Completed']],
  ['professionalHunter', 'quoted', []],
];

describe('the order workflow panel', { timeout: 30_000 }, () => {
  it.each(MOVES)(
    'as %s, from %s, offers exactly the moves the workflow allows: %j',
    async (role, status, labels) => {
      const order = anOrder({ status });
      openOrder(role, { ...order, moves: availableTransitions(requester(role), order) });
      const shown = await panel();
      expect(shown.queryAllByRole('button').map((button) => button.textContent)).toEqual(labels);
    },
  );

  it('a move sends the target, the note and the loaded version, then shows the new status', async () => {
    const sent: unknown[] = [];
    let current = anOrder({ moves: ['submitted', 'cancelled'], version: 3 });
    server.use(
      http.post(`/api/orders/${IDS.order}/transitions`, async ({ request }) => {
        sent.push(await request.json());
        current = { ...current, status: 'submitted', version: 4, moves: [] };
        return HttpResponse.json(current);
      }),
    );
    openOrder('client', current);
    server.use(http.get(`/api/orders/${IDS.order}`, () => HttpResponse.json(current)));
    const user = userEvent.setup();
    await user.type((await panel()).getByLabelText('Note'), 'Please hurry');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The order is now Submitted')).toBeInTheDocument();
    expect(sent).toEqual([{ to: 'submitted', note: 'Please hurry', version: 3 }]);
    await waitFor(() =>
      expect((screen.getByText('Status').nextSibling as HTMLElement).textContent).toBe('Submitted'),
    );
  });

  it("a refused move shows the server's reason and leaves the order as it was", async () => {
    openOrder('admin', anOrder({ status: 'accepted', moves: ['inProduction', 'cancelled'] }));
    server.use(
      http.post(`/api/orders/${IDS.order}/transitions`, () =>
        HttpResponse.json({ message: 'Say why the order is cancelled' }, { status: 400 }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Say why the order is cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/The order is now/)).not.toBeInTheDocument();
  });

  it('shows the status history: from, to, who, when and the note', async () => {
    const at = '2026-03-04T15:45:00.000Z';
    openOrder(
      'client',
      anOrder({
        status: 'submitted',
        history: [
          ...anOrder().history,
          {
            id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e02',
            from: 'draft',
            to: 'submitted',
            note: 'Two tags follow by mail',
            byUserId: null,
            byName: 'Otto Outfitter',
            at,
          },
        ],
      }),
    );
    const history = await screen.findByRole('list', { name: 'Status history' });
    const [created, submitted] = within(history).getAllByRole('listitem');
    expect(created).toHaveTextContent(/^Draft · Clara Client ·/);
    expect(submitted).toHaveTextContent('Draft → Submitted');
    expect(submitted).toHaveTextContent('Otto Outfitter');
    expect(submitted).toHaveTextContent(new Date(at).toLocaleString());
    expect(submitted).toHaveTextContent('Two tags follow by mail');
  });
});
