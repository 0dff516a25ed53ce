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
} from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();
const calls = recordCalls(server);
const location = () => screen.getByTestId('location');

/** Fills the register form (password kudu-horns-42, repeated as `repeated`) and submits it. */
async function fillRegisterForm(repeated: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Hunter');
  await user.type(screen.getByLabelText('E-mail'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), 'kudu-horns-42');
  await user.type(screen.getByLabelText('Repeat the password'), repeated);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('account screens', { timeout: 20_000 }, () => {
  it('/auth/register redirects to /auth/login while signUp is off', async () => {
    server.use(
      http.get(apiPaths.features, () => HttpResponse.json({ signUp: false })),
      ...sessionHandlers(null),
    );
    renderApp('/auth/register');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth\/login$/));
  });

  it('registering shows "check your e-mail" and signs nobody in', async () => {
    let registered = false;
    server.use(
      http.post(apiPaths.auth.register, () => {
        registered = true;
        return HttpResponse.json({ message: 'Check your e-mail' }, { status: 202 });
      }),
      ...sessionHandlers(null),
    );
    renderApp('/auth/register');
    const user = await fillRegisterForm('kudu-horns-41');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(registered).toBe(false);
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'kudu-horns-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/we sent a message to sam@example.com/)).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/auth\/register$/);
  });

  it('a server field error shows under its field and its message as a toast', async () => {
    server.use(
      http.post(apiPaths.auth.register, () =>
        HttpResponse.json(
          {
            message: 'Choose a stronger password',
            errors: { password: 'This password is too common' },
          },
          { status: 400 },
        ),
      ),
      ...sessionHandlers(null),
    );
    renderApp('/auth/register');
    await fillRegisterForm('kudu-horns-42');
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    expect(screen.getByText('Choose a stronger password')).toBeInTheDocument();
  });

  it('the e-mail link confirms the address and sends a signed-in user on', async () => {
    let confirmed = false;
    server.use(
      http.post(apiPaths.auth.confirmEmail, async ({ request }) => {
        confirmed = ((await request.json()) as { token: string }).token === 'tok-1';
        return HttpResponse.json({ emailConfirmed: true });
      }),
      http.get(apiPaths.clients.profile, () =>
        HttpResponse.json(aProfile({ emailConfirmed: confirmed, completed: false })),
      ),
      ...sessionHandlers(null),
    );
    renderApp('/email-verification?token=tok-1');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/complete-profile$/));
    expect(confirmed).toBe(true);
  });

  it('a visitor can confirm from the link and is asked to sign in', async () => {
    server.use(
      http.post(apiPaths.auth.confirmEmail, () => HttpResponse.json({ emailConfirmed: true })),
      ...sessionHandlers(null),
    );
    renderApp('/email-verification?token=tok-2');
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('the resend button asks for a new confirmation e-mail', async () => {
    server.use(
      http.post(
        apiPaths.auth.resendConfirmationEmail,
        () => new HttpResponse(null, { status: 204 }),
      ),
      ...sessionHandlers(aProfile({ emailConfirmed: false, completed: false })),
    );
    renderApp('/email-verification');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeInTheDocument();
    expect(calls).toContain(`POST ${apiPaths.auth.resendConfirmationEmail}`);
  });

  it('the reset link takes the code from the path, sets the password and goes to sign in', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiPaths.auth.verifyResetCode, () =>
        HttpResponse.json({ email: 'sam@example.com' }),
      ),
      http.post(apiPaths.auth.passwordReset, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
      ...sessionHandlers(null),
    );
    renderApp('/auth/reset-password/abc/123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'kudu-horns-42');
    await user.type(screen.getByLabelText('Repeat the new password'), 'kudu-horns-42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth\/login$/));
    expect(body).toEqual({ code: 'abc/123', password: 'kudu-horns-42' });
  });

  it('completing the profile refreshes the session and lands on /', async () => {
    let completed = false;
    server.use(
      http.post(apiPaths.clients.complete, () => {
        completed = true;
        return HttpResponse.json(aProfile());
      }),
      http.get(apiPaths.clients.profile, () => HttpResponse.json(aProfile({ completed }))),
      ...sessionHandlers(aProfile()),
    );
    renderApp('/complete-profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone'), '+264 61 555 0100');
    await user.type(screen.getByLabelText('Street and number'), '1 Independence Ave');
    await user.type(screen.getByLabelText('City'), 'Windhoek');
    // A native select on the pages without the shell (no MUI menu to open).
    await user.selectOptions(screen.getByLabelText('Country'), 'Namibia');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(calls).toContain(`POST ${apiPaths.auth.refresh}`);
  });
});
