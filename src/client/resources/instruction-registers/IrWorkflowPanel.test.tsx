import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InstructionRegister } from '../../../../resources/instructionRegisters';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/offline.md#workflow-moves: the collector's phone at the farm, with the whole app (the guard,
// the offline layer over fake IndexedDB, the header's counter); msw answers for the server.

const server = setupApiMocks();
const COLLECTOR = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f01';
const IR_ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f02';
const FILE = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f03';

/** An Open IR of the collector, ready to be marked Collected: a line and both signatures. */
const anOpenIr = (): InstructionRegister => ({
  id: IR_ID,
  version: 2,
  number: 12,
  status: 'open',
  farmId: null,
  collectorId: COLLECTOR,
  collectorName: 'Colin Collector',
  collectedAt: null,
  latitude: null,
  longitude: null,
  clientId: null,
  hunterName: 'Hank Hunter',
  hunterPassportNumber: '',
  hunterCountry: null,
  outfitterId: null,
  phId: null,
  phRegisterNumber: '',
  huntStartsOn: null,
  huntEndsOn: null,
  notes: '',
  hunterSignatureFileId: FILE,
  collectorSignatureFileId: FILE,
  lines: [
    {
      speciesId: IDS.kudu,
      sex: 'male',
      tagNumber: 'T-1',
      permitNumbers: [],
      parts: ['cape'],
      trophyTypeId: null,
      instruction: '',
      measurements: [],
      conditionNotes: '',
      photoFileIds: [],
      checkedIn: false,
      discrepancies: '',
    },
  ],
  farmName: null,
  orderId: null,
  history: [],
  createdAt: '2026-05-10T09:00:00.000Z',
  updatedAt: '2026-05-10T09:00:00.000Z',
});

const emptyList = (name: string) =>
  http.get(`/api/${name}`, () =>
    HttpResponse.json([], { headers: { 'Content-Range': `${name} 0-0/0` } }),
  );

describe('an IR’s workflow move with no network', { timeout: 90_000 }, () => {
  it('waits in the queue, counted and shown, and is sent once when the network is back', async () => {
    let ir = anOpenIr();
    const sent: unknown[] = [];
    server.use(
      ...sessionHandlers(aProfile({ id: COLLECTOR, roles: ['collector'] })),
      ...referenceHandlers(),
      emptyList('farms'),
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
    expect(await screen.findByTestId('offline-waiting')).toHaveTextContent('1 waiting');
    expect(await status.findByText('Status: Collected')).toBeInTheDocument();
    expect(sent).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('offline-waiting')).toBeNull());
    expect(sent).toEqual([{ to: 'collected', note: '', version: 2 }]);
    expect(await status.findByText('Status: Collected')).toBeInTheDocument();
  });
});
