import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import manifest from 'virtual:console-manifest';
import type { LoginBody } from '../../../shared/authCalls';
import { mayAccess } from '../../../engine/consoleManifest';
import { paths } from '../../../shared/paths';
import { isApiError } from '../../data/http/apiError';
import { cacheTags } from '../../data/http/cacheTags';
import type { AccountApi } from './accountApi';

/**
 * react-admin's auth provider over the account calls. The route guard owns the redirects of
 * docs/guards.md#guarding-rules, so a 401 that reaches react-admin (the refresh already failed) only lets the guard act.
 *
 * @example <Admin authProvider={createAuthProvider({ account, queryClient })} />
 */
export function createAuthProvider(deps: {
  account: AccountApi;
  queryClient: QueryClient;
}): AuthProvider {
  const { account, queryClient } = deps;
  const currentProfile = () =>
    queryClient.ensureQueryData({ queryKey: cacheTags.user, queryFn: account.fetchProfile });
  const signedInProfile = async () => {
    const profile = await currentProfile();
    if (!profile) throw new Error('Not signed in');
    return profile;
  };

  return {
    // The portal's own login page calls the account API; this serves react-admin's useLogin.
    async login(params: LoginBody) {
      await account.login(params);
    },
    async logout() {
      await account.logout();
      return paths.login;
    },
    async checkAuth() {
      if (!(await currentProfile())) throw { redirectTo: paths.login, message: false };
    },
    async checkError(error: unknown) {
      if (isApiError(error) && error.status === 401) {
        // Handled: no react-admin logout or toast; the guard sends the visitor to sign in.
        throw { logoutUser: false, message: false };
      }
    },
    // The shell reads these with useGetIdentity / usePermissions (docs/sessions.md#profile).
    async getIdentity() {
      const profile = await signedInProfile();
      return {
        id: profile.id,
        fullName: profile.fullName,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        avatar: profile.avatarUrl ?? undefined,
        roles: profile.roles,
      };
    },
    async getPermissions() {
      return (await currentProfile())?.roles ?? [];
    },
    // Screens and buttons appear only for roles the resource's access policy admits; the server
    // refuses the rest anyway (docs/roles-and-access.md#server-enforcement).
    async canAccess({ resource, action }) {
      return mayAccess(manifest, (await currentProfile())?.roles ?? [], resource, action);
    },
  };
}
