import manifest from 'virtual:console-manifest';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/authCalls';
import { aProfile } from '../../../../../tests/support/apiMocks';
import { guardRedirect, routeAccess } from './guardRedirect';

type Who = 'visitor' | 'unverified' | 'incomplete' | 'complete' | 'collector';

const profiles: Record<Exclude<Who, 'visitor'>, Partial<Profile>> = {
  unverified: { emailConfirmed: false, completed: false },
  incomplete: { emailConfirmed: true, completed: false },
  complete: { emailConfirmed: true, completed: true },
  collector: { emailConfirmed: true, completed: true, roles: ['collector'] },
};

function decide(who: Who, path: string) {
  const url = new URL(path, 'http://portal.test');
  const location = { pathname: url.pathname, search: url.search };
  if (who === 'visitor')
    return guardRedirect(location, { loggedIn: false, emailConfirmed: false }, null);
  const profile = aProfile(profiles[who]);
  return guardRedirect(
    location,
    { loggedIn: true, emailConfirmed: profile.emailConfirmed },
    profile,
  );
}

// Each row reads as one guarding rule (docs/guards.md#guarding-rules): who is where, and where they end up (null: they stay).
const table: [rule: string, who: Who, path: string, expected: string | null][] = [
  // Guest-only pages
  ['a visitor may open the login page', 'visitor', '/auth/login', null],
  ['a visitor may open the register page', 'visitor', '/auth/register', null],
  ['a visitor may open forgot-password', 'visitor', '/auth/forgot-password', null],
  ['a visitor may open any reset link', 'visitor', '/auth/reset-password/abc/def', null],
  ['a visitor may open the set-up link', 'visitor', '/auth/first-admin/abc', null],
  [
    'signed in, verified, complete: to redirectTo',
    'complete',
    '/auth/login?redirectTo=%2Fclients%3Fq%3D1',
    '/clients?q=1',
  ],
  ['signed in, verified, complete: to / without redirectTo', 'complete', '/auth/register', '/'],
  ['signed in, verified, complete on reset: to /', 'complete', '/auth/reset-password/x', '/'],
  ['the admin the set-up link just signed in: to /', 'complete', '/auth/first-admin/x', '/'],
  [
    'redirectTo never leaves the portal',
    'complete',
    '/auth/login?redirectTo=%2F%2Fevil.example',
    '/',
  ],
  [
    'redirectTo never points back to a guest page',
    'complete',
    '/auth/login?redirectTo=%2Fauth%2Flogin',
    '/',
  ],
  [
    'signed in, verified, incomplete: to /complete-profile',
    'incomplete',
    '/auth/login?redirectTo=%2Fclients',
    '/complete-profile',
  ],
  [
    'signed in, unverified: to /email-verification',
    'unverified',
    '/auth/forgot-password',
    '/email-verification',
  ],
  // Protected routes
  ['a visitor on / goes to login with redirectTo', 'visitor', '/', '/auth/login?redirectTo=%2F'],
  [
    'a visitor on a deep path keeps it, query included',
    'visitor',
    '/clients/7?tab=2',
    '/auth/login?redirectTo=%2Fclients%2F7%3Ftab%3D2',
  ],
  [
    'a visitor on /email-verification goes to login',
    'visitor',
    '/email-verification',
    '/auth/login?redirectTo=%2Femail-verification',
  ],
  ['a visitor may confirm from the e-mail link', 'visitor', '/email-verification?token=t1', null],
  [
    'a visitor on /complete-profile goes to login',
    'visitor',
    '/complete-profile',
    '/auth/login?redirectTo=%2Fcomplete-profile',
  ],
  ['a visitor on an unknown path sees the 404 page', 'visitor', '/no/such/page', null],
  // Forced pages
  ['unverified is forced to /email-verification', 'unverified', '/orders/5', '/email-verification'],
  ['unverified stays on /email-verification', 'unverified', '/email-verification?token=t1', null],
  [
    'unverified cannot complete the profile yet',
    'unverified',
    '/complete-profile',
    '/email-verification',
  ],
  [
    'incomplete is forced to /complete-profile',
    'incomplete',
    '/account-settings/password',
    '/complete-profile',
  ],
  [
    'incomplete is sent on from /email-verification',
    'incomplete',
    '/email-verification',
    '/complete-profile',
  ],
  ['incomplete stays on /complete-profile', 'incomplete', '/complete-profile', null],
  ['complete on /email-verification goes to /', 'complete', '/email-verification', '/'],
  ['complete on /complete-profile goes to /', 'complete', '/complete-profile', '/'],
  ['complete stays on a shell page', 'complete', '/account-settings/address', null],
  ['complete on an unknown path sees the 404 page', 'complete', '/no/such/page', null],
  // Collector
  ['a collector on / goes to /instruction-registers', 'collector', '/', '/instruction-registers'],
  [
    'a collector on /profile goes to /instruction-registers',
    'collector',
    '/profile',
    '/instruction-registers',
  ],
  [
    'a collector stays on an instruction-registers path',
    'collector',
    '/instruction-registers/farms/3',
    null,
  ],
  [
    'a collector signing in lands on /instruction-registers',
    'collector',
    '/auth/login?redirectTo=%2Fclients',
    '/instruction-registers',
  ],
  [
    'a collector keeps a redirectTo inside the IR area',
    'collector',
    '/auth/login?redirectTo=%2Finstruction-registers%2F4',
    '/instruction-registers/4',
  ],
  [
    'a collector on /complete-profile goes to /instruction-registers',
    'collector',
    '/complete-profile',
    '/instruction-registers',
  ],
];

describe('guardRedirect sends each user where the guarding rules say', () => {
  it.each(table)('%s (%s on %s -> %s)', (_rule, who, path, expected) => {
    expect(decide(who, path)).toBe(expected);
  });

  // docs/guards.md#open-to-anybody: a client without an account confirms a link request too.
  it.each(['visitor', 'unverified', 'complete'] as const)(
    'lets a %s stay on /confirm-client-link',
    (who) => {
      expect(decide(who, '/confirm-client-link?token=abc')).toBeNull();
    },
  );

  it('uses the auth state when the profile call failed: unverified stays forced', () => {
    const location = { pathname: '/clients', search: '' };
    expect(guardRedirect(location, { loggedIn: true, emailConfirmed: false }, null)).toBe(
      '/email-verification',
    );
    expect(guardRedirect(location, { loggedIn: true, emailConfirmed: true }, null)).toBeNull();
  });
});

describe('routeAccess', () => {
  it.each([
    ['/auth/reset-password/a/b', 'guest'],
    ['/auth/first-admin/a', 'guest'],
    ['/email-verification', 'emailVerification'],
    ['/confirm-client-link', 'public'],
    ['/complete-profile', 'completeProfile'],
    ['/', 'signedIn'],
    ['/admin/export-to-tls', 'signedIn'],
    ['/clientsx', 'unknown'],
  ])('%s is %s', (path, access) => {
    expect(routeAccess(path)).toBe(access);
  });
});

describe('resources’ console routes', () => {
  it('opens every route of the console manifest to signed-in users, and no reference-only one', () => {
    const routes = manifest.filter((entry) => !entry.referenceOnly).map(({ route }) => `/${route}`);
    expect(routes).toContain('/instruction-registers/farms');
    for (const route of routes) {
      expect(routeAccess(route), route).toBe('signedIn');
      expect(routeAccess(`${route}/some-id/show`), route).toBe('signedIn');
    }
    const referenceOnly = manifest.find((entry) => entry.referenceOnly);
    expect(routeAccess(`/${referenceOnly!.route}`)).toBe('unknown');
  });
});
