import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../definition';
import type { OrderStatus } from '../orderStatuses';
import type { Role } from '../../../shared/roles';
import { availableTransitions } from '../../../shared/orderWorkflow';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import {
  anOrder,
  IDS,
  orderRowHandler,
  referenceHandlers,
} from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import { formatDate } from '../../../shared/dates';

const server = setupApiMocks();

/**
 * Opens the order as someone holding `role`: in the editor, or in its read-only view for a PH, who
 * only reads orders (docs/guards.md#access-denied); msw answers for the server.
 */
function openOrder(role: Role, order: Order) {
  server.use(
    ...sessionHandlers(aProfile({ roles: [role] })),
    ...referenceHandlers(),
    orderRowHandler(order),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
  );
  renderApp(`/orders/${order.id}${role === 'professionalHunter' ? '/show' : ''}`);
}

const panel = async () => within(await screen.findByRole('region', { name: 'Status' }));

// The server answers `moves` from the shared workflow table, as its read route does; the labels
// expected here are written out, so a wrong table or a wrong button both fail.
const requester = (role: Role) => ({
  roles: [role],
  isOrderClient: role === 'client',
  isLinkedOutfitter: role === 'huntingOutfitter',
});
// docs/order-workflow.md#moves-on-screen: each move named by what it does.
const MOVES: [Role, OrderStatus, string[]][] = [
  ['client', 'draft', ['Request quote', 'Cancel order']],
  ['huntingOutfitter', 'quoted', ['Accept quote', 'Decline']],
  ['client', 'accepted', []],
  ['customerLiaison', 'draft', ['Send quote', 'Cancel order']],
  ['customerLiaison', 'submitted', ['Send quote', 'Cancel order']],
  ['customerLiaison', 'quoted', ['Revise quote', 'Cancel order']],
  ['admin', 'declined', ['Revise quote']],
  ['admin', 'accepted', ['Start production', 'Cancel order']],
  ['admin', 'inProduction', ['Ready for export', 'Cancel order']],
  ['customerLiaison', 'readyForExport', ['Mark shipped', 'Cancel order']],
  ['customerLiaison', 'shipped', ['Complete']],
  ['professionalHunter', 'quoted', []],
];

