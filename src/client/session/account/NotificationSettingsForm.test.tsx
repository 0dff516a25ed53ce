import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/apiPaths';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../../../shared/notificationCalls';
import { portalI18nProvider } from '../../i18n/portalI18nProvider';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderApp } from '../../../../tests/support/renderWithPortal';

// docs/notifications.md#choosing: the e-mails tab of the account settings.
const server = setupApiMocks();

afterEach(async () => {
  await portalI18nProvider.changeLocale('en');
  localStorage.clear();
});

function serveSettings(start: NotificationSettings, language: 'en' | 'fr' = 'en') {
  const saved: unknown[] = [];
  server.use(
    http.get(apiPaths.clients.accountNotifications, () => HttpResponse.json(start)),
    http.put(apiPaths.clients.accountNotifications, async ({ request }) => {
      const body = await request.json();
      saved.push(body);
      return HttpResponse.json(body as object);
    }),
    ...sessionHandlers(aProfile({ language })),
  );
  return saved;
}

describe('the e-mails tab', { timeout: 20_000 }, () => {
  it('shows the saved choice as labelled switches and choices, and saves what was changed', async () => {
    const saved = serveSettings(DEFAULT_NOTIFICATION_SETTINGS);
    renderApp('/account-settings/notifications');
    const messages = await screen.findByRole('switch', { name: 'A new message arrives' });
    expect(screen.getByRole('tab', { name: 'E-mails', selected: true })).toBeInTheDocument();
    const kinds = screen.getByRole('group', { name: 'E-mail me when' });
    expect(
      within(kinds)
        .getAllByRole('switch')
        .map((one) => (one as HTMLInputElement).checked),
    ).toEqual([true, true, true, true]);
    expect(screen.getByRole('radio', { name: 'One e-mail each time' })).toBeChecked();

    const user = userEvent.setup();
    await user.click(messages);
    await user.click(
      screen.getByRole('radio', { name: 'One e-mail a week listing everything (Mondays)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save e-mail choices' }));
    expect(await screen.findByText('Your e-mail choices are saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      { ...DEFAULT_NOTIFICATION_SETTINGS, messages: false, delivery: 'weeklyDigest' },
    ]);
    expect(messages).not.toBeChecked();
  });

  it('reads in French', async () => {
    serveSettings({ ...DEFAULT_NOTIFICATION_SETTINGS, photos: false }, 'fr');
    renderApp('/account-settings/notifications');
    const photos = await screen.findByRole('switch', {
      name: 'De nouvelles photos d’avancement sont ajoutées',
    });
    expect(photos).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'M’écrire quand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les choix d’e-mails' })).toBeVisible();
  });

  it('says so when the choice cannot be loaded', async () => {
    server.use(
      http.get(apiPaths.clients.accountNotifications, () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
      ...sessionHandlers(aProfile()),
    );
    renderApp('/account-settings/notifications');
    await waitFor(() =>
      expect(
        screen.getByText('Your account could not be loaded. Please try again.'),
      ).toBeInTheDocument(),
    );
  });
});
