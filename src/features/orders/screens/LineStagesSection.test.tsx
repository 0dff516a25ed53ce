import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '../definition';
import type { Role } from '../../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import {
  anOrder,
  orderRowHandler,
  PRODUCTION_STEPS as STEPS,
  referenceHandlers,
} from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const accepted = (): Order =>
  anOrder({
    status: 'accepted',
    editable: false,
    lines: [{ ...anOrder().lines[0]!, productionSteps: STEPS }],
  });

/** Opens the order as `role`; the stage call answers the order moved and keeps what was sent. */
function openOrder(role: Role, order: Order) {
  const sent: unknown[] = [];
  let current = order;
  const line = order.lines[0]!;
  server.use(
    ...sessionHandlers(aProfile({ roles: [role] })),
    ...referenceHandlers(),
    orderRowHandler(order),
    http.get(`/api/orders/${order.id}`, () => HttpResponse.json(current)),
    http.get(`/api/orders/${order.id}/paperwork`, () =>
      HttpResponse.json({ plannedShippingOn: null, items: [], missing: [], warnings: [] }),
    ),
    http.put(`/api/orders/${order.id}/lines/${line.id}/stage`, async ({ request }) => {
      const body = (await request.json()) as Pick<Order['lines'][number], 'stage'>;
      sent.push(body);
      current = { ...current, lines: [{ ...line, ...body }] };
      return HttpResponse.json(current);
    }),
  );
  renderApp(`/orders/${order.id}`);
  return sent;
}

// docs/line-stages.md#moving-a-line: staff move each line from the editor, among the stages that
// fit the order's status, a production step each.
describe("staff's control of each line's stage", { timeout: 60_000 }, () => {
  it('offers the stages that fit an accepted order, each step of production, and moves at once', async () => {
    const sent = openOrder('customerLiaison', accepted());
    const select = await screen.findByRole(
      'combobox',
      { name: 'Stage of line 1' },
      { timeout: 45_000 },
    );
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Collected at the farm',
      'Received at the studio',
      'In production: Skinning',
      'In production: Tanning',
      'In production: Mounting',
      'In production: Finishing',
    ]);
    expect(select).toHaveValue('collected');
    await userEvent.selectOptions(select, 'In production: Tanning');
    await waitFor(() =>
      expect(sent).toEqual([{ stage: 'inProduction', productionStepId: STEPS[1]!.id }]),
    );
    expect(await screen.findByText('Line 1 is now In production: Tanning')).toBeInTheDocument();
  });

  it('is not there for a quoted order, whose lines do not move yet', async () => {
    openOrder('admin', anOrder({ status: 'quoted' }));
    await screen.findByRole('region', { name: 'Status' }, { timeout: 45_000 });
    expect(screen.queryByRole('combobox', { name: 'Stage of line 1' })).not.toBeInTheDocument();
  });
});
