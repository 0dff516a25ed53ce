// The API's prefix and fixed calls (docs/api.md#calls), shared by the server's routes and the client's requests.
export const API_PREFIX = '/api';

/** Prometheus's default path, outside the API; never a page of the app (docs/settings.md#metrics). */
export const METRICS_PATH = '/metrics';

export const apiPaths = {
  health: `${API_PREFIX}/health`,
  healthLive: `${API_PREFIX}/health/live`,
  healthReady: `${API_PREFIX}/health/ready`,
  features: `${API_PREFIX}/features`,
  auth: {
    login: `${API_PREFIX}/auth/login`,
    logout: `${API_PREFIX}/auth/logout`,
    refresh: `${API_PREFIX}/auth/refresh`,
    register: `${API_PREFIX}/auth/register`,
    confirmEmail: `${API_PREFIX}/auth/confirm-email`,
    resendConfirmationEmail: `${API_PREFIX}/auth/resend-confirmation-email`,
    forgotPassword: `${API_PREFIX}/auth/forgot-password`,
    passwordReset: `${API_PREFIX}/auth/password-reset`,
    verifyResetCode: `${API_PREFIX}/auth/verify-reset-code`,
    firstAdmin: `${API_PREFIX}/auth/first-admin`,
    verifyFirstAdminCode: `${API_PREFIX}/auth/verify-first-admin-code`,
  },
  clients: {
    list: `${API_PREFIX}/clients`,
    profile: `${API_PREFIX}/clients/profile`,
    account: `${API_PREFIX}/clients/account`,
    accountProfile: `${API_PREFIX}/clients/account/profile`,
    accountPassword: `${API_PREFIX}/clients/account/password`,
    accountAddress: `${API_PREFIX}/clients/account/address`,
    accountLanguage: `${API_PREFIX}/clients/account/language`,
    accountNotifications: `${API_PREFIX}/clients/account/notifications`,
    accountStatement: `${API_PREFIX}/clients/account/statement.pdf`,
    complete: `${API_PREFIX}/clients/complete`,
    link: `${API_PREFIX}/clients/link`,
  },
  clientLinkRequests: {
    list: `${API_PREFIX}/client-link-requests`,
    confirm: `${API_PREFIX}/client-link-requests/confirm`,
  },
  dashboards: {
    summary: `${API_PREFIX}/dashboards/summary`,
    outstanding: `${API_PREFIX}/dashboards/outstanding`,
    cratesWaiting: `${API_PREFIX}/dashboards/crates-waiting`,
  },
  tlsExports: {
    list: `${API_PREFIX}/tls-exports`,
    waiting: `${API_PREFIX}/tls-exports/waiting`,
    keys: `${API_PREFIX}/tls-api-keys`,
  },
} as const;
