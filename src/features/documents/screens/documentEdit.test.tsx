import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import type { DocumentRecord } from '../definition';
import type { Role } from '../../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const DOC = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f02';
const permit: DocumentRecord = {
  id: DOC,
  version: 2,
  title: 'CITES export permit',
  kind: 'citesExportPermit',
  fileId: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f03',
  number: 'ZA-CITES-1',
  issuedOn: null,
  expiresOn: null,
  holderName: 'Clara Client',
  holderPassportNumber: 'PCLIENT01',
  speciesIds: [IDS.kudu],
  tagNumbers: ['ZA-1'],
  clientId: IDS.client,
  orderId: null,
  irId: null,
  uploadedById: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f04',
  uploadedByName: 'Otto Outfitter',
  uploadedAt: '2026-11-01T10:00:00.000Z',
  fileName: 'permit.pdf',
  fileContentType: 'application/pdf',
  fileSize: 1000,
  expiringSoon: false,
};

/** Opens the permit's edit screen as someone holding `role`; msw answers as the server does. */
function editPermit(role: Role, ...handlers: RequestHandler[]) {
  const put: Record<string, unknown>[] = [];
  server.use(
    ...sessionHandlers(aProfile({ roles: [role] })),
    ...referenceHandlers(),
    ...handlers,
    ...['orders', 'instruction-registers'].map((name) =>
      http.get(`/api/${name}`, () =>
        HttpResponse.json([], { headers: { 'Content-Range': `${name} 0-0/0` } }),
      ),
    ),
    http.get(`/api/documents/${DOC}`, () => HttpResponse.json(permit)),
    http.put(`/api/documents/${DOC}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      put.push(body);
      return HttpResponse.json({ ...permit, ...body, version: 3 });
    }),
  );
  renderApp(`/documents/${DOC}`);
  return put;
}

// docs/paperwork.md "Mismatches": the species and tag numbers a permit covers are what the checks
// compare, so its uploader corrects them on the document's form, not only through the API.
it("edits a document's species and tag numbers on its form", { timeout: 60_000 }, async () => {
  const put = editPermit('huntingOutfitter');
  const user = userEvent.setup();
  // Long: the first screen of a run compiles the console's chunks.
  const tags = await screen.findByLabelText('Tag numbers', {}, { timeout: 40_000 });
  expect(tags).toHaveValue('ZA-1');
  await user.type(tags, ', ZA-2');
  await user.click(screen.getByRole('combobox', { name: 'Species' }));
  await user.click(await screen.findByRole('option', { name: 'Leopard' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(put).toHaveLength(1));
  expect(put[0]).toMatchObject({
    speciesIds: [IDS.kudu, IDS.leopard],
    tagNumbers: ['ZA-1', 'ZA-2'],
    version: 2,
  });
});

// docs/roles-and-access.md#server-enforcement: a client may not read client records, so their own
// document's form offers no client picker, which would only meet a refusal; the save keeps the link.
it(
  'a client edits their own document without a picker of clients',
  { timeout: 60_000 },
  async () => {
    const refused: string[] = [];
    const put = editPermit(
      'client',
      http.get('/api/clients', ({ request }) => {
        refused.push(request.url);
        return HttpResponse.json({ message: 'You are not allowed to do this' }, { status: 403 });
      }),
    );
    const user = userEvent.setup();
    const number = await screen.findByLabelText(
      'Permit or document number',
      {},
      { timeout: 40_000 },
    );
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    await user.type(number, '-B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveLength(1));
    expect(put[0]).toMatchObject({ number: 'ZA-CITES-1-B', clientId: IDS.client });
    expect(refused).toEqual([]);
  },
);
