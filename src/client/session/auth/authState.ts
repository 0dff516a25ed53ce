import { useSyncExternalStore } from 'react';

/** docs/sessions.md#auth-states: the auth state, both flags initially false. */
export interface AuthState {
  loggedIn: boolean;
  emailConfirmed: boolean;
}

export type AuthAction =
  | { type: 'loggedIn'; emailConfirmed: boolean }
  | { type: 'emailConfirmed' }
  | { type: 'loggedOut' };

export const initialAuthState: AuthState = { loggedIn: false, emailConfirmed: false };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    // docs/sessions.md#login: a successful login sets loggedIn and copies emailConfirmed from the answer. A profile
    // answered with the session cookie (at start) is the same news: this browser is signed in.
    case 'loggedIn':
      return { loggedIn: true, emailConfirmed: action.emailConfirmed };
    case 'emailConfirmed':
      return { ...state, emailConfirmed: true };
    // docs/sessions.md#logout: 'logged out' sets loggedIn to false and leaves emailConfirmed unchanged.
    case 'loggedOut':
      return { ...state, loggedIn: false };
  }
}

export interface AuthStore {
  getState(): AuthState;
  dispatch(action: AuthAction): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The auth state of one running app; the HTTP client, the auth provider and the guard share it.
 *
 * @example const authStore = createAuthStore(); authStore.dispatch({ type: 'loggedOut' });
 */
export function createAuthStore(): AuthStore {
  let state = initialAuthState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = authReducer(state, action);
      if (next.loggedIn === state.loggedIn && next.emailConfirmed === state.emailConfirmed) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useAuthState = (store: AuthStore): AuthState =>
  useSyncExternalStore(store.subscribe, store.getState, store.getState);
