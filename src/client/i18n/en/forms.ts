/** The account inputs every account form shares (sign-up, complete profile, account settings). */
export const forms = {
  fields: {
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    line1: 'Street and number',
    line2: 'Address line 2 (optional)',
    city: 'City',
    postalCode: 'Postal code',
    region: 'Region or state (optional)',
    country: 'Country',
    currentPassword: 'Current password',
  },
  // A new password and its repetition, named as the form names the password.
  passwords: {
    password: { label: 'Password', repeat: 'Repeat the password' },
    newPassword: { label: 'New password', repeat: 'Repeat the new password' },
    helper: 'At least 10 characters; not your e-mail address.',
  },
  // A failure that is no API error and says nothing itself.
  failed: 'Something went wrong',
};
