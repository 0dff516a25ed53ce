// The inputs several account forms share (sign-up, complete profile, account settings), labelled
// and autocompleted one way.

export const personFieldSpecs = {
  email: { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  firstName: { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  lastName: { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  phone: { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
} as const;

/** The postal address inputs of the Address schema, in the order the forms show them. */
export const addressFieldSpecs = {
  line1: { name: 'line1', label: 'Street and number', autoComplete: 'address-line1' },
  line2: { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  city: { name: 'city', label: 'City', autoComplete: 'address-level2' },
  postalCode: { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  region: { name: 'region', label: 'Region or state (optional)', autoComplete: 'address-level1' },
  country: { name: 'country', label: 'Country', autoComplete: 'country' },
} as const;

/** A new password and its repetition (`confirmPassword`), as the form schemas pair them. */
export const newPasswordSpecs = (label: string) => ({
  password: {
    label,
    type: 'password',
    autoComplete: 'new-password',
    helperText: 'At least 10 characters; not your e-mail address.',
  },
  confirmPassword: {
    name: 'confirmPassword',
    label: `Repeat the ${label.toLowerCase()}`,
    type: 'password',
    autoComplete: 'new-password',
  },
});

/** Where a field of a nested value lives: `addressName('address.', 'city')` -> 'address.city'. */
export const prefixed = (prefix: string | undefined, name: string) => `${prefix ?? ''}${name}`;
