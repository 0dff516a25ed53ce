import type { AuthProvider } from 'react-admin';
import type { Role } from '../../src/shared/roles';

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  avatar?: string;
}

/** An auth provider answering like the portal's (docs/sessions.md#profile): identity and roles. */
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
