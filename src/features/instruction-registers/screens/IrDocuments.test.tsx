import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DocumentRecord } from '../../documents/definition';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { installFakeIndexedDb } from '../../../../tests/support/fakeIndexedDb';
import { anOpenIr, COLLECTOR, emptyList, FILE, IR_ID } from '../../../../tests/support/irMocks';
import { referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/instruction-registers.md#documents: the IR's documents on its own screen, where a collector
// (kept under /instruction-registers) lists and attaches them; msw answers for the server.

const server = setupApiMocks();
installFakeIndexedDb();
const PH = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f04';

const pdf = (name: string) => new File(['%PDF-1.4 scan'], name, { type: 'application/pdf' });

const aDocument = (n: number, title: string, kind: DocumentRecord['kind']): DocumentRecord => ({
  id: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e0${n}`,
  version: 1,
  title,
  kind,
  fileId: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d0${n}`,
  number: '',
  issuedOn: null,
  expiresOn: null,
  holderName: '',
  holderPassportNumber: '',
  speciesIds: [],
  tagNumbers: [],
  clientId: null,
  orderId: null,
  irId: IR_ID,
  uploadedById: COLLECTOR,
  uploadedByName: 'Colin Collector',
  uploadedAt: '2026-05-10T09:00:00.000Z',
  fileName: `${title}.pdf`,
  fileContentType: 'application/pdf',
  fileSize: 13,
  expiringSoon: false,
});

/** The IR's screen with one document on it; answers what the section asked for and created. */
function openIr(profile: ReturnType<typeof aProfile>, path: string) {
  const documents = [aDocument(1, 'Hunting register', 'huntingRegister')];
  const filters: unknown[] = [];
  const created: Record<string, unknown>[] = [];
  let uploads = 0;
  server.use(
    ...sessionHandlers(profile),
    ...referenceHandlers(),
    emptyList('farms'),
    http.get(`/api/files/${FILE}`, () => new HttpResponse(null, { status: 404 })),
    http.get(`/api/instruction-registers/${IR_ID}`, () => json(anOpenIr())),
    http.get('/api/documents', ({ request }) => {
      filters.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
      return HttpResponse.json(documents, {
        headers: { 'Content-Range': `documents 0-${documents.length - 1}/${documents.length}` },
      });
    }),
    http.post('/api/files', () => {
      uploads += 1;
      return json(
        {
          id: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c0${uploads}`,
          name: 'x.pdf',
          contentType: 'application/pdf',
          size: 13,
          sha256: 'a'.repeat(64),
        },
        201,
      );
    }),
    http.post('/api/documents', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      const saved = { ...aDocument(created.length + 1, String(body.title), 'other'), ...body };
      documents.unshift(saved as DocumentRecord);
      return json(saved, 201);
    }),
  );
  renderApp(path);
  return { filters, created };
}

/** The Documents section, once the screen and its lazy section have loaded. */
const section = async () =>
  within(await screen.findByRole('region', { name: 'Documents' }, { timeout: 45_000 }));

describe('an IR’s documents on its screen', { timeout: 90_000 }, () => {
  it('lists the IR’s documents and attaches several files of the chosen kind to it', async () => {
    const { filters, created } = openIr(
      aProfile({ id: COLLECTOR, roles: ['collector'] }),
      `/instruction-registers/${IR_ID}`,
    );
    const documents = await section();
    const list = await documents.findByRole('list', { name: 'Documents of this IR' });
    expect(within(list).getByRole('link', { name: 'Open Hunting register' })).toHaveAttribute(
      'href',
      '/api/files/0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d01',
    );
    expect(filters).toContainEqual({ irId: IR_ID });

    const user = userEvent.setup();
    await user.upload(documents.getByLabelText('Choose files'), [
      pdf('vet-cert.pdf'),
      pdf('permit.pdf'),
    ]);
    expect(documents.getByRole('list', { name: 'Files to upload' })).toHaveTextContent(
      'vet-cert.pdf',
    );
    await user.click(documents.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Veterinary certificate' }));
    await user.click(documents.getByRole('button', { name: 'Attach' }));

    expect(await screen.findByText('2 documents saved')).toBeInTheDocument();
    expect(created.map((body) => [body.title, body.kind, body.irId, body.orderId]).sort()).toEqual([
      ['permit', 'veterinaryCertificate', IR_ID, null],
      ['vet-cert', 'veterinaryCertificate', IR_ID, null],
    ]);
    // The list reads the IR's documents again and shows the new ones.
    expect(await within(list).findByRole('link', { name: 'Open vet-cert' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open permit' })).toBeInTheDocument();
  });

  it('only lists them for a PH reading the IR', async () => {
    openIr(
      aProfile({ id: PH, roles: ['professionalHunter'] }),
      `/instruction-registers/${IR_ID}/show`,
    );
    const documents = await section();
    expect(
      await documents.findByRole('link', { name: 'Open Hunting register' }),
    ).toBeInTheDocument();
    expect(documents.queryByLabelText('Choose files')).toBeNull();
    expect(documents.queryByRole('button', { name: 'Attach' })).toBeNull();
  });
});
