import type { ResourceTexts } from '../../shared/i18n/resourceTexts';

/** `resources.users` in English (docs/languages.md#messages). */
export const texts = {
  name: 'User |||| Users',
  drawer: 'Manage Users',
  fields: {
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Name',
    roles: 'Roles',
    disabled: 'Disabled',
    emailConfirmed: 'E-mail confirmed',
    invitationPending: 'Invited',
  },
  roles: {
    admin: 'Admin',
    collector: 'Collector',
    customerLiaison: 'Customer liaison',
    huntingOutfitter: 'Hunting outfitter',
    professionalHunter: 'Professional hunter',
    client: 'Client',
  },
} satisfies ResourceTexts;