/** Answers every move with the order moved to `to`, and keeps what was sent. */
function acceptMoves(order: Order) {
  const sent: unknown[] = [];
  let current = order;
  server.use(
    http.post(`/api/orders/${order.id}/transitions`, async ({ request }) => {
      const body = (await request.json()) as { to: OrderStatus };
      sent.push(body);
      current = { ...current, status: body.to, version: current.version + 1, moves: [] };
      return HttpResponse.json(current);
    }),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(current)),
  );
  return sent;
}

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

  it('a move sends the target, the note and the loaded version once confirmed, then shows the new status', async () => {
    const order = anOrder({ moves: ['submitted', 'cancelled'], version: 3 });
    openOrder('client', order);
    const sent = acceptMoves(order);
    const user = userEvent.setup();
    await user.type((await panel()).getByLabelText('Note'), 'Please hurry');
    await user.click(screen.getByRole('button', { name: 'Request quote' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Send this request to the studio?' }),
    );
    expect(dialog.getByText(/You can no longer change its lines/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Request quote' }));
    expect(await screen.findByText('The order is now Submitted')).toBeInTheDocument();
    expect(sent).toEqual([{ to: 'submitted', note: 'Please hurry', version: 3 }]);
    await waitFor(() =>
      expect((screen.getByText('Status').nextSibling as HTMLElement).textContent).toBe('Submitted'),
    );
  });

  it('accepting a quote says what happens, and going back sends nothing', async () => {
    const order = anOrder({ status: 'quoted', moves: ['accepted', 'declined'] });
    openOrder('client', order);
    const sent = acceptMoves(order);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept this quote?' }));
    expect(dialog.getByText(/The studio starts work on it/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('dialog', { name: 'Decline this quote?' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('revising a quote goes at once: sending it again takes it back', async () => {
    const order = anOrder({ status: 'quoted', moves: ['submitted', 'cancelled'], version: 2 });
    openOrder('customerLiaison', order);
    const sent = acceptMoves(order);
    await userEvent.click(await screen.findByRole('button', { name: 'Revise quote' }));
    expect(await screen.findByText('The order is now Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ to: 'submitted', note: '', version: 2 }]);
  });

  it('cancelling an accepted order asks for the reason and sends none without it', async () => {
    const order = anOrder({ status: 'accepted', moves: ['inProduction', 'cancelled'], version: 5 });
    openOrder('admin', order);
    const sent = acceptMoves(order);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(dialog.getByText('Say why the order is cancelled')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Client passed away');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order is now Cancelled')).toBeInTheDocument();
    expect(sent).toEqual([{ to: 'cancelled', note: 'Client passed away', version: 5 }]);
  });

  it('cancelling a draft asks first but needs no reason', async () => {
    const order = anOrder({ moves: ['submitted', 'cancelled'] });
    openOrder('client', order);
    const sent = acceptMoves(order);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
    expect(dialog.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order is now Cancelled')).toBeInTheDocument();
    expect(sent).toMatchObject([{ to: 'cancelled', note: '' }]);
  });

  it("a refused move shows the server's reason, leaves the order as it was and keeps the note", async () => {
    openOrder('admin', anOrder({ status: 'accepted', moves: ['inProduction', 'cancelled'] }));
    server.use(
      http.post(`/api/orders/${IDS.order}/transitions`, () =>
        HttpResponse.json({ message: 'The order was changed meanwhile' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await user.type((await panel()).getByLabelText('Note'), 'Crates ordered');
    await user.click(screen.getByRole('button', { name: 'Start production' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start production?' }));
    await user.click(dialog.getByRole('button', { name: 'Start production' }));
    expect(await screen.findByText('The order was changed meanwhile')).toBeInTheDocument();
    expect(screen.queryByText(/The order is now/)).not.toBeInTheDocument();
    expect((await panel()).getByLabelText('Note')).toHaveValue('Crates ordered');
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
            expectedDates: null,
            messageId: null,
            internal: false,
            lineMove: null,
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
    expect(submitted).toHaveTextContent(formatDate(at, 'en', 'dateTime'));
    expect(submitted).toHaveTextContent('Two tags follow by mail');
  });

  // docs/order-workflow.md#expected-dates: a row that set the days names its status once.
  it('shows a change of the expected dates as the days and the studio reason', async () => {
    openOrder(
      'client',
      anOrder({
        status: 'accepted',
        editable: false,
        history: [
          ...anOrder().history,
          {
            id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e03',
            from: 'accepted',
            to: 'accepted',
            note: 'The tannery is late',
            byUserId: null,
            byName: 'Lia Liaison',
            expectedDates: { expectedReadyOn: '2027-05-03', expectedShippingOn: null },
            messageId: null,
            internal: false,
            lineMove: null,
            at: '2026-03-04T15:45:00.000Z',
          },
        ],
      }),
    );
    const history = await screen.findByRole('list', { name: 'Status history' });
    const moved = within(history).getAllByRole('listitem')[1]!;
    expect(moved).toHaveTextContent(/^Accepted · Lia Liaison ·/);
    expect(moved).toHaveTextContent(
      'Expected ready 3 May 2027, shipping not set · The tannery is late',
    );
  });

  // docs/paperwork.md#blocking: the checklist beside the button knows what the server would refuse.
  it.each([
    [
      ['topsPermit', 'veterinaryCertificate'],
      'The export paperwork is not complete; missing: TOPS permit, Veterinary certificate',
    ],
    [[], null],
  ] as const)(
    'Ready for export with %j missing: disabled and saying why while documents lack',
    async (missing, reason) => {
      server.use(
        http.get(`/api/orders/${IDS.order}/paperwork`, () =>
          HttpResponse.json({ plannedShippingOn: null, items: [], missing, warnings: [] }),
        ),
      );
      openOrder(
        'admin',
        anOrder({ status: 'inProduction', moves: ['readyForExport', 'cancelled'] }),
      );
      const shown = await panel();
      await screen.findByRole('region', { name: 'Export paperwork' });
      const ready = shown.getByRole('button', { name: 'Ready for export' });
      if (reason === null) {
        expect(ready).toBeEnabled();
        expect(ready).not.toHaveAccessibleDescription();
      } else {
        expect(ready).toBeDisabled();
        expect(ready).toHaveAccessibleDescription(reason);
      }
      expect(shown.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    },
  );
});
