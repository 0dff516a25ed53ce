import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/authCalls';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { apiPaths } from '../../../shared/apiPaths';
import {
  aProfile,
  anAccount,
  recordCalls,
  sessionHandlers,
  setupApiMocks,
} from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

const server = setupApiMocks();
const calls = recordCalls(server);
const account = anAccount();

// The language a test chose stays with the one provider and this browser's storage otherwise.
afterEach(async () => {
  await portalI18nProvider.changeLocale('en');
  localStorage.clear();
});

describe('account settings', { timeout: 20_000 }, () => {
  it('/account-settings opens the profile tab, whose save invalidates the cached user', async () => {
    server.use(
      http.get(apiPaths.clients.account, () => HttpResponse.json(account)),
      http.put(apiPaths.clients.accountProfile, async ({ request }) =>
        HttpResponse.json({ ...account, ...((await request.json()) as object) }),
      ),
      ...sessionHandlers(aProfile()),
    );
    renderApp('/account-settings');
    const firstName = await screen.findByLabelText('First name');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account-settings/profile'),
    );
    const user = userEvent.setup();
    await user.clear(firstName);
    await user.type(firstName, 'Samuel');
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(calls).toEqual([
      `PUT ${apiPaths.clients.accountProfile}`,
      `GET ${apiPaths.clients.profile}`,
    ]);
  });

  it('after a profile save the header shows the new name and initials, without a reload', async () => {
    let profile = aProfile();
    server.use(
      http.get(apiPaths.clients.account, () => HttpResponse.json(account)),
      http.put(apiPaths.clients.accountProfile, async ({ request }) => {
        const body = (await request.json()) as { firstName: string; lastName: string };
        profile = { ...profile, ...body, fullName: `${body.firstName} ${body.lastName}` };
        return HttpResponse.json({ ...account, ...body });
      }),
      http.get(apiPaths.clients.profile, () => HttpResponse.json(profile)),
      ...sessionHandlers(aProfile()),
    );
    renderApp('/account-settings/profile');
    const userMenu = await screen.findByRole('button', { name: 'User menu' });
    await waitFor(() => expect(userMenu).toHaveTextContent('SH'));
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Lindiwe');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    await waitFor(() => expect(userMenu).toHaveTextContent('LH'));
    await user.click(userMenu);
    expect(await screen.findByText('Lindiwe Hunter')).toBeInTheDocument();
  });

  it('the password tab checks the repetition before calling the server', async () => {
    server.use(...sessionHandlers(aProfile()));
    renderApp('/account-settings/password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'kudu-horns-42');
    await user.type(screen.getByLabelText('Repeat the new password'), 'kudu-horns-43');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).not.toContain(`PUT ${apiPaths.clients.accountPassword}`);
  });

  it('the address tab saves the postal address', async () => {
    let saved: unknown = null;
    server.use(
      http.get(apiPaths.clients.account, () => HttpResponse.json(account)),
      http.put(apiPaths.clients.accountAddress, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ...account, address: saved });
      }),
      ...sessionHandlers(aProfile()),
    );
    renderApp('/account-settings/address');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Street and number'), '1 Independence Ave');
    await user.type(screen.getByLabelText('City'), 'Windhoek');
    await user.selectOptions(screen.getByLabelText('Country'), 'Namibia');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Your address is saved.')).toBeInTheDocument();
    expect(saved).toMatchObject({ line1: '1 Independence Ave', city: 'Windhoek', country: 'NA' });
  });

  it('choosing Français saves the language and turns the whole screen French', async () => {
    let profile: Profile = aProfile();
    let saved: unknown = null;
    server.use(
      http.get(apiPaths.clients.account, () => HttpResponse.json(account)),
      http.put(apiPaths.clients.accountLanguage, async ({ request }) => {
        saved = await request.json();
        profile = { ...profile, language: 'fr' };
        return HttpResponse.json({ ...account, language: 'fr' });
      }),
      http.get(apiPaths.clients.profile, () => HttpResponse.json(profile)),
      ...sessionHandlers(aProfile()),
    );
    renderApp('/account-settings/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    calls.length = 0;
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { name: 'Paramètres du compte' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(saved).toEqual({ language: 'fr' });
    // The console, drawn anew in French, reads the profile again as it mounts.
    expect(calls.slice(0, 2)).toEqual([
      `PUT ${apiPaths.clients.accountLanguage}`,
      `GET ${apiPaths.clients.profile}`,
    ]);
    expect(await screen.findByLabelText('Prénom')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Mot de passe' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveTextContent('Français');
    expect(screen.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
  });
});
