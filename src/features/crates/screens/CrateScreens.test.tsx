import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Crate } from '../definition';
import type { WorkbenchRow } from '../../orders/workbench';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { IDS } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const CRATE_ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f01';
const HELD = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f11';
const READY = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f12';

const aCrate: Crate = {
  id: CRATE_ID,
  version: 2,
  number: 7,
  clientId: IDS.client,
  clientName: 'Clara Client',
  consigneeName: 'Clara Client',
  consigneeAddress: '12 Long Street\n8001 Cape Town',
  lengthCm: 120,
  widthCm: 80,
  heightCm: 60,
  actualWeightKg: 42.5,
  volumetricWeightKg: 96,
  currency: 'ZAR',
  declaredValueMinor: 1_500_000,
  insuredValueMinor: 1_800_000,
  shipmentId: null,
  orderLineIds: [HELD],
  reference: 'C-000007',
  packedLines: [
    {
      lineId: HELD,
      orderNumber: 42,
      lineNumber: 1,
      species: 'Greater Kudu',
      trophyType: 'Shoulder mount',
      tagNumbers: ['ZA-1'],
    },
  ],
  phIds: [],
};

const row = (lineId: string, species: string, tagNumbers: string[]): WorkbenchRow => ({
  lineId,
  orderId: IDS.order,
  orderNumber: 42,
  orderStatus: 'inProduction',
  clientName: 'Clara Client',
  species,
  trophyType: 'Shoulder mount',
  quantity: 1,
  tagNumbers,
  productionStepId: null,
  stageAt: '2026-11-20T10:00:00.000Z',
});

// docs/crates-and-shipments.md#in-the-console: staff tick the lines a crate holds, among those
// ready for export and those it holds now; the packing list opens beside it.
describe("a crate's edit screen", { timeout: 60_000 }, () => {
  it('lists the lines held and those ready for export, and saves the ones ticked', async () => {
    const put: unknown[] = [];
    server.use(
      ...sessionHandlers(aProfile({ roles: ['customerLiaison'] })),
      http.get(`/api/crates/${CRATE_ID}`, () => HttpResponse.json(aCrate)),
      // The client and shipment pickers.
      http.get('/api/clients', () =>
        HttpResponse.json(
          [{ id: IDS.client, fullName: 'Clara Client', firstName: 'Clara', lastName: 'Client' }],
          { headers: { 'Content-Range': 'clients 0-0/1' } },
        ),
      ),
      http.get('/api/shipments', () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'shipments 0-0/0' } }),
      ),
      http.get('/api/orders/workbench', ({ request }) => {
        const ready = new URL(request.url).searchParams.get('stage') === 'readyForExport';
        const rows = ready ? [row(READY, 'Cape Buffalo', [])] : [];
        return HttpResponse.json({ rows, total: rows.length });
      }),
      http.put(`/api/crates/${CRATE_ID}`, async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json({ ...aCrate, version: 3 });
      }),
    );
    renderApp(`/crates/${CRATE_ID}`);
    const user = userEvent.setup();
    const lines = await screen.findByRole('group', { name: 'Order lines' }, { timeout: 40_000 });
    const held = await within(lines).findByRole('checkbox', {
      name: 'Q-000042 · Clara Client · Greater Kudu, Shoulder mount · ZA-1',
    });
    const ready = within(lines).getByRole('checkbox', {
      name: 'Q-000042 · Clara Client · Cape Buffalo, Shoulder mount',
    });
    expect(held).toBeChecked();
    expect(ready).not.toBeChecked();
    expect(
      screen.getByText('Volumetric weight: 96 kg (length × width × height ÷ 6000)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Q-000042 #1 Greater Kudu, Shoulder mount')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packing list' })).toHaveAttribute(
      'href',
      `/api/crates/${CRATE_ID}/packing-list.pdf`,
    );
    await user.click(ready);
    await user.click(held);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ orderLineIds: [READY], version: 2 });
  });
});
