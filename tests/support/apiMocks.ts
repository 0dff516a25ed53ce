import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Account, Profile } from '../../src/shared/authCalls';
import { apiPaths } from '../../src/shared/apiPaths';
import { quietMessageHandlers } from './messageMocks';
import { quietPaymentHandlers } from './paymentMocks';

/** A profile as GET /api/clients/profile answers it; override what the test is about. */
export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Hunter',
  fullName: 'Sam Hunter',
  roles: ['client'],
  completed: true,
  emailConfirmed: true,
  avatarUrl: null,
  language: 'en',
  ...overrides,
});

/** An account as GET /api/clients/account answers it. */
export const anAccount = (overrides: Partial<Account> = {}): Account => ({
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Hunter',
  phone: '+27 21 555 0100',
  address: null,
  language: 'en',
  ...overrides,
});

export const unauthorized = () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 });

/**
 * msw for component tests: one server per test file, handlers reset after each test to the
 * messages' quiet answers (messageMocks.ts), which every screen of the shell asks for.
 */
export function setupApiMocks() {
  const server = setupServer(...quietMessageHandlers, ...quietPaymentHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Records every call the app makes, as 'METHOD /path'. */
export function recordCalls(server: ReturnType<typeof setupServer>) {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

/** The session handlers: a signed-in profile, or a visitor (profile and refresh answer 401). */
export function sessionHandlers(profile: Profile | null) {
  return [
    http.get(apiPaths.clients.profile, () =>
      profile ? HttpResponse.json(profile) : unauthorized(),
    ),
    http.post(apiPaths.auth.refresh, () =>
      profile
        ? HttpResponse.json({ emailConfirmed: profile.emailConfirmed, profile })
        : unauthorized(),
    ),
    http.get(apiPaths.features, () => HttpResponse.json({ signUp: true })),
  ];
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
