import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../tests/support/apiMocks';
import { IDS } from '../../../tests/support/orderMocks';
import { renderApp } from '../../../tests/support/renderWithPortal';
import { aKudu } from '../../../tests/support/speciesMocks';

const server = setupApiMocks();

// docs/guards.md#records-not-found: a save that fails keeps what the user typed.
describe('the generated edit screen', { timeout: 60_000 }, () => {
  it('a refused save (409, edited meanwhile) says why and keeps what was typed', async () => {
    const put: unknown[] = [];
    server.use(
      ...sessionHandlers(aProfile({ roles: ['admin'] })),
      http.get(`/api/species/${IDS.kudu}`, () => HttpResponse.json(aKudu)),
      http.put(`/api/species/${IDS.kudu}`, async ({ request }) => {
        put.push(await request.json());
        return HttpResponse.json(
          { message: 'Someone else changed this record; reload it' },
          { status: 409 },
        );
      }),
    );
    renderApp(`/admin/species/${IDS.kudu}`);
    const user = userEvent.setup();
    // Long: the first screen of a run compiles the console's chunks.
    const family = await screen.findByLabelText('Family', {}, { timeout: 40_000 });
    await user.type(family, 'Bovidae');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone else changed this record; reload it'),
    ).toBeInTheDocument();
    expect(put).toMatchObject([{ family: 'Bovidae', version: 3 }]);
    expect(screen.getByLabelText('Family')).toHaveValue('Bovidae');
    expect(screen.getByTestId('location').textContent).toBe(`/admin/species/${IDS.kudu}`);
  });
});
