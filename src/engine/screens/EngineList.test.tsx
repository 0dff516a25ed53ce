import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../tests/support/apiMocks';
import { IDS, referenceHandlers } from '../../../tests/support/orderMocks';
import { renderApp } from '../../../tests/support/renderWithPortal';

// docs/csv.md: a list's Export writes the records through the portal's one CSV writer, so a name
// a spreadsheet would run as a formula comes out as text.

const server = setupApiMocks();
const crafted = {
  id: IDS.client,
  version: 1,
  firstName: '=HYPERLINK("http://evil.example","x")',
  lastName: 'Doe',
  fullName: '=HYPERLINK("http://evil.example","x") Doe',
  email: 'doe@example.org',
  phone: '',
  country: 'ZA',
  passportNumber: '=1+1',
  outfitterIds: [IDS.outfitter],
  userId: null,
};

afterEach(() => vi.restoreAllMocks());

describe('the generated list’s export', { timeout: 90_000 }, () => {
  it('downloads <resource>.csv with every field, formulas written as text', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    server.use(
      http.get('/api/clients', () =>
        HttpResponse.json([crafted], { headers: { 'Content-Range': 'clients 0-0/1' } }),
      ),
      ...sessionHandlers(aProfile({ roles: ['admin'] })),
      ...referenceHandlers(),
    );
    renderApp('/clients');
    const user = userEvent.setup();
    // Long: the first screen of a run compiles the console's chunks.
    await screen.findByText(crafted.fullName, {}, { timeout: 60_000 });
    await user.click(screen.getAllByRole('button', { name: 'Export' })[0]!);

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('clients.csv');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(header).toBe(
      'id,version,firstName,lastName,fullName,email,phone,country,passportNumber,outfitterIds,userId',
    );
    expect(row).toBe(
      [
        IDS.client,
        '1',
        `"'=HYPERLINK(""http://evil.example"",""x"")"`,
        'Doe',
        `"'=HYPERLINK(""http://evil.example"",""x"") Doe"`,
        'doe@example.org',
        '',
        'ZA',
        "'=1+1",
        IDS.outfitter,
        '',
      ].join(','),
    );
  });
});
