// docs/guards.md#paths: every route of the app in one module, used by routes, menus, redirects and tests alike.
// The resources' routes are their definitions' (`route`); they are repeated here because the
// entry's guard must know them without loading any definition, and a test holds the two equal
// (tests/api/resources/resourceHomes.test.ts).
export const paths = {
  home: '/',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  firstAdmin: '/auth/first-admin',
  emailVerification: '/email-verification',
  confirmClientLink: '/confirm-client-link',
  completeProfile: '/complete-profile',
  clients: '/clients',
  documents: '/documents',
  instructionRegisters: '/instruction-registers',
  dashboards: '/dashboards',
  pricelists: '/admin/pricelists',
  trophies: '/admin/trophies',
  species: '/admin/species',
  users: '/admin/users',
  exportToTls: '/admin/export-to-tls',
  orders: '/orders',
  profile: '/profile',
  accountSettings: '/account-settings',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
