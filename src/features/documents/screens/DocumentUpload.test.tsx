import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, IDS, referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();

const pdf = (name: string) => new File(['%PDF-1.4 scan'], name, { type: 'application/pdf' });
const FILE_IDS = ['1', '2', '3'].map((n) => `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d0${n}`);

const IR = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d10';

/** The upload screen for an order, as an outfitter; msw stands in for the file and document APIs. */
function openUpload(
  fileAnswer: (index: number) => Response | undefined = () => undefined,
  query = `orderId=${IDS.order}`,
  language: 'en' | 'fr' = 'en',
) {
  const created: Record<string, unknown>[] = [];
  let uploads = 0;
  server.use(
    ...sessionHandlers(aProfile({ roles: ['huntingOutfitter'], language })),
    ...referenceHandlers(),
    http.get('/api/orders', () =>
      HttpResponse.json([anOrder()], { headers: { 'Content-Range': 'orders 0-0/1' } }),
    ),
    http.get('/api/instruction-registers', () =>
      HttpResponse.json([{ id: IR, version: 1, number: 42 }], {
        headers: { 'Content-Range': 'instruction-registers 0-0/1' },
      }),
    ),
    http.post('/api/files', () => {
      const index = uploads++;
      return (
        fileAnswer(index) ??
        HttpResponse.json(
          {
            id: FILE_IDS[index],
            name: 'x.pdf',
            contentType: 'application/pdf',
            size: 13,
            sha256: 'a'.repeat(64),
          },
          { status: 201 },
        )
      );
    }),
    http.post('/api/documents', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return HttpResponse.json(
        { ...body, id: `doc-${created.length}`, version: 1 },
        { status: 201 },
      );
    }),
  );
  renderApp(`/documents/create?${query}`);
  return created;
}

describe('uploading documents', { timeout: 60_000 }, () => {
  it('makes one document of the chosen kind on the order for each of several files', async () => {
    const created = openUpload();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Choose files');
    await user.upload(input, [pdf('register.pdf'), pdf('vet-cert.pdf')]);
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('register.pdf');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Veterinary certificate' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created.map((body) => [body.title, body.kind, body.orderId]).sort()).toEqual([
      ['register', 'veterinaryCertificate', IDS.order],
      ['vet-cert', 'veterinaryCertificate', IDS.order],
    ]);
    expect(new Set(created.map((body) => body.fileId))).toEqual(new Set(FILE_IDS.slice(0, 2)));
    expect(await screen.findByText('2 documents saved')).toBeInTheDocument();
  });

  it('makes documents of the IR the link names, which it shows by number', async () => {
    const created = openUpload(undefined, `irId=${IR}`);
    const user = userEvent.setup();
    const ir = await screen.findByRole('combobox', { name: 'IR' });
    await waitFor(() => expect(ir).toHaveValue('IR-000042'));
    await user.upload(screen.getByLabelText('Choose files'), [pdf('register.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ irId: IR, orderId: null });
  });

  it("keeps a refused file in the list with the server's reason, and saves the others", async () => {
    const created = openUpload((index) =>
      index === 0
        ? HttpResponse.json({ message: 'Send a PDF or a photo' }, { status: 415 })
        : undefined,
    );
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose files'), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Send a PDF or a photo')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(await screen.findByText('1 of the files were not saved')).toBeInTheDocument();
  });

  // docs/languages.md#what-follows-the-language
  it('asks in French for a French user, the kinds named in French', async () => {
    openUpload(undefined, undefined, 'fr');
    const user = userEvent.setup();
    const kind = await screen.findByRole('combobox', { name: 'Type' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Téléverser' })).toBeInTheDocument();
    await user.click(kind);
    expect(
      await screen.findByRole('option', { name: 'Certificat vétérinaire' }),
    ).toBeInTheDocument();
  });
});
