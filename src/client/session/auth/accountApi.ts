import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Account,
  accountProfileBodySchema,
  Address,
  changePasswordBodySchema,
  accountLanguageBodySchema,
  completeProfileBodySchema,
  Features,
  firstAdminBodySchema,
  forgotPasswordBodySchema,
  LoginBody,
  passwordResetBodySchema,
  Profile,
  RegisterAnswer,
  RegisterBody,
  SessionAnswer,
} from '../../../shared/authCalls';
import type { ConfirmClientLinkAnswer } from '../../../features/clients/linkRequestSchemas';
import type { NotificationSettings } from '../../../shared/notificationCalls';
import { apiPaths } from '../../../shared/apiPaths';
import { isApiError } from '../../data/http/apiError';
import { cacheTags } from '../../data/http/cacheTags';
import type { HttpClient } from '../../data/http/httpClient';
import type { AuthStore } from './authState';

const { auth, clients } = apiPaths;

// docs/sessions.md#profile: fullName is joined from first and last name when the answer lacks it.
function withFullName(profile: Profile): Profile {
  const joined = `${profile.firstName} ${profile.lastName}`.trim();
  return { ...profile, fullName: profile.fullName || joined, roles: profile.roles ?? [] };
}

/**
 * The account calls (docs/api.md#calls) with their cache and auth-state rules attached
 * (docs/sessions.md#invalidations), so every screen
 * that signs in, confirms or updates gets the same invalidations.
 *
 * @example const account = createAccountApi({ http, queryClient, authStore }); await account.login(body);
 */
export function createAccountApi(deps: {
  http: HttpClient;
  queryClient: QueryClient;
  authStore: AuthStore;
}) {
  const { http, queryClient, authStore } = deps;

  // The cached user (the route guard keeps its query active, so this refetches it), then
  // react-admin's identity and permissions (keys under 'auth'), which read the cached user:
  // refetched at the same time, they would read the old user and the header would keep it.
  const invalidateUser = async () => {
    await queryClient.invalidateQueries({ queryKey: cacheTags.user });
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  };

  // A saved part of the account replaces the cached account; a part the cached user holds too
  // (names, language) invalidates it.
  const saveAccount = async (path: string, body: object, userChanged: boolean) => {
    const account = await http.put<Account>(path, body);
    queryClient.setQueryData(cacheTags.account, account);
    if (userChanged) await invalidateUser();
    return account;
  };

  const signedIn = async (answer: SessionAnswer) => {
    // docs/sessions.md#login: loggedIn true, emailConfirmed copied from the answer.
    authStore.dispatch({ type: 'loggedIn', emailConfirmed: answer.emailConfirmed });
    queryClient.setQueryData(cacheTags.user, withFullName(answer.profile));
    await invalidateUser();
    return answer;
  };

  return {
    /** The current user, or null when this browser has no session (the refresh answered 401). */
    async fetchProfile(): Promise<Profile | null> {
      try {
        const profile = withFullName(await http.get<Profile>(clients.profile));
        authStore.dispatch({ type: 'loggedIn', emailConfirmed: profile.emailConfirmed });
        return profile;
      } catch (error) {
        if (!isApiError(error) || error.status !== 401) throw error;
        authStore.dispatch({ type: 'loggedOut' });
        return null;
      }
    },
    // docs/sessions.md#invalidations: only a successful login invalidates the cached user; a failed one throws first.
    login: async (body: LoginBody) => signedIn(await http.post<SessionAnswer>(auth.login, body)),
    // docs/sessions.md#registration: no sign-in; the answer is the same for a new and a taken address.
    register: (body: RegisterBody) => http.post<RegisterAnswer>(auth.register, body),
    /** docs/sessions.md#logout: logout calls logout, then resets all cached API state. */
    async logout() {
      try {
        await http.post(auth.logout);
      } finally {
        authStore.dispatch({ type: 'loggedOut' });
        queryClient.clear();
        queryClient.setQueryData(cacheTags.user, null);
      }
    },
    async confirmEmail(token: string) {
      const answer = await http.post<{ emailConfirmed: boolean }>(auth.confirmEmail, { token });
      await invalidateUser();
      return answer;
    },
    resendConfirmationEmail: () => http.post(auth.resendConfirmationEmail),
    // docs/domain.md#link-requests: the token alone is the consent; it changes no session.
    confirmClientLink: (token: string) =>
      http.post<ConfirmClientLinkAnswer>(apiPaths.clientLinkRequests.confirm, { token }),
    forgotPassword: (body: z.infer<typeof forgotPasswordBodySchema>) =>
      http.post(auth.forgotPassword, body),
    verifyResetCode: (code: string) => http.post<{ email: string }>(auth.verifyResetCode, { code }),
    resetPassword: (body: z.infer<typeof passwordResetBodySchema>) =>
      http.post(auth.passwordReset, body),
    // docs/sessions.md#first-admin: the set-up link's code, then the admin it creates, signed in at once.
    verifyFirstAdminCode: (code: string) => http.post(auth.verifyFirstAdminCode, { code }),
    createFirstAdmin: async (body: z.infer<typeof firstAdminBodySchema>) =>
      signedIn(await http.post<SessionAnswer>(auth.firstAdmin, body)),
    fetchAccount: () => http.get<Account>(clients.account),
    /** docs/sessions.md#invalidations: a successful profile update invalidates the cached user. */
    updateProfile: (body: z.infer<typeof accountProfileBodySchema>) =>
      saveAccount(clients.accountProfile, body, true),
    /** docs/languages.md#choosing: saved on its own; the refetched user switches the screens' language. */
    updateLanguage: (body: z.infer<typeof accountLanguageBodySchema>) =>
      saveAccount(clients.accountLanguage, body, true),
    /** docs/notifications.md#choosing: which order e-mails the account gets, and when. */
    fetchNotificationSettings: () => http.get<NotificationSettings>(clients.accountNotifications),
    async updateNotificationSettings(body: NotificationSettings) {
      const saved = await http.put<NotificationSettings>(clients.accountNotifications, body);
      queryClient.setQueryData(cacheTags.notificationSettings, saved);
      return saved;
    },
    changePassword: (body: z.infer<typeof changePasswordBodySchema>) =>
      http.put(clients.accountPassword, body),
    updateAddress: (body: Address) => saveAccount(clients.accountAddress, body, false),
    /** docs/sessions.md#account-settings: a successful client completion triggers a session refresh. */
    async completeProfile(body: z.infer<typeof completeProfileBodySchema>) {
      const profile = await http.post<Profile>(clients.complete, body);
      await http.refreshSession();
      queryClient.setQueryData(cacheTags.user, withFullName(profile));
      await Promise.all([
        invalidateUser(),
        queryClient.invalidateQueries({ queryKey: cacheTags.account }),
      ]);
      return profile;
    },
    fetchFeatures: () => http.get<Features>(apiPaths.features),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
