// docs/sessions.md#cached-data-tags: the cached data tags, used as react-query keys so every screen invalidates the same ones.
export const cacheTags = {
  user: ['User'],
  account: ['Account'],
  notificationSettings: ['NotificationSettings'],
  clients: ['Clients'],
  clientsById: ['ClientsById'],
  features: ['Features'],
  adminSpeciesById: ['AdminSpeciesById'],
  trophyById: ['TrophyById'],
} as const;
