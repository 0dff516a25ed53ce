import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../definition';
import type { Language } from '../../../shared/languages';
import type { Role } from '../../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, orderRowHandler, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';
import { typeDate } from '../../../../tests/support/typeDate';

const server = setupApiMocks();

// docs/order-workflow.md#expected-dates: staff set the days from the editor's panel; a day the
// client was told moves only with a reason for the client.
const accepted = (overrides: Partial<Order> = {}) =>
  anOrder({ status: 'accepted', editable: true, version: 4, ...overrides });

/** Opens the order in the editor as `role`, keeping each expected-dates call's body. */
function openAs(role: Role, order: Order, language: Language = 'en') {
  const sent: unknown[] = [];
  server.use(
    ...sessionHandlers(aProfile({ roles: [role], language })),
    ...referenceHandlers(),
    orderRowHandler(order),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(order)),
    http.get(`/api/orders/${order.id}/paperwork`, () =>
      HttpResponse.json({ plannedShippingOn: null, items: [], missing: [], warnings: [] }),
    ),
    http.put(`/api/orders/${order.id}/expected-dates`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...order, ...body, version: order.version + 1 });
    }),
  );
  renderApp(`/orders/${order.id}`);
  return sent;
}

const section = async (name = 'Expected dates') =>
  within(await screen.findByRole('region', { name }, { timeout: 45_000 }));

describe('the expected dates section', { timeout: 60_000 }, () => {
  it('a liaison sets both days first, no reason needed, at the version loaded', async () => {
    const sent = openAs('customerLiaison', accepted());
    const dates = await section();
    const user = userEvent.setup();
    await typeDate(user, dates, 'Expected ready', '2027-03-01');
    await typeDate(user, dates, 'Expected shipping', '2027-04-12');
    await user.click(dates.getByRole('button', { name: 'Set dates' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      expectedReadyOn: '2027-03-01',
      expectedShippingOn: '2027-04-12',
      reason: '',
      version: 4,
    });
  });

  it('moving a day already set asks for the reason for the client before sending', async () => {
    const sent = openAs(
      'admin',
      accepted({ expectedReadyOn: '2027-03-01', expectedShippingOn: '2027-04-12' }),
    );
    const dates = await section();
    const user = userEvent.setup();
    await typeDate(user, dates, 'Expected ready', '2027-03-15');
    await user.click(dates.getByRole('button', { name: 'Set dates' }));
    expect(await dates.findByText('Tell the client why the date changes')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(dates.getByLabelText('Reason for the client'), 'The tannery is late');
    await user.click(dates.getByRole('button', { name: 'Set dates' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      expectedReadyOn: '2027-03-15',
      expectedShippingOn: '2027-04-12',
      reason: 'The tannery is late',
    });
  });

  it('refuses a shipping day before the ready day, naming the shipping field', async () => {
    const sent = openAs('admin', accepted());
    const dates = await section();
    const user = userEvent.setup();
    await typeDate(user, dates, 'Expected ready', '2027-06-01');
    await typeDate(user, dates, 'Expected shipping', '2027-05-01');
    await user.click(dates.getByRole('button', { name: 'Set dates' }));
    expect(
      await dates.findByText('Use a shipping day on or after the ready day'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('is in French for a French liaison', async () => {
    openAs('customerLiaison', accepted(), 'fr');
    const dates = await section('Dates prévues');
    // A French reader types days as the French write them: day, month, year.
    expect(await dates.findByRole('group', { name: 'Fin de production prévue' })).toHaveTextContent(
      'JJ/MM/AAAA',
    );
    expect(dates.getByRole('group', { name: 'Expédition prévue' })).toBeInTheDocument();
    expect(dates.getByText('Quand la caisse part chez le transitaire')).toBeInTheDocument();
    expect(dates.getByRole('button', { name: 'Fixer les dates' })).toBeInTheDocument();
  });

  it.each(['client', 'huntingOutfitter'] as const)(
    'a %s, who may not set the days, has no such section',
    async (role) => {
      openAs(role, accepted({ editable: false }));
      expect(
        await screen.findByRole('region', { name: 'Status' }, { timeout: 45_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Expected dates' })).not.toBeInTheDocument();
    },
  );
});
