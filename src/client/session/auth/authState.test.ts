import { describe, expect, it } from 'vitest';
import { authReducer, createAuthStore, initialAuthState } from './authState';

describe('the auth state starts signed out and follows login and logout', () => {
  it('starts signed out with e-mail not confirmed', () => {
    expect(initialAuthState).toEqual({ loggedIn: false, emailConfirmed: false });
  });

  it.each([true, false])(
    'a successful login sets loggedIn and copies emailConfirmed (%s) from the answer',
    (emailConfirmed) => {
      expect(authReducer(initialAuthState, { type: 'loggedIn', emailConfirmed })).toEqual({
        loggedIn: true,
        emailConfirmed,
      });
    },
  );

  it('a logged out action sets loggedIn false and leaves emailConfirmed unchanged', () => {
    const signedIn = { loggedIn: true, emailConfirmed: true };
    expect(authReducer(signedIn, { type: 'loggedOut' })).toEqual({
      loggedIn: false,
      emailConfirmed: true,
    });
  });

  it('a confirmed e-mail sets emailConfirmed only', () => {
    expect(
      authReducer({ loggedIn: true, emailConfirmed: false }, { type: 'emailConfirmed' }),
    ).toEqual({ loggedIn: true, emailConfirmed: true });
  });

  it('tells subscribers about changes, not about no-ops', () => {
    const store = createAuthStore();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.dispatch({ type: 'loggedOut' });
    store.dispatch({ type: 'loggedIn', emailConfirmed: false });
    expect(changes).toBe(1);
    expect(store.getState()).toEqual({ loggedIn: true, emailConfirmed: false });
  });
});
