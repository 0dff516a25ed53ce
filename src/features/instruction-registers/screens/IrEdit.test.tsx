import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { installFakeIndexedDb } from '../../../../tests/support/fakeIndexedDb';
import { anOpenIr, COLLECTOR, emptyList, FILE, IR_ID } from '../../../../tests/support/irMocks';
import { referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/api.md#child-rows: the editor sends each line back with its id, so the server keeps the
// line (and the order line quoted from it) instead of making a new one; through the offline
// queue too (docs/offline.md#writes).

const server = setupApiMocks();
installFakeIndexedDb();

describe('the IR editor’s lines', { timeout: 90_000 }, () => {
  it('go back with their ids, after waiting offline', async () => {
    const ir = anOpenIr();
    const lineId = ir.lines[0]!.id;
    const sent: { lines: { id?: string; conditionNotes: string }[] }[] = [];
    server.use(
      ...sessionHandlers(aProfile({ id: COLLECTOR, roles: ['collector'] })),
      ...referenceHandlers(),
      emptyList('farms'),
      emptyList('documents'),
      http.get(`/api/files/${FILE}`, () => new HttpResponse(null, { status: 404 })),
      http.get(`/api/instruction-registers/${IR_ID}`, () => json(ir)),
      http.put(`/api/instruction-registers/${IR_ID}`, async ({ request }) => {
        const body = (await request.json()) as (typeof sent)[number];
        sent.push(body);
        return json({ ...ir, ...body, version: ir.version + 1 });
      }),
    );
    renderApp(`/instruction-registers/${IR_ID}`);
    // The first render waits while Vitest transforms the console, the screen and the offline layer.
    const notes = await screen.findByRole(
      'textbox',
      { name: 'Condition notes' },
      { timeout: 45_000 },
    );

    act(() => onlineManager.setOnline(false));
    await userEvent.type(notes, 'Scar on the left flank');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(screen.getByTestId('offline-waiting')).toHaveTextContent('1 waiting'),
      { timeout: 20_000 },
    );
    expect(sent).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 20_000 });
    expect(sent[0]!.lines).toEqual([
      expect.objectContaining({ id: lineId, conditionNotes: 'Scar on the left flank' }),
    ]);
  });
});
