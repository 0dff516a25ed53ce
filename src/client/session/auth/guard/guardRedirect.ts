import consoleRoutes from 'virtual:console-routes';
import type { Profile } from '../../../../shared/authCalls';
import { paths } from '../../../../shared/paths';
import {
  guestPaths,
  publicPaths,
  withinPath as within,
} from '../../../../shared/pathsWithoutShell';
import type { AuthState } from '../authState';

/** How a path is guarded (docs/guards.md#public-routes, #routes-without-the-shell); paths that are
 * no screen show the 404 page to anybody (docs/guards.md#not-found). */
export type RouteAccess =
  'guest' | 'public' | 'emailVerification' | 'completeProfile' | 'signedIn' | 'unknown';

// Every other screen's path (docs/guards.md#routes-with-the-shell) opens a screen for signed-in
// users, and so does every resource's console route, read from the console manifest's routes (no
// definition, no access), so a new resource needs no path of its own here.
const signedInPaths: string[] = [
  ...Object.values(paths).filter(
    (path) => !guestPaths.includes(path) && !publicPaths.includes(path),
  ),
  ...consoleRoutes,
];

export function routeAccess(pathname: string): RouteAccess {
  if (guestPaths.some((prefix) => within(pathname, prefix))) return 'guest';
  if (publicPaths.some((prefix) => within(pathname, prefix))) return 'public';
  if (within(pathname, paths.emailVerification)) return 'emailVerification';
  if (within(pathname, paths.completeProfile)) return 'completeProfile';
  if (pathname === paths.home) return 'signedIn';
  if (signedInPaths.some((prefix) => prefix !== paths.home && within(pathname, prefix))) {
    return 'signedIn';
  }
  return 'unknown';
}

/** docs/guards.md#redirect-target: /auth/login?redirectTo={current path}. */
export const loginWithRedirect = (target: string) =>
  `${paths.login}?redirectTo=${encodeURIComponent(target)}`;

// Only a path of this app: never another host (//evil.example) nor a guest page (a loop).
function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirectTo');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return paths.home;
  return routeAccess(target.split(/[?#]/)[0] ?? '') === 'guest' ? paths.home : target;
}

// docs/guards.md#collectors: a collector is confined to the instruction-registers area.
const confine = (target: string, profile: Profile | null) =>
  profile?.roles.includes('collector') && !target.includes('instruction-registers')
    ? paths.instructionRegisters
    : target;

export interface GuardLocation {
  pathname: string;
  search: string;
}

/**
 * The guarding rules (docs/guards.md#guarding-rules) as one decision: where the user must go instead, or null to stay.
 * `profile` is the answer of the current-user call (null when there is none).
 *
 * @example guardRedirect({ pathname: '/clients', search: '' }, signedOut, null)
 *   // -> '/auth/login?redirectTo=%2Fclients'
 */
export function guardRedirect(
  location: GuardLocation,
  auth: AuthState,
  profile: Profile | null,
): string | null {
  const { pathname, search } = location;
  const access = routeAccess(pathname);
  if (access === 'public') return null;

  if (!auth.loggedIn) {
    if (access === 'guest' || access === 'unknown') return null;
    // The confirmation link works signed out too (docs/sessions.md#e-mail-confirmation: it signs nobody in).
    if (access === 'emailVerification' && new URLSearchParams(search).has('token')) return null;
    return loginWithRedirect(`${pathname}${search}`);
  }

  const emailConfirmed = profile?.emailConfirmed ?? auth.emailConfirmed;
  // Without a profile answer (the call failed) nobody is trapped on the completion form.
  const completed = profile?.completed ?? true;
  const stay = (target: string) => (target === pathname ? null : target);

  if (!emailConfirmed) return stay(paths.emailVerification);
  if (!completed) return stay(paths.completeProfile);
  if (access === 'guest') return confine(redirectTarget(search), profile);
  if (access === 'emailVerification' || access === 'completeProfile') {
    return confine(paths.home, profile);
  }
  return stay(confine(pathname, profile));
}
