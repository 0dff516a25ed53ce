import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { OrderLinePhoto } from '../definition';
import { setupApiMocks } from '../../../../tests/support/apiMocks';
import { anOrder, IDS } from '../../../../tests/support/orderMocks';
import { renderInConsole, userWithRoles } from '../../../../tests/support/renderInConsole';
import { OrderLinePhotos } from './OrderLinePhotos';

// docs/order-line-photos.md#on-screen: each line's farm photos, measurements and condition notes,
// then the studio's photos by the day they were taken; staff add them there.
const server = setupApiMocks();

const LINE = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d01';
const FARM_FILE = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f01';
const photo = (n: number, takenAt: string, caption = ''): OrderLinePhoto => ({
  id: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0e0${n}`,
  version: 1,
  orderId: IDS.order,
  orderLineId: LINE,
  fileId: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f1${n}`,
  caption,
  takenAt,
  addedById: IDS.client,
  addedByName: 'Liam Liaison',
});

const withFarm = () =>
  anOrder({
    lines: [
      {
        ...anOrder().lines[0]!,
        id: LINE,
        farm: {
          photoFileIds: [FARM_FILE],
          measurements: [{ name: 'left horn', value: '52 cm' }],
          conditionNotes: 'Small scar on the left flank',
        },
      },
      { ...anOrder().lines[0]!, id: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d02' },
    ],
  });

/** The API's photos of the order, as the list answers them: by the day taken (the server sorts). */
function photosAnswer(photos: OrderLinePhoto[]) {
  server.use(
    http.get('/api/order-line-photos', () =>
      HttpResponse.json(photos, {
        headers: { 'Content-Range': `order-line-photos 0-${photos.length}/${photos.length}` },
      }),
    ),
  );
}

const show = (role: Parameters<typeof userWithRoles>[0], order = withFarm()) =>
  renderInConsole(
    <RecordContextProvider value={order}>
      <OrderLinePhotos level={3} />
    </RecordContextProvider>,
    { user: userWithRoles(role), withApi: true },
  );

describe("an order's line photos", () => {
  it('shows the farm photo first with its measurements and notes, then the studio photos in order', async () => {
    photosAnswer([
      photo(1, '2026-03-01T10:00:00.000Z', 'Skinned'),
      photo(2, '2026-04-01T10:00:00.000Z'),
    ]);
    show('client');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Preview / })).toHaveLength(3),
    );
    expect(
      screen
        .getAllByRole('button', { name: /^Preview / })
        .map((one) => one.getAttribute('aria-label')),
    ).toEqual([
      'Preview Farm photo 1 of line 1',
      'Preview Skinned',
      'Preview Photo 2 of line 1 at the studio',
    ]);
    expect(screen.getByText('left horn: 52 cm')).toBeInTheDocument();
    expect(screen.getByText('Small scar on the left flank')).toBeInTheDocument();
    expect(screen.getByText('1 March 2026 · Skinned')).toBeInTheDocument();
    // Only lines with something to show, for a reader; no button to add.
    expect(screen.getAllByRole('heading').map((one) => one.textContent)).toEqual([
      'Photos',
      'Line 1',
    ]);
    expect(screen.queryByRole('button', { name: /Add a photo/ })).not.toBeInTheDocument();
  });

  it('opens a photo in the image preview popup, at 260x240', async () => {
    photosAnswer([]);
    show('client');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview Farm photo 1 of line 1' }),
    );
    const enlarged = within(screen.getByRole('dialog')).getByRole('img', {
      name: 'Farm photo 1 of line 1',
    });
    expect(enlarged).toHaveAttribute('src', `/api/files/${FARM_FILE}/thumbnail`);
    expect(enlarged).toHaveStyle({ width: '260px', height: '240px' });
  });

  it('shows nothing to a reader of an order without photos', async () => {
    photosAnswer([]);
    show('client', anOrder());
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull());
  });

  it('lets staff add a photo to any line: uploaded, attached to the line, then shown', async () => {
    let photos: OrderLinePhoto[] = [];
    const attached: unknown[] = [];
    photosAnswer([]);
    server.use(
      http.get('/api/order-line-photos', () =>
        HttpResponse.json(photos, {
          headers: { 'Content-Range': `order-line-photos 0-${photos.length}/${photos.length}` },
        }),
      ),
      http.post('/api/files', () =>
        HttpResponse.json(
          {
            id: photo(3, '').fileId,
            name: 'tan.jpg',
            contentType: 'image/jpeg',
            size: 3,
            sha256: 'a'.repeat(64),
          },
          { status: 201 },
        ),
      ),
      http.post('/api/order-line-photos', async ({ request }) => {
        attached.push(await request.json());
        photos = [photo(3, '2026-05-01T10:00:00.000Z', 'Tanned')];
        return HttpResponse.json(photos[0], { status: 201 });
      }),
    );
    show('customerLiaison');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Line 2' })).toBeInTheDocument();
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Add a photo to line 2', { selector: 'input' }),
      new File(['jpg'], 'tan.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(attached).toEqual([
        { orderLineId: '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d02', fileId: photo(3, '').fileId },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Preview Tanned' })).toBeInTheDocument();
  });
});
