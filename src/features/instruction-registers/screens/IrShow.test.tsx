import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOpenIr, emptyList, FILE, IR_ID } from '../../../../tests/support/irMocks';
import { IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const FARM = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f09';

it(
  'shows a client their IR: the farm by name, its animals with their photos, the collection time in words, no refusal',
  { timeout: 60_000 },
  async () => {
    const refusedCalls: string[] = [];
    const refused = (name: string) =>
      http.get(`/api/${name}`, ({ request }) => {
        refusedCalls.push(request.url);
        return HttpResponse.json({ message: 'You are not allowed to do this' }, { status: 403 });
      });
    const open = anOpenIr();
    const ir = {
      ...open,
      status: 'received' as const,
      farmId: FARM,
      farmName: 'Kalahari Ridge',
      clientId: IDS.client,
      outfitterId: IDS.outfitter,
      collectedAt: '2026-11-28T15:09:56.352+00:00',
      lines: [{ ...open.lines[0]!, photoFileIds: [FILE] }],
    };
    server.use(
      refused('clients'),
      refused('farms'),
      refused('outfitters'),
      ...sessionHandlers(aProfile({ roles: ['client'] })),
      ...referenceHandlers(),
      emptyList('documents'),
      http.get(`/api/instruction-registers/${IR_ID}`, () => json(ir)),
    );
    renderApp(`/instruction-registers/${IR_ID}/show`);
    expect(await screen.findByText('Kalahari Ridge', {}, { timeout: 45_000 })).toBeInTheDocument();
    const line = await screen.findByRole('row', { name: /Greater Kudu/ });
    expect(line).toHaveTextContent('T-1');
    expect(within(line).getByRole('button', { name: 'Preview Photo 1' })).toBeInTheDocument();
    expect(screen.getByText(/^28 November 2026 at \d\d:09$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('2026-11-28T');
    expect(screen.queryByText('You are not allowed to do this')).toBeNull();
    expect(refusedCalls).toEqual([]);
  },
);
