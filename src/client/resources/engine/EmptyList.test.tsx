import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../resources/roles';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { referenceHandlers } from '../../../../tests/support/orderMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/screens.md#empty-lists: a list with no records says what to do next, in its own words.

const server = setupApiMocks();
// The first render of the whole app can take seconds on a loaded machine.
const LOADED = { timeout: 45_000 };

/** Opens `path` as a user with `roles`, the API answering an empty list for `resource`. */
function openEmpty(path: string, resource: string, roles: Role[]) {
  server.use(
    ...sessionHandlers(aProfile({ roles })),
    ...referenceHandlers(),
    http.get(`/api/${resource}`, () =>
      HttpResponse.json([], { headers: { 'Content-Range': `${resource} 0-0/0` } }),
    ),
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
});
