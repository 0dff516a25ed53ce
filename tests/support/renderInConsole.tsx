import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '../../resources/roles';
import { consoleTheme } from '../../src/client/theme/consoleTheme';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  avatar?: string;
}

/** An auth provider answering like the portal's (AUTH_CONTRACT.md): identity and roles. */
export function testAuthProvider(user: TestUser): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({
      id: user.email,
      fullName: `${user.firstName} ${user.lastName}`,
      ...user,
    }),
    getPermissions: async () => user.roles,
  };
}

export const userWithRoles = (...roles: Role[]): TestUser => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  roles,
});

/**
 * Renders `ui` inside react-admin's context as the console has it, at `path`, signed in as `user`.
 * @example renderInConsole(<NavigationMenu />, { user: userWithRoles('admin'), path: '/clients' });
 */
export function renderInConsole(
  ui: ReactNode,
  {
    user = userWithRoles('admin'),
    path = '/',
    store = memoryStore(),
  }: { user?: TestUser; path?: string; store?: Store } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={testAuthProvider(user)} store={store} theme={consoleTheme}>
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}
