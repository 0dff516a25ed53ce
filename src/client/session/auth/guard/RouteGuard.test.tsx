import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/authCalls';
import { apiPaths } from '../../../../shared/apiPaths';
import { aProfile, sessionHandlers, setupApiMocks } from '../../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../../tests/support/renderWithPortal';
import { RouteGuard } from './RouteGuard';

const server = setupApiMocks();

function renderGuarded(path: string) {
  return renderWithPortal(
    <RouteGuard>
      <Routes>
        <Route path="*" element={<p>the screen</p>} />
      </Routes>
    </RouteGuard>,
    path,
  );
}

const people: Record<string, Profile | null> = {
  visitor: null,
  unverified: aProfile({ emailConfirmed: false, completed: false }),
  incomplete: aProfile({ completed: false }),
  complete: aProfile(),
  collector: aProfile({ roles: ['collector'] }),
};

// docs/guards.md#guarding-rules, through the component and the real HTTP client against msw.
const rules: [rule: string, who: keyof typeof people, path: string, lands: string][] = [
  [
    'a visitor on a protected route goes to login with redirectTo',
    'visitor',
    '/clients/7',
    '/auth/login?redirectTo=%2Fclients%2F7',
  ],
  [
    'a visitor may stay on a guest page',
    'visitor',
    '/auth/forgot-password',
    '/auth/forgot-password',
  ],
  [
    'a signed-in complete user on a guest page goes to redirectTo',
    'complete',
    '/auth/login?redirectTo=%2Fdocuments',
    '/documents',
  ],
  [
    'a signed-in complete user on a guest page goes to / by default',
    'complete',
    '/auth/register',
    '/',
  ],
  [
    'a verified incomplete user on a guest page goes to /complete-profile',
    'incomplete',
    '/auth/login',
    '/complete-profile',
  ],
  [
    'an unverified user on a guest page goes to /email-verification',
    'unverified',
    '/auth/login',
    '/email-verification',
  ],
  [
    'an unverified user is forced to /email-verification',
    'unverified',
    '/clients',
    '/email-verification',
  ],
  [
    'an incomplete user is forced to /complete-profile',
    'incomplete',
    '/profile',
    '/complete-profile',
  ],
  ['a complete user on /email-verification goes to /', 'complete', '/email-verification', '/'],
  ['a complete user on /complete-profile goes to /', 'complete', '/complete-profile', '/'],
  ['a collector goes to /instruction-registers', 'collector', '/', '/instruction-registers'],
  [
    'a collector stays inside instruction-registers',
    'collector',
    '/instruction-registers/12',
    '/instruction-registers/12',
  ],
  [
    'a complete user stays on a protected route',
    'complete',
    '/account-settings/password',
    '/account-settings/password',
  ],
];

describe('RouteGuard sends each user where the guarding rules say', { timeout: 20_000 }, () => {
  it.each(rules)('%s', async (_rule, who, path, lands) => {
    server.use(...sessionHandlers(people[who] ?? null));
    renderGuarded(path);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(lands));
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it("shows 'Loading' while the profile call is pending", async () => {
    server.use(http.get(apiPaths.clients.profile, () => delay('infinite')));
    renderGuarded('/clients');
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
  });

  it('resolves when the profile call fails: a visitor is sent to sign in', async () => {
    server.use(http.get(apiPaths.clients.profile, () => HttpResponse.error()));
    renderGuarded('/documents');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/auth/login?redirectTo=%2Fdocuments',
      ),
    );
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('logs the user out when a refresh answers 401, and sends them to sign in', async () => {
    server.use(...sessionHandlers(aProfile()));
    const { services } = renderGuarded('/clients');
    await screen.findByText('the screen');
    server.use(
      http.get('/api/orders', () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
      http.post(apiPaths.auth.refresh, () => HttpResponse.json({ message: 'No' }, { status: 401 })),
    );
    await expect(services.http.get('/api/orders')).rejects.toMatchObject({ status: 401 });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/auth/login?redirectTo=%2Fclients'),
    );
    expect(services.authStore.getState()).toEqual({ loggedIn: false, emailConfirmed: true });
  });
});
