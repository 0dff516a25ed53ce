import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../tests/support/apiMocks';
import { referenceHandlers } from '../../../tests/support/orderMocks';
import { renderApp } from '../../../tests/support/renderWithPortal';

// docs/screens.md#empty-lists: a list with no records says what to do next, in its own words.

const server = setupApiMocks();
// The first render of the whole app can take seconds on a loaded machine.
const LOADED = { timeout: 45_000 };

/** Opens `path` as a user with `roles`, the API answering an empty list for `resource`. */
function openEmpty(path: string, resource: string, roles: Role[]) {
  // msw answers with the first handler that matches, so the empty answer goes before the
  // reference data, which lists species and the other references with rows.
  server.use(
    http.get(`/api/${resource}`, () =>
      HttpResponse.json([], { headers: { 'Content-Range': `${resource} 0-0/0` } }),
    ),
    ...sessionHandlers(aProfile({ roles })),
    ...referenceHandlers(),
  );
  renderApp(path);
}

beforeEach(() => localStorage.clear());

describe('empty lists', { timeout: 90_000 }, () => {
  it('the orders list tells one who may create to create a quote, with the button', async () => {
    openEmpty('/', 'orders', ['client']);
    expect(await screen.findByText('No orders yet.', {}, LOADED)).toBeVisible();
    expect(screen.getByText('Create a quote to get started.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a quote' })).toHaveAttribute(
      'href',
      '/orders/create',
    );
  });

  it('the orders list tells a PH, who may not create, where orders come from, with no button', async () => {
    openEmpty('/', 'orders', ['professionalHunter']);
    expect(await screen.findByText('No orders yet.', {}, LOADED)).toBeVisible();
    expect(screen.getByText('Orders you take part in will show here.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create a quote' })).toBeNull();
    expect(screen.queryByText('Create a quote to get started.')).toBeNull();
  });

  it("a generated list speaks the definition's words and offers its create form", async () => {
    openEmpty('/admin/species', 'species', ['admin']);
    expect(await screen.findByText('No species yet.', {}, LOADED)).toBeVisible();
    expect(screen.getByText('Create the first species to get started.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute(
      'href',
      '/admin/species/create',
    );
  });

  it('a generated list tells a PH, who may not create, where its records come from, with no button', async () => {
    openEmpty('/clients', 'clients', ['professionalHunter']);
    expect(await screen.findByText('No clients yet.', {}, LOADED)).toBeVisible();
    expect(screen.getByText('Clients will show here once they are added.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByText('Create the first client to get started.')).toBeNull();
  });

  it('the IR list tells a collector to start one at the farm, with the New IR button', async () => {
    openEmpty('/instruction-registers', 'instruction-registers', ['collector']);
    expect(await screen.findByText('No instruction registers yet.', {}, LOADED)).toBeVisible();
    expect(screen.getByText('Start one at the farm with New IR.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New IR' })).toHaveAttribute(
      'href',
      '/instruction-registers/create',
    );
  });
});
