/** The signed-in user's own screens: the profile and account settings (docs/sessions.md#account-settings). */
export const account = {
  profile: {
    title: 'Profile',
    phone: 'Phone',
    postalAddress: 'Postal address',
    notGiven: 'Not given',
    edit: 'Edit account settings',
  },
  settings: {
    title: 'Account settings',
    loadFailed: 'Your account could not be loaded. Please try again.',
    tabs: {
      profile: 'Profile',
      password: 'Password',
      address: 'Address',
      notifications: 'E-mails',
    },
    profileSaved: 'Your profile is saved.',
    saveProfile: 'Save profile',
    // docs/languages.md#choosing
    language: 'Language',
    // docs/invoices.md#in-the-app: a client's own statement.
    statement: 'Statement (PDF)',
    statementMaking: 'Making your statement…',
    statementFailed: 'Your statement could not be made; please try again',
    addressSaved: 'Your address is saved.',
    saveAddress: 'Save address',
    passwordNotice:
      'Changing your password signs out every other device and sends you a notice by e-mail.',
    passwordChanged: 'Your password is changed. Other devices were signed out.',
    changePassword: 'Change password',
    // docs/notifications.md#choosing
    notifications: {
      kinds: 'E-mail me when',
      orderStatus: 'An order moves on (a quote is ready, a new stage)',
      expectedDates: 'An order’s expected dates change',
      photos: 'New progress photos are added',
      messages: 'A new message arrives',
      delivery: 'How',
      immediate: 'One e-mail each time',
      weeklyDigest: 'One e-mail a week listing everything (Mondays)',
      save: 'Save e-mail choices',
      saved: 'Your e-mail choices are saved.',
    },
  },
};
