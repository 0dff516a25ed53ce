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
    },
    profileSaved: 'Your profile is saved.',
    saveProfile: 'Save profile',
    // docs/languages.md#choosing
    language: 'Language',
    addressSaved: 'Your address is saved.',
    saveAddress: 'Save address',
    passwordNotice:
      'Changing your password signs out every other device and sends you a notice by e-mail.',
    passwordChanged: 'Your password is changed. Other devices were signed out.',
    changePassword: 'Change password',
  },
};
