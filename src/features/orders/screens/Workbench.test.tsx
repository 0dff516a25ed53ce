import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LineMovesBody, WorkbenchRow } from '../workbench';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { PRODUCTION_STEPS } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const STEPS = PRODUCTION_STEPS.map((step, index) => ({
  ...step,
  position: index + 1,
  appliesToDipAndPack: true,
  version: 1,
}));

const server = setupApiMocks();

const aRow = (n: number): WorkbenchRow => ({
  lineId: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d1${n}`,
  orderId: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0b1${n}`,
  orderNumber: 40 + n,
  orderStatus: 'inProduction',
  clientName: `Client ${n}`,
  species: 'Greater Kudu',
  trophyType: n === 1 ? 'Shoulder mount' : 'European mount',
  quantity: 1,
  tagNumbers: [`ZA-${n}`],
  productionStepId: STEPS[1]!.id,
  stageAt: '2026-03-05T10:00:00.000Z',
});

/** The workbench as a liaison: two lines tanning, none elsewhere; moves kept as sent. */
function openWorkbench() {
  const asked: URLSearchParams[] = [];
  const sent: LineMovesBody[] = [];
  let tanning = [aRow(1), aRow(2)];
  server.use(
    ...sessionHandlers(aProfile({ roles: ['customerLiaison'] })),
    http.get('/api/production-steps', () =>
      HttpResponse.json(STEPS, { headers: { 'Content-Range': 'production-steps 0-3/4' } }),
    ),
    http.get('/api/orders/workbench', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const rows = query.get('productionStepId') === STEPS[1]!.id ? tanning : [];
      return HttpResponse.json({ rows, total: rows.length });
    }),
    http.post('/api/orders/line-moves', async ({ request }) => {
      const body = (await request.json()) as LineMovesBody;
      sent.push(body);
      tanning = tanning.filter((row) => !body.lineIds.includes(row.lineId));
      return HttpResponse.json({ moved: body.lineIds.length });
    }),
  );
  renderApp('/workbench');
  return { asked, sent };
}

// docs/line-stages.md#the-workbench: all lines at tanning, picked and moved to the next step.
describe('the workbench', { timeout: 60_000 }, () => {
  it('lists the lines at a chosen step and moves the picked ones to the next place', async () => {
    const { asked, sent } = openWorkbench();
    const user = userEvent.setup();
    const at = await screen.findByRole('combobox', { name: 'Lines at' }, { timeout: 45_000 });
    await waitFor(() =>
      expect(
        within(at)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Collected at the farm',
        'Received at the studio',
        'In production: Skinning',
        'In production: Tanning',
        'In production: Mounting',
        'In production: Finishing',
        'Ready for export',
        'Crated',
        'With the freight agent',
        'Shipped',
        'Delivered',
      ]),
    );
    expect(await screen.findByText('No lines are here.')).toBeInTheDocument();
    await user.selectOptions(at, 'In production: Tanning');
    const table = await screen.findByRole('table', { name: 'Lines here' });
    expect(asked.at(-1)?.get('stage')).toBe('inProduction');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Q-000041Client 1Greater KuduShoulder mountZA-15 March 2026');
    expect(within(rows[1]!).getByRole('link', { name: 'Q-000041' })).toHaveAttribute(
      'href',
      `/orders/${aRow(1).orderId}`,
    );
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();

    const move = screen.getByRole('button', { name: 'Move 0 lines' });
    expect(move).toBeDisabled();
    // The next step by default; another place is one choice away.
    const target = screen.getByRole('combobox', { name: 'Move to' });
    expect(target).toHaveValue(`inProduction:${STEPS[2]!.id}`);
    await user.selectOptions(target, 'Ready for export');
    await user.click(
      screen.getByRole('checkbox', { name: 'Select Greater Kudu, European mount of Q-000042' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move 1 line' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { lineIds: [aRow(2).lineId], stage: 'readyForExport', productionStepId: null },
      ]),
    );
    expect(await screen.findByText('1 line moved')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('picks a whole page at once', async () => {
    openWorkbench();
    const user = userEvent.setup();
    const at = await screen.findByRole('combobox', { name: 'Lines at' }, { timeout: 45_000 });
    await screen.findByRole('option', { name: 'In production: Tanning' });
    await user.selectOptions(at, 'In production: Tanning');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select every line of this page' }),
    );
    expect(screen.getByRole('button', { name: 'Move 2 lines' })).toBeEnabled();
  });
});
