// docs/guards.md#paths: the app's routes that code names, used by routes, menus, redirects and
// tests alike. A resource's console route is its definition's (`route`); the guard reads every one
// from the console manifest, and the ones here are those code links to by name.
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
  crates: '/crates',
  shipments: '/shipments',
  dashboards: '/dashboards',
  pricelists: '/admin/pricelists',
  trophies: '/admin/trophies',
  productionSteps: '/admin/production-steps',
  species: '/admin/species',
  users: '/admin/users',
  exportToTls: '/admin/export-to-tls',
  studioSettings: '/admin/studio-settings',
  orders: '/orders',
  workbench: '/workbench',
  profile: '/profile',
  accountSettings: '/account-settings',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
