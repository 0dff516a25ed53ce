import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/apiPaths';
import { cacheTags } from '../../data/http/cacheTags';
import {
  aProfile,
  anAccount,
  recordCalls,
  sessionHandlers,
  setupApiMocks,
} from '../../../../tests/support/apiMocks';
import { createConsoleProviders } from '../../shell/console/consoleProviders';
import { createPortalServices } from './portalServices';

const server = setupApiMocks();
const calls = recordCalls(server);
const account = anAccount({ phone: null });

// jsdom (a .tsx test) gives the client the page origin that relative API paths resolve against.

/** Services with the current user cached, as the guard keeps it. */
async function signedInServices() {
  const services = createPortalServices();
  await services.queryClient.fetchQuery({
    queryKey: cacheTags.user,
    queryFn: services.account.fetchProfile,
  });
  calls.length = 0;
  return { services };
}

const isStale = (services: ReturnType<typeof createPortalServices>) =>
  services.queryClient.getQueryState(cacheTags.user)?.isInvalidated;

describe('account calls invalidate the cached user and set the auth state only when they succeed', () => {
  it('a successful e-mail confirmation invalidates the cached user', async () => {
    server.use(
      http.post(apiPaths.auth.confirmEmail, () => HttpResponse.json({ emailConfirmed: true })),
      ...sessionHandlers(aProfile()),
    );
    const { services } = await signedInServices();
    await services.account.confirmEmail('t1');
    expect(isStale(services)).toBe(true);
  });

  it('a failed e-mail confirmation leaves the cached user alone', async () => {
    server.use(
      http.post(apiPaths.auth.confirmEmail, () =>
        HttpResponse.json({ message: 'This link has expired' }, { status: 400 }),
      ),
      ...sessionHandlers(aProfile()),
    );
    const { services } = await signedInServices();
    await expect(services.account.confirmEmail('old')).rejects.toMatchObject({ status: 400 });
    expect(isStale(services)).toBe(false);
  });

  it('a successful profile update invalidates the cached user', async () => {
    server.use(
      http.put(apiPaths.clients.accountProfile, () => HttpResponse.json(account)),
      ...sessionHandlers(aProfile()),
    );
    const { services } = await signedInServices();
    await services.account.updateProfile({
      firstName: 'Sam',
      lastName: 'Hunter',
      phone: '+27 21 555 0100',
    });
    expect(isStale(services)).toBe(true);
    expect(services.queryClient.getQueryData(cacheTags.account)).toEqual(account);
  });

  it('a successful client completion refreshes the session', async () => {
    server.use(
      http.post(apiPaths.clients.complete, () => HttpResponse.json(aProfile({ completed: true }))),
      ...sessionHandlers(aProfile({ completed: false })),
    );
    const { services } = await signedInServices();
    await services.account.completeProfile({
      firstName: 'Sam',
      lastName: 'Hunter',
      phone: '+27 21 555 0100',
      address: {
        line1: '1 Main Rd',
        line2: '',
        city: 'Windhoek',
        region: '',
        postalCode: '',
        country: 'NA',
      },
    });
    expect(calls).toEqual([`POST ${apiPaths.clients.complete}`, `POST ${apiPaths.auth.refresh}`]);
    expect(services.queryClient.getQueryData(cacheTags.user)).toMatchObject({ completed: true });
  });

  it('a failed completion does not refresh the session', async () => {
    server.use(
      http.post(apiPaths.clients.complete, () =>
        HttpResponse.json(
          { message: 'Check the form', errors: { phone: 'Too short' } },
          { status: 400 },
        ),
      ),
      ...sessionHandlers(aProfile({ completed: false })),
    );
    const { services } = await signedInServices();
    await expect(
      services.account.completeProfile({
        firstName: 'Sam',
        lastName: 'Hunter',
        phone: '1',
        address: { line1: 'x', line2: '', city: 'y', region: '', postalCode: '', country: 'NA' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(calls).toEqual([`POST ${apiPaths.clients.complete}`]);
  });

  it('logout calls logout, then resets all cached API state and says logged out', async () => {
    server.use(
      http.post(apiPaths.auth.logout, () => new HttpResponse(null, { status: 204 })),
      ...sessionHandlers(aProfile()),
    );
    const { services } = await signedInServices();
    services.queryClient.setQueryData(cacheTags.account, account);
    await services.account.logout();
    expect(calls).toEqual([`POST ${apiPaths.auth.logout}`]);
    expect(services.queryClient.getQueryData(cacheTags.account)).toBeUndefined();
    expect(services.queryClient.getQueryData(cacheTags.user)).toBeNull();
    expect(services.authStore.getState()).toEqual({ loggedIn: false, emailConfirmed: true });
  });

  it('the data provider goes through the same client: a 401 on a resource call refreshes', async () => {
    let refreshed = false;
    server.use(
      http.post(apiPaths.auth.refresh, () => {
        refreshed = true;
        return HttpResponse.json({});
      }),
      http.get('/api/clients', () =>
        refreshed
          ? HttpResponse.json([{ id: 1 }], { headers: { 'content-range': 'clients 0-0/1' } })
          : HttpResponse.json({ message: 'Expired' }, { status: 401 }),
      ),
    );
    const { dataProvider } = createConsoleProviders(createPortalServices());
    const answer = await dataProvider.getList('clients', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(answer).toMatchObject({ data: [{ id: 1 }], total: 1 });
    await waitFor(() =>
      expect(calls).toEqual([
        'GET /api/clients',
        `POST ${apiPaths.auth.refresh}`,
        'GET /api/clients',
      ]),
    );
  });

  it('react-admin reads the identity and permissions the shell needs from the profile', async () => {
    server.use(...sessionHandlers(aProfile({ roles: ['admin'], avatarUrl: '/a.png' })));
    const { authProvider } = createConsoleProviders(createPortalServices());
    expect(await authProvider.getIdentity?.()).toEqual({
      id: 'u1',
      fullName: 'Sam Hunter',
      firstName: 'Sam',
      lastName: 'Hunter',
      email: 'sam@example.com',
      avatar: '/a.png',
      roles: ['admin'],
    });
    expect(await authProvider.getPermissions?.({})).toEqual(['admin']);
  });

  it('fullName is joined from first and last name when the answer lacks it', async () => {
    server.use(...sessionHandlers(aProfile({ fullName: '' })));
    const { account: calls } = createPortalServices();
    expect((await calls.fetchProfile())?.fullName).toBe('Sam Hunter');
  });
});
