import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/apiPaths';
import {
  aProfile,
  recordCalls,
  sessionHandlers,
  setupApiMocks,
  unauthorized,
} from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();
const calls = recordCalls(server);
const location = () => screen.getByTestId('location');

// docs/sessions.md#first-admin: the page of the set-up link the start logs.
describe('FirstAdminPage', { timeout: 20_000 }, () => {
  it('checks the code, creates the admin with the register form and lands signed in on /', async () => {
    const admin = aProfile({ email: 'owner@studio.example', roles: ['admin'] });
    let created: unknown;
    server.use(
      http.post(apiPaths.auth.verifyFirstAdminCode, () => new HttpResponse(null, { status: 204 })),
      http.post(apiPaths.auth.firstAdmin, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json({ emailConfirmed: true, profile: admin }, { status: 201 });
      }),
      http.get(apiPaths.clients.profile, () =>
        created ? HttpResponse.json(admin) : unauthorized(),
      ),
      ...sessionHandlers(null),
    );
    renderApp('/auth/first-admin/set-up-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First name'), 'Olga');
    await user.type(screen.getByLabelText('Last name'), 'Owner');
    await user.type(screen.getByLabelText('E-mail'), 'owner@studio.example');
    await user.type(screen.getByLabelText('Password'), 'sable-antelope-7');
    await user.type(screen.getByLabelText('Repeat the password'), 'sable-antelope-8');
    await user.click(screen.getByRole('button', { name: 'Create admin and sign in' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(created).toBeUndefined();

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'sable-antelope-7');
    await user.click(screen.getByRole('button', { name: 'Create admin and sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(created).toEqual({
      code: 'set-up-code',
      firstName: 'Olga',
      lastName: 'Owner',
      email: 'owner@studio.example',
      password: 'sable-antelope-7',
    });
    expect(calls).toContain(`POST ${apiPaths.auth.verifyFirstAdminCode}`);
  });

  it('a used link shows the server reason and the way to sign in, and no form', async () => {
    server.use(
      http.post(apiPaths.auth.verifyFirstAdminCode, () =>
        HttpResponse.json(
          { message: 'The portal has its first admin already; sign in' },
          { status: 410 },
        ),
      ),
      ...sessionHandlers(null),
    );
    renderApp('/auth/first-admin/used-code');
    expect(
      await screen.findByText('The portal has its first admin already; sign in'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(calls).not.toContain(`POST ${apiPaths.auth.firstAdmin}`);
  });

  it('a link cut before its code says so without asking the server', async () => {
    server.use(...sessionHandlers(null));
    renderApp('/auth/first-admin');
    expect(await screen.findByText(/lacks its set-up code/)).toBeInTheDocument();
    expect(calls).not.toContain(`POST ${apiPaths.auth.verifyFirstAdminCode}`);
  });
});
