import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
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

async function signIn(email = 'sam@example.com', password = 'Trophy-demo-2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The API of a visitor who signs in as `profile`: the profile call answers 401 until then. */
function visitorWhoSignsIn(profile = aProfile()) {
  let signedIn = false;
  // msw asks the handlers in order: these come before the visitor's.
  server.use(
    http.get(apiPaths.clients.profile, () =>
      signedIn ? HttpResponse.json(profile) : unauthorized(),
    ),
    http.post(apiPaths.auth.login, async () => {
      await delay(50);
      signedIn = true;
      return HttpResponse.json({ emailConfirmed: profile.emailConfirmed, profile });
    }),
    http.get(apiPaths.clients.account, () =>
      HttpResponse.json({ ...profile, phone: '+27 21 555 0100', address: null }),
    ),
    ...sessionHandlers(null),
  );
}

// The whole app renders in these tests; on a busy machine that takes seconds.
describe('LoginPage', { timeout: 20_000 }, () => {
  it('a successful login invalidates the cached user and honours redirectTo', async () => {
    visitorWhoSignsIn();
    const { services } = renderApp('/auth/login?redirectTo=%2Fprofile');
    await signIn();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
    const afterLogin = calls.slice(calls.indexOf(`POST ${apiPaths.auth.login}`));
    expect(afterLogin).toContain(`GET ${apiPaths.clients.profile}`);
    expect(services.authStore.getState()).toEqual({ loggedIn: true, emailConfirmed: true });
  });

  it('a login answering emailConfirmed false lands on /email-verification', async () => {
    visitorWhoSignsIn(aProfile({ emailConfirmed: false, completed: false }));
    const { services } = renderApp('/auth/login');
    await signIn();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/email-verification'),
    );
    expect(services.authStore.getState()).toEqual({ loggedIn: true, emailConfirmed: false });
  });

  it('a failed login shows the server message as a toast and does not invalidate the user', async () => {
    server.use(
      http.post(apiPaths.auth.login, () =>
        HttpResponse.json({ message: 'Wrong e-mail or password' }, { status: 401 }),
      ),
      ...sessionHandlers(null),
    );
    renderApp('/auth/login');
    await signIn('sam@example.com', 'nope');
    expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
    const afterLogin = calls.slice(calls.indexOf(`POST ${apiPaths.auth.login}`));
    expect(afterLogin).not.toContain(`GET ${apiPaths.clients.profile}`);
    expect(afterLogin).not.toContain(`POST ${apiPaths.auth.refresh}`);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('shows field errors under the fields and calls nothing when the form is invalid', async () => {
    server.use(...sessionHandlers(null));
    renderApp('/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(calls).not.toContain(`POST ${apiPaths.auth.login}`);
  });

  it('keeps the button busy while the call runs', async () => {
    server.use(
      http.post(apiPaths.auth.login, () => delay('infinite')),
      ...sessionHandlers(null),
    );
    renderApp('/auth/login');
    await signIn();
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled());
  });
});

describe('the sign-in page in French', { timeout: 20_000 }, () => {
  it('speaks the language this browser last showed (docs/languages.md#before-sign-in)', async () => {
    server.use(...sessionHandlers(null));
    localStorage.setItem('app.language', 'fr');
    try {
      renderApp('/auth/login');
      expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeVisible();
      expect(screen.getByLabelText('Mot de passe')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeVisible();
      expect(await screen.findByRole('link', { name: 'Nouveau ? Créez un compte' })).toBeVisible();
      expect(screen.getByText('Portail client')).toBeVisible();
      // The page opened in English before it switched; French stays the remembered one.
      expect(localStorage.getItem('app.language')).toBe('fr');
    } finally {
      localStorage.clear();
      await portalI18nProvider.changeLocale('en');
    }
  });
});
