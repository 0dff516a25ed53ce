import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../tests/support/apiMocks';
import { IDS, referenceHandlers } from '../../../tests/support/orderMocks';
import { renderApp } from '../../../tests/support/renderWithPortal';
import { aKudu } from '../../../tests/support/speciesMocks';

const server = setupApiMocks();
const ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0fff';

const signedInAs = (role: Role) =>
  server.use(...sessionHandlers(aProfile({ roles: [role] })), ...referenceHandlers());

const noSuchRecord = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

// The file's first screen compiles the console's chunks, which takes long on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 40_000 });

const location = () => screen.getByTestId('location').textContent;

// docs/guards.md#records-not-found
describe('a record screen whose record did not load', { timeout: 60_000 }, () => {
  it('a client opening an order that is not theirs (404) sees not found in the shell, with the way back to the orders, and no toast', async () => {
    signedInAs('client');
    server.use(http.get(`/api/orders/${ID}`, noSuchRecord));
    renderApp(`/orders/${ID}`);
    expect(
      await heading('Sorry, the order you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/',
    );
    // Inside the shell: the header's product name links home.
    expect(screen.getByRole('link', { name: /Trophy Portal/ })).toBeInTheDocument();
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    expect(location()).toBe(`/orders/${ID}`);
  });

  it('a deleted species (404) shows not found on the generated edit screen, back to the species list', async () => {
    signedInAs('admin');
    server.use(http.get(`/api/species/${ID}`, noSuchRecord));
    renderApp(`/admin/species/${ID}`);
    expect(
      await heading('Sorry, the species you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Species' })).toHaveAttribute(
      'href',
      '/admin/species',
    );
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
    expect(location()).toBe(`/admin/species/${ID}`);
  });

  it('a document the user may not read (403) shows not found on its show screen', async () => {
    signedInAs('huntingOutfitter');
    server.use(
      http.get(`/api/documents/${ID}`, () =>
        HttpResponse.json({ message: 'Not yours' }, { status: 403 }),
      ),
    );
    renderApp(`/documents/${ID}/show`);
    expect(
      await heading('Sorry, the document you are looking for does not exist.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('a server failure says so with its reason, and Try again loads the record', async () => {
    signedInAs('admin');
    let fail = true;
    server.use(
      http.get(`/api/species/${IDS.kudu}`, () =>
        fail
          ? HttpResponse.json({ message: 'The database is busy' }, { status: 503 })
          : HttpResponse.json(aKudu),
      ),
    );
    renderApp(`/admin/species/${IDS.kudu}`);
    expect(
      await heading('The species could not be loaded. The database is busy'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to Species' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText(/Common name/)).toHaveValue('Greater Kudu'));
  });
});
